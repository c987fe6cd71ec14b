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

/** `wasm` with its defined functions in the order above. */
export function orderFunctions(wasm) {
  const module = readSections(wasm);
  const imported = countImportedFunctions(module);
  const types = module.get(3);
  const code = module.get(10);
  if (!types || !code) return wasm;
  const typeOf = vec(types.body, (r) => r.u32());
  const bodies = vec(code.body, (r) => r.bytes(r.u32()));
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

  const out = [];
  for (const [id, section] of module) {
    if (id === 3) out.push([id, writeVec(order.map((i) => typeOf[i]), (w, t) => w.u32(t))]);
    else if (id === 10) out.push([id, writeVec(order.map((i) => bodies[i]), (w, b) => w.sized(renumberBody(b, to)))]);
    else if (id === 6) out.push([id, renumberGlobals(section.body, to)]);
    else if (id === 7) out.push([id, renumberExports(section.body, to)]);
    else if (id === 8) out.push([id, writer().u32(to(new Reader(section.body).u32())).done()]);
    else if (id === 9) out.push([id, renumberElements(section.body, to)]);
    else if (id === 0 && section.name === 'name') out.push([id, renumberNames(section.raw, to)]);
    else out.push([id, section.raw]);
  }
  return writeModule(wasm.subarray(0, 8), out);
}

/** Quarter-octave buckets of a body's size. */
const bucket = (size) => Math.round(Math.log2(size) * 4);

/** The first bytes of a body's code, after its locals. */
function codeStart(body) {
  const r = new Reader(body);
  const groups = r.u32();
  for (let i = 0; i < groups; i++) {
    r.u32();
    r.valtype();
  }
  return body.subarray(r.at, r.at + 8);
}

