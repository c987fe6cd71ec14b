// The functions of a wasm module put in an order that gzip compresses better: like
// with like, so that more of a function's bytes repeat within gzip's 32 KB window.
// rustc lays functions out by crate and module, which puts a tachys closure between
// an engine loop and a catalogue match. Sorted by size (quarter-octave buckets), then
// by the start of their code, the monomorphised copies of one generic and the many
// small shims land beside each other. On stop 55's build: the main module 165,140 to
// 161,984 B gzip (-3,156), the builder's chunk 59,320 to 56,948 (-2,372), all of the
// game's wasm -8,218 B. A language's words are data and grow by 11 to 57 B: the split
// step keeps whichever order is smaller (scripts/split-wasm.mjs).
//
// A function's place in the module is its index, so every index is renumbered: calls
// and `ref.func` in code and constant expressions, the element segments (the table
// the chunks share), exports, the start function, and the names section's maps. The
// code is decoded instruction by instruction for the features the build enables
// (scripts/binaryen.mjs); anything else is an error, never a guess.
//
// Must never: change what a module does (the same functions, the same table, the same
// exports), or reorder imported functions, whose indices come first by the format.

import { imports, reader, sections, uleb } from './wasm-module.mjs';

/** `wasm` with its defined functions in the order above. */
export function orderFunctions(wasm) {
  const all = sections(wasm);
  const section = (id) => all.find((s) => s.id === id);
  const types = section(3);
  const code = section(10);
  if (!types || !code) return wasm;
  const importSection = section(2);
  const imported = importSection ? imports(importSection).filter((i) => i.kind === 0).length : 0;
  const typeOf = vec(wasm, types, (r) => r.u32());
  const bodies = vec(wasm, code, (r) => take(wasm, r, r.u32()));
  if (typeOf.length !== bodies.length) throw new Error('order-functions: the function and code sections disagree');
  const order = bodies
    .map((body, i) => ({ i, key: bucket(body.length), start: codeStart(body) }))
    .sort((a, b) => a.key - b.key || compareBytes(a.start, b.start) || a.i - b.i)
    .map(({ i }) => i);
  // Old index -> new index, imports unchanged.
  const index = new Uint32Array(imported + bodies.length);
  for (let i = 0; i < imported; i++) index[i] = i;
  order.forEach((old, at) => (index[imported + old] = imported + at));
  const to = (f) => {
    if (f >= index.length) throw new Error(`order-functions: no function ${f}`);
    return index[f];
  };

  const out = writer().copy(wasm.subarray(0, 8));
  for (const s of all) {
    const content = wasm.subarray(s.start, s.end);
    let renumbered = content;
    if (s.id === 3) renumbered = writeVec(order.map((i) => typeOf[i]), (w, t) => w.u32(t));
    else if (s.id === 10) renumbered = writeVec(order.map((i) => bodies[i]), (w, b) => w.sized(renumberBody(b, to)));
    else if (s.id === 6) renumbered = renumberGlobals(content, to);
    else if (s.id === 7) renumbered = renumberExports(content, to);
    else if (s.id === 8) renumbered = writer().u32(to(reader(content, 0).u32())).done();
    else if (s.id === 9) renumbered = renumberElements(content, to);
    else if (s.name === 'custom "name"') renumbered = renumberNames(content, to);
    out.byte(s.id).sized(renumbered);
  }
  return out.done();
}

/** Quarter-octave buckets of a body's size. */
const bucket = (size) => Math.round(Math.log2(size) * 4);

/** The first bytes of a body's code, after its locals. */
function codeStart(body) {
  const r = reader(body, 0);
  for (let groups = r.u32(); groups > 0; groups--) {
    r.u32();
    valtype(body, r);
  }
  return body.subarray(r.at, r.at + 8);
}

