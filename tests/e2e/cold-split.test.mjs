// scripts/cold-split.mjs on a module small enough to read: what moves, what stays, and
// that the two halves, instantiated as the loader does, compute what the one did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import binaryen from 'binaryen';
import { ENSURE, HERE, PROFILE, coldSplit } from '../../scripts/cold-split.mjs';
import { FEATURES } from '../../scripts/binaryen.mjs';
import { functionNames, imports, sections } from '../../scripts/wasm-module.mjs';

// `cold` calls JS (`log`) and a function that stays (`double`, in the table, as a
// chunk's callee is); `hot` calls `cold`, and so does the table's slot 2.
const TEXT = `(module
  (import "./loader.js" "__wasm_split_load_x" (func $load (param i32 i32)))
  (import "./glue.js" "log" (func $log (param i32)))
  (table $t 4 4 funcref)
  (memory $m 1)
  (global $sp (mut i32) (i32.const 1024))
  (export "memory" (memory $m))
  (export "__wasm_split_shared0" (global $sp))
  (export "__indirect_function_table" (table $t))
  (elem (i32.const 1) $double $cold)
  (func $hot (export "hot") (param i32) (result i32) (call $cold (local.get 0)))
  (func $viaTable (export "viaTable") (param i32) (result i32) (call_indirect (param i32) (result i32) (local.get 0) (i32.const 2)))
  (func $cold (param i32) (result i32)
    (call $log (local.get 0))
    (global.set $sp (i32.sub (global.get $sp) (i32.const 16)))
    (global.set $sp (i32.add (global.get $sp) (i32.const 16)))
    (i32.add (call $double (local.get 0)) (i32.const 1)))
  (func $double (param i32) (result i32) (i32.mul (local.get 0) (i32.const 2)))
)`;

/** TEXT's binary, with its names section. */
function named() {
  const module = binaryen.parseText(TEXT);
  module.setFeatures(FEATURES);
  binaryen.setDebugInfo(true);
  try {
    return Buffer.from(module.emitBinary());
  } finally {
    binaryen.setDebugInfo(false);
    module.dispose();
  }
}

/** The two halves instantiated as the loader does: the cold half on the first stub's call. */
function instantiate({ main, cold }) {
  const logged = [];
  const calls = { ensure: 0, here: 0, profiled: [] };
  let instance;
  let coldHere = false;
  const loader = {
    __wasm_split_load_x() {},
    [ENSURE]() {
      calls.ensure++;
      if (coldHere) return;
      const { exports } = instance;
      new WebAssembly.Instance(new WebAssembly.Module(cold), {
        './glue.js': { log: (x) => logged.push(x) },
        './loader.js': { [HERE]: () => ((coldHere = true), calls.here++) },
        __wasm_split: { __indirect_function_table: exports.__indirect_function_table, memory: exports.memory, __wasm_split_shared0: exports.__wasm_split_shared0 },
      });
    },
    [PROFILE](index) {
      calls.profiled.push(index);
      loader[ENSURE]();
    },
  };
  instance = new WebAssembly.Instance(new WebAssembly.Module(main), { './loader.js': loader, './glue.js': { log: (x) => logged.push(x) } });
  return { exports: instance.exports, logged, calls };
}

test('a function no visit runs moves to the cold half; its callers find it through a stub, and get what they got', () => {
  const wasm = named();
  const before = new WebAssembly.Instance(new WebAssembly.Module(wasm), { './loader.js': { __wasm_split_load_x() {} }, './glue.js': { log() {} } });
  const split = coldSplit(wasm, { hot: new Set(['hot', 'viaTable', 'double']) });
  assert.deepEqual(split.moved, ['cold']);
  assert.equal(functionNames(split.main).size, 0, 'the main module keeps no names');
  const mainImports = imports(sections(split.main).find((s) => s.id === 2));
  assert.deepEqual(mainImports.at(-1).name, ENSURE, 'the stubs call the loader');
  assert.equal(mainImports.at(-1).module, './loader.js', "from the module of the loader's other functions");
  const coldImports = imports(sections(split.cold).find((s) => s.id === 2)).map((i) => `${i.module} ${i.name}`);
  assert.deepEqual(coldImports.sort(), ['./glue.js log', `./loader.js ${HERE}`, '__wasm_split __indirect_function_table', '__wasm_split __wasm_split_shared0', '__wasm_split memory'].sort());

  const { exports, logged, calls } = instantiate(split);
  assert.equal(calls.ensure, 0, 'nothing loads it until a stub is called');
  assert.equal(exports.hot(5), before.exports.hot(5));
  assert.equal(exports.hot(5), 11);
  assert.deepEqual(logged, [5, 5], 'its JS is called, once a call');
  assert.equal(calls.here, 1, 'it says it is here, once');
  assert.equal(exports.viaTable(7), 15, 'its slot in the table reaches it too');
  assert.equal(calls.ensure, 3, 'each call asks, and only the first loads');
  assert.equal(exports.__wasm_split_shared0.value, 1024, 'the stack pointer is the one they share');
});

test('a hot list that names every function moves none; a profiling split moves every named one, and each stub says which it is', () => {
  const wasm = named();
  assert.equal(coldSplit(wasm, { hot: new Set(['hot', 'viaTable', 'cold', 'double']) }), null);
  const split = coldSplit(wasm, { profile: true });
  assert.deepEqual(split.moved.sort(), ['cold', 'double', 'hot', 'viaTable']);
  const names = functionNames(split.main);
  const { exports, calls } = instantiate(split);
  assert.equal(exports.hot(5), 11);
  // (In a profiling build a cold function's call of another goes through its stub too.)
  assert.deepEqual(calls.profiled.map((i) => names.get(i)), ['hot', 'cold', 'double']);
});
