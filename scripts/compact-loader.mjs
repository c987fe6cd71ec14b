// The chunks' loader written short, the split step's last change to it (release builds):
// the loader is on every first load and every widget's, before the game plays.
//
// wasm-split-cli writes each chunk's fetcher out whole (five lines around its file's
// URL), and the steps before this leave names behind: a shared chunk merged into another
// is an alias of it (merge-chunks.mjs), one whose bytes went into the main module fetches
// nothing (data-chunks.mjs). Here each fetcher becomes one call of a function that makes
// it, aliases and empty chunks leave the lists of what each split point waits for, and
// their definitions go: at stop 58 the loader went from 16.0 KB to 7.8 KB, and from 2.0
// to 1.2 KB gzip.
//
// Must never: change what is fetched, when, or in what order a split point's chunks are
// instantiated before it; each file stays named once, as `new URL("./<file>",
// import.meta.url)`, where the split step names it and bundlers find it.
import { EMPTY_FETCHER, fetcherPattern } from './data-chunks.mjs';

/** The function each fetcher becomes a call of (a declaration: hoisted). */
export const FETCHER_FUNCTION = 'fetchChunk';

const FETCHER = new RegExp(fetcherPattern(String.raw`([\w.-]+\.wasm)`), 'g');
const ALIAS = /const (__chunk_\d+) = (__chunk_\d+);\n?/g;
const EMPTY = new RegExp(String.raw`const (__chunk_\d+) = makeLoad\(${EMPTY_FETCHER.replace(/[()[\]{}.*+?^$|\\]/g, '\\$&')}\s*,\s*\[\]\);\n?`, 'g');
const WAITS = /, \[((?:__chunk_\d+(?:, )?)*)\]/g;

/** `loader` (the splitter's, after the merges and the data chunks) written short. */
export function compactLoader(loader) {
  const aliases = new Map([...loader.matchAll(ALIAS)].map((m) => [m[1], m[2]]));
  const empty = new Set([...loader.matchAll(EMPTY)].map((m) => m[1]));
  const resolve = (name) => {
    while (aliases.has(name)) name = aliases.get(name);
    return name;
  };
  let out = loader.replace(ALIAS, '').replace(EMPTY, '');
  out = out.replace(WAITS, (_, list) => {
    const waits = [...new Set(list.split(', ').filter(Boolean).map(resolve))].filter((n) => !empty.has(n));
    return `, [${waits.join(', ')}]`;
  });
  let fetchers = 0;
  out = out.replace(FETCHER, (fetcher, file) => {
    // (A debug build's fetcher wraps its instantiation: those are left as they are.)
    if (fetcher.includes('debugWrap')) throw new Error(`compact-loader: ${file}'s fetcher is a debug build's`);
    fetchers += 1;
    return `${FETCHER_FUNCTION}(new URL("./${file}", import.meta.url))`;
  });
  if (fetchers === 0) return loader;
  for (const name of [...aliases.keys(), ...empty]) {
    if (new RegExp(`\\b${name}\\b`).test(out)) throw new Error(`compact-loader: ${name} is still named`);
  }
  return `${out}
function ${FETCHER_FUNCTION}(url) {
    return () => {
        const src = fetch(url);
        src.catch(() => {});
        return async (imports) => WebAssembly.instantiateStreaming(src, imports);
    };
}
`;
}
