// Writes scripts/hot-functions.txt: the main module's functions that the game's first
// visits run, which the split step keeps out of its cold half (scripts/cold-split.mjs).
// Run it when tests/e2e/cold.test.mjs says a first visit needed the cold half (a
// function it runs was renamed, or is new):
//   node tests/e2e/cold-profile.mjs
//
// It builds the game for profiling (`GAME2048_COLD=profile trunk build --release`,
// into target/cold-profile): every named function of the main module is in the cold
// half, and each stub tells the loader which function it stands for. Then it makes
// the visits below in Chromium, each in a fresh context, and writes the names of every
// function called, sorted (a function's name is stable while its code and its place in
// the code are). Each visit plays until `MOVES` moves have changed the board; by then
// the game has asked for its first chunks, and with them the cold half.
//
// The visits, each with the cold half 3 s late (as on a slow network): the hosted page
// in each of the six languages, on a desktop with keys and on a phone with swipes; the
// English one again, with its game kept; the hosted page whose cold half cannot load (a tap on Games then says so); a host page
// with one widget; the iframe's page. A stub records until the cold half has come as
// a chunk, and during the moves. Whatever else a player does comes after it.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HOT_LIST } from '../../scripts/cold-split.mjs';
import { functionNames } from '../../scripts/wasm-module.mjs';
import { ARROWS, BASE, DESKTOP, PHONE, ROOT, launch, movesUntil, serve, swipe } from './harness.mjs';

const MOVES = 1;
const DIST = join(ROOT, 'target', 'cold-profile');
const HOST = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
  <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048></game-2048></body></html>`;

execFileSync('trunk', ['build', '--release', '--dist', DIST], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, GAME2048_COLD: 'profile' } });
const main = (await readdir(DIST)).find((f) => /^game2048-full-[0-9a-f]{16}_bg\.wasm$/.test(f));
const names = functionNames(await readFile(join(DIST, main)));
if (names.size === 0) throw new Error('cold-profile: the profiling build kept no names');

const server = await serve(DIST, () => ({}), { [`${BASE}host.html`]: HOST });
const browser = await launch();
/** A context whose cold half comes 3 s late, as on a slow network: what a visit runs
 *  before it (its language's words installed, its first moves) is all recorded. */
async function slowCold(options) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await context.route(/-cold\.wasm$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => {});
  });
  return context;
}
/** Each visit's functions (indices), by its name. */
const visits = new Map();
let visit = '';
/** Plays `page` until `MOVES` moves changed the board (`move(i)`: the i-th try), then
 *  keeps what the stubs reported. */
async function play(page, move, { flagMoves = true } = {}) {
  await page.locator('.game2048 .tile').nth(1).waitFor();
  // (What a move runs is hot however late it comes: a first move may come before the
  // first chunk.)
  await page.evaluate((flag) => (globalThis.__game2048ColdMoves = flag), flagMoves);
  const moved = await movesUntil(page, MOVES, move);
  if (moved < MOVES) throw new Error(`cold-profile: only ${moved} moves changed the board`);
  await page.evaluate(() => (globalThis.__game2048ColdMoves = false));
  // (The chunks a game asks for once it is on, and what their installing runs.)
  await page.waitForLoadState('networkidle');
  visits.set(visit, new Set([...(visits.get(visit) ?? []), ...(await page.evaluate(() => [...(globalThis.__game2048Cold ?? [])]))]));
}
const keys = (page) => (i) => page.keyboard.press(ARROWS[i % 4]);
try {
  for (const locale of ['en', 'de', 'es', 'ru', 'zh-CN', 'ar']) {
    const context = await slowCold({ ...DESKTOP, locale });
    const page = await context.newPage();
    visit = `${locale} keys`;
    await page.goto(`${server.url}/`);
    await play(page, keys(page));
    // A returning visit: its game kept, which it reads as it starts.
    if (locale === 'en') {
      visit = 'returning';
      await page.reload();
      await play(page, keys(page), { flagMoves: false });
    }
    await context.close();
    const phone = await slowCold({ ...PHONE, locale });
    const touch = await phone.newPage();
    visit = `${locale} swipes`;
    await touch.goto(`${server.url}/`);
    const cdp = await phone.newCDPSession(touch);
    await play(touch, (i) => swipe(touch, cdp, i));
    await phone.close();
  }
  {
    // A cold half that cannot come as a chunk: what the game says then, and how it
    // plays on, runs without it (here it comes at once, and every call is recorded).
    visit = 'cold missing';
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    await context.route(/-cold\.wasm$/, (route) => (route.request().resourceType() === 'xhr' ? route.continue() : route.fulfill({ status: 404, body: 'gone' })));
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('.game2048 .tile').nth(1).waitFor();
    await page.getByRole('button', { name: 'Games' }).tap();
    await page.locator('.notice').waitFor();
    visits.set(visit, new Set(await page.evaluate(() => [...(globalThis.__game2048Cold ?? [])])));
    await context.close();
  }
  {
    const context = await slowCold(DESKTOP);
    const page = await context.newPage();
    visit = 'widget';
    await page.goto(`${server.url}/host.html`);
    await page.locator('game-2048 .tile').nth(1).waitFor();
    const box = await page.locator('game-2048 .board').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // (A widget plays once its chunk is here, and the cold half with it.)
    await play(page, keys(page), { flagMoves: false });
    visit = 'iframe';
    await page.goto(`${server.url}/embed.html`);
    await play(page, keys(page), { flagMoves: false });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
if (process.env.COLD_VISITS) await writeFile(process.env.COLD_VISITS, JSON.stringify(Object.fromEntries([...visits].map(([v, set]) => [v, [...set].map((i) => names.get(i))]))));
const hot = [...new Set([...visits.values()].flatMap((set) => [...set]).map((i) => names.get(i)).filter((n) => n !== undefined))];
await writeFile(HOT_LIST, `${hot.sort().join('\n')}\n`);
console.log(`cold-profile: ${hot.length} functions of ${names.size} named ran on the visits; written to scripts/hot-functions.txt`);
