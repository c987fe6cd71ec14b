// The position editor as players use it (issue 18, item 2): opened from the analysis
// panel by mouse and by tap; a value picked, then cells clicked or tapped; the keys
// (arrows, + and -, Delete) on its cells; the analysis following the set-up position;
// Play from here asking first when a game is in progress and starting a game whose
// record replays in a link; a board with nothing to play refused with its reason; a
// widget. The live game is untouched until the player plays from here and confirms.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, PHONE, openGame, pageWithErrors, setUp, state } from './harness.mjs';

const widgetHost = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <title>host</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="w" storage-key="setup-test" seed="7"></game-2048></body></html>`;

const env = setUp({ [`${BASE}setup-host.html`]: widgetHost });

/** The editor's board as vector text rows ('.' empty), from its cells' values. */
async function editorBoard(root) {
  return root.locator('.setup-board').evaluate((board) => {
    const cols = Number(getComputedStyle(board).getPropertyValue('--cols'));
    const cells = [...board.querySelectorAll('.setup-cell')].map((c) => c.dataset.value ?? '.');
    const rows = [];
    for (let r = 0; r < cells.length / cols; r++) rows.push(cells.slice(r * cols, (r + 1) * cols).join(' '));
    return rows;
  });
}

/** The live game's board as vector text rows, through the API. */
const liveBoard = (page) => page.evaluate(() => window.game2048.state().board);

/** The analysis's best move once it has figures for the position on show. */
async function bestMove(root) {
  await root.locator('.analysis-table').waitFor();
  return root.locator('.analysis tr[data-best]').getAttribute('data-direction');
}

for (const [mode, options, press] of [
  ['mouse', DESKTOP, (l) => l.click()],
  ['tap', PHONE, (l) => l.tap()],
]) {
  describe(`hosted page, ${mode}`, () => {
    test('set up a position, analyse it, and play from it after a question', async () => {
      const context = await env.browser.newContext(options);
      const page = await openGame(context, env.server.url + '/');
      await page.evaluate(() => {
        window.game2048.newGame({ seed: 41 });
        window.game2048.move('left');
        window.game2048.move('up');
      });
      const live = await state(page);
      assert.ok(live.moves >= 1);

      await press(page.getByRole('button', { name: 'Analyse' }));
      await press(page.getByRole('button', { name: 'Set up a position' }));
      const setup = page.locator('.setup');
      await setup.waitFor();
      // It starts from the game's board.
      assert.deepEqual(await editorBoard(page), await liveBoard(page));
      await press(setup.getByRole('button', { name: 'Clear the board' }));
      assert.deepEqual(await editorBoard(page), Array(4).fill('. . . .'));

      // A value picked, then cells: two 1024s side by side, a 2 below them.
      const value = (v) => setup.getByRole('group', { name: 'Values' }).getByRole('button', { name: v, exact: true });
      await press(value('1024'));
      assert.equal(await value('1024').getAttribute('aria-pressed'), 'true');
      assert.equal(await value('2').getAttribute('aria-pressed'), 'false');
      const cell = (row, col) => page.locator('.setup-board').getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}: `) });
      await press(cell(1, 1));
      await press(cell(1, 2));
      await press(cell(1, 3));
      await press(value('Empty'));
      await press(cell(1, 3));
      await press(value('2'));
      await press(cell(2, 1));
      assert.deepEqual(await editorBoard(page), ['1024 1024 . .', '2 . . .', '. . . .', '. . . .']);
      assert.equal(await cell(1, 2).getAttribute('aria-label'), 'Row 1, column 2: 1024');
      // The tiles wear the game's colours (1024's, as on the board).
      const bg = await cell(1, 1).locator('.tile-inner').evaluate((e) => getComputedStyle(e).backgroundColor);
      assert.notEqual(bg, 'rgba(0, 0, 0, 0)');

      // The analysis follows the set-up position: up moves nothing there, left merges.
      const best = await bestMove(page);
      const moves = (dir) => page.locator(`.analysis tr[data-direction="${dir}"]`).getAttribute('data-moves');
      assert.equal(await moves('up'), 'false');
      assert.equal(await moves('left'), 'true');
      assert.notEqual(best, 'up');
      assert.equal(await page.locator('.best-move-mark').getAttribute('data-direction'), best);
      await page.screenshot({ path: join(ARTIFACTS, `setup-${mode}.png`), fullPage: true });

      // The game was not touched.
      assert.deepEqual(await state(page), live);

      // Play from here asks first: a game is in progress. Keep it, and nothing changes.
      await press(setup.getByRole('button', { name: 'Play from here' }));
      const question = page.locator('.question');
      await question.waitFor();
      assert.match(await question.textContent(), /Play on from here\? Your game in progress will be lost\./);
      await press(question.getByRole('button', { name: 'Keep my game' }));
      assert.equal(await setup.isVisible(), true, 'the editor stays');
      assert.deepEqual(await state(page), live);
      await press(setup.getByRole('button', { name: 'Play from here' }));
      await press(page.locator('.question').getByRole('button', { name: 'Play from here' }));

      // A new game from the set-up position: no moves, no score, the editor gone.
      await setup.waitFor({ state: 'hidden' });
      assert.equal(await page.locator('.setup-board').count(), 0);
      const started = await state(page);
      assert.deepEqual([started.moves, started.score], [0, 0]);
      assert.deepEqual(started.board, ['1024 1024 . .', '2 . . .', '. . . .', '. . . .']);
      await page.keyboard.press('ArrowLeft');
      const played = await state(page);
      assert.equal(played.score, 2048);
      assert.equal(played.status, 'won');

      // Its record replays: a #replay= link of it opens at its start, the set-up board.
      const record = await page.evaluate(() => window.game2048.record());
      const other = await context.newPage();
      await other.goto(`${env.server.url}/#replay=${record}`);
      await other.locator('.replay').waitFor();
      await other.getByRole('button', { name: 'To the start' }).click();
      await other.waitForFunction(() => document.querySelectorAll('.game2048 .board .tile:not([data-absorbed])').length === 3);
      const tiles = await other.$$eval('.game2048 .board .tile:not([data-absorbed])', (ts) => ts.map((t) => Number(t.dataset.value)).sort((a, b) => a - b));
      assert.deepEqual(tiles, [2, 1024, 1024]);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  });
}

