// Shared chunks merged into fewer files (issue 30): the splitter writes one chunk for
// each set of split points that share code (wasm-split-prototype#65: "many tiny
// chunks"), so a part of the game fetched up to 49 files, half of them a few functions
// of under 100 bytes. Each file costs a request, and about 140 B of gzip beyond its
// code (the gzip frame, the module's preamble, its imports of the main module's
// memory, table and stack pointer). Two shared chunks are merged when the parts that
// load both save more than the parts that load one of them pay for the other's code;
// merging goes on while any such pair is left (`plan`).
//
// A shared chunk only writes into what the main module shares: its functions into
// table slots and its bytes into memory, both at fixed places. So a merged file writes
// what each of its chunks wrote (`merge`: binaryen's wasm-merge, then the imports that
// name the same thing made one), and the loader's entries of the chunks merged into
// the first become that one (`aliasInLoader`): one fetch, one instantiation, whoever
// asks first.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { FEATURE_FLAGS, fromText, toText } from './binaryen.mjs';
import { EMPTY_FETCHER, fetcherPattern } from './data-chunks.mjs';

/** What a shared chunk's file costs in gzip -9 beyond its code and data (measured on the
 *  build's smallest chunks: 93 B of module, 157 B gzipped, of which 15 B are code). */
export const FILE_COST = 140;

/** What a file fewer is worth to a part that loads both chunks: its bytes, and a request
 *  (on slow 4G a round trip, over HTTP/1.1's six connections a queue). Counted as 160 B
 *  more than the bytes, every part's first use stays within 0.4% of the bytes a plan of
 *  bytes alone gives, in a quarter fewer files (measured with Export and Import still
 *  in the Games panel's part: Games 18 files, not 23). */
export const FILE_WORTH = 300;

/** A shared chunk's loader entry as the splitter writes it: its name and its file. */
const ENTRY = new RegExp(String.raw`const (__chunk_\d+) = makeLoad\(${fetcherPattern(String.raw`(chunk_\d+\.wasm)`)}\s*,\s*\[\]\);`, 'g');

/** A split point's loader, with the shared chunks it waits for. */
const SPLIT = new RegExp(
  String.raw`const (__wasm_split_load_\w+) = wrapAsyncCb\(makeLoad\((?:${fetcherPattern(String.raw`split_\w+\.wasm`)}|${EMPTY_FETCHER.replace(/[()[\]{}.*+?^$|\\]/g, '\\$&')})\s*,\s*\[([^\]]*)\]\)\)`,
  'g',
);

/**
 * The shared chunks that `loader` fetches (those not emptied: `data-chunks.mjs`), each
 * with the split points that wait for it: Map(file -> { entry, users: Set(split) }).
 */
export function sharedChunks(loader) {
  const chunks = new Map();
  const byEntry = new Map();
  for (const [, entry, file] of loader.matchAll(ENTRY)) {
    const chunk = { entry, users: new Set() };
    chunks.set(file, chunk);
    byEntry.set(entry, chunk);
  }
  for (const [, split, deps] of loader.matchAll(SPLIT)) {
    for (const dep of deps.split(',').map((d) => d.trim()).filter(Boolean)) byEntry.get(dep)?.users.add(split);
  }
  return chunks;
}

/**
 * Which shared chunks to merge: `chunks` is [{ file, size (gzip B), users: Set }]; the
 * answer is the groups of two or more, each to become one file. Greedy: the pair whose
 * merge saves the most over all split points (each loading what it loads now: a file
 * fewer is worth `fileWorth`, another's code costs its bytes) is merged first, until no
 * merge saves any.
 */
