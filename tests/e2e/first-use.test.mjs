// The hosted page's game is one build that loads its parts on first use (src/web/chunks/):
// the first press of Games, Hint or Autoplay (a click, a tap, a key), a replay link or
// the JS API's hint() loads that part's chunk into the same game, which is never
// unmounted, and does what was asked; a custom game loads the readers of custom games
// first. Driven as people do: mouse clicks, taps, key presses.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, domBoard, launch, openGame, pick, playToTheEnd, serve, state } from './harness.mjs';

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

/** How many times the game's main module, and the chunks of the Games panel, of the AI and
 *  of the readers of custom games, have been fetched so far (by every test of this file:
 *  compare two). */
function wasmFetches() {
  const count = (re) => [...server.requests.entries()].filter(([p]) => re.test(p)).reduce((a, [, n]) => a + n, 0);
  return {
    main: count(/\/game2048-full-[0-9a-f]{16}_bg\.wasm$/),
    games: count(/\/game2048-full-[0-9a-f]{16}-games\.wasm$/),
    ai: count(/\/game2048-full-[0-9a-f]{16}-ai\.wasm$/),
    custom: count(/\/game2048-full-[0-9a-f]{16}-custom\.wasm$/),
    records: count(/\/game2048-full-[0-9a-f]{16}-records\.wasm$/),
  };
}

/** Marks the page's game element, to tell later whether it is still the same one. */
const markTheGame = (page) => page.evaluate(() => (document.querySelector('#app .game2048').dataset.marked = 'yes'));
const stillTheSameGame = async (page) => (await page.locator('#app .game2048[data-marked=yes]').count()) === 1;

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

/** A fresh profile, without the service worker (it would fetch every chunk to precache
 *  it, and this file counts who fetches what). */
async function fresh(options) {
  return browser.newContext({ ...options, serviceWorkers: 'block' });
}

