// Undo policy (issue 19, item 4): a contest widget with `undo="off"` (and the iframe's
// `?undo=off`), and the hosted page's setting at its foot. Without undo the button is
// gone, U and Ctrl+Z do nothing, `undo()` throws; every record says whether undo was
// allowed and how often it was used, and the Games panel and the replay bar show it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, PHONE, openGame, pageWithErrors, setUp } from './harness.mjs';

const contest = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>contest</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script>
  <style>body { margin: 0; font: 16px serif; } main { width: 600px; }</style></head>
  <body><main><h1>This week's contest</h1><game-2048 id="w" undo="off" storage-key="contest"></game-2048></main></body></html>`;
const env = setUp({ [`${BASE}contest.html`]: contest });

/** Presses arrows on the focused game until it has made `n` moves. */
async function play(page, read, n) {
  const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
  for (let i = 0; (await read()).moves < n && i < 40; i++) await page.keyboard.press(keys[i % 4]);
  assert.ok((await read()).moves >= n);
}

describe('undo off', () => {
  test('a contest widget: no Undo, keys and undo() refused, records and panels say "Undo off"', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const { page, errors } = await pageWithErrors(context);
    await page.goto(`${env.server.url}/contest.html`);
    const widget = page.locator('#w');
    await widget.locator('.board .tile').first().waitFor();
    await widget.evaluate((w) => w.ready);
    const read = () => widget.evaluate((w) => w.state());
    assert.equal(await widget.getByRole('button', { name: 'New game' }).isVisible(), true);
    assert.equal(await widget.getByRole('button', { name: 'Undo', exact: true }).isVisible(), false);
    assert.equal((await read()).undo, 'off');

    await widget.locator('.board').click();
    await play(page, read, 3);
    const before = await read();
    for (const key of ['u', 'U', 'Control+z', 'Meta+z']) await page.keyboard.press(key);
    assert.deepEqual(await read(), before, 'the undo keys do nothing');
    const thrown = await widget.evaluate((w) => {
      try {
        w.undo();
        return null;
      } catch (e) {
        return e.message;
      }
    });
    assert.equal(thrown, 'undo, redo: this game is played without undo');
    assert.deepEqual(await read(), before);
    const record = await widget.evaluate((w) => w.record());
    assert.match(record, /^r2\./, 'a record of a game without undo says so');

    // The game, left for a new one, is listed as played without undo, and its replay
    // says so too.
    await widget.getByRole('button', { name: 'New game' }).click();
    await widget.locator('.question').getByRole('button').first().click();
    await widget.getByRole('button', { name: 'Games', exact: true }).click();
    const row = widget.locator('.games li').first();
    await row.waitFor();
    assert.match(await row.textContent(), /· Undo off/);
    await row.getByRole('button', { name: 'Watch' }).click();
    const where = widget.locator('.replay-where');
    await where.waitFor();
    assert.equal(await widget.locator('.replay-undo').textContent(), 'Undo off');
    assert.equal(await widget.getByRole('button', { name: 'Undo', exact: true }).isVisible(), false);
    await page.screenshot({ path: join(ARTIFACTS, 'undo-contest.png'), fullPage: true, animations: 'disabled' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the iframe takes ?undo=off; a bad value is said inside it', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.setContent(`<iframe style="width:600px;height:700px;border:0"
      src="${env.server.url}/embed.html?undo=off&storage-key=frame-undo"></iframe>
      <iframe style="width:400px;height:200px;border:0" src="${env.server.url}/embed.html?undo=never"></iframe>`);
    const [good, bad] = [page.frameLocator('iframe').nth(0), page.frameLocator('iframe').nth(1)];
    await good.locator('.board .tile').first().waitFor();
    assert.equal(await good.getByRole('button', { name: 'New game' }).isVisible(), true);
    assert.equal(await good.getByRole('button', { name: 'Undo', exact: true }).isVisible(), false);
    assert.equal(
      await bad.locator('[role=alert]').textContent(),
      'This game could not startThe undo attribute must be "on" or "off", not "never".',
    );
    await context.close();
  });

  test('the page setting, on a phone: kept, from the first paint, shown in the Games panel and a shared replay', async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await openGame(context, env.server.url + '/');
    const read = () => page.evaluate(() => window.game2048.state());
    const undoButton = page.getByRole('button', { name: 'Undo', exact: true });
    const setting = page.locator('#undo-setting');
    assert.equal(await setting.inputValue(), 'on');
    // A move, undone with a tap: this game used undo once.
    await page.evaluate(() => ['left', 'up', 'right', 'down'].some((d) => window.game2048.move(d).moves > 0));
    assert.equal((await read()).moves, 1);
    await undoButton.tap();
    assert.equal((await read()).moves, 0);
    await page.evaluate(() => ['left', 'up', 'right', 'down'].some((d) => window.game2048.move(d).moves > 0));

    // Undo off, at the foot of the page: from this game on.
    await setting.selectOption('off');
    await undoButton.waitFor({ state: 'hidden' });
    assert.equal((await read()).undo, 'off');
    assert.match(await page.evaluate(() => window.game2048.record()), /^r1\./, 'a game that used undo allowed it');
    await page.screenshot({ path: join(ARTIFACTS, 'undo-setting-phone.png'), fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.locator('.question').getByRole('button').first().tap();
    // The Games panel (the full build, which takes over with the setting) lists the
    // game left as one that used undo once.
    const games = page.getByRole('button', { name: 'Games', exact: true });
    await games.tap();
    const row = page.locator('.games li').first();
    await row.waitFor();
    assert.match(await row.textContent(), /· Undo used once/);
    assert.equal(await undoButton.isVisible(), false);
    // (On a phone the panel is a sheet over Games: its own Close closes it.)
    await page.locator('.games').getByRole('button', { name: 'Close' }).tap();
    await page.evaluate(() => ['left', 'up', 'right', 'down'].some((d) => window.game2048.move(d).moves > 0));
    const record = await page.evaluate(() => window.game2048.record());
    assert.match(record, /^r2\./);

    // Kept: after a reload the setting and the game are as they were, with no Undo.
    await page.reload();
    await page.waitForSelector('.game2048 .board .tile');
    await page.waitForFunction(() => window.game2048);
    assert.equal(await setting.inputValue(), 'off');
    assert.equal(await undoButton.isVisible(), false);
    assert.equal(await page.evaluate(() => window.game2048.record()), record);

    // A shared replay of the game without undo says so.
    const watcher = await openGame(await env.browser.newContext(PHONE), `${env.server.url}/#replay=${record}`);
    await watcher.locator('.replay-where').waitFor();
    assert.equal(await watcher.locator('.replay-undo').textContent(), 'Undo off');
    await watcher.screenshot({ path: join(ARTIFACTS, 'undo-replay-phone.png'), animations: 'disabled' });

    // On again: Undo is back, and works.
    await setting.selectOption('on');
    await undoButton.waitFor();
    const moves = (await read()).moves;
    await undoButton.tap();
    assert.equal((await read()).moves, moves - 1);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