export function plan(chunks, fileCost = FILE_COST, fileWorth = FILE_WORTH) {
  let groups = chunks.map((c) => ({ files: [c.file], size: c.size, users: c.users }));
  // What merging `a` and `b` changes, summed over the split points that load either.
  const change = (a, b) => {
    let delta = 0;
    for (const user of new Set([...a.users, ...b.users])) {
      const [inA, inB] = [a.users.has(user), b.users.has(user)];
      delta += inA && inB ? -fileWorth : (inA ? b.size : a.size) - fileCost;
    }
    return delta;
  };
  for (;;) {
    let best = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const delta = change(groups[i], groups[j]);
        if (delta < 0 && (best === null || delta < best.delta)) best = { i, j, delta };
      }
    }
    if (best === null) break;
    const [a, b] = [groups[best.i], groups[best.j]];
    groups = groups.filter((_, k) => k !== best.i && k !== best.j);
    groups.push({ files: [...a.files, ...b.files], size: a.size + b.size - fileCost, users: new Set([...a.users, ...b.users]) });
  }
  // Each group in the order of `chunks` (the loader's): its first is defined first.
  const order = new Map(chunks.map((c, i) => [c.file, i]));
  return groups.filter((g) => g.files.length > 1).map((g) => g.files.sort((a, b) => order.get(a) - order.get(b)));
}

/**
 * Merges the shared chunks at `paths` into one module at `out` (wasm-merge keeps each
 * input's imports, so the merged module imports the memory, the table and the stack
 * pointer once per input: those that name the same import are made one, in its text).
 * (wasm-merge is the command; the text and back are binaryen's, in this process.)
 */
export async function merge(paths, out) {
  const flags = [...FEATURE_FLAGS, '--enable-multimemory'];
  execFileSync('wasm-merge', [...flags, ...paths.flatMap((p, i) => [p, `m${i}`]), '-o', out], { stdio: ['ignore', 'pipe', 'inherit'] });
  await writeFile(out, fromText(oneImportEach(toText(await readFile(out)))));
}

/**
 * `wat` (binaryen's text) with each import that names the same (module, name, kind)
 * as an earlier one removed, and references to it made to the first.
 */
export function oneImportEach(wat) {
  const first = new Map();
  const renamed = new Map();
  const lines = wat.split('\n').filter((line) => {
    const m = line.match(/^\s*\(import "([^"]*)" "([^"]*)" \((\w+) (\$[^\s()]+)/);
    if (!m) return true;
    const key = `${m[1]}\0${m[2]}\0${m[3]}`;
    if (!first.has(key)) {
      first.set(key, m[4]);
      return true;
    }
    renamed.set(m[4], first.get(key));
    return false;
  });
  if (renamed.size === 0) return wat;
  // `$name` up to where a name ends: never a prefix of a longer one.
  const names = [...renamed.keys()].map((n) => n.replace(/[$.*+?^{}()|[\]\\]/g, '\\$&'));
  const ref = new RegExp(`(${names.join('|')})(?![^\\s()"])`, 'g');
  return lines.join('\n').replace(ref, (n) => renamed.get(n));
}

/**
 * `loader` with the entries of `group`'s later chunks made its first's: every split
 * point that waited for any of them waits for the first, whose file is the merged one.
 */
export function aliasInLoader(loader, group) {
  const entries = new Map([...loader.matchAll(ENTRY)].map((m) => [m[2], { entry: m[1], text: m[0] }]));
  const [first, ...rest] = group.map((file) => {
    const found = entries.get(file);
    if (!found) throw new Error(`merge-chunks: the loader has no entry that fetches ${file}`);
    return found;
  });
  let out = loader;
  for (const chunk of rest) {
    // (The first is defined before the rest: `plan` keeps the loader's order.)
    if (out.indexOf(chunk.text) < out.indexOf(first.text)) throw new Error(`merge-chunks: ${chunk.entry} comes before ${first.entry}`);
    out = out.replace(chunk.text, () => `const ${chunk.entry} = ${first.entry};`);
  }
  return out;
}

/** gzip -9 of a file, as the budgets count it. */
export async function gzipSize(path) {
  return gzipped(await readFile(path));
}

/** gzip -9 of `bytes`, as the budgets count it. */
export const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;
