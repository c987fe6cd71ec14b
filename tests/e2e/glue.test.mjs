// wasm-bindgen's glue written short: terser's options for the build's scripts
// (scripts/arrows.mjs: function expressions as arrows and methods, and the check that
// keeps that safe); the imports that the glue writes alike, made one, and the AI
// worker's imports named short like the game's (scripts/minify-imports.mjs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { DIST, ROOT } from './harness.mjs';
import { FEATURE_FLAGS } from '../../scripts/binaryen.mjs';
import { UnsafeScript, minifyScript, ownFunctionConstructed } from '../../scripts/arrows.mjs';
import { minifyImports } from '../../scripts/minify-imports.mjs';

// The binaryen tools the build runs, as scripts/test puts them on the PATH.
process.env.PATH = `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`;

test('a script that constructs a function expression, or reads new.target, is refused', () => {
  for (const code of [
    'const f = function () {}; new f();',
    'let g; g = function () {}; new g;',
    'new (function () {})();',
    'const f = () => {}; f.prototype.x = 1;',
    'function F() { return new.target; }',
    'const o = { f: function () {} }; new o.f();',
  ]) {
    assert.ok(ownFunctionConstructed(code), `refused: ${code}`);
  }
});

test('the build minifies no script it has not checked: one that constructs its own function is refused', async () => {
  await assert.rejects(minifyScript('const f = function () {}; new f();', 'f.js', { module: true }), (error) => {
    assert.ok(error instanceof UnsafeScript);
    assert.match(error.message, /^f\.js cannot be minified .*: it constructs a function expression/);
    return true;
  });
});

test("classes, the browser's constructors and aliases of them are what a script may construct", () => {
  for (const code of [
    'class A {} new A();',
    'new URL("./x", import.meta.url); new WebAssembly.Module(new Uint8Array(8));',
    "const C = typeof AudioContext !== 'undefined' ? AudioContext : undefined; new C();",
    'function F() {} new F(); F.prototype.x = 1;',
    'export const o = { f: function () { return this; } };',
    // An event attribute's code, which may return.
    'return false;',
  ]) {
    assert.equal(ownFunctionConstructed(code), null, code);
  }
});

test("terser with the build's options writes what only gets called shorter, and keeps this and arguments", async () => {
  const code = `export const imports = {
    a: function (arg0) { const ret = arg0.length; return ret; },
    b: function () { return handleError(function (arg0) { return arg0.x; }, arguments); },
    c: function () { return this.y; },
  };`;
  const out = await minifyScript(code, 'imports.js', { module: true });
  assert.doesNotMatch(out, /function/, out);
  assert.match(out, /a:\w+=>\w+\.length/, out);
  assert.match(out, /b\(\)\{return handleError\(\w+=>\w+\.x,arguments\)\}/, out);
  assert.match(out, /c\(\)\{return this\.y\}/, out);
});

