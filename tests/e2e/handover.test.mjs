// The hosted page's two builds (src/web/handover.rs): the page loads the quick build
// only; the first press of Games, Hint or Autoplay (a click, a tap, a key), a replay
// link or the JS API's hint() loads the full build, which takes over the same game and
// does what was asked. Driven as people do: mouse clicks, taps, key presses.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, domBoard, launch, openGame, serve, state } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const DESKTOP = { viewport: { width: 1000, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const KEYS = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];

/** How many times the quick and the full build's wasm have been fetched so far. */
function wasmFetches() {
  const count = (re) => [...server.requests.entries()].filter(([p]) => re.test(p)).reduce((a, [, n]) => a + n, 0);
  return { quick: count(/\/game2048-[0-9a-f]+_bg\.wasm$/), full: count(/\/game2048-full-[0-9a-f]+_bg\.wasm$/) };
}

/** Presses arrow keys until `n` moves have changed the board; each press that changes
 *  it adds exactly one move (one key handler, not two). */
async function play(page, n) {
  for (let i = 0, made = 0; made < n; i++) {
    const before = (await state(page)).moves;
    await page.keyboard.press(KEYS[i % 4]);
    const now = (await state(page)).moves;
    assert.ok(now - before <= 1, `one key press made ${now - before} moves`);
    made += now - before;
    assert.ok(i < 200, 'the game keeps moving');
  }
}

/** A fresh profile, without the service worker (it would fetch the full build to
 *  precache it, and this file counts who fetches what). */
async function fresh(options) {
  return browser.newContext({ ...options, serviceWorkers: 'block' });
}

describe('the first load is the quick build; the extras load on first use', () => {
  test('a mouse click on Games hands the same game over, undo levels and all', async () => {
    const context = await fresh(DESKTOP);
    const page = await openGame(context, server.url + '/');
    const start = wasmFetches();
    await page.waitForLoadState('load');
    assert.equal(wasmFetches().full, start.full, 'the first load has no full build');
    assert.equal(await page.locator('.games').count(), 0);
    await play(page, 6);
    await page.keyboard.press('u');
    const before = await state(page);
    const board = await domBoard(page);
    const loaded = wasmFetches().full;

    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    assert.equal(wasmFetches().full, loaded + 1, 'the click loaded the full build');
    const after = await state(page);
    assert.deepEqual(after, before, 'the full build took over the same game');
    assert.deepEqual(await domBoard(page), board);
    assert.equal(await page.locator('#app .game2048').count(), 1, 'one game on the page');
    const games = page.getByRole('button', { name: 'Games' });
    assert.equal(await games.getAttribute('aria-expanded'), 'true');
    assert.ok(await games.evaluate((b) => b === document.activeElement), 'the button keeps the focus');
    // The undo level made before the hand-over is still there.
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal((await state(page)).moves, before.moves - 1);
    // Keys reach the full build's game once per press (the quick one's listener is gone).
    await play(page, 3);
    await page.screenshot({ path: join(ARTIFACTS, 'handover-games.png') });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a tap on Hint on a phone loads the AI and shows the hint', async () => {
    const context = await fresh(PHONE);
    const page = await openGame(context, server.url + '/');
    await play(page, 2);
    const before = await state(page);
    await page.getByRole('button', { name: 'Hint' }).tap();
    const arrow = page.locator('.hint-arrow');
    await arrow.waitFor();
    assert.ok(['left', 'right', 'up', 'down'].includes(await arrow.getAttribute('data-direction')));
    assert.deepEqual(await state(page), before, 'a hint moves nothing');
    assert.equal(await page.locator('.ai-controls select').count(), 2, 'the speed and strength pickers came with it');
    await page.screenshot({ path: join(ARTIFACTS, 'handover-hint-phone.png'), fullPage: true });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a speed picked before the P key crosses over; P starts autoplay, any key stops it', async () => {
    const context = await fresh(DESKTOP);
    const page = await openGame(context, server.url + '/');
    const loaded = wasmFetches().full;
    await page.getByLabel('Speed').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    assert.equal(wasmFetches().full, loaded, 'picking a speed needs no full build');
    // Out of the picker (keys typed there are its own), then P.
    await page.locator('h1').click();
    await page.keyboard.press('p');
    const toggle = page.getByRole('button', { name: 'Autoplay' });
    await page.waitForFunction(() => window.game2048.state().autoplay === true);
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByLabel('Speed').inputValue(), 'fastest', 'the speed picked came along');
    await page.waitForFunction(() => window.game2048.state().moves >= 3);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => window.game2048.state().autoplay === false);
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a replay link opens in the full build; the JS API's hint() loads it too", async () => {
    const context = await fresh(DESKTOP);
    const page = await openGame(context, server.url + '/');
    await play(page, 5);
    const record = await page.evaluate(() => window.game2048.record());
    const moves = (await state(page)).moves;
    // A script that kept window.game2048 from before the hand-over keeps a working one.
    const { hint, same, moved } = await page.evaluate(async () => {
      const api = window.game2048;
      const hint = await api.hint();
      const before = api.state().moves;
      return { hint, same: api === window.game2048, moved: api.move(hint).moves - before };
    });
    assert.ok(['left', 'right', 'up', 'down'].includes(hint), `hint() gave ${hint}`);
    assert.equal(same, true);
    assert.equal(moved, 1, 'a hint is a move that changes the board');

    const watcher = await openGame(await fresh(DESKTOP), `${server.url}/#replay=${record}`);
    const bar = watcher.getByRole('group', { name: 'Replay' });
    await bar.waitFor();
    assert.match(await bar.textContent(), new RegExp(`move 0 of ${moves}(?!\\d)`));
    assert.deepEqual(watcher.errors, []);
    await watcher.context().close();
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('where storage keeps nothing, the hand-over still keeps the game and the best', async () => {
    const context = await fresh(DESKTOP);
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const page = await openGame(context, server.url + '/');
    await play(page, 5);
    await page.keyboard.press('u');
    const before = await state(page);
    assert.ok(before.best > 0 && before.undoLevels > 0, JSON.stringify(before));
    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    assert.deepEqual(await state(page), before);
    await context.close();
  });

  test('if the full build cannot load, the game says so, plays on, and the next click tries again', async () => {
    const context = await fresh(DESKTOP);
    const page = await openGame(context, server.url + '/');
    await context.route('**/game2048-full*', (route) => route.abort());
    await page.getByRole('button', { name: 'Games' }).click();
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /could not load/);
    await play(page, 2);
    await context.unroute('**/game2048-full*');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    // (The failed import is reported by the browser; nothing else may be.)
    assert.deepEqual(page.errors.filter((e) => !/ERR_FAILED|game2048-full|Failed to fetch|dynamically imported/.test(e)), []);
    await context.close();
  });
});
