// The main module's table slots that only wasm-bindgen's describe functions named, left
// null after wasm-bindgen (scripts/split-wasm.mjs calls this).
//
// Each `#[wasm_bindgen]` import has a describe function, an export that wasm-bindgen
// runs and then removes. Every one of js_sys's is linked, and the describe function of
// an import that takes a closure writes its invoker's table slot (`inform(invoke as
// u32)` in wasm-bindgen's `convert::closures`). So the splitter's main module has the
// invokers of closures that no code makes (the typed arrays' `forEach`, `Set`'s, ...)
// in its table. wasm-bindgen's glue calls the invokers it needs through exports of their
// own, never through the table; but the table is exported (the chunks share it), so
// wasm-opt cannot drop a slot, nor the function in it. At stop 74 they were 20 slots,
// and the main module had 17 functions fewer without them.
//
// A slot is left null when, in the splitter's output (main module and chunks alike),
// every function whose code has an `i32.const` of its index is a describe function,
// and no data segment holds its index: read byte by byte, so anything that looks like
// such a reference keeps the slot. Must never: null a slot that code other than a
// describe function, or data, may name; nor any slot of a table that wasm-bindgen laid
// out anew (each slot the splitter filled must hold a function of the same signature
// in wasm-bindgen's output, or this throws rather than guess).

import { elementSegments, exports, functionBodies, imports, reader, sections, sleb, uleb, withContent } from './wasm-module.mjs';

/** The prefix of wasm-bindgen's describe functions' exports. */
const DESCRIBE = '__wbindgen_describe';

/** The slots of `main`'s table (the splitter's main module, before wasm-bindgen) that
 *  only describe functions name, in it and in `chunks` (the splitter's chunks):
 *  { slots: Set(slot), signatures: Map(slot -> its function's signature) }, with the
 *  signature of every slot the splitter filled, for `withoutSlots` to check. */
export function describeOnlySlots(main, chunks) {
  const slots = tableSlots(main);
  const describe = new Set();
  for (const e of exports(sections(main).find((s) => s.id === 7))) {
    if (e.kind === 0 && e.name.startsWith(DESCRIBE)) describe.add(reader(e.desc, 1).u32());
  }
  // Who names each number, as an `i32.const`, in the main module; and every number any
  // chunk names (a chunk never holds a describe function, so any of them keeps a slot).
  const namedBy = constants(main);
  const inChunks = new Set(chunks.flatMap((chunk) => [...constants(chunk).keys()]));
  const data = [main, ...chunks].map(dataBytes);
  const signature = signatureOf(main);
  const dead = new Set();
  for (const slot of slots.keys()) {
    const users = namedBy.get(slot);
    if (!users || ![...users].every((f) => describe.has(f)) || inChunks.has(slot)) continue;
    const le = Buffer.alloc(4);
    le.writeUInt32LE(slot);
    if (data.some((bytes) => bytes.indexOf(le) >= 0)) continue;
    dead.add(slot);
  }
  return { slots: dead, signatures: new Map([...slots].map(([slot, func]) => [slot, signature(func)])) };
}

/** `bound` (the main module as wasm-bindgen wrote it) with `slots` (from
 *  `describeOnlySlots`, with the `signatures` it read) left out of its element
 *  segments, so null; the same bytes if there are none. */
export function withoutSlots(bound, { slots, signatures }) {
  if (slots.size === 0) return bound;
  const bytes = new Uint8Array(bound);
  const signature = signatureOf(bytes);
  const section = sections(bytes).find((s) => s.id === 9);
  const out = [];
  let left = 0;
  for (const { flags, offset, entries } of elementSegments(bytes)) {
    if (flags !== 0 && flags !== 4) throw new Error(`describe-slots: an element segment of flags ${flags}, which wasm-bindgen does not write`);
    // The runs of entries kept, each a segment of the same form.
    let run = [];
    const flush = (end) => {
      if (run.length > 0) out.push(segment(flags, end - run.length, run));
      run = [];
    };
    for (const [i, func] of entries.entries()) {
      const slot = offset + i;
      const was = signatures.get(slot);
      if (was !== undefined && (func === null || signature(func) !== was)) {
        throw new Error(`describe-slots: slot ${slot} holds ${func === null ? 'null' : `a function of type ${signature(func)}`}, not one of type ${was}`);
      }
      if (!slots.has(slot)) {
        run.push(func);
        continue;
      }
      flush(slot);
      left++;
    }
    flush(offset + entries.length);
  }
  if (left !== slots.size) throw new Error(`describe-slots: ${slots.size - left} of the slots are in no segment`);
  const result = withContent(section, Buffer.concat([uleb(out.length), ...out]));
  if (!WebAssembly.validate(result)) throw new Error('describe-slots: the module without those slots does not validate');
  return result;
}

