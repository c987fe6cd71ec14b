// End-to-end tests of the hosted page (dist/ from `trunk build --release`), in Debian's
// Chromium through playwright-core. Run by scripts/test; screenshots go to target/e2e/.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS, domBoard, launch, openGame, serve, shownEntry, state } from './harness.mjs';

let server;
let browser;

before(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh browser profile (empty storage) with the game open at `path`. */
async function fresh(path = '/', options = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, ...options });
  const page = await openGame(context, server.url + path);
  return { context, page };
}

/** A game object with these tiles and no new tiles, as newGame's `game` option. */
function fixedGame(tiles, extra = {}) {
  return {
    ...extra,
    gridOptions: { newTileFnName: 'none', ...(extra.gridOptions ?? {}) },
    initialTiles: tiles.map(([row, column, value]) => ({ row, column, value })),
  };
}

const DIRS = ['left', 'right', 'up', 'down'];
const KEYS = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' };

describe('keyboard', () => {
  test('arrows, WASD and vim keys move; the DOM shows the engine state', async () => {
    const { context, page } = await fresh();
    await page.evaluate(() =>
      window.game2048.newGame({
        game: {
          gridOptions: { newTileFnName: 'none' },
          initialTiles: [{ row: 0, column: 0, value: 2 }],
        },
      }),
    );
    for (const [key, row, col] of [
      ['ArrowRight', 0, 3],
      ['s', 3, 3],
      ['h', 3, 0],
      ['k', 0, 0],
      ['d', 0, 3],
      ['j', 3, 3],
      ['a', 3, 0],
      ['w', 0, 0],
    ]) {
      await page.keyboard.press(key);
      const tiles = await page.$$eval('.tile:not([data-absorbed])', (ts) =>
        ts.map((t) => [Number(t.dataset.row), Number(t.dataset.col)]),
      );
      assert.deepEqual(tiles, [[row, col]], `after ${key}`);
    }
    assert.equal((await state(page)).moves, 8);
    // Modified keys are the browser's.
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('Control+ArrowDown');
    assert.equal((await state(page)).moves, 8);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a 200-key burst gives the same state as the same moves through step', async () => {
    const { context, page } = await fresh();
    const moves = Array.from({ length: 200 }, (_, i) => DIRS[(i * 5 + (i >> 2)) % 4]);
    // Through the API: one step per move, in order.
    await page.evaluate(() => window.game2048.newGame({ seed: 4242 }));
    const expected = await page.evaluate((ms) => {
      let s;
      for (const m of ms) s = window.game2048.move(m);
      return s;
    }, moves);
    // As key events, all dispatched in one task, faster than any animation.
    await page.evaluate(() => window.game2048.newGame({ seed: 4242 }));
    await page.evaluate(
      ([ms, keys]) => {
        for (const m of ms) window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[m], cancelable: true }));
      },
      [moves, KEYS],
    );
    const got = await state(page);
    assert.deepEqual({ ...got, best: 0 }, { ...expected, best: 0 });
    assert.ok(got.moves > 50, `only ${got.moves} moves changed the board`);
    assert.deepEqual(await domBoard(page), got.board);
    await context.close();
  });
});

