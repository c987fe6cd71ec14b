// What a first visit runs of the main module, and so the least its first load could
// weigh however the game were split (a report, not a test: it asserts nothing).
//   node tests/e2e/executed.mjs [--moves 1] [--widget] [--json FILE]
//
// Chromium compiles a wasm module's functions one by one, on their first call, unless
// a code cache has them; its trace names each (`wasm.CompileLazy`, with the function's
// index). So a first visit in English (no cache, no service worker, no link: no chunk
// loads), traced until its first move has changed the board (or `--moves` of them),
// lists every function of the main module that ran. A split can move out of the first
// load only what did not run: the main module with every other function's body cut to
// `unreachable` is, gzipped, what no split can go below. It keeps every section but the
// code as it is (the table, the imports, the data), and a real split adds stubs and
// files of its own, so the true floor is a little higher still.
//
// `--json FILE` writes every function of the main module there ({ name, size, ran }),
// for questions the summary does not answer.
//
// `--widget` visits a host page with one <game-2048> instead (and clicks it, as a
// player does, for its keys), against a widget's first load (`widgetSizes`).
//
// It prints: functions run of all, their bytes; the main module's gzip as shipped and
// with only what ran; the first load (sizes.mjs) now and at that floor. With a build
// that kept its functions' names (`GAME2048_WASM_NAMES=1 trunk build --release --dist
// DIR`, then `GAME2048_DIST=DIR`), also whose code that is: each crate's bytes run and
// not run, and the largest functions of each (raw bytes of code: what a change could
// cut or move out; the gzip figures above count the names section too).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crateOf, functionBodies, functionNames, uleb, withContent } from '../../scripts/wasm-module.mjs';
import { BASE, DIST, domTiles, launch, serve } from './harness.mjs';
import { chunkSizes, firstLoadSizes, gzip, widgetSizes } from './sizes.mjs';