function compareBytes(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** A body (its locals, then its code) with every function index renumbered by `to`. */
function renumberBody(body, to) {
  const r = new Reader(body);
  const w = writer();
  const groups = r.u32();
  w.u32(groups);
  for (let i = 0; i < groups; i++) {
    w.u32(r.u32());
    w.copy(r.valtype());
  }
  while (r.at < body.length) instruction(r, w, to);
  return w.done();
}

/** Copies one instruction from `r` to `w`, renumbering the function it names. */
function instruction(r, w, to) {
  const op = r.byte();
  w.byte(op);
  if (op === 0x10 || op === 0x12 || op === 0xd2) return void w.u32(to(r.u32())); // call, return_call, ref.func
  if (op <= 0x01 || op === 0x05 || op === 0x0b || op === 0x0f || op === 0x1a || op === 0x1b || op === 0xd1) return;
  if (op >= 0x45 && op <= 0xc4) return; // numeric, sign extension
  if (op >= 0x02 && op <= 0x04) return void w.copy(r.blockType());
  if (op === 0x0c || op === 0x0d || (op >= 0x20 && op <= 0x26)) return void w.copy(r.leb());
  if (op === 0x0e) {
    const n = r.u32();
    w.u32(n);
    for (let i = 0; i <= n; i++) w.copy(r.leb());
    return;
  }
  if (op === 0x11 || op === 0x13) return void w.copy(r.leb(), r.leb()); // type, table
  if (op === 0x1c) {
    const n = r.u32();
    w.u32(n);
    for (let i = 0; i < n; i++) w.copy(r.valtype());
    return;
  }
  if (op >= 0x28 && op <= 0x3e) {
    const align = r.u32();
    w.u32(align);
    if (align & 0x40) w.copy(r.leb()); // memory index
    return void w.copy(r.leb()); // offset
  }
  if (op === 0x3f || op === 0x40 || op === 0x41 || op === 0x42) return void w.copy(r.leb());
  if (op === 0x43) return void w.copy(r.bytes(4));
  if (op === 0x44) return void w.copy(r.bytes(8));
  if (op === 0xd0) return void w.copy(r.leb()); // heap type
  if (op === 0xfc) {
    const sub = r.u32();
    w.u32(sub);
    if (sub <= 7) return;
    const immediates = { 8: 2, 9: 1, 10: 2, 11: 1, 12: 2, 13: 1, 14: 2, 15: 1, 16: 1, 17: 1 }[sub];
    if (immediates === undefined) throw new Error(`order-functions: unknown instruction 0xfc ${sub}`);
    for (let i = 0; i < immediates; i++) w.copy(r.leb());
    return;
  }
  throw new Error(`order-functions: unknown instruction 0x${op.toString(16)} at byte ${r.at - 1}`);
}

/** A constant expression (up to its `end`), renumbered. */
function constExpr(r, w, to) {
  for (;;) {
    const op = r.peek();
    instruction(r, w, to);
    if (op === 0x0b) return;
  }
}

function renumberGlobals(body, to) {
  const r = new Reader(body);
  return writeVec(range(r.u32()), (w) => {
    w.copy(r.valtype(), r.bytes(1)); // type, mutability
    constExpr(r, w, to);
  });
}

function renumberExports(body, to) {
  const r = new Reader(body);
  return writeVec(range(r.u32()), (w) => {
    w.copy(r.name());
    const kind = r.byte();
    w.byte(kind);
    w.u32(kind === 0 ? to(r.u32()) : r.u32());
  });
}

function renumberElements(body, to) {
  const r = new Reader(body);
  return writeVec(range(r.u32()), (w) => {
    const flags = r.u32();
    w.u32(flags);
    if (flags > 7) throw new Error(`order-functions: unknown element segment ${flags}`);
    if (flags === 2 || flags === 6) w.copy(r.leb()); // table
    if (!(flags & 1)) constExpr(r, w, to); // offset of an active segment
    if (flags & 3) w.copy(r.bytes(1)); // element kind or reference type
    const n = r.u32();
    w.u32(n);
    for (let i = 0; i < n; i++) {
      if (flags & 4) constExpr(r, w, to);
      else w.u32(to(r.u32()));
    }
  });
}

/** The names section with its maps keyed by function (functions, locals, labels)
 *  renumbered and put back in order; the other subsections as they were. */
function renumberNames(raw, to) {
  const r = new Reader(raw);
  const w = writer();
  w.copy(r.name());
  while (r.at < raw.length) {
    const id = r.byte();
    const body = r.bytes(r.u32());
    w.byte(id);
    if (id < 1 || id > 3) {
      w.sized(body);
      continue;
    }
    const s = new Reader(body);
    const entries = range(s.u32()).map(() => {
      const f = to(s.u32());
      const start = s.at;
      if (id === 1) s.name();
      else for (let n = s.u32(), i = 0; i < n; i++) (s.u32(), s.name());
      return [f, body.subarray(start, s.at)];
    });
    entries.sort((a, b) => a[0] - b[0]);
    w.sized(writeVec(entries, (e, [f, rest]) => e.u32(f).copy(rest)));
  }
  return w.done();
}

function countImportedFunctions(module) {
  const imports = module.get(2);
  if (!imports) return 0;
  const r = new Reader(imports.body);
  let functions = 0;
  for (let n = r.u32(), i = 0; i < n; i++) {
    r.name();
    r.name();
    const kind = r.byte();
    if (kind === 0) {
      r.u32();
      functions++;
    } else if (kind === 1) {
      r.valtype();
      r.limits();
    } else if (kind === 2) r.limits();
    else if (kind === 3) r.bytes(2);
    else throw new Error(`order-functions: unknown import kind ${kind}`);
  }
  return functions;
}

/** The module's sections in order: Map(id -> { body, raw, name }) for the known ones;
 *  custom sections (id 0) kept in place, each under its own key. */
function readSections(wasm) {
  if (wasm[0] !== 0 || wasm[1] !== 0x61 || wasm[2] !== 0x73 || wasm[3] !== 0x6d) throw new Error('order-functions: not a wasm module');
  const r = new Reader(wasm, 8);
  const sections = new Map();
  let customs = 0;
  while (r.at < wasm.length) {
    const id = r.byte();
    const raw = r.bytes(r.u32());
    const name = id === 0 ? new Reader(raw).nameText() : undefined;
    // (Custom sections keyed apart, in their place: Map keeps insertion order.)
    sections.set(id === 0 ? `custom${customs++}` : id, { body: raw, raw, name });
  }
  return {
    get: (id) => sections.get(id),
    *[Symbol.iterator]() {
      for (const [key, section] of sections) yield [typeof key === 'string' ? 0 : key, section];
    },
  };
}

function writeModule(header, sections) {
  const w = writer();
  w.copy(header);
  for (const [id, body] of sections) {
    w.byte(id);
    w.sized(body);
  }
  return w.done();
}

const range = (n) => Array.from({ length: n }, (_, i) => i);

function vec(body, item) {
  const r = new Reader(body);
  return range(r.u32()).map(() => item(r));
}

function writeVec(items, item) {
  const w = writer();
  w.u32(items.length);
  for (const x of items) item(w, x);
  return w.done();
}

class Reader {
  constructor(bytes, at = 0) {
    this.b = bytes;
    this.at = at;
  }
  peek() {
    return this.b[this.at];
  }
  byte() {
    if (this.at >= this.b.length) throw new Error('order-functions: the module ends too soon');
    return this.b[this.at++];
  }
  bytes(n) {
    if (this.at + n > this.b.length) throw new Error('order-functions: the module ends too soon');
    return this.b.subarray(this.at, (this.at += n));
  }
  /** A LEB128 number's bytes, as they are. */
  leb() {
    const start = this.at;
    while (this.byte() & 0x80);
    return this.b.subarray(start, this.at);
  }
  u32() {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = this.byte();
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  }
  /** A value type's bytes: one byte for every type the build's features have. */
  valtype() {
    const t = this.byte();
    if (t < 0x6f || t > 0x7f) throw new Error(`order-functions: unknown value type 0x${t.toString(16)}`);
    return this.b.subarray(this.at - 1, this.at);
  }
  /** A block type's bytes: empty (0x40), a value type, or a type index (s33). */
  blockType() {
    const t = this.peek();
    if (t === 0x40 || (t >= 0x6f && t <= 0x7f)) return this.bytes(1);
    return this.leb();
  }
  limits() {
    const flags = this.byte();
    this.u32();
    if (flags & 1) this.u32();
  }
  name() {
    const start = this.at;
    this.bytes(this.u32());
    return this.b.subarray(start, this.at);
  }
  nameText() {
    const n = this.u32();
    return new TextDecoder().decode(this.bytes(n));
  }
}

function writer() {
  const parts = [];
  let size = 0;
  const w = {
    byte(b) {
      parts.push(Uint8Array.of(b));
      size += 1;
      return w;
    },
    copy(...chunks) {
      for (const c of chunks) {
        parts.push(c);
        size += c.length;
      }
      return w;
    },
    u32(value) {
      const out = [];
      do {
        let b = value % 128;
        value = Math.floor(value / 128);
        if (value > 0) b |= 0x80;
        out.push(b);
      } while (value > 0);
      return w.copy(Uint8Array.from(out));
    },
    /** `body` after its size. */
    sized(body) {
      return w.u32(body.length).copy(body);
    },
    done() {
      const out = new Uint8Array(size);
      let at = 0;
      for (const p of parts) {
        out.set(p, at);
        at += p.length;
      }
      return out;
    },
  };
  return w;
}
