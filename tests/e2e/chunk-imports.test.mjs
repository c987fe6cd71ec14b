// What the chunks import from the main module, under short names
// (scripts/chunk-imports.mjs): a chunk assembled here and loaded by a loader rewritten
// here writes into the memory, the table and the global it is handed; and the build's
// chunks import nothing under the splitter's long names.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { DIST, ROOT } from './harness.mjs';
import { FEATURE_FLAGS } from '../../scripts/binaryen.mjs';
import { LONG_MODULE, SHORT_MODULE, oneImportOfLoader, shortImports, shortLoader } from '../../scripts/chunk-imports.mjs';
import { imports, sections } from '../../scripts/wasm-module.mjs';
import { HERE } from '../../scripts/cold-split.mjs';
import { LOADER } from './splitter-loader.mjs';

// The binaryen tools the build runs, as scripts/test puts them on the PATH.
process.env.PATH = `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`;

test("a chunk importing short names is handed the main module's memory, table and global by the loader", async () => {
  const work = await mkdtemp(join(tmpdir(), 'chunk-imports-'));
  try {
    // A chunk as the splitter writes one: it puts its callback in the table, and the
    // callback writes bytes of its own and what the loader passes it into memory.
    const wat = `(module
      (import "__wasm_split" "memory" (memory 1))
      (import "__wasm_split" "__indirect_function_table" (table 4 funcref))
      (import "__wasm_split" "__wasm_split_shared0" (global $sp (mut i32)))
      (data (i32.const 16) "games")
      (elem (i32.const 2) $loaded)
      (func $loaded (param $data i32) (param $ok i32)
        (i32.store (i32.const 32) (local.get $data))
        (i32.store (i32.const 36) (local.get $ok))
        (global.set $sp (i32.add (global.get $sp) (i32.const 1)))))`;
    await writeFile(join(work, 'chunk.wat'), wat);
    execFileSync('wasm-as', [...FEATURE_FLAGS, join(work, 'chunk.wat'), '-o', join(work, 'chunk.wasm')]);
    const { loader, names } = shortLoader(LOADER);
    assert.deepEqual([...names], [['__indirect_function_table', '0'], ['__wasm_split_shared0', '1'], ['memory', '2']]);
    assert.doesNotMatch(loader, /__wasm_split[:.]/, 'the loader hands nothing over under the long names');
    const bytes = shortImports(await readFile(join(work, 'chunk.wasm')), names);
    const imported = WebAssembly.Module.imports(new WebAssembly.Module(bytes)).map((i) => `${i.module}.${i.name}:${i.kind}`);
    assert.deepEqual(imported, ['s.2:memory', 's.0:table', 's.1:global']);

    // The main module's side: its glue's `initSync`, as the loader calls it.
    const memory = new WebAssembly.Memory({ initial: 1 });
    const table = new WebAssembly.Table({ initial: 4, element: 'anyfunc' });
    const sp = new WebAssembly.Global({ value: 'i32', mutable: true }, 100);
    globalThis.mainExports = { memory, __indirect_function_table: table, __wasm_split_shared0: sp };
    await writeFile(join(work, 'game.js'), 'export const initSync = () => globalThis.mainExports;\n');
    await writeFile(join(work, 'loader.js'), loader);
    globalThis.chunkBytes = bytes;
    const { __wasm_split_load_games } = await import(pathToFileURL(join(work, 'loader.js')).href);
    await __wasm_split_load_games(2, 7);
    const view = new DataView(memory.buffer);
    assert.equal(Buffer.from(memory.buffer, 16, 5).toString(), 'games');
    assert.equal(view.getInt32(32, true), 7, 'the loader called the chunk back through the table');
    assert.equal(view.getInt32(36, true), 1, 'and said it loaded');
    assert.equal(sp.value, 101);
  } finally {
    delete globalThis.mainExports;
    delete globalThis.chunkBytes;
    await rm(work, { recursive: true, force: true });
  }
});

