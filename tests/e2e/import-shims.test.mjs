// The main module's shims of JS, moved into the chunks that call them
// (scripts/import-shims.mjs): on a main module and a chunk written as the splitter
// writes them, and on the build.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { DIST, ROOT } from './harness.mjs';
import { FEATURE_FLAGS, wasmOpt } from '../../scripts/binaryen.mjs';
import { GLUE_IMPORTS, glueWithImports, loaderWithShims, moveShims, shimSlots } from '../../scripts/import-shims.mjs';
import { LONG_MODULE, shortImports, shortLoader } from '../../scripts/chunk-imports.mjs';
import { LOADER } from './splitter-loader.mjs';

process.env.PATH = `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`;

/** `text` as wasm-as writes it, with its names (`-g`), as cargo's build has them. */
async function assemble(text) {
  const work = await mkdtemp(join(tmpdir(), 'import-shims-'));
  try {
    await writeFile(join(work, 'm.wat'), text);
    execFileSync('wasm-as', [...FEATURE_FLAGS, '-g', join(work, 'm.wat'), '-o', join(work, 'm.wasm')]);
    return await readFile(join(work, 'm.wasm'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// A main module as the splitter leaves it: three JS functions, each with a shim for
// the chunks in the table (slots 2, 3 and 4), and a function of its own (slot 1). The
// first reads its argument out of the table of JS values (wasm-bindgen's adapter); the
// second keeps what JS gives it in a global, and stays; the third keeps the JS value
// it gets in a slot of that table, which wasm-bindgen's allocator (an export) gives.
const MAIN = `(module
  (import "./game_bg.js" "__wbg_length" (func $length (param externref) (result i32)))
  (import "./game_bg.js" "__wbg_kept" (func $kept (param i32) (result i32)))
  (import "./game_bg.js" "__wbg_make" (func $make (result externref)))
  (table $0 8 funcref)
  (table $externrefs 4 externref)
  (memory $memory 1)
  (global $last (mut i32) (i32.const 0))
  (export "__indirect_function_table" (table $0))
  (export "__wbindgen_externrefs" (table $externrefs))
  (export "memory" (memory $memory))
  (func $adapter (param i32) (result i32) (call $length (table.get $externrefs (local.get 0))))
  (func $"length local_shim" (param i32) (result i32) (call $adapter (local.get 0)))
  (func $"kept local_shim" (param i32) (result i32) (global.set $last (call $kept (local.get 0))) (global.get $last))
  (func $alloc (export "__externref_table_alloc") (result i32) (i32.const 3))
  (func $"make local_shim" (param i32) (result i32) (local $slot i32)
    (table.set $externrefs (local.tee $slot (call $alloc)) (call $make))
    (local.get $slot))
  (func $own (param i32) (result i32) (i32.add (local.get 0) (i32.const 1)))
  (elem (i32.const 1) $own $"length local_shim" $"kept local_shim" $"make local_shim"))`;

// A chunk that calls all four slots, as the splitter writes its calls, and puts its
// own function in slot 5.
const CHUNK = `(module
  (import "__wasm_split" "__indirect_function_table" (table $0 8 funcref))
  (import "__wasm_split" "memory" (memory 1))
  (type $t (func (param i32) (result i32)))
  (elem (i32.const 5) $run)
  (func $run (export "run") (param i32) (result i32)
    (i32.add
      (call_indirect (type $t) (local.get 0) (i32.const 1))
      (i32.add
        (call_indirect (type $t) (local.get 0) (i32.const 2))
        (i32.add
          (call_indirect (type $t) (i32.const 100) (i32.const 3))
          (call_indirect (type $t) (i32.const 0) (i32.const 4)))))))`;

/** Runs the chunk over the main module, with "abc" as the JS value 0: 1 + 3 + 200 + 3
 *  (the slot it kept "made" in). */
const JS = { __wbg_length: (s) => s.length, __wbg_kept: (n) => n * 2, __wbg_make: () => 'made' };

async function run(main, chunk) {
  const { instance } = await WebAssembly.instantiate(main, { './game_bg.js': JS });
  const { __indirect_function_table: table, __wbindgen_externrefs: externrefs, __externref_table_alloc, memory } = instance.exports;
  externrefs.set(0, 'abc');
  const shared = { __wasm_split: { __indirect_function_table: table, __wbindgen_externrefs: externrefs, __externref_table_alloc, memory } };
  const loaded = await WebAssembly.instantiate(chunk, { './game_bg.js': JS, ...shared });
  const result = loaded.instance.exports.run(0);
  assert.equal(externrefs.get(3), 'made');
  return { result, table };
}

test('a shim that only calls JS moves into the chunk that calls it, and the main module loses it and its import', async () => {
  const main = await assemble(MAIN);
  const chunk = await assemble(CHUNK);
  assert.equal((await run(main, chunk)).result, 207);
  const slots = shimSlots(main);
  assert.deepEqual([...slots].sort(), [2, 3, 4]);
  const moved = moveShims(main, [chunk], slots, { externrefs: '__wbindgen_externrefs', shared: '__wasm_split' });
  assert.equal(moved.moved, 2, 'the shim that keeps a value in a global stays');
  assert.deepEqual([...moved.imports].sort(), ['./game_bg.js\0__wbg_length', './game_bg.js\0__wbg_make']);
  assert.deepEqual([...moved.exports], ['__externref_table_alloc']);
  // The main module's next pass drops the shim, its adapter and its import.
  const lean = wasmOpt(moved.main, ['remove-unused-module-elements']);
  const imports = WebAssembly.Module.imports(new WebAssembly.Module(lean)).map((i) => i.name);
  assert.deepEqual(imports, ['__wbg_kept']);
  assert.ok(WebAssembly.Module.exports(new WebAssembly.Module(lean)).some((e) => e.name === '__externref_table_alloc'), 'the allocator stays, for the glue');
  const chunkImports = WebAssembly.Module.imports(new WebAssembly.Module(moved.chunks[0])).map((i) => `${i.module} ${i.name} ${i.kind}`);
  assert.ok(chunkImports.includes('./game_bg.js __wbg_length function'), chunkImports.join(', '));
  assert.ok(chunkImports.includes('__wasm_split __wbindgen_externrefs table'), chunkImports.join(', '));
  assert.ok(chunkImports.includes('__wasm_split __externref_table_alloc function'), chunkImports.join(', '));
  // The slots are empty, and the chunk's calls do what they did: it calls its copies.
  const { instance } = await WebAssembly.instantiate(lean, { './game_bg.js': { __wbg_kept: (n) => n } });
  assert.equal(instance.exports.__indirect_function_table.get(2), null);
  assert.notEqual(instance.exports.__indirect_function_table.get(3), null);
  assert.equal(instance.exports.__indirect_function_table.get(4), null);
  const { result, table } = await run(lean, moved.chunks[0]);
  assert.equal(result, 207);
  assert.equal(table.get(2), null, 'no module writes the slot');
  assert.deepEqual(WebAssembly.Module.exports(new WebAssembly.Module(moved.chunks[0])).map((e) => e.name), ['run'], 'the copies are not exported');
});

test('a chunk that calls no moved slot is left as it was', async () => {
  const main = await assemble(MAIN);
  const chunk = await assemble(CHUNK.replace('(i32.const 2))', '(i32.const 1))').replace('(i32.const 4))', '(i32.const 1))'));
  const moved = moveShims(main, [chunk], shimSlots(main), { externrefs: '__wbindgen_externrefs', shared: '__wasm_split' });
  assert.equal(moved.moved, 0);
  assert.deepEqual(Buffer.from(moved.chunks[0]), chunk);
});

test("the loader hands a chunk its shims' JS and the table of JS values, under the names the chunk imports", async () => {
  const main = await assemble(MAIN);
  const moved = moveShims(main, [await assemble(CHUNK)], shimSlots(main), { externrefs: '__wbindgen_externrefs', shared: LONG_MODULE });
  const lean = wasmOpt(moved.main, ['remove-unused-module-elements']);
  const { loader, names } = shortLoader(loaderWithShims(LOADER, ['__wbindgen_externrefs', ...moved.exports]));
  assert.equal(names.get('__wbindgen_externrefs'), '3');
  assert.equal(names.get('__externref_table_alloc'), '4');
  const chunk = shortImports(moved.chunks[0], names);
  const work = await mkdtemp(join(tmpdir(), 'import-shims-'));
  try {
    // The glue's side: its imports object, and `initSync` as the loader calls it.
    const { instance } = await WebAssembly.instantiate(lean, { './game_bg.js': JS });
    instance.exports.__wbindgen_externrefs.set(0, 'abcd');
    globalThis.mainExports = instance.exports;
    globalThis.glueImports = { './game_bg.js': JS };
    await writeFile(join(work, 'game.js'), `export const initSync = () => globalThis.mainExports;\nexport const ${GLUE_IMPORTS} = () => globalThis.glueImports;\n`);
    await writeFile(join(work, 'loader.js'), loader);
    globalThis.chunkBytes = chunk;
    const { __wasm_split_load_games } = await import(pathToFileURL(join(work, 'loader.js')).href);
    const table = instance.exports.__indirect_function_table;
    assert.equal(table.get(2), null);
    // (Its callback: the main module's own function, in slot 1.)
    await __wasm_split_load_games(1, 0);
    // 1 + "abcd".length + 200 + the slot it kept "made" in.
    assert.equal(table.get(5)(0), 208, "the chunk's copies read the JS value, call JS and keep what it gives");
    assert.equal(instance.exports.__wbindgen_externrefs.get(3), 'made');
  } finally {
    delete globalThis.mainExports;
    delete globalThis.glueImports;
    delete globalThis.chunkBytes;
    await rm(work, { recursive: true, force: true });
  }
});

test('a loader or a glue the step does not know is an error, not a guess', () => {
  assert.throws(() => loaderWithShims(LOADER.replace('import { initSync }', 'import { initSync as i }'), ['x']), /has 0 of/);
  assert.throws(() => glueWithImports('export { initSync };\n'), /does not export initSync/);
  const glue = glueWithImports(`function ${GLUE_IMPORTS}() {}\nexport { initSync, __wbg_init as default };\n`);
  assert.match(glue, new RegExp(`export \\{ initSync, ${GLUE_IMPORTS}, __wbg_init as default \\};`));
});
