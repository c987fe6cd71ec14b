// The chunks' loader written short (scripts/compact-loader.mjs): the same files, fetched
// by the same split points, in fewer bytes; and the built loader read back by the chunk
// map as the size tests read it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';
import { FETCHER_FUNCTION, compactLoader } from '../../scripts/compact-loader.mjs';
import { splitPoints } from '../../scripts/chunk-map.mjs';
import { DIST } from './harness.mjs';

const fetcher = (file) => `() => {
    const src = fetch(new URL("./${file}", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}`;
const entry = (n) => `const __chunk_${n} = makeLoad(${fetcher(`chunk_${n}.wasm`)}
, []);`;
const split = (name, ...deps) => `export const __wasm_split_load_${name} = wrapAsyncCb(makeLoad(${fetcher(`split_${name}.wasm`)}
, [${deps.map((d) => `__chunk_${d}`).join(', ')}]));`;
// (The splitter's own functions, in short: each loads once, after what it waits for.)
const head = `import { initSync } from "./game.js";
let imports;
function getImports() {
    if (imports === undefined) { imports = { __wasm_split: {} }; Object.assign(imports.__wasm_split, initSync(undefined, undefined)); }
    return imports;
}
function wrapAsyncCb(load) {
    return async (index, arg) => {
        let ok;
        try { await load(); ok = true; } catch (e) { console.error(e); ok = false; }
        finally { getImports().__wasm_split.__indirect_function_table.get(index)(arg, ok); }
    };
}
function makeLoad(loader, deps) {
    let loading;
    return () => {
        if (loading === undefined) {
            const p = (async () => { const waits = deps.map((d) => d()); const load = loader(); await Promise.all(waits); return load(getImports()); })();
            p.catch(() => { if (loading === p) loading = undefined; });
            loading = p;
        }
        return loading;
    };
}`;

test('aliases and empty chunks leave the lists, each fetcher is one call, each file is named once', async () => {
  const loader = [
    head,
    entry(3),
    'const __chunk_7 = __chunk_3;', // merged into chunk 3 (merge-chunks.mjs's aliasInLoader)
    'const __chunk_9 = makeLoad(() => async (_imp) => ({})\n, []);', // its bytes in the main module
    entry(11),
    split('games', 3, 7, 9, 11),
    split('setup', 7, 9),
    'export const __wasm_split_load_help = wrapAsyncCb(makeLoad(() => async (_imp) => ({})\n, [__chunk_9, __chunk_11]));',
  ].join('\n');
  const short = compactLoader(loader);
  assert.ok(short.length < loader.length, `${short.length} < ${loader.length}`);
  assert.doesNotMatch(short, /__chunk_7|__chunk_9/);
  for (const file of ['chunk_3.wasm', 'chunk_11.wasm', 'split_games.wasm', 'split_setup.wasm']) {
    assert.equal(short.split(`new URL("./${file}", import.meta.url)`).length - 1, 1, `${file} is named once`);
  }
  assert.match(short, /__wasm_split_load_games = wrapAsyncCb\(makeLoad\(fetchChunk\(new URL\("\.\/split_games\.wasm", import\.meta\.url\)\)\s*, \[__chunk_3, __chunk_11\]\)\);/);
  assert.match(short, /__wasm_split_load_setup = [^;]*, \[__chunk_3\]\)\);/);
  assert.match(short, /__wasm_split_load_help = [^;]*, \[__chunk_11\]\)\);/);
  assert.match(short, new RegExp(`function ${FETCHER_FUNCTION}\\(url\\)`));
  // A debug build's fetchers (`trunk serve`) wrap their instantiation: not written short.
  const debug = loader.replace('return async (imports) => (WebAssembly', 'return async (imports) => debugWrap(WebAssembly');
  assert.throws(() => compactLoader(debug), /chunk_3\.wasm's fetcher is a debug build's/);

  // Minified as the post-build hook does, the chunk map reads the same files for each.
  const { code } = await minify(short, { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } });
  const points = splitPoints(code);
  assert.deepEqual(points.get('games'), { file: 'split_games.wasm', files: ['split_games.wasm', 'chunk_3.wasm', 'chunk_11.wasm'] });
  assert.deepEqual(points.get('setup'), { file: 'split_setup.wasm', files: ['split_setup.wasm', 'chunk_3.wasm'] });
  assert.deepEqual(points.get('help'), { file: null, files: ['chunk_11.wasm'] });
});

test("the built loader is the short one, and every chunk file it names is one the map reads", async () => {
  const files = await readdir(DIST);
  const loader = await readFile(join(DIST, files.find((f) => /^game2048-full-[0-9a-f]{16}-split\.js$/.test(f))), 'utf8');
  assert.doesNotMatch(loader, /instantiateStreaming\([^)]*\)\s*\}\s*,\s*\[/, 'no fetcher written out whole');
  assert.equal(loader.match(/instantiateStreaming/g).length, 1, 'one fetcher, made by one function');
  // (The main module's cold half is named twice: as a chunk, and where a stub fetches it
  // at once: scripts/cold-split.mjs.)
  const named = [...new Set([...loader.matchAll(/new URL\("\.\/([^"]+\.wasm)"/g)].map((m) => m[1]))].sort();
  const read = [...new Set([...splitPoints(loader).values()].flatMap((p) => p.files))].sort();
  assert.deepEqual(read, named);
  assert.deepEqual(named, files.filter((f) => /^game2048-full-[0-9a-f]{16}-[a-z_0-9]+\.wasm$/.test(f)).sort());
});