function compareBytes(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** The next `n` bytes of `bytes` at `r`. */
export function take(bytes, r, n) {
  const from = r.at;
  r.skip(n);
  if (r.at > bytes.length) throw new RangeError('order-functions: the module is cut short');
  return bytes.subarray(from, r.at);
}

/** A LEB128 number's bytes, as they are (signed or not). */
function leb(bytes, r) {
  const from = r.at;
  while (r.byte() & 0x80);
  return bytes.subarray(from, r.at);
}

/** A value type's byte: one byte for every type the build's features have. */
export function valtype(bytes, r) {
  const t = r.byte();
  if (t < 0x6f || t > 0x7f) throw new Error(`order-functions: unknown value type 0x${t.toString(16)}`);
  return bytes.subarray(r.at - 1, r.at);
}

/** A block type's bytes: empty (0x40), a value type, or a type index (s33). */
function blockType(bytes, r) {
  const t = bytes[r.at];
  if (t === 0x40 || (t >= 0x6f && t <= 0x7f)) return take(bytes, r, 1);
  return leb(bytes, r);
}

/** A name's bytes, with its length. */
function name(bytes, r) {
  const from = r.at;
  r.skip(r.u32());
  return bytes.subarray(from, r.at);
}

/** A body (its locals, then its code) with every function index renumbered by `to`. */
export function renumberBody(body, to) {
  const r = reader(body, 0);
  const w = writer();
  const groups = r.u32();
  w.u32(groups);
  for (let i = 0; i < groups; i++) w.u32(r.u32()).copy(valtype(body, r));
  while (r.at < body.length) instruction(body, r, w, to);
  return w.done();
}

/** A body (its locals, then its code) with each `i32.const` of a slot of `calls`
 *  (Map(slot -> function)) right before a `call_indirect` of table 0 made a `call` of
 *  that function (scripts/import-shims.mjs: the function must have the call's type);
 *  and the slots whose calls it made so. */
export function directCalls(body, calls) {
  const r = reader(body, 0);
  const sink = writer();
  for (let groups = r.u32(); groups > 0; groups--) (r.u32(), valtype(body, r));
  const parts = [body.subarray(0, r.at)];
  const made = new Set();
  let slot = null;
  while (r.at < body.length) {
    const from = r.at;
    const op = body[from];
    instruction(body, r, sink, (f) => f);
    if (op === 0x11 && slot !== null && tableOf(body, from) === 0) {
      parts.pop();
      parts.push(Buffer.concat([Buffer.of(0x10), uleb(calls.get(slot))]));
      made.add(slot);
      slot = null;
      continue;
    }
    slot = op === 0x41 ? reader(body, from + 1).s32() : null;
    if (slot !== null && !calls.has(slot)) slot = null;
    parts.push(body.subarray(from, r.at));
  }
  return { body: Buffer.concat(parts), made };
}

/** The table a `call_indirect` at `at` calls through. */
function tableOf(bytes, at) {
  const r = reader(bytes, at + 1);
  r.u32(); // its type
  return r.u32();
}

/** Copies one instruction of `bytes` from `r` to `w`, renumbering the function it names. */
export function instruction(bytes, r, w, to) {
  const op = r.byte();
  w.byte(op);
  const copy = (...read) => void w.copy(...read.map((f) => f(bytes, r)));
  if (op === 0x10 || op === 0x12 || op === 0xd2) return void w.u32(to(r.u32())); // call, return_call, ref.func
  if (op <= 0x01 || op === 0x05 || op === 0x0b || op === 0x0f || op === 0x1a || op === 0x1b || op === 0xd1) return;
  if (op >= 0x45 && op <= 0xc4) return; // numeric, sign extension
  if (op >= 0x02 && op <= 0x04) return copy(blockType);
  if (op === 0x0c || op === 0x0d || (op >= 0x20 && op <= 0x26)) return copy(leb);
  if (op === 0x0e) {
    const n = r.u32();
    w.u32(n);
    for (let i = 0; i <= n; i++) copy(leb);
    return;
  }
  if (op === 0x11 || op === 0x13) return copy(leb, leb); // type, table
  if (op === 0x1c) {
    const n = r.u32();
    w.u32(n);
    for (let i = 0; i < n; i++) copy(valtype);
    return;
  }
  if (op >= 0x28 && op <= 0x3e) {
    const align = r.u32();
    w.u32(align);
    if (align & 0x40) copy(leb); // memory index
    return copy(leb); // offset
  }
  if (op === 0x3f || op === 0x40 || op === 0x41 || op === 0x42) return copy(leb);
  if (op === 0x43) return void w.copy(take(bytes, r, 4));
  if (op === 0x44) return void w.copy(take(bytes, r, 8));
  if (op === 0xd0) return copy(leb); // heap type
  if (op === 0xfc) {
    const sub = r.u32();
    w.u32(sub);
    if (sub <= 7) return;
    const immediates = { 8: 2, 9: 1, 10: 2, 11: 1, 12: 2, 13: 1, 14: 2, 15: 1, 16: 1, 17: 1 }[sub];
    if (immediates === undefined) throw new Error(`order-functions: unknown instruction 0xfc ${sub}`);
    for (let i = 0; i < immediates; i++) copy(leb);
    return;
  }
  throw new Error(`order-functions: unknown instruction 0x${op.toString(16)} at byte ${r.at - 1}`);
}

/** A constant expression (up to its `end`), renumbered. */
function constExpr(bytes, r, w, to) {
  for (;;) {
    const op = bytes[r.at];
    instruction(bytes, r, w, to);
    if (op === 0x0b) return;
  }
}

function renumberGlobals(content, to) {
  const r = reader(content, 0);
  return writeVec(range(r.u32()), (w) => {
    w.copy(valtype(content, r), take(content, r, 1)); // type, mutability
    constExpr(content, r, w, to);
  });
}

export function renumberExports(content, to) {
  const r = reader(content, 0);
  return writeVec(range(r.u32()), (w) => {
    w.copy(name(content, r));
    const kind = r.byte();
    w.byte(kind).u32(kind === 0 ? to(r.u32()) : r.u32());
  });
}

export function renumberElements(content, to) {
  const r = reader(content, 0);
  return writeVec(range(r.u32()), (w) => {
    const flags = r.u32();
    w.u32(flags);
    if (flags > 7) throw new Error(`order-functions: unknown element segment ${flags}`);
    if (flags === 2 || flags === 6) w.copy(leb(content, r)); // table
    if (!(flags & 1)) constExpr(content, r, w, to); // offset of an active segment
    if (flags & 3) w.copy(take(content, r, 1)); // element kind or reference type
    const n = r.u32();
    w.u32(n);
    for (let i = 0; i < n; i++) {
      if (flags & 4) constExpr(content, r, w, to);
      else w.u32(to(r.u32()));
    }
  });
}

/** The names section with its maps keyed by function (functions, locals, labels)
 *  renumbered and put back in order; the other subsections as they were. */
export function renumberNames(content, to) {
  const r = reader(content, 0);
  const w = writer().copy(name(content, r));
  while (r.at < content.length) {
    const id = r.byte();
    const body = take(content, r, r.u32());
    w.byte(id);
    if (id < 1 || id > 3) {
      w.sized(body);
      continue;
    }
    const s = reader(body, 0);
    const entries = range(s.u32()).map(() => {
      const f = to(s.u32());
      const from = s.at;
      if (id === 1) name(body, s);
      else for (let n = s.u32(), i = 0; i < n; i++) (s.u32(), name(body, s));
      return [f, body.subarray(from, s.at)];
    });
    entries.sort((a, b) => a[0] - b[0]);
    w.sized(writeVec(entries, (e, [f, rest]) => e.u32(f).copy(rest)));
  }
  return w.done();
}

const range = (n) => Array.from({ length: n }, (_, i) => i);

/** A section's vector, each item read by `item`. */
export function vec(bytes, section, item) {
  const r = reader(bytes, section.start);
  return range(r.u32()).map(() => item(r));
}

export function writeVec(items, item) {
  const w = writer().u32(items.length);
  for (const x of items) item(w, x);
  return w.done();
}

/** Bytes written in parts, joined once. */
export function writer() {
  const parts = [];
  const w = {
    byte: (b) => w.copy(Uint8Array.of(b)),
    copy(...chunks) {
      parts.push(...chunks);
      return w;
    },
    u32: (value) => w.copy(uleb(value)),
    /** `body` after its size. */
    sized: (body) => w.u32(body.length).copy(body),
    done: () => Buffer.concat(parts),
  };
  return w;
}