describe('animation', () => {
  test('a merge slides the old value, then shows the merged one', async () => {
    const { context, page } = await fresh();
    await page.evaluate(() =>
      window.game2048.newGame({
        game: {
          gridOptions: { newTileFnName: 'none' },
          initialTiles: [
            { row: 0, column: 0, value: 8 },
            { row: 0, column: 3, value: 8 },
          ],
        },
      }),
    );
    // Listen before the move, so the end of the layer's animation cannot be missed.
    const vanished = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('animationend', (e) => e.target.classList.contains('tile-before') && resolve(), true)),
    );
    await page.keyboard.press('ArrowLeft');
    const survivor = page.locator('.tile:not([data-absorbed])');
    assert.equal(await survivor.getAttribute('data-value'), '16');
    assert.equal(await survivor.locator('.tile-before').textContent(), '8');
    assert.equal(await page.locator('.tile[data-absorbed]').count(), 1);
    await vanished;
    assert.equal(await survivor.locator('.tile-before').evaluate((e) => getComputedStyle(e).opacity), '0');
    await context.close();
  });

  test('a tile that merges turn after turn slides its old value each time', async () => {
    const { context, page } = await fresh();
    const tiles = [8, 8, 16].map((value, column) => ({ row: 0, column, value }));
    await page.evaluate((t) => window.game2048.newGame({ game: { gridOptions: { newTileFnName: 'none' }, initialTiles: t } }), tiles);
    const vanished = () =>
      page.evaluate(() => new Promise((resolve) => document.addEventListener('animationend', (e) => e.target.classList.contains('tile-before') && resolve(), { capture: true, once: true })));
    // The leading tile survives both merges: 8 + 8, then 16 + 16.
    const id = await page.locator('.tile[data-col="0"]').getAttribute('data-id');
    const leader = page.locator(`.tile[data-id="${id}"]:not([data-absorbed])`);
    const before = () => leader.locator('.tile-before').evaluate((e) => [e.textContent, e.checkVisibility(), getComputedStyle(e).opacity]);
    // What the old value's layer shows in the first frame after the next key, while its
    // tile slides: read there, not some round trips later, when a slow machine may
    // have ended the slide already.
    const duringNextSlide = async () => {
      await page.evaluate((id) => {
        window.duringSlide = new Promise((resolve) =>
          addEventListener('keydown', () => requestAnimationFrame(() => {
            const e = document.querySelector(`.tile[data-id="${id}"]:not([data-absorbed]) .tile-before`);
            resolve([e.textContent, e.checkVisibility(), getComputedStyle(e).opacity]);
          }), { once: true }),
        );
      }, id);
      return () => page.evaluate(() => window.duringSlide);
    };
    let done = vanished();
    let shown = await duringNextSlide();
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await shown(), ['8', true, '1'], 'the first slide shows the old 8');
    await done;
    done = vanished();
    shown = await duringNextSlide();
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual([await leader.getAttribute('data-value'), await leader.getAttribute('data-col')], ['32', '0'], 'the same tile merged again');
    assert.deepEqual(await shown(), ['16', true, '1'], 'the second slide shows the old 16');
    await done;
    assert.equal((await before())[2], '0');
    await page.keyboard.press('ArrowRight');
    assert.equal((await before())[1], false, 'a slide with no merge has no old value');
    await context.close();
  });
});

