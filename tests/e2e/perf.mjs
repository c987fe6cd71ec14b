// Budgets of the hosted page, as figures (a report, not a test: it asserts nothing).
// Run after `trunk build --release`:  node tests/e2e/perf.mjs [--no-lighthouse]
//
// - first load: gzip -9 and brotli sizes of what a first visit loads (sizes.mjs; the
//   budget test fails past its budget), the wasm by section, and its code by crate
//   (from the names in cargo's own wasm, scaled to the shipped code section) so the
//   next cut is visible;
// - key press to DOM updated: time from dispatching a keydown to the moment the tiles
//   in the DOM show the engine's new state, over 300 moves;
// - long tasks (> 50 ms) while 1000 moves are played, one key per task;
// - Lighthouse (mobile, its default) scores, in the light and the dark theme;
// - the embed: what game2048-embed.js adds (gzip), and how many times the demo page's
//   three widgets download the wasm;
// - the AI in Chromium's wasm, at each strength: ms per decision as the page sees it
//   (hint() asked, answer back) and as the worker measures it, search depth and nodes per
//   second, over the decisions of a game played by its own hints;
// - a game's review (issue 18, item 4): a classic game of 2,000 moves (played by
//   autoplay at the fast strength, its win kept going) reviewed in the replay viewer,
//   from the click on Review to the summary (budget: 60 s).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CARGO_WASM, DIST, launch, openGame, serve } from './harness.mjs';
import { FIRST_LOAD_BUDGET, chunkSizes, everyChunkSizes, firstLoadSizes, gameSizes, gzip, widgetSizes } from './sizes.mjs';
import { crateOf, functionBodies, functionNames, sections } from '../../scripts/wasm-module.mjs';

/**
 * The shipped main module by section (raw, gzip), and its code by crate: each crate's
 * share of the function bodies in the main module split from cargo's wasm and bound by
 * wasm-bindgen (which keep the names that wasm-opt then strips), applied to the shipped
 * code section's gzip size.
 */
async function wasmBreakdown(wasmFile) {
  const shipped = await readFile(join(DIST, wasmFile));
  const bySection = sections(shipped).map((s) => ({
    name: s.name,
    raw: s.end - s.start,
    gzip: gzip(shipped.subarray(s.start, s.end)),
  }));
  let byCrate = null;
  try {
    const out = await mkdtemp(join(tmpdir(), 'game2048-names-'));
    // The main module as scripts/split-wasm.mjs makes it, before wasm-opt: split off the
    // chunks, then bind.
    const split = join(out, 'split');
    execFileSync('wasm-split-cli', [CARGO_WASM, split, '--out-name', 'main']);
    execFileSync('wasm-bindgen', ['--target', 'web', '--keep-lld-exports', '--no-typescript', '--out-dir', out, join(split, 'main.wasm')]);
    const named = await readFile(join(out, 'main_bg.wasm'));
    await rm(out, { recursive: true, force: true });
    const names = functionNames(named);
    const { imported, list } = functionBodies(named);
    const totals = new Map();
    let all = 0;
    for (const [i, { size }] of list.entries()) {
      const symbol = names.get(imported + i) ?? '?';
      if (symbol.includes('__wbindgen_describe')) continue;
      const crate = crateOf(symbol);
      totals.set(crate, (totals.get(crate) ?? 0) + size);
      all += size;
    }
    const shippedCode = bySection.find((s) => s.name === 'code');
    byCrate = [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([crate, size]) => ({ crate, share: size / all, gzip: (size / all) * shippedCode.gzip }));
  } catch (e) {
    byCrate = `(no breakdown by crate: ${e.message})`;
  }
  return { bySection, byCrate };
}