describe('the parts of the game load on first use, into the same game', () => {
  test('a mouse click on Games opens it in the same game, undo levels and all', async () => {
    const context = await fresh(DESKTOP);
    const start = wasmFetches();
    const since = () => Object.fromEntries(Object.entries(wasmFetches()).map(([k, n]) => [k, n - start[k]]));
    const page = await openGame(context, server.url + '/');
    await page.waitForLoadState('load');
    assert.deepEqual(since(), { main: 1, games: 0, ai: 0, custom: 0, records: 0 }, 'the first load: the main module, no chunk');
    assert.equal(await page.locator('.games').count(), 0);
    await markTheGame(page);
    await play(page, 6);
    await page.keyboard.press('u');
    const before = await state(page);
    const board = await domBoard(page);

    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    assert.deepEqual(since(), { main: 1, games: 1, ai: 0, custom: 0, records: 0 }, "the click loaded the Games panel's chunk");
    const after = await state(page);
    assert.deepEqual(after, before, 'the same game');
    assert.deepEqual(await domBoard(page), board);
    assert.ok(await stillTheSameGame(page), 'the game was never unmounted');
    const games = page.getByRole('button', { name: 'Games' });
    assert.equal(await games.getAttribute('aria-expanded'), 'true');
    // The panel takes the focus as it opens (layout.test.mjs: and gives it back).
    await page.waitForFunction(() => document.activeElement?.matches('.games'));
    // The undo level made before the chunk came is still there.
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal((await state(page)).moves, before.moves - 1);
    // Keys reach the game once per press.
    await play(page, 3);
    await page.screenshot({ path: join(ARTIFACTS, 'first-use-games.png') });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("Export fetches its own chunk at its first press, busy until it comes; the panel opens without it", async () => {
    const context = await fresh(DESKTOP);
    const exchange = /\/game2048-full-[0-9a-f]{16}-exchange\.wasm$/;
    const fetched = () => [...server.requests.entries()].filter(([p]) => exchange.test(p)).reduce((a, [, n]) => a + n, 0);
    const start = fetched();
    const page = await openGame(context, server.url + '/');
    await play(page, 2);
    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    assert.equal(fetched() - start, 0, "the Games panel opened without Export's code");
    // The chunk held on its way: the button says it is busy, and nothing downloads yet.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await context.route('**/game2048-full-*-exchange.wasm', async (route) => {
      await held;
      await route.continue();
    });
    const exportButton = page.getByRole('button', { name: 'Export' });
    const download = page.waitForEvent('download');
    await exportButton.click();
    await page.waitForFunction(() => document.querySelector('.games-actions button[aria-busy=true]')?.textContent === 'Export');
    release();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'game2048-data.json');
    await page.waitForFunction(() => !document.querySelector('.games-actions [aria-busy=true]'));
    assert.equal(fetched() - start, 1);
    // Here now: the next export downloads at once, with no fetch.
    await context.unroute('**/game2048-full-*-exchange.wasm');
    const [again] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    assert.equal(again.suggestedFilename(), 'game2048-data.json');
    assert.equal(fetched() - start, 1);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a tap on Hint on a phone loads the AI and shows the hint', async () => {
    const context = await fresh(PHONE);
    const page = await openGame(context, server.url + '/');
    await play(page, 2);
    const before = await state(page);
    const fetched = wasmFetches().ai;
    await page.getByRole('button', { name: 'Hint' }).tap();
    const arrow = page.locator('.hint-arrow');
    await arrow.waitFor();
    assert.ok(['left', 'right', 'up', 'down'].includes(await arrow.getAttribute('data-direction')));
    assert.deepEqual(await state(page), before, 'a hint moves nothing');
    assert.equal(await page.getByLabel('Strength').count(), 1, 'the strength came with it');
    assert.equal(await page.getByLabel('Speed').count(), 0, "autoplay's speed shows while it plays");
    assert.equal(wasmFetches().ai, fetched + 1, "the tap loaded the AI's chunk");
    await page.screenshot({ path: join(ARTIFACTS, 'first-use-hint-phone.png'), fullPage: true });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('the first screen has no AI settings; P loads them, autoplay shows its speed, any key stops it', async () => {
    const context = await fresh(DESKTOP);
    const page = await openGame(context, server.url + '/');
    const fetched = wasmFetches().ai;
    assert.equal(await page.locator('.ai-controls select').count(), 0, 'Hint, Autoplay, Analyse only');
    await page.keyboard.press('p');
    const toggle = page.getByRole('button', { name: 'Autoplay' });
    await page.waitForFunction(() => window.game2048.state().autoplay === true);
    assert.equal(wasmFetches().ai, fetched + 1, "P loaded the AI's chunk");
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    // Its speed, picked while it plays, is kept; the keys go back to the game.
    const speed = page.getByLabel('Speed');
    await speed.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    assert.equal(await speed.inputValue(), 'fastest');
    await page.locator('h1').click();
    await page.waitForFunction(() => window.game2048.state().moves >= 3);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => window.game2048.state().autoplay === false);
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await speed.waitFor({ state: 'detached' });
    await page.keyboard.press('p');
    await page.waitForFunction(() => window.game2048.state().autoplay === true);
    assert.equal(await speed.inputValue(), 'fastest', 'the speed picked is kept');
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a replay link opens its replay; the JS API's hint() loads the AI", async () => {
    const context = await fresh(DESKTOP);
    const page = await openGame(context, server.url + '/');
    await play(page, 5);
    const record = await page.evaluate(() => window.game2048.record());
    const moves = (await state(page)).moves;
    // A script that kept window.game2048 before the AI came keeps a working one.
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
    // The replay plays as it opens (its bar says Pause): on a slow machine it may be a
    // move or more in by the time its text is read.
    const [, at] = (await bar.textContent()).match(new RegExp(`move (\\d+) of ${moves}(?!\\d)`)) ?? [];
    assert.ok(at !== undefined && Number(at) <= moves, `the replay of ${moves} moves is on show: ${await bar.textContent()}`);
    assert.deepEqual(watcher.errors, []);
    await watcher.context().close();
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('where storage keeps nothing, opening a part keeps the game and the best', async () => {
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

  test("if a part's chunk cannot load, the game says so, plays on, and the next click tries again", async () => {
    const context = await fresh(DESKTOP);
    const page = await openGame(context, server.url + '/');
    await context.route('**/game2048-full-*-games.wasm', (route) => route.abort());
    await page.getByRole('button', { name: 'Games' }).click();
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /could not load/);
    await play(page, 2);
    await context.unroute('**/game2048-full-*-games.wasm');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    // (The failed fetch is reported by the browser; nothing else may be.)
    assert.deepEqual(page.errors.filter((e) => !/ERR_FAILED|game2048-full|Failed to fetch/.test(e)), []);
    await context.close();
  });
});


/** A custom game (no preset has holes like these): only the readers of custom games
 *  (a chunk) open it. */
const CUSTOM = { gridOptions: { gridBoolean: [[1, 1, 1, 1], [1, 0, 0, 1], [1, 1, 1, 1]] } };

/** A fresh profile that plays a few moves of a custom game (whose readers load first:
 *  `newGame` gives a promise), so that it is the game kept. */
async function keepACustomGame(options, seed) {
  const context = await fresh(options);
  const page = await openGame(context, server.url + '/');
  await page.evaluate(([game, seed]) => window.game2048.newGame({ game, seed }), [CUSTOM, seed]);
  await play(page, 3);
  return { context, page, kept: await state(page) };
}

/** A phone's page of `context` opened while the `chunk` it needs to open its kept game
 *  cannot load: it says so, shows no other game and leaves storage as `saved`; a tap on
 *  Try again, once the chunk can come, opens the game (the page, for the caller's
 *  checks). `shot`: its screenshot then. */
async function leftAsItIs(context, chunk, saved, shot) {
  const files = `**/game2048-full-*-${chunk}.wasm`;
  await context.route(files, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(server.url + '/');
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent(), /could not be opened/);
  assert.equal(await page.locator('.board').count(), 0, 'no other game in its place');
  assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), saved, 'storage untouched');
  await page.screenshot({ path: join(ARTIFACTS, shot) });
  await context.unroute(files);
  await page.getByRole('button', { name: 'Try again' }).tap();
  await page.waitForSelector('.game2048 .board .tile');
  return page;
}

describe("custom games load their readers first; presets need none", () => {
  test('a custom game kept from a visit opens after a reload; a kept preset loads no reader', async () => {
    const { context, page, kept } = await keepACustomGame(DESKTOP, 11);
    assert.match(kept.variant, /^custom/);
    const board = await domBoard(page);
    await page.close();

    const before = wasmFetches();
    const again = await openGame(context, server.url + '/');
    assert.deepEqual(await state(again), kept, 'the same custom game, undo levels and all');
    assert.deepEqual(await domBoard(again), board);
    assert.equal(wasmFetches().custom, before.custom + 1, 'the readers of custom games opened it');
    assert.equal(await again.locator('#app .game2048').count(), 1, 'one game on the page');
    await play(again, 2);
    assert.deepEqual(again.errors, []);

    // A preset other than classic needs no reader: picked with the mouse.
    await pick(again, '5x5');
    await again.getByRole('button', { name: 'Yes, start over' }).click();
    await again.locator('.board').click();
    await play(again, 2);
    await again.close();
    const loaded = wasmFetches().custom;
    const third = await openGame(context, server.url + '/');
    assert.equal((await state(third)).variant, '5x5');
    await play(third, 1);
    assert.equal(wasmFetches().custom, loaded, 'a kept preset needs no reader');
    assert.deepEqual(third.errors, []);
    await context.close();
  });

  test('if the readers cannot load, a kept custom game is left as it is, and Try again opens it', async () => {
    const { context, page, kept } = await keepACustomGame(PHONE, 12);
    const saved = await page.evaluate(() => JSON.stringify(localStorage));
    await page.close();

    const offline = await leftAsItIs(context, 'custom', saved, 'first-use-custom-failed-phone.png');
    assert.deepEqual(await state(offline), kept);
    await context.close();
  });

  test("a kept game is read by its own chunk, which a first visit never loads; if it cannot load, the game is left as it is, and Try again opens it (a phone, taps)", async () => {
    const context = await fresh(PHONE);
    const before = wasmFetches().records;
    const page = await openGame(context, server.url + '/');
    await play(page, 3);
    assert.equal(wasmFetches().records, before, 'a first visit has no game kept to read');
    const kept = await state(page);
    const board = await domBoard(page);
    const saved = await page.evaluate(() => JSON.stringify(localStorage));
    await page.close();

    const offline = await leftAsItIs(context, 'records', saved, 'first-use-records-failed-phone.png');
    assert.deepEqual(await state(offline), kept, 'the kept game, undo levels and all');
    assert.deepEqual(await domBoard(offline), board);
    assert.ok(wasmFetches().records > before, 'its reader came');
    await play(offline, 1);
    await context.close();
  });

  test("a custom game's link loads the readers; a preset's link needs none", async () => {
    const context = await fresh(DESKTOP);
    const loaded = wasmFetches().custom;
    const preset = await openGame(context, `${server.url}/?preset=3x3&seed=4`);
    assert.equal((await state(preset)).variant, '3x3');
    assert.equal(wasmFetches().custom, loaded, 'a preset link needs no reader');
    await preset.close();

    const link = `${server.url}/#game=${encodeURIComponent(JSON.stringify(CUSTOM))}`;
    const page = await openGame(await fresh(DESKTOP), link);
    await page.waitForFunction(() => window.game2048.state().variant.startsWith('custom'));
    assert.equal(await page.locator('.board .cell.hole').count(), 2);
    assert.equal(new URL(page.url()).hash, '', 'the link is answered and forgotten');
    assert.deepEqual(page.errors, []);
    await page.context().close();
    await context.close();
  });

  test('a game finished before the Games panel came is in its list', async () => {
    const context = await fresh(DESKTOP);
    const page = await openGame(context, server.url + '/');
    await pick(page, '3x3');
    // Keys go back to the game after a click on the board.
    await page.locator('.board').click();
    const fetched = wasmFetches().games;
    const over = await playToTheEnd(page);
    await page.getByRole('button', { name: 'Games' }).click();
    const panel = page.locator('.games');
    await panel.waitFor();
    assert.equal(wasmFetches().games, fetched + 1);
    assert.match(await panel.textContent(), new RegExp(`Played 1 · won 0 \\(0%\\) · best score ${over.score}`));
    assert.equal(await panel.locator('.games-list li').count(), 1);
    assert.deepEqual(await state(page), over, 'the finished game is still the one on show');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('games finished while the kept games cannot load are said nothing of, and kept in order by the next that can', async () => {
    const context = await fresh(PHONE);
    const page = await openGame(context, server.url + '/');
    await pick(page, '3x3');
    await page.locator('.board').tap();
    let asked;
    const refused = new Promise((resolve) => (asked = resolve));
    await context.route('**/game2048-full-*-history.wasm', (route) => {
      asked();
      return route.abort();
    });
    const first = await playToTheEnd(page);
    // The finished game asked for the kept games' chunk, was refused, and said nothing.
    await refused;
    assert.equal(await page.locator('.notice:visible').count(), 0);
    await context.unroute('**/game2048-full-*-history.wasm');
    // The next game's end asks again: both are kept, the first first.
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.waitForFunction(() => window.game2048.state().moves === 0);
    await page.locator('.board').tap();
    const second = await playToTheEnd(page);
    await page.getByRole('button', { name: 'Games' }).tap();
    const panel = page.locator('.games');
    await panel.waitFor();
    const best = Math.max(first.score, second.score);
    await panel.getByText(new RegExp(`Played 2 · won 0 \\(0%\\) · best score ${best}`)).waitFor();
    assert.equal(await panel.locator('.games-list li').count(), 2);
    assert.deepEqual(page.errors.filter((e) => !/ERR_FAILED|Failed to fetch|history\.wasm/.test(e)), []);
    await context.close();
  });
});