describe('new games', () => {
  test("a new game's tiles appear in place instead of sliding from the last game's", async () => {
    const { context, page } = await fresh();
    await page.evaluate(() => window.game2048.newGame({ seed: 21 }));
    for (const k of ['ArrowLeft', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(k);
    // Ids restart at 1 in the new game; its tiles must be new nodes, not moved ones.
    await page.evaluate(() =>
      window.game2048.newGame({
        game: { gridOptions: { newTileFnName: 'none' }, initialTiles: [{ row: 3, column: 3, value: 2 }, { row: 2, column: 1, value: 4 }] },
      }),
    );
    const sliding = await page.$$eval('.tile', (tiles) =>
      tiles.flatMap((t) => t.getAnimations().filter((a) => a.transitionProperty === 'transform').map(() => t.dataset.id)),
    );
    assert.deepEqual(sliding, []);
    await context.close();
  });
});

describe('swipes on phones', () => {
  const phones = {
    pixel: {
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    },
    iphone: {
      viewport: { width: 390, height: 664 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    },
  };

  for (const [name, device] of Object.entries(phones)) {
    test(`${name}: one move per swipe, and the page never scrolls`, async () => {
      const { context, page } = await fresh('/', device);
      await page.evaluate(() => window.game2048.newGame({ seed: 7 }));
      const cdp = await context.newCDPSession(page);
      const box = await page.locator('.board').boundingBox();
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const touch = (type, x, y) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
        });
      async function swipe(dx, dy) {
        await touch('touchStart', cx, cy);
        for (let i = 1; i <= 8; i++) await touch('touchMove', cx + (dx * i) / 8, cy + (dy * i) / 8);
        await touch('touchEnd');
      }
      const scrollBefore = await page.evaluate(() => window.scrollY);
      let moved = 0;
      for (const [dx, dy, dir] of [
        [-120, 5, 'left'],
        [0, 130, 'down'],
        [120, -8, 'right'],
        [4, -140, 'up'],
        [-100, 90, 'left'],
        [10, 160, 'down'],
      ]) {
        const before = (await state(page)).moves;
        await swipe(dx, dy);
        const made = (await state(page)).moves - before;
        assert.ok(made <= 1, `${dir}: ${made} moves for one swipe`);
        moved += made;
      }
      assert.ok(moved >= 4, `swipes moved only ${moved} times`);
      // A tap is no swipe.
      const beforeTap = (await state(page)).moves;
      await touch('touchStart', cx, cy);
      await touch('touchMove', cx + 4, cy + 3);
      await touch('touchEnd');
      assert.equal((await state(page)).moves, beforeTap);
      assert.equal(await page.evaluate(() => window.scrollY), scrollBefore);
      await page.screenshot({ path: join(ARTIFACTS, `phone-${name}.png`), fullPage: true });
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  test('a swipe moves the way it points', async () => {
    const { context, page } = await fresh('/', phones.pixel);
    await page.evaluate(() =>
      window.game2048.newGame({
        game: { gridOptions: { newTileFnName: 'none' }, initialTiles: [{ row: 0, column: 0, value: 2 }] },
      }),
    );
    const cdp = await context.newCDPSession(page);
    const box = await page.locator('.board').boundingBox();
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    for (const [dx, dy, row, col] of [
      [100, 0, 0, 3],
      [0, 100, 3, 3],
      [-100, 0, 3, 0],
      [0, -100, 0, 0],
    ]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy }] });
      for (let i = 1; i <= 5; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: cx + (dx * i) / 5, y: cy + (dy * i) / 5 }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      const s = await state(page);
      assert.equal(s.board[row].split(' ')[col], '2', `swipe ${dx},${dy}: ${s.board}`);
    }
    // Two fingers are no swipe.
    const before = (await state(page)).moves;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: cx, y: cy, id: 1 }, { x: cx + 30, y: cy, id: 2 }],
    });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: cx + 120, y: cy, id: 1 }, { x: cx + 150, y: cy, id: 2 }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    assert.equal((await state(page)).moves, before);
    await context.close();
  });

  test('the page still scrolls by touch outside the board', async () => {
    const { context, page } = await fresh('/', { ...phones.iphone, viewport: { width: 390, height: 420 } });
    const cdp = await context.newCDPSession(page);
    // x = 8 is the page's margin, beside the board.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 8, y: 400 }] });
    for (let i = 1; i <= 10; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 8, y: 400 - 20 * i }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => window.scrollY > 0);
    assert.equal((await state(page)).moves, 0);
    await context.close();
  });
});

