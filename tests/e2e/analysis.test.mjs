// The analysis as players use it: Analyse pressed by mouse, by tap and with the E key;
// every direction's figures, the best move in the table and as a mark on the board, a
// panel that follows the position (a move, a replay's steps) and waits while autoplay
// plays; a board where no move changes anything; every rule set (a board with holes);
// a widget, styled in its shadow root. The panel's stylesheet comes with the full
// build, not in the first load: the tests check that it applies.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, legal, openGame, state, DESKTOP, PHONE, setUp } from './harness.mjs';

const widgetHost = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <title>host</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="w" storage-key="analysis-test" seed="7"></game-2048></body></html>`;

const env = setUp({ [`${BASE}analysis-host.html`]: widgetHost });

/** A 4x4 game of `rows` (vector text, '.' empty). */
const gameOf = (rows, gridOptions = {}) => ({
  gridOptions,
  initialTiles: rows.flatMap((row, r) =>
    row.split(' ').flatMap((v, c) => (v === '.' ? [] : [{ row: r, column: c, value: Number(v) }])),
  ),
});

// Left and Right merge the 8s and free two cells; Down only drops the first column;
// Up moves nothing.
const CROWDED = ['2 4 2 4', '4 2 4 2', '2 4 2 4', '. 8 8 16'];

/** The panel's figures once it has them: { verdict, rows: [{ direction, best, moves, cells }] }. */
async function figures(page, root = 'body') {
  const panel = root === 'body' ? page.locator('.analysis') : page.locator(root).locator('.analysis');
  await panel.locator('.analysis-table').waitFor();
  return panel.evaluate((p) => ({
    verdict: p.querySelector('.analysis-verdict').textContent,
    rows: [...p.querySelectorAll('tbody tr')].map((tr) => ({
      direction: tr.dataset.direction,
      best: tr.hasAttribute('data-best'),
      moves: tr.dataset.moves === 'true',
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent),
    })),
    styled: getComputedStyle(p).paddingTop,
  }));
}

/** Waits until the panel shows figures other than `before`'s. */
async function nextFigures(page, before) {
  await page.waitForFunction(
    (old) => {
      const table = document.querySelector('.analysis-table');
      return table && !document.querySelector('.analysis[aria-busy]') && table.textContent !== old;
    },
    before,
  );
  return figures(page);
}

const tableText = (page) => page.locator('.analysis-table').textContent();

for (const [mode, options, press] of [
  ['mouse', DESKTOP, (l) => l.click()],
  ['tap', PHONE, (l) => l.tap()],
]) {
  describe(`hosted page, ${mode}`, () => {
    test('Analyse gives every direction its figures, marks the best move, and follows the game', async () => {
      const context = await env.browser.newContext(options);
      const page = await openGame(context, env.server.url + '/');
      await page.evaluate((game) => window.game2048.newGame({ game, seed: 3 }), gameOf(CROWDED));
      const button = page.getByRole('button', { name: 'Analyse' });
      assert.equal(await button.getAttribute('aria-pressed'), 'false');
      await press(button);
      const seen = await figures(page);
      assert.equal(await button.getAttribute('aria-pressed'), 'true');
      // The full build's stylesheet applies (it is not in the first load).
      assert.equal(seen.styled, '8px');
      const by = Object.fromEntries(seen.rows.map((r) => [r.direction, r]));
      assert.deepEqual(Object.keys(by).sort(), ['down', 'left', 'right', 'up']);
      assert.equal(by.up.moves, false);
      assert.deepEqual(by.up.cells, ['changes nothing']);
      for (const dir of ['left', 'right', 'down']) {
        assert.equal(by[dir].moves, true, dir);
        assert.match(by[dir].cells[0], /^\d+ ± \d+$/, `${dir}'s points`);
        assert.match(by[dir].cells[1], /^\d+% ± \d+%$/, `${dir}'s game over`);
      }
      const best = seen.rows.filter((r) => r.best).map((r) => r.direction);
      assert.equal(best.length, 1);
      assert.ok(['left', 'right'].includes(best[0]), `the merge is best, not ${best[0]}`);
      assert.match(seen.verdict, new RegExp(`^Best move: ${best[0]}, `));
      assert.ok(Number(by[best[0]].cells[0].split(' ')[0]) > Number(by.down.cells[0].split(' ')[0]));
      const mark = page.locator('.best-move-mark');
      assert.equal(await mark.getAttribute('data-direction'), best[0]);
      assert.equal(await mark.getAttribute('aria-label'), `Best move: ${best[0]}`);
      await page.screenshot({ path: join(ARTIFACTS, `analysis-${mode}.png`), fullPage: true });

      // The player's move: the panel analyses the new position.
      const before = await tableText(page);
      await page.keyboard.press(best[0] === 'left' ? 'ArrowLeft' : 'ArrowRight');
      assert.equal((await state(page)).moves, 1);
      const after = await nextFigures(page, before);
      assert.equal(after.rows.filter((r) => r.best).length, 1);
      assert.equal(
        await mark.getAttribute('data-direction'),
        after.rows.find((r) => r.best).direction,
      );

      // Closed: no panel, no mark; the game is untouched.
      await press(page.locator('.analysis').getByRole('button', { name: 'Close' }));
      assert.equal(await page.locator('.analysis').count(), 0);
      assert.equal(await mark.count(), 0);
      assert.equal((await state(page)).moves, 1);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  });
}