/** What loads each chunk that is not a part's (`web::chunks::Chunk`), by its name. */
const LOADED_BY = {
  frame: 'the first command posted to embed.html (the iframe protocol: web::chunks::answer_frame)',
  records: 'a visit with a game kept, which it reads (web::chunks::kept_game)',
  links: 'a page opened by a link, or whose link changes (web::chunks::read_link)',
  help: "the hosted page whose How to play differs from index.html's (web::chunks::how_to)",
  hands: 'a gamepad connected, a sound played (web::chunks::hands)',
  history: 'the kept games: the Games panel, and the first game finished (web::chunks::keep_history)',
  lines_en: "every game as it mounts, beside it; every part waits for it (English's lines: web::chunks::learn_english_lines)",
  page: 'the hosted page once its game is on: what it does beside its game (web::chunks::ask_page)',
  widget: "a widget's mounting: game2048-embed.js asks for it before it mounts one (web::chunks::load_widget)",
  api: "the JS API's methods: a script's first read of window.game2048, a widget host's of ready (web::chunks::load_api)",
  cold: "the main module's functions no first visit runs: every chunk but a language's words waits for it, so it comes with lines_en, and before a widget shows (scripts/cold-split.mjs)",
};

/** What loads a file of the game's build, from its name (scripts/split-wasm.mjs names them). */
function loadedBy(file) {
  const chunk = file.match(/-[0-9a-f]{16}-([a-z_0-9]+)\.wasm$/);
  if (chunk?.[1].startsWith('lang_')) return `a page or widget in "${chunk[1].slice(5)}" (web::chunks::learn)`;
  if (chunk?.[1].startsWith('chunk_')) return 'code several chunks share: loaded with the first of them';
  if (chunk && LOADED_BY[chunk[1]]) return LOADED_BY[chunk[1]];
  if (chunk) return `the first use of the part "${chunk[1]}" (app::model::parts)`;
  if (file.endsWith('-split.js')) return "the chunks' loader: imported by the glue";
  if (file.endsWith('-imports.js')) return "the glue's JS that only chunks call: fetched with lines_en, and with any chunk that calls it (scripts/lazy-imports.mjs)";
  return 'every page and every widget, before the game plays (the glue and the main module)';
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function latencies(page, game) {
  return page.evaluate(async (game) => {
    const keys = ['ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp'];
    const times = [];
    const board = () =>
      [...document.querySelectorAll('.tile:not([data-absorbed])')]
        .map((t) => `${t.dataset.id}:${t.dataset.value}@${t.dataset.row},${t.dataset.col}`)
        .sort()
        .join(' ');
    const expected = () => {
      const s = window.game2048.state();
      return s.board.join('/');
    };
    const domText = () => {
      const rows = Number(document.querySelector('.board').dataset.rows);
      const cols = Number(document.querySelector('.board').dataset.cols);
      const cells = Array(rows * cols).fill('.');
      document.querySelectorAll('.cell').forEach((c, i) => c.classList.contains('hole') && (cells[i] = 'X'));
      document.querySelectorAll('.tile:not([data-absorbed])').forEach((t) => {
        cells[Number(t.dataset.row) * cols + Number(t.dataset.col)] = t.dataset.value;
      });
      const out = [];
      for (let r = 0; r < rows; r++) out.push(cells.slice(r * cols, (r + 1) * cols).join(' '));
      return out.join('/');
    };
    await window.game2048.newGame({ ...game, seed: 1 });
    let n = 0;
    let presses = 0;
    while (times.length < 300) {
      if (window.game2048.state().status === 'over') await window.game2048.newGame({ ...game, seed: ++n });
      const before = board();
      const t0 = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[presses++ % 4], cancelable: true }));
      // Wait (in microtasks, never a timer) until the DOM shows the new state.
      let spins = 0;
      while (domText() !== expected() && spins++ < 1000) await Promise.resolve();
      const t1 = performance.now();
      if (board() !== before) times.push(t1 - t0);
      // Let the frame happen, as between real key presses.
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
    return times;
  }, game);
}

/**
 * What the game writes to localStorage per effective move: bytes (keys and values, as
 * UTF-16 code units) and the time of each synchronous setItem call, over `moves` moves.
 */
