// wasm-bindgen's glue written short: terser's options for the build's scripts
// (scripts/arrows.mjs: function expressions as arrows and methods, and the check that
// keeps that safe).
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { minify } from 'terser';
import { DIST } from './harness.mjs';
import { ownFunctionConstructed, terserOptions } from '../../scripts/arrows.mjs';

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
  const out = (await minify(code, terserOptions(true))).code;
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
