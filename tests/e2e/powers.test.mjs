// Power-ups and limits (issue 32, items 1, 2 and 5), played as people play: the
// picker's Power-ups, a swap by mouse, a removal by a tap on a phone, both by keys; a
// three-minute Sprint against a faked clock that waits while the page is hidden; a
// move budget that ends the game; the JS API's swap() and remove(), a widget's too,
// and every bad use refused with its reason, changing nothing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, PHONE, openGame, pick, setUp, state } from './harness.mjs';

const host = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>powers</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script>
  <style>body { margin: 0; font: 16px serif; } main { width: 520px; }</style></head>
  <body><main><game-2048 id="w" storage-key="powers"
    game='{"powerUps":{"swap":1,"remove":1},"limits":{"moves":50}}'></game-2048></main></body></html>`;
const env = setUp({ [`${BASE}powers-host.html`]: host });

/** The cells of a state's board as [row, col, value], tiles only. */
function tiles(s) {
  const out = [];
  s.board.forEach((row, r) =>
    row.split(' ').forEach((cell, c) => {
      if (/^-?\d+$/.test(cell)) out.push([r, c, Number(cell)]);
    }),
  );
  return out;
}

/** Two tiles of different values, as [[r, c, v], [r, c, v]]. */
function twoValues(s) {
  const all = tiles(s);
  const other = all.find((t) => t[2] !== all[0][2]);
  assert.ok(other, `two values on ${s.board}`);
  return [all[0], other];
}

/** A new game of `game` (a game object) on the hosted page, through the API. */
async function newGame(page, game) {
  await page.evaluate((game) => window.game2048.newGame({ game }), game);
  await page.waitForFunction(() => window.game2048.state().moves === 0);
}

/** The hosted page on a desktop with a fake clock (`page.clock`), its game on: the
 *  context, the page and the errors it throws. */
async function clockedPage() {
  const context = await env.browser.newContext(DESKTOP);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.clock.install();
  await page.goto(`${env.server.url}/`);
  await page.waitForSelector('.game2048 .board .tile');
  return { context, page, errors };
}

/** Presses arrows until one moves a tile (the board clicked first, as a player does
 *  after the picker: its arrows would browse the list). */
async function moveOnce(page) {
  await page.locator('.game2048 .board').first().click();
  const before = (await state(page)).moves;
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
    if ((await state(page)).moves > before) return;
  }
  throw new Error('no move applies');
}

/** What a call of the page's API throws (or its promise rejects with), or null. */
function thrown(page, call) {
  return page.evaluate(async (call) => {
    try {
      await new Function('api', `return ${call}`)(window.game2048);
      return null;
    } catch (e) {
      return e.message;
    }
  }, call);
}

describe('power-ups', () => {
  test('the picker plays Power-ups: a swap by mouse, undone at a charge', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, `${env.server.url}/`);
    await pick(page, 'Power-ups');
    await page.locator('.extras .power').first().waitFor();
    let s = await state(page);
    assert.deepEqual(s.powerUps, { swap: 1, remove: 1, undo: 2 });
    assert.equal(await page.getByLabel('Variant').inputValue(), s.variant);
    // Two tiles of one number to start: a move or two makes another.
    while (new Set(tiles(s).map((t) => t[2])).size < 2) {
      await moveOnce(page);
      s = await state(page);
    }

    const [a, b] = twoValues(s);
    const moves = s.moves;
    await page.getByRole('button', { name: 'Swap: 1 left' }).click();
    assert.equal(await page.getByRole('button', { name: 'Swap: 1 left' }).getAttribute('aria-pressed'), 'true');
    assert.match(await page.locator('.extras-line').textContent(), /^Swap: choose a tile/);
    await page.getByRole('button', { name: `Row ${a[0] + 1}, column ${a[1] + 1}: ${a[2]}` }).click();
    assert.equal(await page.locator('.extras-line').textContent(), 'Now the tile to swap it with.');
    await page.screenshot({ path: join(ARTIFACTS, 'powers-swap-chosen.png'), animations: 'disabled' });
    await page.getByRole('button', { name: `Row ${b[0] + 1}, column ${b[1] + 1}: ${b[2]}` }).click();
    s = await state(page);
    const at = (r, c) => s.board[r].split(' ')[c];
    assert.deepEqual([at(a[0], a[1]), at(b[0], b[1])], [String(b[2]), String(a[2])]);
    assert.deepEqual(s.powerUps, { swap: 0, remove: 1, undo: 2 });
    assert.equal(s.moves, moves, 'a power-up is no move');
    assert.equal(await page.locator('.power-board').count(), 0);
    assert.match(await page.evaluate(() => window.game2048.record()), /^r3\./);

    // None left: choosing it says so; Undo (a charge) gives the swap back.
    await page.getByRole('button', { name: 'Swap: 0 left' }).click();
    assert.equal(await page.locator('.extras-line').textContent(), 'No swap is left.');
    await page.getByRole('button', { name: 'Undo: 2 left' }).click();
    s = await state(page);
    assert.deepEqual(s.powerUps, { swap: 1, remove: 1, undo: 1 });
    assert.deepEqual([at(a[0], a[1]), at(b[0], b[1])], [String(a[2]), String(b[2])]);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('on a phone: Remove, then a tap on a tile takes every tile of its number', async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await openGame(context, `${env.server.url}/`);
    await newGame(page, '{"powerUps":{"remove":2},"initialTiles":[{"row":0,"column":0,"value":2},{"row":1,"column":2,"value":2},{"row":3,"column":3,"value":8}]}');
    await page.getByRole('button', { name: 'Remove: 2 left' }).tap();
    await page.locator('.power-board').waitFor();
    assert.equal(await page.locator('.extras .power').count(), 1, 'only the power-ups these rules give');
    const box = await page.locator('.power-board').boundingBox();
    const viewport = page.viewportSize();
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, 'the cells are on the screen');
    const cell = page.getByRole('button', { name: 'Row 1, column 1: 2' });
    const size = await cell.boundingBox();
    assert.ok(size.width >= 44 && size.height >= 44, `a thumb's target: ${size.width} x ${size.height}`);
    await page.screenshot({ path: join(ARTIFACTS, 'powers-remove-phone.png'), animations: 'disabled' });
    await cell.tap();
    const s = await state(page);
    assert.deepEqual(tiles(s), [[3, 3, 8]]);
    assert.deepEqual(s.powerUps, { swap: 0, remove: 1, undo: 0 });
    // The last tile's number: refused, said, nothing changes.
    await page.getByRole('button', { name: 'Remove: 1 left' }).tap();
    await page.getByRole('button', { name: 'Row 4, column 4: 8' }).tap();
    assert.equal(await page.locator('.extras-line').textContent(), 'That would leave the board with no tile.');
    assert.deepEqual(tiles(await state(page)), [[3, 3, 8]]);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('by keys: X and R choose, the arrows move between cells, Enter chooses, Escape puts it down', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, `${env.server.url}/`);
    await newGame(page, '{"powerUps":{"swap":1,"remove":1},"gridOptions":{"newTileFnName":"none"},"initialTiles":[{"row":0,"column":0,"value":2},{"row":0,"column":1,"value":4},{"row":2,"column":2,"value":8}]}');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.locator('.extras .power').first().waitFor();
    await page.keyboard.press('x');
    await page.locator('.power-board').waitFor();
    assert.equal(await focused(), 'Row 1, column 1: 2', 'the keys start on a tile');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(), 'Row 1, column 2: 4');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(), 'Row 3, column 3: 8');
    await page.keyboard.press('Enter');
    let s = await state(page);
    assert.deepEqual(tiles(s), [[0, 0, 2], [0, 1, 8], [2, 2, 4]]);
    assert.equal(s.moves, 0, 'the arrows moved the cursor, not the tiles');
    await page.keyboard.press('r');
    assert.equal(await page.locator('.power-board').count(), 1);
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.power-board').count(), 0);
    assert.deepEqual(tiles(await state(page)), tiles(s), 'Escape changed nothing');
    await page.keyboard.press('r');
    await page.keyboard.press('Enter');
    s = await state(page);
    assert.deepEqual(tiles(s), [[0, 1, 8], [2, 2, 4]]);
    assert.deepEqual(s.powerUps, { swap: 0, remove: 0, undo: 0 });
    // In a classic game the keys are nothing.
    await page.evaluate(() => window.game2048.newGame({ preset: 'classic' }));
    await page.keyboard.press('x');
    assert.equal(await page.locator('.power-board').count(), 0);
    assert.equal(await page.locator('.extras').isVisible(), false);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('swap() and remove() play or throw the reason, changing nothing', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, `${env.server.url}/`);
    assert.equal(await thrown(page, 'api.swap([0, 0], [0, 1])'), 'swap, remove: this game has no power-ups');
    await newGame(page, '{"powerUps":{"swap":1,"remove":1},"gridOptions":{"newTileFnName":"none"},"initialTiles":[{"row":0,"column":0,"value":2},{"row":0,"column":1,"value":4}]}');
    const before = await state(page);
    for (const [call, why] of [
      ['api.swap([0, 0], [0, 0])', 'A swap needs two different tiles.'],
      ['api.swap([0, 0], [3, 3])', 'Choose a tile, not an empty cell.'],
      ['api.swap([0, 0], [9, 9])', 'That is not a cell of the board.'],
      ['api.swap([0, 0])', "swap takes two cells as [row, column], counted from 0; remove takes a tile's number"],
      ['api.remove(64)', 'No tile has that number.'],
      ['api.remove("2")', "swap takes two cells as [row, column], counted from 0; remove takes a tile's number"],
    ]) {
      assert.equal(await thrown(page, call), why, call);
    }
    assert.deepEqual(await state(page), before);
    const swapped = await page.evaluate(async () => await window.game2048.swap([0, 0], [0, 1]));
    assert.deepEqual(swapped.board[0], '4 2 . .');
    assert.equal(await thrown(page, 'api.swap([0, 0], [0, 1])'), 'No swap is left.');
    const removed = await page.evaluate(async () => await window.game2048.remove(4));
    assert.deepEqual(tiles(removed), [[0, 1, 2]]);
    assert.deepEqual(removed.powerUps, { swap: 0, remove: 0, undo: 0 });
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('limits', () => {
  test('Sprint: three minutes from the first move, waiting while the page is hidden, then time is up', async () => {
    const { context, page, errors } = await clockedPage();
    await pick(page, 'Sprint');
    const left = page.getByTestId('time-left');
    await left.waitFor();
    assert.equal(await left.textContent(), '3:00');
    await page.clock.runFor(5_000);
    assert.equal(await left.textContent(), '3:00', 'nothing runs before the first move');
    await moveOnce(page);
    await page.clock.runFor(10_050);
    assert.equal(await left.textContent(), '2:50');
    assert.ok(Math.abs((await state(page)).timeLeft - 170_000) <= 200);

    const visibility = (hidden) =>
      page.evaluate((hidden) => {
        Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
        Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await visibility(true);
    await page.clock.runFor(60_000);
    await visibility(false);
    await page.clock.runFor(200);
    assert.equal(await left.textContent(), '2:50', 'the clock waited');
    assert.equal(await page.locator('.extras-line').textContent(), 'The clock waited while the page was hidden.');
    await page.screenshot({ path: join(ARTIFACTS, 'limits-sprint.png'), animations: 'disabled' });

    await page.clock.runFor(171_000);
    const s = await state(page);
    assert.equal(s.status, 'over');
    assert.equal(s.timeLeft, 0);
    assert.equal(await left.textContent(), '0:00');
    assert.equal(await page.locator('.extras-line').textContent(), 'Time’s up!');
    const before = (await state(page)).board;
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('u');
    assert.deepEqual((await state(page)).board, before, 'over for good: no move, no undo');
    const record = await page.evaluate(() => window.game2048.record());
    assert.match(record, /^r3\./);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('500 moves counts down; a budget ends the game, and the widget says it', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, `${env.server.url}/`);
    await pick(page, '500 moves');
    await page.getByTestId('moves-left').waitFor();
    assert.equal(await page.getByTestId('moves-left').textContent(), '500');
    await moveOnce(page);
    assert.equal(await page.getByTestId('moves-left').textContent(), '499');
    assert.equal((await state(page)).movesLeft, 499);

    const widgetPage = await context.newPage();
    await widgetPage.goto(`${env.server.url}/powers-host.html`);
    const widget = widgetPage.locator('#w');
    await widget.locator('.board .tile').first().waitFor();
    await widget.locator('.extras .power').first().waitFor();
    await widget.evaluate((w) => w.ready);
    const over = widgetPage.evaluate(
      () => new Promise((resolve) => document.querySelector('#w').addEventListener('game2048-over', (e) => resolve(e.detail))),
    );
    await widgetPage.evaluate(() => {
      const w = document.querySelector('#w');
      w.newGame({ game: '{"limits":{"moves":2}}' });
    });
    await widget.getByTestId('moves-left').waitFor();
    await widget.locator('.board').click();
    for (let i = 0; (await widget.evaluate((w) => w.state().moves)) < 2 && i < 8; i++) {
      await widgetPage.keyboard.press(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'][i % 4]);
    }
    const detail = await over;
    assert.equal(detail.status, 'over');
    assert.equal(await widget.locator('.extras-line').textContent(), 'No moves left!');
    // A widget's power-ups answer like the page's.
    await widgetPage.evaluate(() => document.querySelector('#w').newGame({ game: '{"powerUps":{"remove":1}}' }));
    const removed = await widget.evaluate(async (w) => {
      const value = Number(w.state().board.flatMap((r) => r.split(' ')).find((c) => /\d/.test(c)));
      const all = w.state().board.join(' ').split(' ').filter((c) => c === String(value)).length;
      const left = w.state().board.join(' ').split(' ').filter((c) => /\d/.test(c)).length;
      try {
        return [(await w.remove(value)).powerUps.remove, all < left];
      } catch (e) {
        return [e.message, all < left];
      }
    });
    // (Two tiles of one value would empty the board: then it is refused, as it says.)
    assert.ok(removed[0] === 0 || (removed[0] === 'That would leave the board with no tile.' && !removed[1]), String(removed));
    await widgetPage.screenshot({ path: join(ARTIFACTS, 'limits-widget.png'), animations: 'disabled' });
    await context.close();
  });
});

describe('limits in the builder and the replay', () => {
  test('the builder sets a move limit and a time limit; a timed game replays with its clock', async () => {
    const { context, page, errors } = await clockedPage();
    await pick(page, 'Create a game');
    const builder = page.locator('.builder');
    await builder.waitFor();
    const field = (name) => builder.getByLabel(name);
    await field('Move limit').fill('0');
    await field('Move limit').press('Tab');
    assert.match(await builder.locator('.builder-fault').first().textContent(), /from 1 to 100000, got 0/);
    await field('Move limit').fill('40');
    await field('Move limit').press('Tab');
    await field('Time limit (seconds)').fill('60');
    await field('Time limit (seconds)').press('Tab');
    await field('Swaps').fill('2');
    await field('Swaps').press('Tab');
    assert.equal(await builder.locator('.builder-fault').count(), 0);
    await builder.getByRole('button', { name: 'Play this game' }).click();
    await page.getByTestId('time-left').waitFor();
    assert.equal(await page.getByTestId('moves-left').textContent(), '40');
    assert.equal(await page.getByTestId('time-left').textContent(), '1:00');
    assert.deepEqual((await state(page)).powerUps, { swap: 2, remove: 0, undo: 0 });

    // Three moves, 5 s apart; then the game is watched again, its clock at each step.
    for (let i = 0; i < 3; i++) {
      await moveOnce(page);
      await page.clock.runFor(5_000);
    }
    assert.equal(await page.getByTestId('moves-left').textContent(), '37');
    await page.getByRole('button', { name: 'Games', exact: true }).click();
    await page.getByRole('button', { name: 'Watch this game' }).click();
    const clock = page.locator('.replay-clock');
    await clock.waitFor();
    assert.equal(await clock.textContent(), 'Time left 1:00', 'before the first move');
    await page.getByRole('button', { name: 'To the end' }).click();
    assert.equal(await clock.textContent(), 'Time left 0:50', 'at the third move, 10 s in');
    // The game's own clock waits while its replay is on show.
    const live = await page.getByTestId('time-left').textContent();
    await page.clock.runFor(5_000);
    assert.equal(await page.getByTestId('time-left').textContent(), live);
    await page.screenshot({ path: join(ARTIFACTS, 'limits-replay.png'), animations: 'disabled' });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