describe('keys, replays, autoplay and every rule set', () => {
  test('E opens and closes the panel, from the first load on', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    // The first press of E loads the analysis's chunk, which opens the panel.
    await page.keyboard.press('e');
    const seen = await figures(page);
    assert.equal(seen.rows.filter((r) => r.moves).length >= 2, true);
    assert.equal(await page.locator('.best-move-mark').count(), 1);
    await page.keyboard.press('E');
    assert.equal(await page.locator('.analysis').count(), 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a board where no move changes anything says so, with no mark', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    await page.evaluate(
      (game) => window.game2048.newGame({ game }),
      gameOf(['2 4 2 4', '4 2 4 2', '2 4 2 4', '4 2 4 2'], { newTileFnName: 'none' }),
    );
    await page.keyboard.press('e');
    const seen = await figures(page);
    assert.equal(seen.verdict, 'No move changes this board.');
    assert.deepEqual(
      seen.rows.map((r) => r.cells),
      Array(4).fill(['changes nothing']),
    );
    assert.equal(await page.locator('.best-move-mark').count(), 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a board with holes gets figures for its own moves', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    await page.evaluate(() =>
      window.game2048.newGame({ game: { gridOptions: { gridBooleanFnName: 'test1_7x6' } }, seed: 5 }),
    );
    await page.keyboard.press('e');
    const seen = await figures(page);
    for (const row of seen.rows) {
      const dir = row.direction;
      assert.equal(row.moves, await legal(page, dir), `${dir}: the table and the game agree`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a replay's positions are analysed step by step; autoplay makes it wait", async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    await page.evaluate(() => {
      window.game2048.newGame({ seed: 12 });
      for (const d of ['left', 'up', 'right', 'down', 'left', 'up']) window.game2048.move(d);
    });
    await page.keyboard.press('e');
    await figures(page);
    const liveText = await tableText(page);
    await page.getByRole('button', { name: 'Games' }).click();
    await page.getByRole('button', { name: 'Watch this game' }).click();
    await page.locator('.replay').waitFor();
    // The replay plays from its start; stopped there, other figures than the live game's.
    await page.getByRole('button', { name: 'To the start' }).click();
    const start = await nextFigures(page, liveText);
    const startText = await tableText(page);
    await page.getByRole('button', { name: 'Step forward' }).click();
    const second = await nextFigures(page, startText);
    assert.notDeepEqual(second.rows, start.rows);
    // Back a step: the figures of the start again, kept (nothing asked).
    await page.getByRole('button', { name: 'Step back' }).click();
    await page.waitForFunction((t) => document.querySelector('.analysis-table')?.textContent === t, startText);
    await page.locator('.replay').getByRole('button', { name: 'Close' }).click();
    await page.locator('.replay').waitFor({ state: 'hidden' });

    // Autoplay plays: the analysis waits, then takes up the position it stopped at.
    await page.getByRole('button', { name: 'Autoplay' }).click();
    await page.waitForFunction(() => window.game2048.state().moves >= 9);
    assert.equal(
      await page.locator('.analysis .analysis-status').textContent(),
      'The analysis waits while autoplay plays.',
    );
    await page.getByRole('button', { name: 'Autoplay' }).click();
    const stoppedAt = (await state(page)).moves;
    await figures(page);
    assert.equal((await state(page)).moves, stoppedAt);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('widgets', () => {
  for (const [mode, options, press] of [
    ['mouse', DESKTOP, (l) => l.click()],
    ['tap', PHONE, (l) => l.tap()],
  ]) {
    test(`a widget analyses its own game, styled in its shadow root (${mode})`, async () => {
      const context = await env.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(env.server.url + '/analysis-host.html');
      await page.evaluate(() => customElements.whenDefined('game-2048').then(() => document.getElementById('w').ready));
      const widget = page.locator('game-2048');
      await press(widget.getByRole('button', { name: 'Analyse' }));
      const seen = await figures(page, 'game-2048');
      assert.equal(seen.styled, '8px');
      const best = seen.rows.find((r) => r.best).direction;
      assert.equal(await widget.locator('.best-move-mark').getAttribute('data-direction'), best);
      await page.screenshot({ path: join(ARTIFACTS, `analysis-widget-${mode}.png`), fullPage: true });
      await context.close();
    });
  }
});