describe('keys, bad positions and widgets', () => {
  test("the editor's keys: arrows move between cells, + and - step the value, Delete empties; the game waits", async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    await page.evaluate(() => window.game2048.newGame({ seed: 5 }));
    const live = await state(page);
    await page.keyboard.press('e');
    await page.getByRole('button', { name: 'Set up a position' }).click();
    await page.locator('.setup').getByRole('button', { name: 'Clear the board' }).click();
    // Tab into the board: one tab stop, its first cell.
    let focused = null;
    for (let i = 0; i < 40 && focused === null; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.closest('.setup-board') ? document.activeElement.dataset.index : null);
    }
    assert.equal(focused, '0');
    const active = () => page.evaluate(() => [document.activeElement.dataset.index, document.activeElement.dataset.value ?? '.']);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await active(), ['5', '.']);
    for (const _ of [1, 2, 3]) await page.keyboard.press('+');
    assert.deepEqual(await active(), ['5', '8']);
    await page.keyboard.press('-');
    assert.deepEqual(await active(), ['5', '4']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('+');
    assert.deepEqual(await editorBoard(page), ['. . . .', '2 4 . .', '. . . .', '. . . .']);
    await page.keyboard.press('Delete');
    assert.deepEqual(await editorBoard(page), ['. . . .', '. 4 . .', '. . . .', '. . . .']);
    // Enter or Space on a cell places the value picked (2, the first).
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    assert.deepEqual(await editorBoard(page), ['2 . . .', '. 4 . .', '. . . .', '. . . .']);
    // None of it moved the game, undid it or asked the AI.
    await page.keyboard.press('u');
    await page.keyboard.press('t');
    assert.deepEqual(await state(page), live);
    assert.equal(await page.locator('.hint-arrow:visible').count(), 0);
    // Closed: the arrows play again.
    await page.locator('.setup').getByRole('button', { name: 'Close' }).click();
    assert.equal(await page.locator('.setup-board').count(), 0);
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
      await page.keyboard.press(key);
      if ((await state(page)).moves > live.moves) break;
    }
    assert.ok((await state(page)).moves > live.moves);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a board with nothing to play is refused with its reason and changes nothing', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    const live = await state(page);
    await page.keyboard.press('e');
    await page.getByRole('button', { name: 'Set up a position' }).click();
    const setup = page.locator('.setup');
    await setup.getByRole('button', { name: 'Clear the board' }).click();
    await setup.getByRole('button', { name: 'Play from here' }).click();
    const alert = setup.getByRole('alert');
    assert.equal(
      await alert.textContent(),
      'No move changes this board, so there is nothing to play: place tiles that can slide or merge.',
    );
    assert.equal(await page.locator('.question:visible').count(), 0);
    // The analysis says the same of it.
    await page.locator('.analysis-table').waitFor();
    assert.equal(await page.locator('.analysis-verdict').textContent(), 'No move changes this board.');
    assert.deepEqual(await state(page), live);
    // One tile is something to play: the reason goes.
    await page.locator('.setup-board .setup-cell').first().click();
    assert.equal(await setup.locator('.setup-problem').textContent(), '');
    assert.equal(await alert.count(), 0);
    // Start from the game brings its board back.
    await setup.getByRole('button', { name: 'Start from the game' }).click();
    assert.deepEqual(await editorBoard(page), live.board);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a game played from a set-up position comes back whole after a reload', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    await page.keyboard.press('e');
    await page.getByRole('button', { name: 'Set up a position' }).click();
    const setup = page.locator('.setup');
    await setup.getByRole('button', { name: 'Clear the board' }).click();
    await setup.getByRole('group', { name: 'Values' }).getByRole('button', { name: '512', exact: true }).click();
    const cells = page.locator('.setup-board .setup-cell');
    await cells.nth(0).click();
    await cells.nth(1).click();
    await setup.getByRole('button', { name: 'Play from here' }).click();
    await setup.waitFor({ state: 'hidden' });
    await page.keyboard.press('ArrowLeft');
    const before = await state(page);
    assert.deepEqual([before.moves, before.score, before.board[0].split(' ')[0]], [1, 1024, '1024']);
    // Its record starts at a position, which the first load hands to the full build.
    await page.reload();
    await page.waitForFunction(() => window.game2048?.state().moves === 1);
    assert.deepEqual(await state(page), before);
    // Undo reaches the set-up position, and no further.
    await page.keyboard.press('u');
    assert.deepEqual((await state(page)).board[0], '512 512 . .');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a widget sets up a position and plays from it, its host hearing of the new game', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const { page, errors } = await pageWithErrors(context);
    await page.goto(`${env.server.url}/setup-host.html`);
    const widget = page.locator('#w');
    await widget.locator('.board .tile').first().waitFor();
    await widget.evaluate((w) => w.ready);
    await page.evaluate(() => {
      window.heard = [];
      document.querySelector('#w').addEventListener('game2048-newgame', (e) => window.heard.push([e.detail.moves, e.detail.score]));
    });
    await widget.getByRole('button', { name: 'Analyse' }).click();
    await widget.getByRole('button', { name: 'Set up a position' }).click();
    const setup = widget.locator('.setup');
    await setup.getByRole('button', { name: 'Clear the board' }).click();
    await setup.getByRole('group', { name: 'Values' }).getByRole('button', { name: '8', exact: true }).click();
    const cells = widget.locator('.setup-board .setup-cell');
    await cells.nth(0).click();
    await cells.nth(4).click();
    // Styled in its shadow root: the bar has its padding, the editor lies over the board.
    assert.equal(await setup.evaluate((s) => getComputedStyle(s).paddingTop), '8px');
    assert.equal(await widget.locator('.setup-board').evaluate((b) => getComputedStyle(b).position), 'absolute');
    // Its analysis is of the set-up position: the 8s are in the first column, so left
    // moves nothing.
    const best = await bestMove(widget);
    assert.notEqual(best, 'left');
    assert.equal(await widget.locator('.analysis tr[data-direction="left"]').getAttribute('data-moves'), 'false');
    await setup.getByRole('button', { name: 'Play from here' }).click();
    await setup.waitFor({ state: 'hidden' });
    const board = await page.evaluate(() => document.querySelector('#w').state().board);
    assert.deepEqual(board, ['8 . . .', '8 . . .', '. . . .', '. . . .']);
    assert.deepEqual(await page.evaluate(() => window.heard), [[0, 0]]);
    await page.screenshot({ path: join(ARTIFACTS, 'setup-widget.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
