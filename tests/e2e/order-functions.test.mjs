// The functions of a module put in the order gzip compresses best
// (scripts/order-functions.mjs): a module assembled here does the same after as before,
// its names follow their functions, and the build's modules come ordered.
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import binaryen from 'binaryen';
import { DIST } from './harness.mjs';
import { FEATURES, fromText } from '../../scripts/binaryen.mjs';
import { orderFunctions } from '../../scripts/order-functions.mjs';
import { functionNames, reader, sections } from '../../scripts/wasm-module.mjs';

// Functions of many sizes that call each other directly, through the table (an
// active segment of indices and one of expressions), by `ref.func` in code and in a
// global's initialiser, an import and a start function: every place a function's index
// is written in the modules the build makes.
const MODULE = `(module
  (import "host" "twice" (func $twice (param i32) (result i32)))
  (type $unary (func (param i32) (result i32)))
  (table $t 8 funcref)
  (global $seen (mut i32) (i32.const 0))
  (global $first funcref (ref.func $big))
  (elem (i32.const 1) $big $small $middle)
  (elem (table $t) (i32.const 4) funcref (ref.func $small) (ref.func $twice))
  (func $big (param $x i32) (result i32)
    (local $i i32)
    (local.set $i (i32.const 0))
    (block $out
      (loop $again
        (br_if $out (i32.ge_u (local.get $i) (i32.const 5)))
        (local.set $x (i32.add (call $small (local.get $x)) (call $middle (local.get $i))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $again)))
    (i32.add (local.get $x) (call $twice (i32.const 3))))
  (func $small (param $x i32) (result i32) (i32.add (local.get $x) (i32.const 1)))
  (func $middle (param $x i32) (result i32)
    (if (result i32) (i32.eqz (local.get $x))
      (then (i32.const 100))
      (else (i32.mul (local.get $x) (call $small (local.get $x))))))
  (func $via_table (param $slot i32) (param $x i32) (result i32)
    (call_indirect $t (type $unary) (local.get $x) (local.get $slot)))
  (func $pick (result funcref) (ref.func $middle))
  (func $start (global.set $seen (i32.add (global.get $seen) (call $small (i32.const 41)))))
  (start $start)
  (export "big" (func $big))
  (export "small" (func $small))
  (export "middle" (func $middle))
  (export "viaTable" (func $via_table))
  (export "pick" (func $pick))
  (export "seen" (global $seen))
  (export "first" (global $first))
  (export "table" (table $t)))`;

/** The module's results: each export on a few arguments, and each table slot's. */
async function results(wasm) {
  const { instance } = await WebAssembly.instantiate(wasm, { host: { twice: (x) => 2 * x } });
  const { big, small, middle, viaTable, pick, seen, first } = instance.exports;
  const out = { seen: seen.value, picked: pick()(6), first: first.value(2) };
  for (const x of [0, 1, 7]) {
    out[`big ${x}`] = big(x);
    out[`small ${x}`] = small(x);
    out[`middle ${x}`] = middle(x);
    for (const slot of [1, 2, 3, 4, 5]) out[`slot ${slot} ${x}`] = viaTable(slot, x);
  }
  return out;
}

test('a module does what it did with its functions in another order, and its names follow them', async () => {
  // (With its names section, which the build's modules do not keep, to follow each.)
  binaryen.setDebugInfo(true);
  let wasm;
  try {
    wasm = fromText(MODULE);
  } finally {
    binaryen.setDebugInfo(false);
  }
  const ordered = orderFunctions(wasm);
  assert.ok(WebAssembly.validate(ordered));
  const before = functionNames(wasm);
  const after = functionNames(ordered);
  assert.equal(after.get(0), 'twice', 'the import keeps its place');
  assert.notDeepEqual([...after.values()], [...before.values()], 'the functions changed places');
  assert.deepEqual([...after.values()].sort(), [...before.values()].sort());
  assert.deepEqual(await results(ordered), await results(wasm));
  // Each export is the function of the same name.
  const exported = (module, names) =>
    Object.fromEntries(
      WebAssembly.Module.exports(new WebAssembly.Module(module))
        .filter((e) => e.kind === 'function')
        .map((e) => [e.name, names.get(exportIndex(module, e.name))]),
    );
  assert.deepEqual(exported(ordered, after), exported(wasm, before));
});

test('an instruction it does not know is an error, not a guess', () => {
  const simd = fromText('(module (func (result v128) (v128.const i32x4 1 2 3 4)))', FEATURES | binaryen.Features.SIMD128);
  assert.throws(() => orderFunctions(simd), /order-functions: unknown/);
});

test("the build's modules come with their functions ordered by size", async () => {
  const main = (await readdir(DIST)).find((f) => /^game2048-full-[0-9a-f]{16}_bg\.wasm$/.test(f));
  assert.ok(main, `no main module in ${DIST}`);
  const sizes = bodySizes(await readFile(join(DIST, main)));
  const buckets = sizes.map((size) => Math.round(Math.log2(size) * 4));
  // (A renumbered call can make a body a byte shorter or longer than the size it was
  // sorted by: a few may sit across a bucket's edge. Unordered, most would.)
  const outOfOrder = buckets.filter((b, i) => i > 0 && b < buckets[i - 1]).length;
  assert.ok(outOfOrder <= sizes.length / 100, `${outOfOrder} of ${sizes.length} functions out of order`);
});

/** The export `name`'s function index in `wasm`. */
function exportIndex(wasm, name) {
  const r = reader(wasm, sections(wasm).find((s) => s.id === 7).start);
  for (let n = r.u32(); n > 0; n--) {
    const field = r.name();
    const kind = r.byte();
    const index = r.u32();
    if (field === name && kind === 0) return index;
  }
  throw new Error(`no export ${name}`);
}

/** The size of each function body in `wasm`'s code section, in order. */
function bodySizes(wasm) {
  const r = reader(wasm, sections(wasm).find((s) => s.id === 10).start);
  const sizes = [];
  for (let n = r.u32(); n > 0; n--) {
    const size = r.u32();
    sizes.push(size);
    r.skip(size);
  }
  return sizes;
}
