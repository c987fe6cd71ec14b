// The glue's JS that only chunks call, in a file of its own (scripts/lazy-imports.mjs):
// on a glue, a main module, a chunk and a loader written as the build writes them, and
// on the build.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { DIST, ROOT } from './harness.mjs';
import { FEATURE_FLAGS } from '../../scripts/binaryen.mjs';
import { compactLoader } from '../../scripts/compact-loader.mjs';
import { lazyImports } from '../../scripts/lazy-imports.mjs';
import { splitPoints } from '../../scripts/chunk-map.mjs';

process.env.PATH = `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`;

// A glue as minify-imports leaves wasm-bindgen's: the main module imports $0, the
// chunk $1, which uses the glue's `wasm` and a helper.
const GLUE = `let wasm = { base: 40 };
function helper(x) {
    return x + 1;
}
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        $0: function(arg0) {
            return arg0 * 2;
        },
        $1: function(arg0) {
            return helper(wasm.base) + arg0;
        },
    };
    return { __proto__: null, a: import0 };
}
function initSync() {}
export { initSync, __wbg_get_imports };
`;

// A loader as compact-loader writes one: the chunk, and English's lines.
const LOADER = compactLoader(`import { initSync } from "./game.js";
const __chunk_1 = makeLoad(() => {
    const src = fetch(new URL("./game-chunk_1.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}, []);
export const __wasm_split_load_games = wrapAsyncCb(makeLoad(() => {
    const src = fetch(new URL("./game-games.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}, [__chunk_1]));
export const __wasm_split_load_lines_en = wrapAsyncCb(makeLoad(() => {
    const src = fetch(new URL("./game-lines_en.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}, []));
`);

async function assemble(dir, file, wat) {
  await writeFile(join(dir, `${file}.wat`), wat);
  execFileSync('wasm-as', [...FEATURE_FLAGS, join(dir, `${file}.wat`), '-o', join(dir, `${file}.wasm`)]);
}

test("the functions only chunks import leave the glue for a module the loader fetches with them", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lazy-imports-'));
  try {
    await assemble(dir, 'game_bg', '(module (import "a" "$0" (func (param i32) (result i32))))');
    await assemble(dir, 'game-chunk_1', '(module (import "a" "$1" (func $f (param i32) (result i32))) (func (export "run") (param i32) (result i32) (call $f (local.get 0))))');
    await assemble(dir, 'game-games', '(module)');
    await assemble(dir, 'game-lines_en', '(module)');
    await writeFile(join(dir, 'game.js'), GLUE);
    await writeFile(join(dir, 'game-split.js'), LOADER);
    const always = splitPoints(LOADER).get('lines_en').file;
    assert.equal(always, 'game-lines_en.wasm');
    const moved = await lazyImports({ dir, glue: 'game.js', main: 'game_bg.wasm', chunks: ['game-chunk_1.wasm', 'game-games.wasm', 'game-lines_en.wasm'], loader: 'game-split.js', always });
    assert.equal(moved, 1);
    const glue = await readFile(join(dir, 'game.js'), 'utf8');
    assert.match(glue, /\$0: function/);
    assert.doesNotMatch(glue, /\$1/);
    // The chunk, handed the glue's functions and the moved ones, runs: 41 + 1.
    const { __wbg_get_imports } = await import(pathToFileURL(join(dir, 'game.js')).href);
    const { default: more } = await import(pathToFileURL(join(dir, 'game-imports.js')).href);
    assert.deepEqual(Object.keys(more), ['$1']);
    const glueImports = __wbg_get_imports();
    const { instance } = await WebAssembly.instantiate(await readFile(join(dir, 'game-chunk_1.wasm')), { a: { ...glueImports.a, ...more } });
    assert.equal(instance.exports.run(1), 42);
    // The loader fetches it with the chunk that imports it and with English's lines,
    // not with the part that imports none; and still reads as a chunk map.
    const loader = await readFile(join(dir, 'game-split.js'), 'utf8');
    assert.match(loader, /fetchChunk\(new URL\("\.\/game-chunk_1\.wasm", import\.meta\.url\), withMoreImports\)/);
    assert.match(loader, /fetchChunk\(new URL\("\.\/game-lines_en\.wasm", import\.meta\.url\), withMoreImports\)/);
    assert.match(loader, /fetchChunk\(new URL\("\.\/game-games\.wasm", import\.meta\.url\)\)/);
    assert.match(loader, /import\("\.\/game-imports\.js"\)/);
    assert.deepEqual(splitPoints(loader).get('games').files, ['game-games.wasm', 'game-chunk_1.wasm']);
    // Run again, it finds nothing more to move.
    assert.equal(await lazyImports({ dir, glue: 'game.js', main: 'game_bg.wasm', chunks: ['game-chunk_1.wasm'], loader: 'game-split.js', always }), 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("the build's glue keeps only what the main module imports, and the chunks' file has the rest", async () => {
  const files = await readdir(DIST);
  const lazy = files.find((f) => /^game2048-full-[0-9a-f]{16}-imports\.js$/.test(f));
  assert.ok(lazy, 'the build has the chunks\' imports file');
  const glue = await readFile(join(DIST, files.find((f) => /^game2048-full-[0-9a-f]{16}\.js$/.test(f))), 'utf8');
  const main = WebAssembly.Module.imports(new WebAssembly.Module(await readFile(join(DIST, files.find((f) => /^game2048-full-[0-9a-f]{16}_bg\.wasm$/.test(f)))))).filter((i) => i.name.startsWith('$'));
  for (const { name } of main) assert.match(glue, new RegExp(`\\${name}\\b`), `the glue keeps ${name}`);
  const text = await readFile(join(DIST, lazy), 'utf8');
  const chunkOnly = new Set();
  for (const f of files.filter((f) => /^game2048-full-[0-9a-f]{16}-[a-z_0-9]+\.wasm$/.test(f))) {
    for (const i of WebAssembly.Module.imports(new WebAssembly.Module(await readFile(join(DIST, f))))) {
      if (i.name.startsWith('$') && !main.some((m) => m.name === i.name)) chunkOnly.add(i.name);
    }
  }
  assert.ok(chunkOnly.size > 50, `${chunkOnly.size} functions only chunks import`);
  for (const name of chunkOnly) {
    assert.match(text, new RegExp(`\\${name}[(:]`), `${lazy} has ${name}`);
    assert.doesNotMatch(glue, new RegExp(`\\${name}[(:]`), `the glue has ${name} no more`);
  }
});