async function saves(page, game, moves = 200) {
  return page.evaluate(
    async ([game, moves]) => {
      const writes = [];
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        const t0 = performance.now();
        original.call(this, key, value);
        writes.push({ bytes: String(key).length + String(value).length, ms: performance.now() - t0 });
      };
      try {
        const keys = ['ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp'];
        await window.game2048.newGame({ ...game, seed: 3 });
        const perMove = [];
        let seed = 3;
        for (let i = 0; perMove.length < moves; i++) {
          if (window.game2048.state().status === 'over') await window.game2048.newGame({ ...game, seed: ++seed });
          const before = window.game2048.state().moves;
          writes.length = 0;
          const t0 = performance.now();
          window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[i % 4], cancelable: true }));
          const handler = performance.now() - t0;
          if (window.game2048.state().moves !== before)
            perMove.push({ bytes: writes.reduce((a, w) => a + w.bytes, 0), ms: writes.reduce((a, w) => a + w.ms, 0), handler });
          if (i % 8 === 0) await new Promise((r) => setTimeout(r, 0));
        }
        return perMove;
      } finally {
        Storage.prototype.setItem = original;
      }
    },
    [game, moves],
  );
}

/** A game object for a full rows x cols board. */
const square = (n) => ({ gridOptions: { gridBoolean: Array.from({ length: n }, () => Array(n).fill(1)) } });
/** `newGame` options: classic is a preset; 16x16 a custom game (the first one loads the
 *  readers of custom games, a chunk). */
const BOARDS = [
  ['4x4', { preset: 'classic' }],
  ['16x16', { game: square(16) }],
];

async function longTasks(page) {
  return page.evaluate(async () => {
    const long = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) long.push(e.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const keys = ['ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp'];
    window.game2048.newGame({ seed: 2 });
    let seed = 2;
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) {
      if (window.game2048.state().status === 'over') window.game2048.newGame({ seed: ++seed });
      window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[i % 4], cancelable: true }));
      // One key per task, as fast as tasks come.
      await new Promise((r) => setTimeout(r, 0));
    }
    const elapsed = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 100));
    observer.disconnect();
    return { long, elapsed };
  });
}

/**
 * The AI's decisions in the browser: a game on `game` is played by its own hints for
 * `decisions` moves at `strength`. The page's Worker is wrapped (before any script runs)
 * to keep the worker's own report of each answer: its thinking time, depth and nodes.
 */
async function aiDecisions(browser, url, game, strength, decisions) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => {
    const Native = window.Worker;
    window.__aiReports = [];
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        // A reply is the versioned JSON text of game2048_ai::protocol::Reply.
        this.addEventListener('message', (e) => {
          let reply;
          try {
            reply = typeof e.data === 'string' ? JSON.parse(e.data) : null;
          } catch {
            return;
          }
          if (reply?.kind === 'decided') window.__aiReports.push({ ms: reply.micros / 1000, depth: reply.depth, nodes: reply.nodes });
        });
      }
    };
  });
  const page = await openGame(context, url);
  const result = await page.evaluate(
    async ({ game, strength, decisions }) => {
      const api = window.game2048;
      // autoplay's options set the strength hints use; it is switched off at once.
      api.autoplay(true, { strength, speed: 'relaxed' });
      api.autoplay(false);
      api.newGame({ game, seed: 5 });
      await api.hint(); // the worker's start-up is not a decision
      window.__aiReports.length = 0;
      const roundTrips = [];
      while (roundTrips.length < decisions) {
        const t0 = performance.now();
        const direction = await api.hint();
        roundTrips.push(performance.now() - t0);
        if (direction === null) break;
        api.move(direction);
      }
      return { roundTrips, reports: window.__aiReports.slice(), top: Math.max(...api.state().board.flatMap((r) => r.split(' ').map(Number).filter((v) => !Number.isNaN(v)))) };
    },
    { game, strength, decisions },
  );
  await context.close();
  return result;
}