describe('saved games', () => {
  test('a reload restores board, score and best, and rerolls nothing', async () => {
    const { context, page } = await fresh();
    await page.evaluate(() => window.game2048.newGame({ seed: 99 }));
    for (const k of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(k);
    const before = await state(page);
    assert.ok(before.moves > 0);
    await page.reload();
    await page.waitForSelector('.tile');
    const after = await state(page);
    assert.deepEqual(after, before);
    assert.equal(await page.textContent('[data-testid=score]'), String(before.score));
    assert.equal(await page.textContent('[data-testid=best]'), String(before.best));
    // The generator came back too: the next move spawns what it would have.
    const next = await page.evaluate(() => window.game2048.move('right'));
    await page.reload();
    await page.waitForSelector('.tile');
    await page.waitForFunction(() => window.game2048);
    await page.evaluate(() => window.game2048.undo());
    const redo = await page.evaluate(() => window.game2048.move('right'));
    assert.deepEqual(redo.board, next.board);
    await context.close();
  });

  test('corrupted storage starts fresh, says so, and keeps the best score', async () => {
    const { context, page } = await fresh();
    await page.evaluate(() => {
      localStorage.setItem('game2048:v1:main:game', '{"variant":"classic","save":"{not json');
      localStorage.setItem('game2048:v1:main:best:classic', '12345');
    });
    await page.reload();
    await page.waitForSelector('.tile');
    const s = await state(page);
    assert.equal(s.moves, 0);
    assert.equal(s.best, 12345);
    assert.match(await page.textContent('.notice'), /damaged/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    assert.ok((await state(page)).moves > 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('storage that throws: the game plays on in memory and says so', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const page = await openGame(context, server.url + '/');
    assert.match(await page.textContent('.notice'), /not be kept/);
    for (const k of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) await page.keyboard.press(k);
    assert.ok((await state(page)).moves > 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a best score set in another tab arrives, and never goes down', async () => {
    const context = await browser.newContext();
    const a = await openGame(context, server.url + '/');
    const b = await openGame(context, server.url + '/');
    const game = {
      gridOptions: { newTileFnName: 'none' },
      initialTiles: [{ row: 0, column: 0, value: 512 }, { row: 0, column: 1, value: 512 }],
    };
    for (const tab of [a, b]) await tab.evaluate((g) => window.game2048.newGame({ game: g }), game);
    await a.evaluate(() => window.game2048.move('left'));
    assert.equal((await state(a)).best, 1024);
    // Tab b hears of it through the storage event, without a reload.
    await b.waitForFunction(() => window.game2048.state().best === 1024);
    await b.waitForSelector('[data-testid=best]:text("1024")');
    // A lower score in b does not lower it.
    await b.evaluate(() => window.game2048.newGame({ game: { gridOptions: { newTileFnName: 'none' }, initialTiles: [{ row: 0, column: 0, value: 2 }, { row: 0, column: 1, value: 2 }] } }));
    await b.evaluate((g) => window.game2048.newGame({ game: g }), game);
    assert.equal((await state(b)).best, 1024);
    assert.equal(await b.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.includes(':best:custom-')))), '1024');
    await context.close();
  });
});

describe('overlays', () => {
  test('you win, keep going, and winning again does not stop the game', async () => {
    const { context, page } = await fresh('/', { reducedMotion: 'reduce' });
    await page.evaluate(
      (g) => window.game2048.newGame({ game: g }),
      fixedGame([
        [0, 0, 1024],
        [0, 1, 1024],
        [1, 0, 1024],
        [1, 1, 1024],
      ]),
    );
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.getAttribute('.game2048', 'data-status'), 'won');
    await page.waitForSelector('text=You win!');
    // Focus is on the primary button; Enter presses it.
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keep going');
    await page.keyboard.press('ArrowUp');
    assert.equal((await state(page)).moves, 1, 'moves wait for Keep going');
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('.game2048', 'data-status'), 'keep-playing');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.getAttribute('.game2048', 'data-status'), 'keep-playing');
    assert.equal((await state(page)).board[0], '4096 . . .');
    await page.screenshot({ path: join(ARTIFACTS, 'desktop-keep-going.png') });
    await context.close();
  });

  test('game over, then try again', async () => {
    // Reduced motion: the overlay shows at once, for the screenshot.
    const { context, page } = await fresh('/', { reducedMotion: 'reduce' });
    // 2 2 / 16 8 on a 2x2 board: "left" makes 4 . / 16 8 and a new tile; when that
    // tile is a 2 the board is stuck. Find a seed where it is (the draw is seeded).
    const game = fixedGame([[0, 0, 2], [0, 1, 2], [1, 0, 16], [1, 1, 8]], {
      gridOptions: { gridBoolean: [[1, 1], [1, 1]], newTileFnName: 'original2048' },
    });
    let seed = 0;
    for (; seed < 50; seed++) {
      await page.evaluate(([g, s]) => window.game2048.newGame({ game: g, seed: s }), [game, seed]);
      if ((await page.evaluate(() => window.game2048.move('left'))).status === 'over') break;
    }
    assert.equal(await page.getAttribute('.game2048', 'data-status'), 'over', `no stuck seed below ${seed}`);
    await page.waitForSelector('text=Game over!');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Try again');
    await page.keyboard.press('ArrowRight');
    assert.equal((await state(page)).moves, 1, 'moves after game over are ignored');
    await page.screenshot({ path: join(ARTIFACTS, 'desktop-game-over.png') });
    await page.keyboard.press('Enter');
    const again = await state(page);
    assert.equal(again.status, 'playing');
    assert.deepEqual(again.board, ['2 2', '16 8']);
    await context.close();
  });
});

