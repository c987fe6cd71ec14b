// The game builder as players use it (issue 18, item 1): opened from the Games panel by
// mouse and by tap; the board's size; cells made holes by click, tap, drag and keys;
// rules chosen; a bad choice refused with the engine's words beside its field and no
// way to play it; Play; a copied link and copied embed code that open the same game,
// the code pasted into another page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, domBoard, openGame, state, DESKTOP, PHONE, setUp } from './harness.mjs';

// A host page that writes the HTML in its address's hash into itself as it loads, as
// if its author had pasted it there.
const pasted = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
  <link rel="icon" href="data:,"></head><body>
  <script>document.write(decodeURIComponent(location.hash.slice(1)))</script></body></html>`;

const env = setUp({ [`${BASE}pasted.html`]: pasted });

async function openBuilder(options, press) {
  const context = await env.browser.newContext(options);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await openGame(context, env.server.url + '/');
  await press(page.getByRole('button', { name: 'Games' }));
  await press(page.getByRole('button', { name: 'Create a game' }));
  const builder = page.locator('.builder');
  await builder.waitFor();
  return { context, page, builder };
}

const cell = (builder, row, col) =>
  builder.getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}: `) });

for (const [mode, options, press] of [
  ['mouse', DESKTOP, (l) => l.click()],
  ['tap', PHONE, (l) => l.tap()],
]) {
  describe(`hosted page, ${mode}`, () => {
    test('build a 3x3 board with a hole that wins at 32, play it, copy its link and embed code', async () => {
      const { context, page, builder } = await openBuilder(options, press);
      const status = builder.locator('.builder-status');
      assert.equal(await status.textContent(), 'These rules make a game.');
      await builder.getByLabel('Rows', { exact: true }).fill('3');
      await builder.getByLabel('Rows', { exact: true }).blur();
      await builder.getByLabel('Columns', { exact: true }).fill('3');
      await builder.getByLabel('Columns', { exact: true }).blur();
      assert.equal(await builder.locator('.builder-cell').count(), 9);
      await press(cell(builder, 2, 2));
      assert.equal(await cell(builder, 2, 2).getAttribute('aria-label'), 'Row 2, column 2: hole');
      await builder.getByLabel('Win').selectOption({ label: 'Reach a tile' });
      const target = builder.getByLabel('Reach a tile', { exact: true });
      await target.fill('32');
      await target.blur();
      assert.match(await builder.textContent(), /Win by making a 32\./);
      assert.equal(await status.textContent(), 'These rules make a game.');
      await page.screenshot({ path: join(ARTIFACTS, `builder-${mode}.png`), fullPage: true });

      await press(builder.getByRole('button', { name: 'Play this game' }));
      await page.waitForFunction(() => window.game2048.state().variant.startsWith('custom-'));
      const board = await domBoard(page);
      assert.equal(board.length, 3);
      assert.equal(board[1].split(' ')[1], 'X', 'the hole');
      const played = await state(page);
      assert.equal(played.moves, 0);

      // The link opens the same game (the same variant) in another tab.
      await press(builder.getByRole('button', { name: 'Copy link' }));
      const link = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(link, /#game=/);
      const other = await context.newPage();
      await other.goto(link);
      await other.waitForFunction(() => window.game2048?.state().variant.startsWith('custom-'));
      assert.equal((await state(other)).variant, played.variant);
      await other.close();

      // The embed code, pasted into another page, shows the same game.
      await press(builder.getByRole('button', { name: 'Copy embed code' }));
      await page.locator('.notice', { hasText: 'Embed code copied: paste it into your page' }).waitFor();
      const code = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(code, /<game-2048 game='\{/);
      assert.match(code, /<iframe src="[^"]*embed\.html#game=/);
      const host = await context.newPage();
      await host.goto(`${env.server.url}/pasted.html#${encodeURIComponent(code)}`);
      const widget = host.locator('game-2048');
      await widget.locator('.board .tile').first().waitFor();
      await host.evaluate(() => document.querySelector('game-2048').ready);
      assert.equal(await host.evaluate(() => document.querySelector('game-2048').state().variant), played.variant);
      const frame = host.frameLocator('iframe');
      await frame.locator('.board .tile').first().waitFor();
      assert.equal(await frame.locator('.board').getAttribute('data-rows'), '3');
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  });
}

describe('drags, keys and bad rules', () => {
  test('a drag makes holes of every cell it crosses, and another makes them cells again', async () => {
    const { context, page, builder } = await openBuilder(DESKTOP, (l) => l.click());
    const centre = async (row, col) => {
      const box = await cell(builder, row, col).boundingBox();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const drag = async (cells) => {
      await page.mouse.move(...(await centre(...cells[0])));
      await page.mouse.down();
      for (const c of cells.slice(1)) await page.mouse.move(...(await centre(...c)), { steps: 4 });
      await page.mouse.up();
    };
    const holes = () => builder.locator('.builder-cell.hole').count();
    await drag([[1, 1], [1, 2], [1, 3], [1, 4]]);
    assert.equal(await holes(), 4);
    await drag([[1, 4], [1, 3]]);
    assert.equal(await holes(), 2);
    assert.equal(await cell(builder, 1, 1).getAttribute('aria-label'), 'Row 1, column 1: hole');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('keys: one Tab into the painter, arrows between cells, Space and Enter paint; the game waits', async () => {
    const { context, page, builder } = await openBuilder(DESKTOP, (l) => l.click());
    const live = await state(page);
    await builder.getByRole('button', { name: 'No tile' }).focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
    assert.equal(await focused(), 'Row 1, column 1: cell');
    await page.keyboard.press('Space');
    assert.equal(await focused(), 'Row 1, column 1: hole', 'the focus stays on the cell');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'Row 2, column 2: cell');
    await page.keyboard.press('Enter');
    assert.equal(await focused(), 'Row 2, column 2: hole');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(), 'Row 2, column 1: cell', 'the edge stops it');
    // One tab stop: the next Tab leaves the painter.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.closest('.builder-painter')), null);
    // None of the arrows moved the game.
    assert.deepEqual(await state(page), live);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a bad choice gets the engine's reason beside its field and cannot be played", async () => {
    const { context, page, builder } = await openBuilder(DESKTOP, (l) => l.click());
    const live = await state(page);
    await builder.getByLabel('What merges').selectOption({ label: 'A run of equal tiles' });
    await builder.getByLabel('Shortest merge').selectOption('3');
    await builder.getByLabel('Longest merge').selectOption('2');
    const fault = builder.locator('.builder-field', { has: page.getByLabel('Longest merge') }).getByRole('alert');
    assert.equal(await fault.textContent(), 'must be at least minMergeLength (3), got 2');
    assert.equal(await builder.locator('.builder-status').textContent(), 'These rules make no game yet: see the field marked.');
    for (const name of ['Play this game', 'Copy link', 'Copy embed code']) {
      assert.equal(await builder.getByRole('button', { name }).isDisabled(), true, name);
    }
    assert.deepEqual(await state(page), live);
    // Put right: the reason goes, and it plays.
    await builder.getByLabel('Longest merge').selectOption('3');
    assert.equal(await builder.getByRole('alert').count(), 0);
    await builder.getByRole('button', { name: 'Play this game' }).click();
    await page.waitForFunction(() => window.game2048.state().variant.startsWith('custom-'));
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
