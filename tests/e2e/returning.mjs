// The returning visitor, side by side with the original (a benchmark that prints figures;
// it asserts nothing). It measures as ../shared/bench/side-by-side.mjs --repeat does: each
// round opens a fresh context, visits the page unthrottled, waits up to 5 s for a service
// worker to be registered and ready, then reloads it with the cache on, slow 4G and the
// CPU slowed 4x, and times navigation to tiles and to the first key that moves a tile.
//
// What it adds, to show where the shared bench's gap comes from:
// - `--settle A,B,...`: after the first visit, wait this many ms more before the measured
//   visit, the same for both pages (0 is the shared bench). A page with no service worker
//   is measured after the 5 s wait for one; ours right after its worker is ready.
// - "omnibox": the CPU time that Chromium's own top-chrome WebUI renderer used during each
//   measured visit (Linux /proc, 10 ms ticks). In headless Chromium every new window
//   preloads its omnibox popup (chrome://omnibox-popup.top-chrome) in a renderer of its own
//   during its first second or so; on a 2-core machine that takes CPU from whichever page
//   is measured then.
// - A control, "original+sw": the original itself with nothing added but what offline
//   play needs, a cache-first service worker that precaches its files, registered on load
//   (written to a temporary copy). Against the plain original it shows what this way of
//   measuring does to any page with a service worker, whatever it is built with.
//
// Run from the project root, with ../shared beside it (as for the shared bench):
//   node tests/e2e/returning.mjs [--rounds 8] [--settle 0,3000] [--anchor DIR]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { DIST, ROOT, SLOW_4G } from './harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const rounds = Number(arg('rounds', 8));
const settles = arg('settle', '0,3000').split(',').map(Number);
const bench = join(ROOT, '..', 'shared', 'bench');
const anchorDir = arg('anchor', join(ROOT, '..', 'shared', 'anchors', 'original-2048'));
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

// gzserve.py, as the shared bench serves both pages (gzip, Cache-Control: max-age=600).
const serve = (dir, port) =>
  spawn('python3', [join(bench, 'gzserve.py'), String(port), dir], { stdio: 'ignore', env: { ...process.env, GZSERVE_MAX_AGE: '600' } });

/** A copy of `dir` whose page registers, on load, a cache-first worker precaching every file. */
function withServiceWorker(dir) {
  const copy = mkdtempSync(join(tmpdir(), 'original-sw-'));
  cpSync(dir, copy, { recursive: true, dereference: true });
  const entries = readdirSync(copy, { recursive: true, withFileTypes: true });
  // The shared anchor is read-only, and so is a copy of it: make the copy writable.
  chmodSync(copy, 0o755);
  for (const entry of entries) chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => `./${relative(copy, join(entry.parentPath, entry.name))}`);
  const worker = `const FILES = ${JSON.stringify(['./', ...files])};
self.addEventListener('install', (e) => e.waitUntil(caches.open('control').then((c) => c.addAll(FILES))));
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => {
  if (e.request.method === 'GET') e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((r) => r ?? fetch(e.request)));
});
`;
  writeFileSync(join(copy, 'sw.js'), worker);
  const page = join(copy, 'index.html');
  const html = readFileSync(page, 'utf8');
  if (!html.includes('</body>')) throw new Error(`${page} has no </body> to register a worker before`);
  const register = `<script>addEventListener('load', () => navigator.serviceWorker?.register('./sw.js').catch(() => {}));</script>`;
  writeFileSync(page, html.replace('</body>', `${register}\n</body>`));
  return copy;
}

const port = 20000 + Math.floor(Math.random() * 20000);
const control = withServiceWorker(anchorDir);
const servers = [serve(DIST, port), serve(anchorDir, port + 1), serve(control, port + 2)];
await sleep(1000);

/** Each page: its URL, what counts as its tiles, and a signature of the board. */
const PAGES = {
  ours: {
    url: `http://127.0.0.1:${port}/`,
    tiles: '.game2048 .tile',
    sig: () => [...document.querySelectorAll('.game2048 .tile:not([data-absorbed])')].map((e) => `${e.dataset.value}@${e.dataset.row},${e.dataset.col}`).sort().join(' '),
  },
  anchor: {
    url: `http://127.0.0.1:${port + 1}/`,
    tiles: '.tile-container .tile',
    sig: () => [...document.querySelectorAll('.tile-container .tile')].map((e) => (e.className.match(/tile-position-\d+-\d+/) ?? [''])[0]).sort().join(' '),
  },
};
PAGES['original+sw'] = { ...PAGES.anchor, url: `http://127.0.0.1:${port + 2}/` };

// Launched as the shared bench launches it.
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const results = [];

/** CPU time (ms) used so far by Chromium's top-chrome WebUI renderers (Linux /proc). */
function webuiCpu() {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--top-chrome-webui')) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * TICK_MS;
}

/** One measured returning visit of `name` after `settle` ms; its figures. */
async function visit(name, settle) {
  const page = PAGES[name];
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await tab.goto(page.url);
  await tab.waitForFunction((sel) => document.querySelectorAll(sel).length >= 2, page.tiles);
  await tab.evaluate(async () => {
    if (!navigator.serviceWorker) return;
    for (let i = 0; i < 50 && !(await navigator.serviceWorker.getRegistration()); i++) await new Promise((r) => setTimeout(r, 100));
    if (await navigator.serviceWorker.getRegistration()) await navigator.serviceWorker.ready;
  });
  await sleep(settle);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const webuiBefore = webuiCpu();
  await tab.goto(page.url, { waitUntil: 'commit' });
  await tab.waitForFunction((sel) => document.querySelectorAll(sel).length >= 2, page.tiles, { polling: 'raf' });
  const tiles = await tab.evaluate(() => performance.now());
  const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
  let load = null;
  for (let i = 0; i < 400 && load === null; i++) {
    const before = await tab.evaluate(page.sig);
    await tab.keyboard.press(keys[i % 4]);
    await tab.waitForTimeout(20);
    if ((await tab.evaluate(page.sig)) !== before) load = await tab.evaluate(() => performance.now());
  }
  results.push({ name, settle, tiles, load, webui: webuiCpu() - webuiBefore });
  await context.close();
}

try {
  for (let round = 0; round < rounds; round++) {
    for (const settle of settles) {
      for (const name of Object.keys(PAGES)) await visit(name, settle);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
  rmSync(control, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Returning visitor, slow 4G, CPU x4, ${rounds} rounds (medians, ms; "omnibox": CPU time of Chromium's`);
console.log('own top-chrome WebUI renderer during the measured visit, from /proc in 10 ms ticks)');
for (const settle of settles) {
  const of = (name, key) => median(results.filter((r) => r.name === name && r.settle === settle).map((r) => r[key]));
  for (const name of Object.keys(PAGES)) {
    console.log(`  settle ${String(settle).padStart(5)} ${name.padEnd(11)} tiles ${of(name, 'tiles').toFixed(1)}  first move ${of(name, 'load').toFixed(1)}  omnibox ${of(name, 'webui').toFixed(0)}`);
  }
  for (const name of ['ours', 'original+sw']) {
    console.log(`  settle ${String(settle).padStart(5)} ratio ${name}/anchor, first move: ${(of(name, 'load') / of('anchor', 'load')).toFixed(2)}`);
  }
}