describe('controls', () => {
  test('undo takes a move back, button and keys', async () => {
    const { context, page } = await fresh();
    await page.evaluate(() => window.game2048.newGame({ seed: 5 }));
    const start = await state(page);
    assert.ok(await page.getByRole('button', { name: 'Undo' }).isDisabled());
    let moved = 0;
    for (const d of DIRS) if ((await page.evaluate((x) => window.game2048.move(x), d)).moves > moved) moved++;
    assert.ok(moved >= 2);
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal((await state(page)).moves, moved - 1);
    await page.keyboard.press('u');
    await page.keyboard.press('Control+z');
    for (let i = 0; i < 5; i++) await page.keyboard.press('u');
    const back = await state(page);
    assert.deepEqual(back.board, start.board);
    assert.equal(back.moves, 0);
    await context.close();
  });

  test('the variant picker switches game, holes included', async () => {
    const { context, page } = await fresh();
    await page.getByLabel('Variant').click();
    await page.keyboard.type('Donut');
    await page.keyboard.press('Enter');
    assert.equal((await state(page)).variant, 'donut');
    assert.equal(await page.getAttribute('.board', 'data-rows'), '3');
    assert.equal(await page.locator('.cell.hole').count(), 1);
    assert.equal(await page.getAttribute('.cell.hole', 'aria-label'), 'hole');
    await page.screenshot({ path: join(ARTIFACTS, 'desktop-donut.png') });
    // Arrows in the picker choose options; a click on the board hands them back to the game.
    await page.locator('.board').click();
    await page.keyboard.press('ArrowRight');
    assert.equal((await state(page)).moves, 1);
    await page.getByLabel('Variant').click();
    await page.keyboard.type('6x6');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Yes, start over' }).click();
    assert.equal(await page.getAttribute('.board', 'data-cols'), '6');
    await context.close();
  });
});

describe('links', () => {
  test('?preset and ?seed open that exact game', async () => {
    const { context, page } = await fresh('/?preset=5x5&seed=3');
    const linked = await state(page);
    assert.equal(linked.variant, '5x5');
    const again = await page.evaluate(() => window.game2048.newGame({ preset: '5x5', seed: 3 }));
    assert.deepEqual(again.board, linked.board);
    assert.equal(new URL(page.url()).search, '', 'the link is forgotten once used');
    await context.close();
  });

  test('#game opens a custom game object', async () => {
    const game = { gridOptions: { gridBooleanFnName: 'test1_7x6' } };
    const { context, page } = await fresh(`/#game=${encodeURIComponent(JSON.stringify(game))}`);
    assert.equal(await page.getAttribute('.board', 'data-rows'), '7');
    assert.equal(await page.getAttribute('.board', 'data-cols'), '6');
    assert.equal(await page.locator('.cell.hole').count(), 17);
    await context.close();
  });

  test('an invalid link says why and plays classic', async () => {
    for (const path of ['/?preset=nope', '/?seed=banana', `/#game=${encodeURIComponent('{"gridOptions":{"minMergeLength":1}}')}`]) {
      const { context, page } = await fresh(path);
      assert.equal((await state(page)).variant, 'classic', path);
      const notice = await page.textContent('.notice');
      assert.match(notice, /classic/, path);
      assert.deepEqual(page.errors, [], path);
      await context.close();
    }
  });
});

