// Shared by the end-to-end tests and the perf script: a static server for dist/ on
// loopback, as real hosts serve it (under a sub-path, gzipped), and Debian's Chromium
// driven by playwright-core (which cannot download a browser here).
import { after, before } from 'node:test';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = process.env.GAME2048_DIST ?? join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'target', 'e2e');
/** Cargo's wasm of the game from the last release build, before scripts/split-wasm.mjs
 *  splits it: what the reports that look under the split read. */
export const CARGO_WASM = join(ROOT, 'target', 'wasm32-unknown-unknown', 'release', 'game2048-full.wasm');
/** Where the build is served: a project page's sub-path, as most hosts give one. */
export const BASE = process.env.GAME2048_BASE ?? '/games/2048/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/**
 * Serves `dir` at BASE on 127.0.0.1 (a free port), gzipped when the browser accepts it,
 * plus `pages` (path from the origin -> HTML text) for test host pages. `headers(path)`
 * may add response headers (the CSP tests use it). Every response of the build allows
 * any origin, as a host on another origin, or a sandboxed iframe's opaque origin, needs
 * for module scripts and the wasm. `dir` may be changed later (`server.dir = ...`: a new
 * build deployed at the same URL). Returns { origin, url (origin + BASE without its
 * trailing slash), close, requests } where `requests` counts requests by path.
 */
/** The viewports the tests drive: a desktop with a mouse, a 390 px phone with touch. */
export const DESKTOP = { viewport: { width: 1000, height: 900 } };
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** Slow 4G as ../shared/bench/side-by-side.mjs emulates it (CDP Network.emulateNetworkConditions). */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

/**
 * A server of the build (with `pages`, see `serve`) and a browser for one test file:
 * started before its tests, closed after them. Returns an object whose `server` and
 * `browser` are set once they are.
 */