/** An element segment of table 0 at `offset`: function indices (flags 0), or
 *  expressions (flags 4: `ref.func`, or `ref.null func` for null). */
function segment(flags, offset, entries) {
  const head = [uleb(flags), Buffer.from([0x41]), sleb(offset), Buffer.from([0x0b]), uleb(entries.length)];
  const body = entries.map((func) => {
    if (flags === 0) return uleb(func);
    return func === null ? Buffer.from([0xd0, 0x70, 0x0b]) : Buffer.concat([Buffer.from([0xd2]), uleb(func), Buffer.from([0x0b])]);
  });
  return Buffer.concat([...head, ...body]);
}

/** The slots the active element segments of table 0 fill: Map(slot -> function
 *  index). */
function tableSlots(wasm) {
  const slots = new Map();
  for (const { offset, entries } of elementSegments(wasm)) {
    for (const [i, func] of entries.entries()) if (func !== null) slots.set(offset + i, func);
  }
  return slots;
}

/** Every number that looks like an `i32.const` in `wasm`'s code, byte by byte (an
 *  opcode 0x41 followed by a LEB128 of at most five bytes, padded or not), with the
 *  functions it is in: Map(number -> Set(function index)). More than the code names,
 *  never less. */
function constants(wasm) {
  const named = new Map();
  const { imported, list } = functionBodies(wasm);
  for (const [i, { start, size }] of list.entries()) {
    const end = start + size;
    for (let k = start; k < end; k++) {
      if (wasm[k] !== 0x41) continue;
      let value = 0;
      for (let j = k + 1, shift = 0; j < end && j <= k + 5; j++, shift += 7) {
        value += (wasm[j] & 0x7f) * 2 ** shift;
        if (wasm[j] < 0x80) {
          if (!named.has(value)) named.set(value, new Set());
          named.get(value).add(imported + i);
          break;
        }
      }
    }
  }
  return named;
}

/** A function's signature in `wasm`, by its index: its type's bytes, in hex (params and
 *  results, which renumbering the types leaves as they are). */
function signatureOf(wasm) {
  const all = sections(wasm);
  const types = [];
  const typeSection = all.find((s) => s.id === 1);
  if (typeSection) {
    const r = reader(wasm, typeSection.start);
    for (let n = r.u32(); n > 0; n--) {
      const from = r.at;
      if (r.byte() !== 0x60) throw new Error('describe-slots: a type that is not a function\'s');
      for (let k = 0; k < 2; k++) for (let count = r.u32(); count > 0; count--) r.byte();
      types.push(Buffer.from(wasm.subarray(from, r.at)).toString('hex'));
    }
  }
  const funcs = [];
  const importSection = all.find((s) => s.id === 2);
  if (importSection) for (const i of imports(importSection)) if (i.kind === 0) funcs.push(reader(i.desc, 1).u32());
  const functionSection = all.find((s) => s.id === 3);
  if (functionSection) {
    const r = reader(wasm, functionSection.start);
    for (let n = r.u32(); n > 0; n--) funcs.push(r.u32());
  }
  return (func) => types[funcs[func]];
}

/** The bytes of `wasm`'s data section (none if it has none). */
function dataBytes(wasm) {
  const section = sections(wasm).find((s) => s.id === 11);
  return section ? Buffer.from(wasm.subarray(section.start, section.end)) : Buffer.alloc(0);
}