/** A minute of autoplay as fast as it thinks on `game`: moves made and long tasks seen. */
async function autoplayMinute(browser, url, game) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await openGame(context, url);
  const report = await page.evaluate(async (game) => {
    const api = window.game2048;
    api.newGame({ game, seed: 6 });
    await api.hint(); // the worker's start-up is not play
    const long = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(e.duration)));
    observer.observe({ type: 'longtask' });
    let games = 1;
    const start = api.state().moves;
    let moves = 0;
    api.autoplay(true, { speed: 'fastest', strength: 'fast' });
    await new Promise((resolve) => {
      const t0 = performance.now();
      const check = () => {
        if (performance.now() - t0 > 60000) return resolve();
        // A game that ends (or wins: autoplay stops at the overlay) starts anew.
        if (!api.state().autoplay) {
          moves += api.state().moves - (games === 1 ? start : 0);
          games += 1;
          api.newGame({ game, seed: 6 + games });
          api.autoplay(true, { speed: 'fastest', strength: 'fast' });
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    api.autoplay(false);
    moves += api.state().moves - (games === 1 ? start : 0);
    observer.disconnect();
    return { long, moves, games };
  }, game);
  await context.close();
  return report;
}

/**
 * A classic game of at least `moves` moves, played by autoplay as fast as it thinks at
 * the fast strength (a win is kept going), as its record; seeds are tried in turn until
 * one lasts that long. Then that record's review, timed from the click on Review to
 * the summary. Returns { moves, ms, summary }.
 */
async function reviewBench(browser, url, moves) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, serviceWorkers: 'block' });
  let record = null;
  let played = 0;
  for (let seed = 1; seed <= 8 && !record; seed++) {
    const page = await openGame(context, `${url}?seed=${seed}`);
    await page.evaluate(() => window.game2048.hint());
    for (;;) {
      await page.evaluate(() => window.game2048.autoplay(true, { speed: 'fastest', strength: 'fast' }));
      await page.waitForFunction((n) => {
        const s = window.game2048.state();
        return s.moves >= n || !s.autoplay;
      }, moves, { timeout: 0, polling: 200 });
      const s = await page.evaluate(() => window.game2048.state());
      if (s.moves >= moves || s.status === 'over') break;
      // Autoplay stops at the win: keep going, as a player does.
      await page.getByRole('button', { name: 'Keep going' }).click();
    }
    await page.evaluate(() => window.game2048.autoplay(false));
    const s = await page.evaluate(() => window.game2048.state());
    played = s.moves;
    if (s.moves >= moves) record = await page.evaluate(() => window.game2048.record());
    await page.close();
  }
  if (!record) {
    await context.close();
    return { moves: played, ms: NaN, summary: 'no game lasted long enough' };
  }
  const page = await openGame(context, `${url}#replay=${record}`);
  const bar = page.locator('.replay');
  const t0 = Date.now();
  await bar.getByRole('button', { name: 'Review', exact: true }).click();
  const summary = bar.locator('.review p[role=status]');
  await summary.waitFor({ timeout: 0 });
  const ms = Date.now() - t0;
  const said = await summary.textContent();
  await context.close();
  return { moves: played, ms, summary: said };
}