export function setUp(pages = {}) {
  const env = {};
  before(async () => {
    env.server = await serve(undefined, () => ({}), pages);
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

export async function serve(dir = DIST, headers = () => ({}), pages = {}) {
  const requests = new Map();
  const state = { dir };
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const send = (status, type, body, extra = {}) => {
      const compress = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && !type.startsWith('image/');
      res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        vary: 'accept-encoding',
        ...(compress ? { 'content-encoding': 'gzip' } : {}),
        ...extra,
      });
      res.end(compress ? gzipSync(body) : body);
    };
    if (pages[path] !== undefined) {
      send(200, TYPES['.html'], Buffer.from(pages[path]), headers(path));
      return;
    }
    if (!path.startsWith(BASE) && path !== BASE.slice(0, -1)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const root = normalize(state.dir);
    let file = normalize(join(root, path.slice(BASE.length)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      send(200, TYPES[extname(file)] ?? 'application/octet-stream', body, {
        'access-control-allow-origin': '*',
        ...headers(path),
      });
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: origin + BASE.slice(0, -1),
    requests,
    set dir(next) {
      state.dir = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}

/** Headless Debian Chromium. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A new page of `context` (or a browser), and the messages of the errors it throws
 *  and does not catch, as they come: most tests end by asserting there were none. */
export async function pageWithErrors(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Opens `url` and waits until the game has rendered its board and answers its
 *  methods (`window.game2048`, set once the `api` chunk is here). */
export async function openGame(context, url) {
  const { page, errors } = await pageWithErrors(context);
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  await page.waitForSelector('.game2048 .board .tile');
  await answering(page);
  page.errors = errors;
  return page;
}

/** Waits until the game's methods answer: the hosted page's `window.game2048`, or the
 *  widget `target` selects (its `ready`). Reading either asks for the `api` chunk. */
export async function answering(page, target) {
  if (target) await page.evaluate((target) => document.querySelector(target).ready, target);
  // (Reading it asks for its code. A page with no hosted game has none.)
  else await page.waitForFunction(() => !document.getElementById('app') || window.game2048);
}

/** Whether `dir` changes the board (of the hosted game, or of the widget `target`
 *  selects): the move through the API, then undone. */
export async function legal(page, dir, target) {
  await answering(page, target);
  return page.evaluate(
    ([dir, target]) => {
      const api = target ? document.querySelector(target) : window.game2048;
      const before = api.state().moves;
      const moved = api.move(dir).moves > before;
      if (moved) api.undo();
      return moved;
    },
    [dir, target],
  );
}

/** The engine state through the page's API. */
/** Holds every request of `target` (a page or a context) for `url` until `release()`,
 *  to look at the page while what it asked for is on its way: { release, asked() }, how
 *  many requests it held. */
export async function hold(target, url) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  let asked = 0;
  await target.route(url, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

export async function state(page) {
  await answering(page);
  return page.evaluate(() => window.game2048.state());
}

/** The live tiles as the DOM shows them, sorted by id. */
export function domTiles(page, root = '.game2048') {
  return page.$$eval(`${root} .tile:not([data-absorbed])`, (tiles) =>
    tiles
      .map((t) => ({
        id: Number(t.dataset.id),
        value: Number(t.dataset.value),
        row: Number(t.dataset.row),
        col: Number(t.dataset.col),
      }))
      .sort((a, b) => a.id - b.id),
  );
}

/** The arrow keys, in the order the tries below cycle through them. */
export const ARROWS = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];

/** The `i`-th try's swipe (left, up, right, down, as `ARROWS`) across the middle of the
 *  game's board, through CDP's touch events (`cdp`: the page's session), as a finger. */
export async function swipe(page, cdp, i) {
  const box = await page.locator('.game2048 .board').boundingBox();
  const [dx, dy] = [[-1, 0], [0, -1], [1, 0], [0, 1]][i % 4];
  const at = (t) => [{ x: box.x + box.width / 2 + dx * 100 * t, y: box.y + box.height / 2 + dy * 100 * t }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (const t of [0.3, 0.6, 1]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(t) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Tries `move(i)` until `n` moves changed the board of `root`'s game (read from the
 *  DOM a frame after each try), at most 40 tries a move; how many did. */
export async function movesUntil(page, n, move, root = '.game2048') {
  const board = async () => {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    return JSON.stringify(await domTiles(page, root));
  };
  let moved = 0;
  for (let i = 0; moved < n && i < 40 * n; i++) {
    const before = await board();
    await move(i);
    if ((await board()) !== before) moved++;
  }
  return moved;
}

/** The board rows (vector text) that the DOM tiles show, for a rows x cols board. */
export async function domBoard(page, root = '.game2048') {
  const board = await page.$eval(`${root} .board`, (b) => ({
    rows: Number(b.dataset.rows),
    cols: Number(b.dataset.cols),
    holes: [...b.querySelectorAll('.cell')].map((c) => c.classList.contains('hole')),
  }));
  const cells = board.holes.map((hole) => (hole ? 'X' : '.'));
  for (const t of await domTiles(page, root)) cells[t.row * board.cols + t.col] = String(t.value);
  const rows = [];
  for (let r = 0; r < board.rows; r++) rows.push(cells.slice(r * board.cols, (r + 1) * board.cols).join(' '));
  return rows;
}

/** Picks a variant as a person does: a click on the picker, its name typed, Enter. */
export async function pick(page, name) {
  await page.getByLabel('Variant').click();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}

/** Real key presses until the hosted game is stuck; its state then. */
export async function playToTheEnd(page) {
  const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
  for (let i = 0; (await state(page)).status !== 'over'; i++) {
    await page.keyboard.press(keys[i % 4]);
    if (i >= 2000) throw new Error('the game does not end');
  }
  return state(page);
}

/** The entry a drop-down `select` (a locator) shows: [its text, the text's width in the
 *  list's font, the room for it inside the list's padding] in CSS px. (The list's arrow
 *  takes about 16 px of that room.) */
export function shownEntry(select) {
  return select.evaluate((list) => {
    const style = getComputedStyle(list);
    const measure = document.createElement('canvas').getContext('2d');
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = list.options[list.selectedIndex].text;
    return [text, measure.measureText(text).width, list.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
  });
}

/** A page's stand-in for the Gamepad API, as a script (Playwright's init script, or
 *  WebDriver's script once the page is there): plain objects, as the game reads pads by
 *  their properties. `connectPad(i)` says pad `i` is there, `padButton(i, b, on)` presses
 *  or lets go of a button of the standard mapping, `padStick(i, x, y)` tilts the left
 *  stick. */
export const FAKE_PADS = `
  window.pads = [];
  Object.defineProperty(Navigator.prototype, 'getGamepads', { configurable: true, value: () => window.pads.slice() });
  window.connectPad = (index) => {
    const pad = { index, id: 'Test pad ' + index, connected: true, mapping: 'standard',
      buttons: Array.from({ length: 17 }, () => ({ pressed: false, value: 0 })), axes: [0, 0, 0, 0] };
    window.pads[index] = pad;
    const event = new Event('gamepadconnected');
    Object.defineProperty(event, 'gamepad', { value: pad });
    window.dispatchEvent(event);
  };
  window.padButton = (index, button, pressed) => { window.pads[index].buttons[button] = { pressed, value: pressed ? 1 : 0 }; };
  window.padStick = (index, x, y) => { window.pads[index].axes = [x, y, 0, 0]; };`;

/** The standard mapping's buttons the game reads. */
export const PAD_BUTTON = { a: 0, b: 1, start: 9, up: 12, down: 13, left: 14, right: 15 };
