// What each split point waits for, by name (a report, not a test: it asserts nothing).
//   node tests/e2e/split-names.mjs [POINT...] [--wasm FILE] [--top N]
//
// The shipped chunks' functions have no names, and even a build that keeps them
// (`GAME2048_WASM_NAMES=1`) loses the shared chunks' once they are merged
// (scripts/merge-chunks.mjs). wasm-split-cli's own output keeps them. This runs
// wasm-split-cli on cargo's wasm (`FILE`, by default the release build's, which
// `trunk build --release` leaves in target/) into a temporary folder and prints, for
// each split point asked for (every one if none is): its own module, then each shared
// chunk it waits for, with the parts that share it (the splitter's comment in its
// loader) and its largest functions.
//
// It reads the splitter's output before this build's later steps (wasm-opt; a shared
// chunk of constant bytes written by the main module instead; merging), so its bytes
// are raw and more than what ships: it says what a part waits for and why, not how
// much. Two runs, before and after a change, show what a part newly waits for (how a
// language's chunk came to wait for `Method::name`, once only parts said it: issue
// 30, stop 71).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { functionBodies, functionNames } from '../../scripts/wasm-module.mjs';
import { CARGO_WASM } from './harness.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const wasm = option('wasm', CARGO_WASM);
const top = Number(option('top', 8));
const asked = args;

/** The loader's shared chunks ({ users }) and split points ({ deps }), by file name. */
function chunkMap(loader) {
  const shared = new Map();
  for (const m of loader.matchAll(/\/\* ([^*]*) \*\/\nconst __(chunk_\d+) = /g)) {
    shared.set(m[2], m[1].split(', '));
  }
  const points = new Map();
  const point = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\n\s*const src = fetch\(new URL\("\.\/([^"]+)"[\s\S]*?\n, \[([^\]]*)\]\)\);/g;
  for (const m of loader.matchAll(point)) {
    points.set(m[1], { file: m[2], deps: m[3] ? m[3].split(', ').map((d) => d.replace(/^__/, '')) : [] });
  }
  return { shared, points };
}

/** A module's functions, largest first: [{ name, size }], and their bytes in all. */
function functionsOf(file) {
  const bytes = readFileSync(file);
  const names = functionNames(bytes);
  const { imported, list } = functionBodies(bytes);
  const functions = list.map(({ size }, i) => ({ name: readable(names.get(imported + i) ?? `#${imported + i}`), size }));
  return { bytes: bytes.length, functions: functions.sort((a, b) => b.size - a.size) };
}

/** A legacy-mangled symbol as it reads, less its hash; others as they are. */
function readable(symbol) {
  if (!symbol.startsWith('_ZN')) return symbol;
  const parts = [];
  for (let at = 3; at < symbol.length && /\d/.test(symbol[at]); ) {
    const digits = /^\d+/.exec(symbol.slice(at))[0];
    at += digits.length;
    parts.push(symbol.slice(at, at + Number(digits)));
    at += Number(digits);
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1) ?? '')) parts.pop();
  return parts
    .join('::')
    .replace(/\$LT\$/g, '<')
    .replace(/\$GT\$/g, '>')
    .replace(/\$RF\$/g, '&')
    .replace(/\$u20\$/g, ' ')
    .replace(/\$u7b\$\$u7b\$closure\$u7d\$\$u7d\$/g, '{closure}')
    .replace(/\.\./g, '::');
}

function print(label, file, users) {
  const { bytes, functions } = functionsOf(file);
  console.log(`  ${label}: ${bytes} B raw, ${functions.length} functions${users ? `; shared by ${users.join(', ')}` : ''}`);
  for (const f of functions.slice(0, top)) console.log(`      ${String(f.size).padStart(6)}  ${f.name.slice(0, 150)}`);
}

const out = mkdtempSync(join(tmpdir(), 'game2048-split-names-'));
try {
  execFileSync('wasm-split-cli', [wasm, out, '--out-name', 'game2048-full'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const loader = readFileSync(join(out, readdirSync(out).find((f) => f.endsWith('.js'))), 'utf8');
  const { shared, points } = chunkMap(loader);
  const names = asked.length > 0 ? asked : [...points.keys()].sort();
  for (const name of names) {
    const point = points.get(name);
    if (!point) {
      console.log(`${name}: no such split point (${[...points.keys()].sort().join(', ')})`);
      continue;
    }
    console.log(`${name}: waits for ${point.deps.length} shared chunks`);
    print(point.file, join(out, point.file));
    for (const dep of point.deps) print(`${dep}.wasm`, join(out, `${dep}.wasm`), shared.get(dep));
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