/** Lighthouse's scores; `flags` go to Chromium (the dark run forces a dark colour scheme). */
async function lighthouseScores(url, flags = []) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', ...flags],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const scores = {};
    for (const [id, cat] of Object.entries(result.lhr.categories)) scores[id] = Math.round(cat.score * 100);
    const failing = [];
    for (const cat of Object.values(result.lhr.categories))
      for (const ref of cat.auditRefs) {
        const audit = result.lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${cat.id}: ${ref.id} (${audit.displayValue ?? audit.score})`);
      }
    return { scores, failing };
  } finally {
    await chrome.kill();
  }
}

const sizes = await firstLoadSizes();
const total = sizes.reduce((a, s) => a + s.gzip, 0);
const totalBrotli = sizes.reduce((a, s) => a + s.brotli, 0);
console.log('First load (gzip -9 / brotli):');
for (const s of sizes)
  console.log(`  ${s.file.padEnd(40)} ${String(s.raw).padStart(8)} raw ${String(s.gzip).padStart(8)} gzip ${String(s.brotli).padStart(8)} brotli`);
console.log(
  `  total ${total} bytes = ${(total / 1024).toFixed(1)} KB gzip, ${(totalBrotli / 1024).toFixed(1)} KB brotli (budget ${FIRST_LOAD_BUDGET / 1024} KB gzip): ${total <= FIRST_LOAD_BUDGET ? 'within' : 'OVER by ' + ((total - FIRST_LOAD_BUDGET) / 1024).toFixed(1) + ' KB'}`,
);
console.log("The chunk map: the game's files (scripts/split-wasm.mjs), each with what loads it:");
for (const s of await gameSizes())
  console.log(`  ${s.file.padEnd(48)} ${String(s.raw).padStart(8)} raw ${String(s.gzip).padStart(8)} gzip ${String(s.brotli).padStart(8)} brotli  ${loadedBy(s.file)}`);
console.log('Each chunk as its loader fetches it, with the shared chunks it waits for (gzip):');
for (const c of await chunkSizes()) console.log(`  ${c.name.padEnd(10)} ${String(c.gzip).padStart(8)} in ${c.files.length} files`);
for (const lang of ['de', 'ru']) {
  const every = await everyChunkSizes(lang);
  console.log(`Every chunk a player can load in "${lang}" (the first load, every part, the panels' stylesheet): ${every.reduce((sum, s) => sum + s.gzip, 0)} B gzip in ${every.length} files`);
}
const widget = await widgetSizes();
console.log(`A host page's widget before it plays: ${widget.reduce((sum, s) => sum + s.gzip, 0)} B gzip (${widget.map((s) => `${s.file} ${s.gzip}`).join(', ')})`);
const wasm = sizes.find((s) => s.file.endsWith('.wasm'));
const { bySection, byCrate } = await wasmBreakdown(wasm.file);
console.log('  wasm by section (raw, gzip of the section alone):');
for (const s of bySection.filter((s) => s.raw > 64)) console.log(`    ${s.name.padEnd(24)} ${String(s.raw).padStart(8)} ${String(s.gzip).padStart(8)}`);
if (typeof byCrate === 'string') console.log(`  ${byCrate}`);
else {
  console.log('  wasm code by crate (share of function bodies; KB of the code section\'s gzip):');
  for (const c of byCrate.filter((c) => c.share >= 0.005))
    console.log(`    ${c.crate.padEnd(24)} ${(c.share * 100).toFixed(1).padStart(5)}%  ${(c.gzip / 1024).toFixed(1).padStart(5)} KB`);
}

const server = await serve();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await openGame(context, server.url + '/');
  for (const [name, game] of BOARDS) {
    const times = (await latencies(page, game)).sort((a, b) => a - b);
    console.log(
      `Key press to DOM updated, ${name}, over ${times.length} moves: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms (budget p95 <= 4 ms)`,
    );
  }
  for (const [name, game] of BOARDS) {
    const perMove = await saves(page, game);
    const bytes = perMove.map((m) => m.bytes).sort((a, b) => a - b);
    const ms = perMove.map((m) => m.ms).sort((a, b) => a - b);
    const handler = perMove.map((m) => m.handler).sort((a, b) => a - b);
    const mean = bytes.reduce((a, b) => a + b, 0) / bytes.length;
    console.log(
      `Saves, ${name}, over ${perMove.length} moves: ${mean.toFixed(0)} chars written per move (mean), p50 ${percentile(bytes, 50)}, max ${bytes[bytes.length - 1]}; ` +
        `setItem time per move p50 ${percentile(ms, 50).toFixed(3)} ms, p95 ${percentile(ms, 95).toFixed(3)} ms; ` +
        `whole key handler (update + save) p50 ${percentile(handler, 50).toFixed(2)} ms, p95 ${percentile(handler, 95).toFixed(2)} ms`,
    );
  }
  const embed = gzip(await readFile(join(DIST, 'game2048-embed.js')));
  console.log(`Embed entry game2048-embed.js: ${embed} bytes gzip on top of the game and the stylesheets (budget 5 KB)`);
  // A context of its own, without the hosted page's service worker (which would serve
  // the wasm from its cache): the question is how often the page downloads it.
  const demoContext = await browser.newContext({ serviceWorkers: 'block' });
  const demo = await demoContext.newPage();
  // Requests of the main module (`_bg.wasm`), and of the chunks the demo's widgets need
  // (their languages, the readers of custom games...), each counted apart.
  const fetched = (main) => [...server.requests.entries()].filter(([p]) => p.endsWith('.wasm') && p.endsWith('_bg.wasm') === main).reduce((a, [, n]) => a + n, 0);
  const before = [fetched(true), fetched(false)];
  await demo.goto(server.url + '/embed-demo.html');
  await demo.waitForFunction(() => customElements.get('game-2048'));
  const widgets = await demo.evaluate(async () => {
    const all = [...document.querySelectorAll('game-2048')];
    await Promise.all(all.map((g) => g.ready));
    return all.length;
  });
  const mainFetches = fetched(true) - before[0];
  const chunkFetches = fetched(false) - before[1];
  console.log(`Embed demo: ${widgets} widgets, ${mainFetches} download(s) of the main module (budget: 1) and one module instance; ${chunkFetches} chunk(s) the widgets need`);
  await demoContext.close();
  const { long, elapsed } = await longTasks(page);
  console.log(
    `1000 moves, one key per task, in ${elapsed.toFixed(0)} ms: ${long.length} long tasks over 50 ms${long.length ? ' (longest ' + Math.max(...long).toFixed(0) + ' ms)' : ''} (budget: none)`,
  );
  await context.close();
  for (const [name, game, strength, decisions] of [
    ['4x4', {}, 'fast', 400],
    ['4x4', {}, 'strong', 100],
    ['8x8', square(8), 'fast', 100],
  ]) {
    const { roundTrips, reports, top } = await aiDecisions(browser, server.url + '/', game, strength, decisions);
    const trips = [...roundTrips].sort((a, b) => a - b);
    const thinking = reports.map((r) => r.ms).sort((a, b) => a - b);
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const nodes = reports.reduce((a, r) => a + r.nodes, 0);
    const depths = reports.map((r) => r.depth).sort((a, b) => a - b);
    console.log(
      `AI in Chromium wasm, ${name} ${strength}, ${trips.length} decisions (top tile ${top}): ` +
        `hint() round trip mean ${mean(trips).toFixed(2)} ms, p95 ${percentile(trips, 95).toFixed(2)} ms; ` +
        `worker thinking mean ${mean(thinking).toFixed(2)} ms; depth p50 ${percentile(depths, 50)}, max ${depths[depths.length - 1]}; ` +
        `${((nodes / thinking.reduce((a, b) => a + b, 0)) * 1000 / 1e6).toFixed(2)} M nodes/s`,
    );
  }
  for (const [name, game] of [
    ['4x4', {}],
    ['8x8', square(8)],
  ]) {
    const { long, moves, games } = await autoplayMinute(browser, server.url + '/', game);
    console.log(
      `Autoplay for 60 s, ${name}, fastest, fast strength: ${moves} moves in ${games} game(s), ` +
        `${long.filter((d) => d > 50).length} long tasks over 50 ms${long.length ? ' (longest ' + Math.max(...long).toFixed(0) + ' ms)' : ''} (budget: none)`,
    );
  }
  {
    const { moves, ms, summary } = await reviewBench(browser, server.url + '/', 2000);
    console.log(
      `Review of a ${moves}-move classic game at the fast strength (20,000 positions a move): ` +
        `${(ms / 1000).toFixed(1)} s, ${(ms / moves).toFixed(2)} ms a move (budget: 60 s for 2,000 moves); "${summary}"`,
    );
  }
  if (!process.argv.includes('--no-lighthouse')) {
    for (const [theme, flags] of [
      ['light', []],
      // Both switches make prefers-color-scheme: dark in Debian's Chromium (checked).
      ['dark', ['--force-dark-mode', '--blink-settings=preferredColorScheme=0']],
    ]) {
      const { scores, failing } = await lighthouseScores(server.url + '/', flags);
      console.log(`Lighthouse (mobile), ${theme} theme: ${JSON.stringify(scores)} (budget: performance >= 95, others 100)`);
      for (const f of failing) console.log(`  not full marks: ${f}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
