// The table slots that only wasm-bindgen's describe functions named, left null after it
// (scripts/describe-slots.mjs): on a main module and a chunk written as the splitter and
// wasm-bindgen write them.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './harness.mjs';
import { FEATURE_FLAGS, OZ, wasmOpt } from '../../scripts/binaryen.mjs';
import { describeOnlySlots, withoutSlots } from '../../scripts/describe-slots.mjs';
import { functionBodies } from '../../scripts/wasm-module.mjs';

process.env.PATH = `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`;

async function assemble(text) {
  const work = await mkdtemp(join(tmpdir(), 'describe-slots-'));
  try {
    await writeFile(join(work, 'm.wat'), text);
    execFileSync('wasm-as', [...FEATURE_FLAGS, join(work, 'm.wat'), '-o', join(work, 'm.wasm')]);
    return await readFile(join(work, 'm.wasm'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// The splitter's main module: slot 1 a function the code calls through the table; slots
// 2 to 5 closures' invokers, each named by the describe function. Slot 2 by nothing
// else; slot 3 by code that makes its closure too; slot 4 by a vtable in the data; slot
// 5 by a chunk.
const FUNCS = `
  (type $invoke (func (param i32 i32)))
  (type $other (func (result i32)))
  (table $0 8 funcref)
  (memory $0 1)
  (export "table" (table $0))
  (export "memory" (memory $0))
  (elem (i32.const 1) $run $dead $made $vtable $chunk)
  (data (i32.const 16) "\\04\\00\\00\\00")
  (global $told (mut i32) (i32.const 0))
  (func $run (type $other) (i32.const 7))
  (func $dead (type $invoke) (global.set $told (i32.add (local.get 0) (local.get 1))))
  (func $made (type $invoke) (global.set $told (i32.sub (local.get 0) (local.get 1))))
  (func $vtable (type $invoke) (global.set $told (i32.mul (local.get 0) (local.get 1))))
  (func $chunk (type $invoke) (global.set $told (i32.xor (local.get 0) (local.get 1))))
  (func $make (export "make") (result i32) (i32.const 3))
  (func $call (export "call") (result i32) (call_indirect (type $other) (i32.const 1)))`;
const DESCRIBE = `
  (func $inform (param i32) (global.set $told (local.get 0)))
  (func $describe (export "__wbindgen_describe___wbg_forEach")
    (call $inform (i32.const 2)) (call $inform (i32.const 3))
    (call $inform (i32.const 4)) (call $inform (i32.const 5)))`;
const SPLIT = `(module ${FUNCS} ${DESCRIBE})`;
// What wasm-bindgen leaves of it: the same, without the describe function.
const BOUND = `(module ${FUNCS})`;
const CHUNK = `(module (func (export "f") (result i32) (i32.const 5)))`;

test('only the slots that nothing but a describe function names are left null, and wasm-opt drops their functions', async () => {
  const found = describeOnlySlots(await assemble(SPLIT), [await assemble(CHUNK)]);
  assert.deepEqual([...found.slots], [2]);
  const bound = await assemble(BOUND);
  const without = withoutSlots(bound, found);
  const { instance } = await WebAssembly.instantiate(without);
  const table = instance.exports.table;
  assert.equal(table.get(2), null, 'slot 2 is null');
  for (const slot of [1, 3, 4, 5]) assert.equal(typeof table.get(slot), 'function', `slot ${slot} is kept`);
  assert.equal(instance.exports.call(), 7, 'a call through the table still answers');
  // The invoker of slot 2 goes with -Oz; the others stay.
  const count = (wasm) => functionBodies(wasm).list.length;
  assert.equal(count(wasmOpt(without, [OZ])), count(wasmOpt(bound, [OZ])) - 1);
});

test('a table laid out anew by wasm-bindgen is an error, not a guess', async () => {
  const found = describeOnlySlots(await assemble(SPLIT), []);
  assert.deepEqual([...found.slots].sort(), [2, 5], 'without the chunk, slot 5 is only the describe function\'s');
  // Slots 1 and 2 swapped: each now holds a function of another type.
  const moved = await assemble(BOUND.replace('$run $dead', '$dead $run'));
  assert.throws(() => withoutSlots(moved, found), /slot 1 holds a function of type/);
});
