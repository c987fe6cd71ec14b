// Every button and control of the game, driven as people drive them: a real mouse click
// on a desktop, a tap on a phone (both are real input events through the browser's input
// pipeline, never element.click() or Enter standing in), on the hosted page and in a
// widget. Set-up goes through the JS API; the control under test is always pressed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, launch, openGame, pageWithErrors, serve, state } from './harness.mjs';

const HOST = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><p>A host page.</p><game-2048 id="w" storage-key="controls"></game-2048></body></html>`;

let server;
let browser;

before(async () => {
  server = await serve(undefined, () => ({}), { [`${BASE}controls-host.html`]: HOST });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const MODES = {
  mouse: {
    context: { viewport: { width: 1000, height: 900 } },
    press: (locator) => locator.click(),
  },
  tap: {
    context: {
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    },
    press: (locator) => locator.tap(),
  },
};

/** A game of these tiles on a `grid` board, with no new tiles unless `newTile` says. */
function fixed(tiles, grid, newTile = 'none') {
  return {
    gridOptions: { newTileFnName: newTile, ...(grid ? { gridBoolean: grid } : {}) },
    initialTiles: tiles.map(([row, column, value]) => ({ row, column, value })),
  };
}

const WIN = fixed([[0, 0, 1024], [0, 1, 1024]]);
/** 2 2 / 16 8 on a 2x2 board: "left" makes 4 . / 16 8 and a new tile; when that tile
 * is a 2 the board is stuck. */
const ALMOST_STUCK = fixed([[0, 0, 2], [0, 1, 2], [1, 0, 16], [1, 1, 8]], [[1, 1], [1, 1]], 'original2048');

/**
 * Brings `api` (the page's or a widget's) to game over: the first seed whose "left"
 * gets stuck (the draw is seeded, so this is the same seed every run).
 */
function gameOver(page, target) {
  return page.evaluate(
    async ([g, target]) => {
      const api = target ? document.querySelector(target) : window.game2048;
      for (let seed = 0; seed < 100; seed++) {
        // (The hosted page's first custom game loads the full build: a promise.)
        await api.newGame({ game: g, seed });
        if (api.move('left').status === 'over') return seed;
      }
      throw new Error('no seed gets stuck');
    },
    [ALMOST_STUCK, target],
  );
}

const button = (root, name) => root.getByRole('button', { name, exact: true });

for (const [mode, { context: options, press }] of Object.entries(MODES)) {
  describe(`hosted page, ${mode}`, () => {
    const open = async (path = '/') => {
      const context = await browser.newContext(options);
      return { context, page: await openGame(context, server.url + path) };
    };

    test('New game asks first: Cancel keeps the game, Yes starts over', async () => {
      const { context, page } = await open();
      await page.evaluate(() => window.game2048.newGame({ seed: 8 }));
      for (const dir of ['left', 'right', 'up', 'down']) await page.evaluate((d) => window.game2048.move(d), dir);
      const before = await state(page);
      assert.ok(before.moves > 0);
      await press(button(page, 'New game'));
      // Focus is on the answer that keeps the game: one more Enter never loses it.
      const focused = () => page.evaluate(() => document.activeElement?.textContent.trim());
      assert.equal(await focused(), 'Cancel');
      await page.keyboard.press('Enter');
      assert.deepEqual(await state(page), before);
      assert.equal(await page.locator('.question:visible').count(), 0);
      // An arrow key on the closed Variant list moves its choice and starts nothing;
      // Enter commits it (and asks, focused on Cancel); leaving it puts it back.
      const list = page.getByLabel('Variant');
      await press(list);
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowDown');
      assert.notEqual(await list.inputValue(), 'classic', 'the choice moved');
      assert.equal(await page.locator('.question:visible').count(), 0, 'an arrow asks nothing');
      await page.keyboard.press('Enter');
      await page.locator('.question').waitFor();
      assert.equal(await focused(), 'Cancel');
      await page.keyboard.press('Enter');
      assert.deepEqual(await state(page), before);
      assert.equal(await list.inputValue(), 'classic', 'the list shows the game in play');
      await press(list);
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.notEqual(await list.inputValue(), 'classic');
      await press(page.locator('.board'));
      assert.equal(await list.inputValue(), 'classic', 'left, the list shows the game in play');
      assert.equal(await page.locator('.question:visible').count(), 0);
      assert.deepEqual(await state(page), before);
      await press(button(page, 'New game'));
      await press(button(page, 'Cancel'));
      assert.deepEqual(await state(page), before);
      assert.equal(await page.locator('.question:visible').count(), 0);
      await press(button(page, 'New game'));
      await press(button(page, 'Yes, start over'));
      assert.equal((await state(page)).moves, 0);
      await context.close();
    });

    test('Undo takes a move back, and is disabled with nothing to undo', async () => {
      const { context, page } = await open();
      await page.evaluate((g) => window.game2048.newGame({ game: g }), fixed([[0, 0, 2]]));
      assert.ok(await button(page, 'Undo').isDisabled());
      await page.keyboard.press('ArrowRight');
      assert.equal((await state(page)).board[0], '. . . 2');
      await press(button(page, 'Undo'));
      assert.equal((await state(page)).board[0], '2 . . .');
      assert.ok(await button(page, 'Undo').isDisabled());
      await context.close();
    });

    test('the variant picker switches game', async () => {
      const { context, page } = await open();
      await press(page.getByLabel('Variant'));
      // The picker's own keys choose an option (3x3 follows classic).
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      assert.equal((await state(page)).variant, '3x3');
      assert.equal(await page.getAttribute('.board', 'data-rows'), '3');
      await context.close();
    });

    test('Dismiss closes a notice', async () => {
      const { context, page } = await open('/?preset=nope');
      assert.match(await page.textContent('.notice'), /could not be opened/);
      await press(button(page, 'Dismiss'));
      assert.equal(await page.locator('.notice:visible').count(), 0);
      await context.close();
    });

    test('after a win: Keep going plays on, Try again starts over', async () => {
      const { context, page } = await open();
      await page.evaluate((g) => window.game2048.newGame({ game: g }), WIN);
      await page.keyboard.press('ArrowLeft');
      await press(button(page, 'Keep going'));
      assert.equal((await state(page)).status, 'keep-playing');
      assert.equal(await page.locator('.overlay:visible').count(), 0);
      await page.evaluate((g) => window.game2048.newGame({ game: g }), WIN);
      await page.keyboard.press('ArrowLeft');
      assert.equal((await state(page)).status, 'won');
      await page.screenshot({ path: join(ARTIFACTS, `won-${mode}.png`) });
      await press(button(page, 'Try again'));
      const again = await state(page);
      assert.deepEqual([again.status, again.moves, again.board[0]], ['playing', 0, '1024 1024 . .']);
      await context.close();
    });

    test('after game over: Try again starts over', async () => {
      const { context, page } = await open();
      await gameOver(page);
      assert.equal((await state(page)).status, 'over');
      await page.screenshot({ path: join(ARTIFACTS, `over-${mode}.png`) });
      // The board's own swipes must not take the press away from the button.
      await press(button(page, 'Try again'));
      const again = await state(page);
      assert.deepEqual([again.status, again.board], ['playing', ['2 2', '16 8']]);
      assert.equal(await page.locator('.overlay:visible').count(), 0);
      await context.close();
    });

    test("a link never silently replaces a game: Keep my game, then Open the link's game", async () => {
      const { context, page } = await open();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowUp');
      const before = await state(page);
      await page.goto(server.url + '/?preset=5x5&seed=4');
      await page.waitForSelector('.tile');
      assert.deepEqual(await state(page), before, 'the link waits for an answer');
      await press(button(page, 'Keep my game'));
      assert.deepEqual(await state(page), before);
      await page.goto(server.url + '/?preset=5x5&seed=4');
      await page.waitForSelector('.tile');
      await press(button(page, "Open the link's game"));
      assert.equal((await state(page)).variant, '5x5');
      // A link pasted into the open tab changes only the hash: nothing reloads, and it
      // is asked about all the same.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowUp');
      const playing = await state(page);
      await page.goto(server.url + '/#preset=donut&seed=4');
      await page.waitForSelector('.question');
      assert.deepEqual(await state(page), playing);
      await press(button(page, "Open the link's game"));
      assert.equal((await state(page)).variant, 'donut');
      assert.equal(new URL(page.url()).hash, '', 'answered, the link goes');
      await context.close();
    });
  });

  describe(`widget, ${mode}`, () => {
    test('its buttons and picker answer, and a press gives it the keys', async () => {
      const context = await browser.newContext(options);
      const { page, errors } = await pageWithErrors(context);
      await page.goto(server.url + '/controls-host.html');
      await page.waitForFunction(() => customElements.get('game-2048'));
      await page.evaluate(() => document.getElementById('w').ready);
      const widget = page.locator('game-2048');
      const wstate = () => page.evaluate(() => document.getElementById('w').state());
      await page.evaluate((g) => document.getElementById('w').newGame({ game: g }), WIN);
      // Pressing the board gives the widget focus, and with it the keys.
      await press(widget.locator('.board'));
      await page.keyboard.press('ArrowLeft');
      assert.equal((await wstate()).status, 'won');
      await press(button(widget, 'Keep going'));
      assert.equal((await wstate()).status, 'keep-playing');
      await press(button(widget, 'Undo'));
      assert.equal((await wstate()).moves, 0);
      await page.keyboard.press('ArrowRight');
      assert.equal((await wstate()).moves, 1);
      await press(button(widget, 'New game'));
      await press(button(widget, 'Yes, start over'));
      assert.equal((await wstate()).moves, 0);
      await gameOver(page, '#w');
      await press(button(widget, 'Try again'));
      assert.deepEqual((await wstate()).board, ['2 2', '16 8']);
      // A custom game is playing: its entry is the last; Home picks the first, classic.
      await press(widget.getByLabel('Variant'));
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      assert.equal((await wstate()).variant, 'classic');
      await page.screenshot({ path: join(ARTIFACTS, `widget-${mode}.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
