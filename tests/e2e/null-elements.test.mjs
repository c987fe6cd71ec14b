// The table segments of nulls the splitter writes for wasm-opt's sake, which the build
// drops from the main module afterwards (scripts/null-elements.mjs): on modules made
// here, whose table is read back, and on the build itself.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST } from './harness.mjs';
import { module, name, section } from './wasm-bytes.mjs';
import { sections } from '../../scripts/wasm-module.mjs';
import { withoutNullElements } from '../../scripts/null-elements.mjs';

const REF_NULL = [0xd0, 0x70, 0x0b];
const refFunc = (f) => [0xd2, f, 0x0b];

/** A module with two functions (returning 7 and 9) and a table of 20 slots, exported as
 *  `t`; its element section is `segments` (each one segment's bytes). */
const withTable = (...segments) =>
  module(
    section(1, [1, 0x60, 0, 1, 0x7f]),
    section(3, [2, 0, 0]),
    section(4, [1, 0x70, 0x00, 20]),
    section(7, [1, ...name('t'), 0x01, 0]),
    section(9, [segments.length, ...segments.flat()]),
    section(10, [2, 4, 0, 0x41, 7, 0x0b, 4, 0, 0x41, 9, 0x0b]),
  );
/** Active in table 0 at `offset`: function indices, or expressions. */
const functions = (offset, ...fs) => [0x00, 0x41, offset, 0x0b, fs.length, ...fs];
const expressions = (offset, ...es) => [0x04, 0x41, offset, 0x0b, es.length, ...es.flat()];

const slots = async (wasm) => {
  const { instance } = await WebAssembly.instantiate(wasm);
  const t = instance.exports.t;
  return Array.from({ length: t.length }, (_, i) => t.get(i)?.());
};

test('segments of nulls alone go; the table reads as before, its size too', async () => {
  // The offset 11 is also `end`'s opcode: an offset is read as a number, not scanned.
  const wasm = withTable(functions(1, 0, 1), expressions(3, REF_NULL, REF_NULL), expressions(11, REF_NULL), expressions(14, REF_NULL, refFunc(1)));
  const out = withoutNullElements(wasm);
  assert.ok(out.length < wasm.length, 'shorter');
  const elements = sections(out).find((s) => s.id === 9);
  assert.equal(out[elements.start], 2, 'the function segment and the mixed one stay');
  assert.deepEqual(await slots(out), await slots(wasm));
  const before = await slots(wasm);
  assert.equal(before.length, 20);
  assert.deepEqual([before[1], before[2], before[15]], [7, 9, 9]);
});

test('segments of no entries go too (wasm-opt leaves them where the nulls were)', async () => {
  const wasm = withTable(functions(1, 0, 1), functions(5), expressions(7), functions(20));
  const out = withoutNullElements(wasm);
  const elements = sections(out).find((s) => s.id === 9);
  assert.equal(out[elements.start], 1, 'only the segment that writes functions stays');
  assert.deepEqual(await slots(out), await slots(wasm));
});

test('a module with no segment of nulls comes back as it was; one the splitter never writes is an error', () => {
  const wasm = withTable(functions(1, 0, 1));
  assert.equal(withoutNullElements(wasm), wasm);
  const passive = withTable([0x01, 0x00, 1, 0]);
  assert.throws(() => withoutNullElements(passive), /flags 1/);
});

test('the build\'s main module writes no segment of nulls, nor one of nothing', async () => {
  const main = (await readdir(DIST)).find((f) => /^game2048-full-[0-9a-f]+_bg\.wasm$/.test(f));
  assert.ok(main, 'the split build has a main module');
  const wasm = await readFile(join(DIST, main));
  assert.equal(withoutNullElements(wasm), wasm);
});
