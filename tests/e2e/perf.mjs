// Budgets of the hosted page, as figures (a report, not a test: it asserts nothing).
// Run after `trunk build --release`:  node tests/e2e/perf.mjs [--no-lighthouse]
//
// - first load: gzip -9 size of html + js + wasm + css in dist/ (fonts excluded);
// - key press to DOM updated: time from dispatching a keydown to the moment the tiles
//   in the DOM show the engine's new state, over 300 moves;
// - long tasks (> 50 ms) while 1000 moves are played, one key per task;
// - Lighthouse (mobile, its default) scores;
// - the embed: what game2048-embed.js adds (gzip), and how many times the demo page's
//   three widgets download the wasm.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, launch, openGame, serve } from './harness.mjs';

const budgetKb = 90;

async function firstLoadSizes() {
  const files = (await readdir(DIST)).filter((f) => ['.html', '.js', '.wasm', '.css'].includes(extname(f)));
  const sizes = [];
  for (const f of files.filter((f) => !f.includes('embed'))) {
    const body = await readFile(join(DIST, f));
    sizes.push({ file: f, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes;
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
    window.game2048.newGame({ game, seed: 1 });
    let n = 0;
    let presses = 0;
    while (times.length < 300) {
      if (window.game2048.state().status === 'over') window.game2048.newGame({ game, seed: ++n });
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
        window.game2048.newGame({ game, seed: 3 });
        const perMove = [];
        let seed = 3;
        for (let i = 0; perMove.length < moves; i++) {
          if (window.game2048.state().status === 'over') window.game2048.newGame({ game, seed: ++seed });
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
const BOARDS = [
  ['4x4', {}],
  ['16x16', square(16)],
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

async function lighthouseScores(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
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
console.log('First load (gzip -9):');
for (const s of sizes) console.log(`  ${s.file.padEnd(44)} ${String(s.raw).padStart(8)} raw ${String(s.gzip).padStart(8)} gzip`);
console.log(`  total ${(total / 1024).toFixed(1)} KB gzip (budget ${budgetKb} KB): ${total / 1024 <= budgetKb ? 'within' : 'OVER by ' + (total / 1024 - budgetKb).toFixed(1) + ' KB'}`);

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
  const embed = gzipSync(await readFile(join(DIST, 'game2048-embed.js')), { level: 9 }).length;
  console.log(`Embed entry game2048-embed.js: ${embed} bytes gzip on top of the hosted page's files (budget 5 KB)`);
  const demo = await context.newPage();
  const before = [...server.requests.entries()].filter(([p]) => p.endsWith('.wasm')).reduce((a, [, n]) => a + n, 0);
  await demo.goto(server.url + '/embed-demo.html');
  await demo.waitForFunction(() => customElements.get('game-2048'));
  const widgets = await demo.evaluate(async () => {
    const all = [...document.querySelectorAll('game-2048')];
    await Promise.all(all.map((g) => g.ready));
    return all.length;
  });
  const wasmFetches = [...server.requests.entries()].filter(([p]) => p.endsWith('.wasm')).reduce((a, [, n]) => a + n, 0) - before;
  console.log(`Embed demo: ${widgets} widgets, ${wasmFetches} wasm download(s) and one module instance (budget: 1)`);
  await demo.close();
  const { long, elapsed } = await longTasks(page);
  console.log(
    `1000 moves, one key per task, in ${elapsed.toFixed(0)} ms: ${long.length} long tasks over 50 ms${long.length ? ' (longest ' + Math.max(...long).toFixed(0) + ' ms)' : ''} (budget: none)`,
  );
  await context.close();
  if (!process.argv.includes('--no-lighthouse')) {
    const { scores, failing } = await lighthouseScores(server.url + '/');
    console.log(`Lighthouse (mobile): ${JSON.stringify(scores)} (budget: performance >= 95, others 100)`);
    for (const f of failing) console.log(`  not full marks: ${f}`);
  }
} finally {
  await browser.close();
  await server.close();
}
