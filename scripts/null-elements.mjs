// Element segments that only write null into the main module's function table, dropped
// after wasm-opt (scripts/split-wasm.mjs calls this).
//
// The splitter gives each chunk a range of slots in the table the main module defines,
// which the chunk fills when it loads, and writes into the main module a segment of
// `ref.null` for each such range, "to reserve the slots against downstream processors":
// so that wasm-opt neither shrinks the table nor gives those slots to other functions.
// Once wasm-opt has run, they reserve nothing: the table keeps the size its own section
// declares, and a table's slots are null until something writes them. At the stop of
// 2026-11-25 they were 61 segments and 1,325 slots, 4.3 KB of the main module and 365 B
// gzip of every page. wasm-opt leaves some of them as segments of no entries (30 at
// stop 72, 180 bytes): those go too, 59 B gzip off every page and widget. Segments
// that write a function stay; a form of segment the splitter never writes is an
// error, not a guess.

import { reader, sections, uleb, withContent } from './wasm-module.mjs';

/** `ref.null` of a heap type, as a constant expression: 0xd0, the type, `end`. */
const REF_NULL = 0xd0;
/** `ref.func` of a function index. */
const REF_FUNC = 0xd2;

/** `wasm` without its active element segments (of table 0) whose every entry is
 *  `ref.null`; the same bytes if it has none. */
export function withoutNullElements(wasm) {
  const bytes = new Uint8Array(wasm);
  const section = sections(bytes).find((s) => s.id === 9);
  if (!section) return wasm;
  const r = reader(bytes, section.start);
  const kept = [];
  let dropped = 0;
  for (let n = r.u32(); n > 0; n--) {
    const from = r.at;
    if (!onlyNulls(r)) kept.push(bytes.subarray(from, r.at));
    else dropped++;
  }
  if (r.at !== section.end) throw new Error('null-elements: the element section was not read to its end');
  if (dropped === 0) return wasm;
  const result = withContent(section, Buffer.concat([uleb(kept.length), ...kept]));
  if (!WebAssembly.validate(result)) throw new Error('null-elements: the module without its null segments does not validate');
  return result;
}

/** Reads one element segment; whether it is active in table 0 and writes only nulls
 *  (or nothing at all). */
function onlyNulls(r) {
  const flags = r.u32();
  if (flags !== 0 && flags !== 4) throw new Error(`null-elements: an element segment of flags ${flags}, which the splitter does not write`);
  // Its offset: `i32.const n end`, the only form the splitter writes.
  expect(r, 0x41);
  r.s32();
  expect(r, 0x0b);
  if (flags === 0) {
    // Function indices: it writes functions, unless it has none (wasm-opt leaves
    // segments of no entries where the splitter's nulls were).
    const count = r.u32();
    for (let n = count; n > 0; n--) r.u32();
    return count === 0;
  }
  let nulls = true;
  for (let n = r.u32(); n > 0; n--) {
    const op = r.byte();
    if (op === REF_NULL) r.byte(); // its heap type (func, nofunc: one byte)
    else if (op === REF_FUNC) (r.u32(), (nulls = false));
    else throw new Error(`null-elements: an element expression of opcode ${op}`);
    expect(r, 0x0b);
  }
  return nulls;
}

function expect(r, byte) {
  const read = r.byte();
  if (read !== byte) throw new Error(`null-elements: read ${read} where ${byte} belongs`);
}