describe('the JS API', () => {
  test('newGame reads its options from the object and says why it refuses bad ones', async () => {
    const { context, page } = await fresh();
    await page.keyboard.press('ArrowLeft');
    const before = await state(page);
    const refused = await page.evaluate(() => {
      const cyclic = {};
      cyclic.self = cyclic;
      const bad = [5, [1], { colour: 'red' }, { seed: 1.5 }, { seed: true }, { preset: 'nope' }, { preset: 5 }, cyclic, { seed: 10n }];
      return bad.map((options) => {
        try {
          window.game2048.newGame(options);
          return 'accepted';
        } catch (e) {
          return `${e instanceof Error}: ${e.message}`;
        }
      });
    });
    const expected = [
      /options must be an object/,
      /options must be an object/,
      /unknown option "colour"/,
      /the seed "1.5" is not a whole number/,
      /seed must be a number or a string, got true/,
      /unknown preset "nope"/,
      /preset must be a string, got 5/,
      /options could not be read/,
      /options could not be read/,
    ];
    refused.forEach((message, i) => assert.match(message, new RegExp(`^true: newGame: .*${expected[i].source}`), message));
    assert.deepEqual(await state(page), before, 'nothing refused changed the game');
    // Properties JSON leaves out are left out; numbers and their text are one seed.
    const [a, b] = await page.evaluate(() => [
      window.game2048.newGame({ preset: '5x5', seed: 7, hint: undefined, f() {} }),
      window.game2048.newGame({ preset: '5x5', seed: '7' }),
    ]);
    assert.equal(a.variant, '5x5');
    assert.deepEqual(a.board, b.board);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('accessibility and layout', () => {
  test("the original's Clear Sans: its digits with the first paint, its words once the game is there", async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, serviceWorkers: 'block' });
    // When the board first is in the page (a mutation's callback runs after the
    // insertion, and before the next style and layout, which is where a font is asked for).
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.board')) return;
        window.boardAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await openGame(context, server.url + '/');
    await page.evaluate(() => document.fonts.ready);
    const [boardAt, fonts, used] = await page.evaluate(() => [
      window.boardAt,
      performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).map((e) => [e.name.split('/').pop(), e.startTime]),
      ['400 18px "Clear Sans"', '700 16px "Clear Sans"', '700 16px "Clear Sans Digits"'].map((font) => document.fonts.check(font, 'New game 2048')),
    ]);
    const started = Object.fromEntries(fonts);
    assert.deepEqual(Object.keys(started).sort(), ['clear-sans-bold-digits.woff2', 'clear-sans-bold.woff2', 'clear-sans-regular.woff2']);
    assert.ok(started['clear-sans-bold-digits.woff2'] < boardAt, "the digits come with the shell's title, before the game");
    for (const face of ['clear-sans-regular.woff2', 'clear-sans-bold.woff2']) {
      assert.ok(started[face] >= boardAt, `${face} asked for at ${started[face]} ms, the board there at ${boardAt} ms`);
    }
    assert.deepEqual(used, [true, true, true], 'every face loaded');
    const family = await page.getByRole('button', { name: 'New game' }).evaluate((b) => getComputedStyle(b).fontFamily);
    assert.match(family, /^"Clear Sans"/);
    // The page's own words take the faces once they are here (index.html's
    // data-words-font), not in the mount's first layout.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-words-font'));
    const pageFamily = await page.locator('#how-to').evaluate((p) => getComputedStyle(p).fontFamily);
    assert.match(pageFamily, /^"Clear Sans"/, "the page's words in Clear Sans");
    await context.close();
  });

  test('labelled grid, live region, real buttons, contract attributes', async () => {
    const { context, page } = await fresh();
    assert.equal(await page.getAttribute('.board', 'role'), 'grid');
    assert.equal(await page.locator('[role=row]').count(), 4);
    assert.equal(await page.locator('[role=gridcell]').count(), 16);
    await page.evaluate(() => window.game2048.newGame({ seed: 1 }));
    const before = await page.textContent('[aria-live=polite]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const announced = await page.textContent('[aria-live=polite]');
    assert.notEqual(announced, before);
    assert.match(announced, /Moved|New/);
    for (const name of ['New game', 'Undo']) assert.equal(await page.getByRole('button', { name }).count(), 1);
    const tile = page.locator('.tile').first();
    for (const attr of ['data-id', 'data-value', 'data-row', 'data-col']) assert.notEqual(await tile.getAttribute(attr), null);
    await context.close();
  });

  test("the score's pop rises anew each turn that scores, even as much as the turn before, and hides on a turn that scores nothing", async () => {
    const { context, page } = await fresh('/');
    const twos = [[0, 0], [0, 1], [1, 0], [1, 1]].map(([row, column]) => ({ row, column, value: 2 }));
    await page.evaluate((g) => window.game2048.newGame({ game: g }), { gridOptions: { newTileFnName: 'none' }, initialTiles: twos });
    // Its text, whether it shows, and whether its animation is another than the last
    // one seen (a restarted CSS animation is a new object).
    const seen = () =>
      page.evaluate(() => {
        const p = document.querySelector('.score-addition');
        const [rise] = p?.getAnimations() ?? [];
        const fresh = rise !== undefined && rise !== window.lastRise;
        window.lastRise = rise;
        return [p?.textContent ?? '', p?.checkVisibility() ?? false, fresh];
      });
    assert.deepEqual((await seen()).slice(0, 2), ['', false], 'no pop before a move');
    await page.keyboard.press('ArrowLeft');
    const first = await seen();
    await page.keyboard.press('ArrowUp');
    const second = await seen();
    assert.deepEqual([first, second], [['+8', true, true], ['+8', true, true]], 'a new rise each turn');
    await page.keyboard.press('ArrowRight');
    assert.equal((await state(page)).moves, 3);
    assert.deepEqual((await seen()).slice(1), [false, false], 'a move that scores nothing shows no pop');
    await context.close();
  });

  test("on a phone the score's pop stays on screen while it shows; the Variant list shows its whole entry", async () => {
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
    const { context, page } = await fresh('/', phone);
    const game = { gridOptions: { newTileFnName: 'none' }, initialTiles: [{ row: 0, column: 0, value: 64 }, { row: 0, column: 1, value: 64 }] };
    await page.evaluate((g) => window.game2048.newGame({ game: g }), game);
    await page.keyboard.press('ArrowLeft');
    // The "+128" rising over the score, frame by frame (its animation paused and set).
    const frames = await page.locator('.score-addition').evaluate((pop) => {
      const [rise] = pop.getAnimations();
      rise.pause();
      const seen = [];
      for (let t = 0; t <= 600; t += 25) {
        rise.currentTime = t;
        seen.push([t, pop.getBoundingClientRect().top, Number(getComputedStyle(pop).opacity)]);
      }
      return seen;
    });
    assert.equal(frames.length, 25);
    for (const [t, top, opacity] of frames) assert.ok(top >= 0 || opacity < 0.2, `at ${t} ms the pop is at ${top}px, ${opacity} opaque`);
    // "Custom game", the entry of the game in play, shown whole beside the list's arrow.
    const [text, width, room] = await shownEntry(page.getByLabel('Variant'));
    assert.equal(text, 'Custom game');
    assert.ok(width + 16 <= room, `"${text}" is ${width}px in ${room}px, less the arrow`);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-custom-game-pop.png') });
    await context.close();
  });

  test('a pressed toggle reads at 4.5:1 in both themes and keeps its width; Import shows its focus', async () => {
    const luminance = (rgb) => {
      const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a, b) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const colorScheme of ['light', 'dark']) {
      const { context, page } = await fresh('/', { viewport: { width: 1280, height: 900 }, colorScheme });
      const analyse = page.getByRole('button', { name: 'Analyse' });
      const look = () => analyse.evaluate((b) => {
        const style = getComputedStyle(b);
        return { width: b.getBoundingClientRect().width, background: style.backgroundColor, color: style.color };
      });
      // (The words' faces come after the game: a width measured before they arrive and
      // one after would differ for the font, not for the press.)
      await analyse.evaluate((b) => new Promise((done) => {
        const ready = () => (document.fonts.check(getComputedStyle(b).font, b.textContent) ? done() : requestAnimationFrame(ready));
        ready();
      }));
      const off = await look();
      await analyse.click();
      await page.waitForSelector('button[aria-pressed="true"]');
      const on = await look();
      assert.notEqual(on.background, off.background, `${colorScheme}: pressed looks pressed`);
      for (const [state, { background, color }] of [['off', off], ['on', on]]) {
        const ratio = contrast(background, color);
        assert.ok(ratio >= 4.5, `${colorScheme}, ${state}: ${color} on ${background} is ${ratio.toFixed(2)}:1`);
      }
      assert.equal(on.width, off.width, `${colorScheme}: the same width pressed`);
      await page.screenshot({ path: join(ARTIFACTS, `pressed-${colorScheme}.png`), clip: { x: 300, y: 0, width: 700, height: 900 } });
      // Import is a label over a hidden file field: Tab to it, and the label shows the ring.
      await page.getByRole('button', { name: 'Games' }).click();
      const importing = page.locator('.games label.button');
      await importing.waitFor();
      for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.type === 'file')); i++) await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.type), 'file');
      assert.equal(await importing.evaluate((l) => getComputedStyle(l).outlineStyle), 'solid');
      await context.close();
    }
  });

  test('"How to play" follows the game and the hand: swipes first on a phone, each variant, undo off; German keys first', async () => {
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
    const { context, page } = await fresh('/', phone);
    const said = () => page.locator('#how-to').textContent();
    const sayingSoon = (part) => page.waitForFunction((p) => document.getElementById('how-to').textContent.includes(p), part);
    // (The hand is known once the page has looked: its touch screen, then swipes first.)
    await sayingSoon('Swipe on the board');
    assert.equal(
      await said(),
      'Swipe on the board to move the tiles, or use the arrow keys (or WASD, or HJKL). Two tiles with the same number merge into one when they touch. Reach 2048 to win, then keep going if you like. Undo takes a move back; Redo plays it again.',
    );
    await page.evaluate(() => window.game2048.newGame({ preset: 'fibonacci' }));
    await sayingSoon('2584');
    assert.match(await said(), /Two tiles next to each other in 1, 1, 2, 3, 5, 8… merge into the next number when they touch\. Reach 2584 to win/);
    await page.evaluate(() => window.game2048.newGame({ preset: 'triples' }));
    await sayingSoon('486');
    assert.match(await said(), /3 tiles with the same number in a line merge into one, worth their sum\. Reach 486 to win/);
    await page.evaluate(() => window.game2048.newGame({ preset: 'donut' }));
    await sayingSoon('Holes');
    assert.match(await said(), /when they touch\. Holes in the board never hold a tile\. Reach 32 to win/);
    await page.locator('#undo-setting').selectOption('off');
    await page.waitForFunction(() => !document.getElementById('how-to').textContent.includes('Undo'));
    assert.match(await said(), /keep going if you like\.$/);
    await page.screenshot({ path: join(ARTIFACTS, 'how-to-phone.png'), fullPage: true, animations: 'disabled' });
    await context.close();

    const german = await fresh('/', { viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await german.page.waitForFunction(() => document.getElementById('how-to').textContent.startsWith('Verschiebe die Steine mit den Pfeiltasten'));
    assert.match(await german.page.locator('#how-to').textContent(), /U oder Ctrl\+Z macht einen Zug rückgängig, Umschalt\+U wiederholt ihn\.$/);
    await german.context.close();
  });

  test('fits a 320 px phone and a desktop; screenshots', async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone-320', { width: 320, height: 640 }],
    ]) {
      // Reduced motion: no animation is running when the picture is taken.
      const { context, page } = await fresh('/', { viewport, reducedMotion: 'reduce' });
      await page.evaluate(() => window.game2048.newGame({ seed: 12 }));
      for (const k of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(k);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= viewport.width, `${name}: page is ${width}px wide`);
      const board = await page.locator('.board').boundingBox();
      assert.ok(board.x >= 0 && board.x + board.width <= viewport.width, `${name}: board overflows`);
      // --cell is registered as a length (game.css): the board works it out once and each
      // cell inherits pixels, instead of solving the board's min() again.
      const [cell, cellWidth] = await page.evaluate(() => {
        const c = document.querySelector('.cell');
        return [getComputedStyle(c).getPropertyValue('--cell'), c.getBoundingClientRect().width];
      });
      assert.equal(cell, `${cellWidth}px`, name);
      await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
      await context.close();
    }
  });
});