const at = process.argv.indexOf('--moves');
const wanted = at > 0 ? Number(process.argv[at + 1]) : 1;
const widget = process.argv.includes('--widget');
const json = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const HOST = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
  <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048></game-2048></body></html>`;

/** `wasm` with the body of every function not in `ran` (indices) cut to `unreachable`. */
function onlyWhatRan(wasm, ran) {
  const { imported, code, list } = functionBodies(wasm);
  const parts = [uleb(list.length)];
  list.forEach(({ start, size }, i) => {
    // A body of no locals and `unreachable`: valid for any signature.
    if (ran.has(i + imported)) parts.push(uleb(size), wasm.subarray(start, start + size));
    else parts.push(Buffer.from([3, 0, 0x00, 0x0b]));
  });
  return withContent(code, Buffer.concat(parts));
}

const load = widget ? await widgetSizes(DIST) : await firstLoadSizes(DIST);
const main = load.find((f) => /^game2048-full-[0-9a-f]{16}_bg\.wasm$/.test(f.file));
// A widget's mounting is a chunk (`widget`): no widget plays without it, so it is let
// through, and counted in full as sizes.mjs counts it. The trace names a function by
// its index alone, and the chunk's run too: those indices count as the main module's,
// so a widget's floor is a little high (an upper bound).
const mounting = widget ? (await chunkSizes(DIST)).find((c) => c.name === 'widget')?.files ?? [] : [];
const wasm = await readFile(join(DIST, main.file));

const server = await serve(DIST, () => ({}), { [`${BASE}executed-host.html`]: HOST });
const browser = await launch();
let ran;
let fetched;
/** The chunks asked for before the first move, held until it was made (see below). */
const withheld = [];
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // A chunk asked for before the first move (the hosted page's own, which it asks for
  // once its game is on, and no move needs) comes once the trace is over: its
  // functions' indices would mix with the main module's. A first move that waited for
  // one would never come, and the run fail.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\.wasm$/, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop();
    if (file === main.file || mounting.includes(file)) return route.continue();
    withheld.push(file);
    await held;
    await route.continue().catch(() => {});
  });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'v8.wasm', transferMode: 'ReportEvents' });
  await page.goto(`${server.url}/${widget ? 'executed-host.html' : ''}`);
  await page.waitForFunction((inWidget) => (inWidget ? document.querySelector('game-2048')?.shadowRoot : document)?.querySelectorAll('.game2048 .tile').length >= 2, widget);
  if (widget) {
    const box = await page.locator('game-2048 .board').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  // Real key presses until `wanted` of them changed the board, read from the DOM (the
  // JS API would run code of its own; Playwright's selectors reach into the widget's
  // shadow root), a frame after each press.
  const board = async () => {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    return JSON.stringify(await domTiles(page));
  };
  let moved = 0;
  for (let i = 0; moved < wanted && i < 40 * wanted; i++) {
    const before = await board();
    await page.keyboard.press(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'][i % 4]);
    if ((await board()) !== before) moved++;
  }
  if (moved < wanted) throw new Error(`only ${moved} of ${wanted} moves changed the board`);
  await cdp.send('Tracing.end');
  await done;
  fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name.split('/').pop()));
  release();
  ran = new Set(events.filter((e) => e.name === 'wasm.CompileLazy').map((e) => e.args.func_index));
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
// Indices are the main module's only if no other wasm ran.
const others = fetched.filter((f) => f.endsWith('.wasm') && f !== main.file && !mounting.includes(f));
if (others.length > 0) throw new Error(`a chunk loaded too (${others.join(', ')}): its functions' indices would mix with the main module's`);

const { imported, list } = functionBodies(wasm);
const runBytes = list.reduce((sum, f, i) => sum + (ran.has(i + imported) ? f.size : 0), 0);
const allBytes = list.reduce((sum, f) => sum + f.size, 0);
const floor = gzip(onlyWhatRan(wasm, ran));
const total = load.reduce((sum, f) => sum + f.gzip, 0);
const kb = (n) => `${n.toLocaleString('en')} B`;
console.log(`A first visit in English${widget ? ', a host page with one widget' : ''}, to its first ${wanted === 1 ? 'move' : `${wanted} moves`} (${DIST}):`);
console.log(`  main-module functions run: ${ran.size} of ${list.length}, ${kb(runBytes)} of ${kb(allBytes)} of code (${((100 * runBytes) / allBytes).toFixed(0)}%)`);
console.log(`  the main module, gzip -9: ${kb(main.gzip)} as shipped; ${kb(floor)} with only what ran`);
console.log(`  ${widget ? "a widget's" : 'the'} first load (sizes.mjs): ${kb(total)} now; no split can bring it below ${kb(total - main.gzip + floor)}`);
if (mounting.length > 0) console.log(`  (the widget's mounting, ${mounting.length} files, ran too, and is counted in full: its functions' indices count as the main module's, so this floor is an upper bound)`);
if (withheld.length > 0) console.log(`  chunks asked for before the first move, held until it was made: ${withheld.join(', ')}`);

const names = functionNames(wasm);
// (Each named '?' in a build without names.)
const functions = list.map((f, i) => ({ size: f.size, ran: ran.has(i + imported), name: names.get(i + imported) ?? '?' }));
if (json) await writeFile(json, JSON.stringify(functions));
if (names.size > 0) {
  console.log('  (this build kept its functions\' names: the gzip figures above count them too)');
  const crates = new Map();
  for (const f of functions) {
    const crate = crateOf(f.name);
    if (!crates.has(crate)) crates.set(crate, { ran: 0, not: 0 });
    crates.get(crate)[f.ran ? 'ran' : 'not'] += f.size;
  }
  console.log('  by crate, bytes of code run / not run:');
  for (const [crate, c] of [...crates].sort((a, b) => b[1].ran + b[1].not - a[1].ran - a[1].not).slice(0, 15)) {
    console.log(`    ${crate.padEnd(24)} ${kb(c.ran).padStart(10)} / ${kb(c.not).padStart(10)}`);
  }
  for (const ranOrNot of [true, false]) {
    console.log(`  the largest functions ${ranOrNot ? 'run' : 'not run'}:`);
    for (const f of functions.filter((f) => f.ran === ranOrNot).sort((a, b) => b.size - a.size).slice(0, 15)) {
      console.log(`    ${kb(f.size).padStart(8)} ${f.name.slice(0, 110)}`);
    }
  }
}