test('a loader or a chunk the step does not know is an error, not a guess', async () => {
  assert.throws(() => shortLoader(LOADER.replace('sharedImports = { __wasm_split: {  } };', 'sharedImports = { __wasm_split: { canary: ~0xdead, } };')), /builds its shared imports 0 times/);
  assert.throws(() => shortLoader(LOADER.replace('sharedImports.__wasm_split.__indirect_function_table.get', 'sharedImports.__wasm_split.table.get')), /reads the table 0 times/);
  // A chunk importing what the loader does not hand over.
  const { names } = shortLoader(LOADER);
  const work = await mkdtemp(join(tmpdir(), 'chunk-imports-'));
  try {
    await writeFile(join(work, 'other.wat'), '(module (import "__wasm_split" "__wasm_split_shared1" (global i32)))');
    execFileSync('wasm-as', [...FEATURE_FLAGS, join(work, 'other.wat'), '-o', join(work, 'other.wasm')]);
    const module = await readFile(join(work, 'other.wasm'));
    assert.throws(() => shortImports(module, names), /imports __wasm_split_shared1, which the loader does not hand over/);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});

test('the glue imports the loader once and hands over that one namespace', () => {
  // As wasm-bindgen writes it: one import, and one key of the imports object, for each
  // function the main module imports from the loader.
  const glue = `import * as import1 from "./__wasm_split.js"
import * as import2 from "./__wasm_split.js"
import * as import3 from "./__wasm_split.js"

function getImports() {
    return {
        __proto__: null,
        "./game_bg.js": imports,
        "./__wasm_split.js": import1,
        "./__wasm_split.js": import2,
        "./__wasm_split.js": import3,
    };
}
`;
  const once = oneImportOfLoader(glue, './__wasm_split.js');
  assert.equal(once.match(/import \* as/g).length, 1);
  assert.doesNotMatch(once, /import[23]/);
  assert.match(once, /^import \* as import1 from "\.\/__wasm_split\.js"\n/);
  assert.match(once, /"\.\/game_bg\.js": imports,\n {8}"\.\/__wasm_split\.js": import1,\n {4}\};/);
  // Already once: unchanged. Imported and handed over a different number of times: an error.
  assert.equal(oneImportOfLoader(once, './__wasm_split.js'), once);
  assert.throws(() => oneImportOfLoader(glue.replace('        "./__wasm_split.js": import3,\n', ''), './__wasm_split.js'), /imports \.\/__wasm_split\.js 3 times and hands it over 2 times/);
});

test("the build's chunks import from the short module and the glue's JS only, and the loader hands over no long name", async () => {
  const files = await readdir(DIST);
  const loader = await readFile(join(DIST, files.find((f) => /^game2048-full-[0-9a-f]{16}-split\.js$/.test(f))), 'utf8');
  assert.doesNotMatch(loader, new RegExp(`${LONG_MODULE}:`));
  const glue = await readFile(join(DIST, files.find((f) => /^game2048-full-[0-9a-f]{16}\.js$/.test(f))), 'utf8');
  assert.equal(glue.match(/-split\.js"/g).length, 1, 'the glue imports the loader once');
  // (The module the main module imports the glue's JS from, which the chunks that call
  // JS import it from too: scripts/import-shims.mjs.)
  const main = await readFile(join(DIST, files.find((f) => /^game2048-full-[0-9a-f]{16}_bg\.wasm$/.test(f))));
  const js = imports(sections(main).find((s) => s.id === 2)).find((i) => i.kind === 0 && i.name.startsWith('$')).module;
  const chunks = files.filter((f) => /^game2048-full-[0-9a-f]{16}-[a-z_0-9]+\.wasm$/.test(f));
  assert.ok(chunks.length > 10, `${chunks.length} chunks`);
  let callingJs = 0;
  // (And the main module's cold half, the loader's function that says it is here, from
  // the module the main module imports the loader's functions from: scripts/cold-split.mjs.)
  const loaderModule = imports(sections(main).find((s) => s.id === 2)).find((i) => i.kind === 0 && i.name.startsWith('__wasm_split_load_')).module;
  for (const chunk of chunks) {
    const section = sections(await readFile(join(DIST, chunk))).find((s) => s.id === 2);
    const entries = imports(section).filter((i) => !(chunk.endsWith('-cold.wasm') && i.module === loaderModule && i.name === HERE));
    const modules = new Set(entries.map((i) => i.module));
    assert.ok(modules.has(SHORT_MODULE), `${chunk} imports the main module's memory and table`);
    assert.deepEqual([...modules].filter((m) => m !== SHORT_MODULE && m !== js), [], `${chunk} imports from ${[...modules].join(', ')}`);
    if (modules.has(js)) callingJs += 1;
  }
  assert.ok(callingJs > 10, `${callingJs} chunks call JS themselves`);
});