test("the build's scripts construct none of their own functions, and the game's glue writes none as function expressions", async () => {
  const scripts = (await readdir(DIST)).filter((f) => f.endsWith('.js'));
  assert.ok(scripts.length > 5, scripts.join(', '));
  for (const f of scripts) assert.equal(ownFunctionConstructed(await readFile(join(DIST, f), 'utf8')), null, f);
  const glue = scripts.find((f) => /^game2048-full-[0-9a-f]{16}\.js$/.test(f));
  const text = await readFile(join(DIST, glue), 'utf8');
  // (The functions left are the glue's own declarations and those that read `arguments`.)
  const expressions = text.match(/:function\(/g) ?? [];
  assert.equal(expressions.length, 0, `${glue}: ${expressions.length} function expressions in its objects`);
});

test("two imports whose functions the glue writes alike become one name and one function, and each module a letter", async () => {
  const work = await mkdtemp(join(tmpdir(), 'minify-imports-'));
  try {
    // Three imports, as wasm-bindgen names them; the first and the third do the same.
    const names = ['__wbg_remove_8228e91d7ddbc755', '__wbg_length_ea72997cbff8f351', '__wbg_remove_b28d816f9e896ff9'];
    const wat = `(module
      ${names.map((n, i) => `(import "./game_bg.js" "${n}" (func $f${i} (param i32) (result i32)))`).join('\n')}
      (import "./__wasm_split.js" "__wasm_split_load_x" (func $x (param i32) (result i32)))
      (func (export "run") (param i32) (result i32)
        (i32.add (call $x (local.get 0))
          (i32.add (call $f0 (local.get 0)) (i32.add (call $f1 (local.get 0)) (call $f2 (local.get 0)))))))`;
    await writeFile(join(work, 'game.wat'), wat);
    execFileSync('wasm-as', [...FEATURE_FLAGS, join(work, 'game.wat'), '-o', join(work, 'game_bg.wasm')]);
    const glue = `export function imports() {
    const import0 = {
        __proto__: null,
        ${names[0]}: function(arg0) {
            return arg0 + 1;
        },
        ${names[1]}: function(arg0) {
            return arg0 * 10;
        },
        ${names[2]}: function(arg0) {
            return arg0 + 1;
        },
    };
    return { __proto__: null, "./game_bg.js": import0, "./__wasm_split.js": { __wasm_split_load_x: (arg0) => arg0 * 100 } };
}
`;
    await writeFile(join(work, 'game.js'), glue);
    assert.equal(await minifyImports(join(work, 'game.js'), join(work, 'game_bg.wasm')), 3);
    const wasm = await readFile(join(work, 'game_bg.wasm'));
    const imported = WebAssembly.Module.imports(new WebAssembly.Module(wasm)).map((i) => `${i.module} ${i.name}`);
    // (The loader's names are not wasm-bindgen's: they stay.)
    assert.deepEqual(imported, ['a $0', 'a $1', 'a $0', 'b __wasm_split_load_x']);
    const written = await readFile(join(work, 'game.js'), 'utf8');
    assert.equal(written.match(/function\(arg0\)/g).length, 2, written);
    assert.doesNotMatch(written, /__wbg_|_bg\.js|__wasm_split\.js/, written);
    // The module runs with the glue's imports: 100 + 2 + 10 + 2 for 1.
    const { imports } = await import(pathToFileURL(join(work, 'game.js')).href);
    const { instance } = await WebAssembly.instantiate(wasm, imports());
    assert.equal(instance.exports.run(1), 114);
    // Run again over its own output, it finds nothing to do.
    assert.equal(await minifyImports(join(work, 'game.js'), join(work, 'game_bg.wasm')), 0);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});

test("the AI worker's wasm imports its glue's functions under short names, as the game's does", async () => {
  const wasm = await readFile(join(DIST, 'ai-worker_bg.wasm'));
  const imported = WebAssembly.Module.imports(new WebAssembly.Module(wasm));
  const names = imported.map((i) => i.name);
  assert.ok(names.length > 5, names.join(', '));
  assert.deepEqual([...new Set(imported.map((i) => i.module))], ['a'], 'from a module named short');
  assert.deepEqual(names.filter((n) => /^__wbg|[0-9a-f]{16}$/.test(n)), []);
  assert.doesNotMatch(await readFile(join(DIST, 'ai-worker.js'), 'utf8'), /__wbg_\w+_[0-9a-f]{16}/);
});

test("a chunk's imports of the glue's JS are renamed as the main module's, and the loader reads the exports renamed", async () => {
  const work = await mkdtemp(join(tmpdir(), 'minify-imports-'));
  try {
    const names = ['__wbg_now_463ac581d2fc7ea3', '__wbg_random_ea72997cbff8f351'];
    const main = `(module
      (import "./game_bg.js" "${names[0]}" (func $now (result f64)))
      (table $externrefs 1 externref)
      (export "__wbindgen_externrefs" (table $externrefs))
      (func (export "run") (result f64) (call $now)))`;
    // The chunk calls the second, which the main module no longer imports.
    const chunk = `(module
      (import "./game_bg.js" "${names[1]}" (func $random (result f64)))
      (import "s" "3" (table 1 externref))
      (func (export "roll") (result f64) (call $random)))`;
    for (const [file, wat] of [['game_bg', main], ['game-chunk', chunk]]) {
      await writeFile(join(work, `${file}.wat`), wat);
      execFileSync('wasm-as', [...FEATURE_FLAGS, join(work, `${file}.wat`), '-o', join(work, `${file}.wasm`)]);
    }
    await writeFile(join(work, 'game.js'), `export function imports() {
    const import0 = {
        __proto__: null,
        ${names[0]}: function() {
            return 1;
        },
        ${names[1]}: function() {
            return 2;
        },
    };
    return { __proto__: null, "./game_bg.js": import0 };
}
export const table = (wasm) => wasm.__wbindgen_externrefs;
`);
    await writeFile(join(work, 'game-split.js'), 'const { memory, __wbindgen_externrefs } = initSync();\nconst shared = { s: { 3: __wbindgen_externrefs } };\n');
    assert.equal(await minifyImports(join(work, 'game.js'), join(work, 'game_bg.wasm'), { chunks: [join(work, 'game-chunk.wasm')], loader: join(work, 'game-split.js') }), 2);
    const imported = (file) => WebAssembly.Module.imports(new WebAssembly.Module(file)).map((i) => `${i.module} ${i.name}`);
    const mainWasm = await readFile(join(work, 'game_bg.wasm'));
    const chunkWasm = await readFile(join(work, 'game-chunk.wasm'));
    assert.deepEqual(imported(mainWasm), ['a $0']);
    assert.deepEqual(imported(chunkWasm).sort(), ['a $1', 's 3']);
    const [externrefs] = WebAssembly.Module.exports(new WebAssembly.Module(mainWasm)).filter((e) => e.kind === 'table').map((e) => e.name);
    assert.notEqual(externrefs, '__wbindgen_externrefs');
    const loader = await readFile(join(work, 'game-split.js'), 'utf8');
    assert.equal(loader, `const { memory, ${externrefs} } = initSync();\nconst shared = { s: { 3: ${externrefs} } };\n`);
    // The chunk calls the glue's function under its new name.
    const { imports } = await import(pathToFileURL(join(work, 'game.js')).href);
    const { instance } = await WebAssembly.instantiate(chunkWasm, { ...imports(), s: { 3: new WebAssembly.Table({ initial: 1, element: 'externref' }) } });
    assert.equal(instance.exports.roll(), 2);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
