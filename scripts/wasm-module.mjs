// Reading a wasm binary's structure: its sections, LEB128 numbers and names, its
// imports, exports, data segments and its functions' names (and the Rust crate each belongs to); and LEB128
// numbers and a section's new content written, for the parts of a module written anew.
// Shared by the build (scripts/minify-imports.mjs, scripts/data-chunks.mjs,
// scripts/order-functions.mjs) and the size reports (tests/e2e/perf.mjs,
// tests/e2e/executed.mjs); it reads and encodes, and writes no file.

const SECTION_NAMES = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount'];

/** A reader of bytes, LEB128 numbers and names from `bytes` starting at `at`. Reading
 *  past the end throws a `RangeError` (a module cut short). */
export function reader(bytes, at) {
  return {
    get at() {
      return at;
    },
    skip(n) {
      at += n;
    },
    byte() {
      if (at >= bytes.length) throw new RangeError('wasm-module: the module is cut short');
      return bytes[at++];
    },
    u32() {
      let n = 0;
      let shift = 0;
      for (;;) {
        const b = this.byte();
        n += (b & 0x7f) * 2 ** shift;
        shift += 7;
        if (b < 0x80) return n;
      }
    },
    /** A signed LEB128 number of 32 bits (an `i32.const`). */
    s32() {
      let n = 0;
      let shift = 0;
      let b;
      do {
        b = this.byte();
        n |= (b & 0x7f) << shift;
        shift += 7;
      } while (b >= 0x80);
      return shift < 32 && b & 0x40 ? n | (-1 << shift) : n;
    },
    name() {
      const len = this.u32();
      const s = Buffer.from(bytes.subarray(at, at + len)).toString();
      at += len;
      return s;
    },
  };
}

/** A wasm binary's sections: { id, name, head, start, end } (`head`: the offset of its
 *  id byte; `start`..`end`: its content). */
export function sections(bytes) {
  const out = [];
  const r = reader(bytes, 8);
  while (r.at < bytes.length) {
    const head = r.at;
    const id = bytes[head];
    r.skip(1);
    const size = r.u32();
    const start = r.at;
    const name = id === 0 ? `custom "${r.name()}"` : (SECTION_NAMES[id] ?? `section ${id}`);
    out.push({ id, name, head, start, end: start + size, bytes });
    r.skip(start + size - r.at);
  }
  return out;
}

/** `section`'s module (from `sections`) with `content` as that section's content, its
 *  id and every other byte as they were. */
export function withContent(section, content) {
  const { bytes } = section;
  return Buffer.concat([bytes.subarray(0, section.head + 1), uleb(content.length), content, bytes.subarray(section.end)]);
}

/** The entries of an import section (from `sections`): { module, name, kind, desc }
 *  (`kind` 0 a function, 1 a table, 2 a memory, 3 a global, 4 a tag; `desc`: the bytes
 *  after the name, which say what is imported). */
export function imports(section) {
  const { bytes } = section;
  const r = reader(bytes, section.start);
  const entries = [];
  const limits = () => {
    const flags = r.u32();
    r.u32();
    if (flags & 1) r.u32();
  };
  for (let count = r.u32(); count > 0; count--) {
    const module = r.name();
    const name = r.name();
    const from = r.at;
    const kind = bytes[from];
    r.skip(1);
    if (kind === 0) r.u32(); // its type
    else if (kind === 1) (r.skip(1), limits()); // its element type, its limits
    else if (kind === 2) limits();
    else if (kind === 3) r.skip(2); // its type, its mutability
    else if (kind === 4) (r.skip(1), r.u32()); // its attribute, its type
    else throw new Error(`wasm-module: an import of kind ${kind}`);
    entries.push({ module, name, kind, desc: bytes.subarray(from, r.at) });
  }
  if (r.at !== section.end) throw new Error('wasm-module: the import section was not read to its end');
  return entries;
}

/** The module of `section` (an import section, from `sections`) with `entries` as its
 *  imports ({ module, name, desc }, as `imports` reads them, renamed or not), checked
 *  by the browser's own reader: a module that no longer reads, or reads with fewer
 *  imports, throws. */
export function withImports(section, entries) {
  const body = [uleb(entries.length)];
  for (const entry of entries) body.push(name(entry.module), name(entry.name), entry.desc);
  const out = withContent(section, Buffer.concat(body));
  const count = WebAssembly.Module.imports(new WebAssembly.Module(out)).length;
  if (count !== entries.length) throw new Error(`wasm-module: an import section written anew has ${count} imports, not ${entries.length}`);
  return out;
}

/** The entries of an export section (from `sections`): { name, kind, desc } (`kind` as
 *  an import's; `desc`: the bytes after the name, its kind and index). */
export function exports(section) {
  const { bytes } = section;
  const r = reader(bytes, section.start);
  const entries = [];
  for (let count = r.u32(); count > 0; count--) {
    const name = r.name();
    const from = r.at;
    const kind = bytes[from];
    r.skip(1);
    r.u32(); // its index
    entries.push({ name, kind, desc: bytes.subarray(from, r.at) });
  }
  if (r.at !== section.end) throw new Error('wasm-module: the export section was not read to its end');
  return entries;
}

/** The segments of a data section (from `sections`): { memory, address, at, length }
 *  (`memory`: the index of the memory an active segment writes; `address`: where, when
 *  its offset is one `i32.const`, else null, as for a passive segment or a `global.get`;
 *  `at`: the offset of its first byte in the module). What it cannot read throws a
 *  `RangeError`: a segment past its section's end (a module cut short), and flags or an
 *  offset's expression of any other kind (no module of this build has one). */
export function dataSegments(section) {
  const { bytes } = section;
  const r = reader(bytes, section.start);
  const out = [];
  for (let n = r.u32(); n > 0; n--) {
    const flags = r.u32();
    if (flags > 2) throw new RangeError(`wasm-module: a data segment of flags ${flags}`);
    const memory = flags === 2 ? r.u32() : 0;
    let address = null;
    if (flags !== 1) {
      const op = r.byte();
      if (op === 0x41) address = r.s32() >>> 0;
      else if (op === 0x23) r.u32();
      else throw new RangeError(`wasm-module: a data segment's offset of opcode ${op}`);
      if (r.byte() !== 0x0b) throw new RangeError("wasm-module: a data segment's offset is more than one instruction");
    }
    const length = r.u32();
    if (r.at + length > section.end) throw new RangeError('wasm-module: a data segment runs past its section');
    out.push({ memory, address, at: r.at, length });
    r.skip(length);
  }
  return out;
}

/** `wasm`'s element segments, each active in table 0: { flags, offset, entries }
 *  (`entries`: a function's index, or null for `ref.null`). The splitter writes flags
 *  2 (function indices) and 6 (expressions: its nulls); wasm-bindgen and an assembler
 *  0 and 4, the same without the table's index. Any other is an error. */
export function elementSegments(wasm) {
  const segments = [];
  const section = sections(wasm).find((s) => s.id === 9);
  if (!section) return segments;
  const r = reader(wasm, section.start);
  for (let n = r.u32(); n > 0; n--) {
    const flags = r.u32();
    if (![0, 2, 4, 6].includes(flags)) throw new Error(`wasm-module: an element segment of flags ${flags}`);
    if (flags & 2 && r.u32() !== 0) throw new Error('wasm-module: an element segment of another table');
    if (r.byte() !== 0x41) throw new Error("wasm-module: an element segment's offset that is not an i32.const");
    const offset = r.s32();
    if (r.byte() !== 0x0b) throw new Error("wasm-module: an element segment's offset of more than one instruction");
    if (flags & 2) r.byte(); // its element kind (funcref), or its reference type
    const entries = [];
    for (let count = r.u32(); count > 0; count--) {
      if (!(flags & 4)) entries.push(r.u32());
      else {
        const op = r.byte();
        if (op === 0xd2) entries.push(r.u32());
        else if (op === 0xd0) (r.byte(), entries.push(null));
        else throw new Error(`wasm-module: an element expression of opcode ${op}`);
        if (r.byte() !== 0x0b) throw new Error('wasm-module: an element expression of more than one instruction');
      }
    }
    segments.push({ flags, offset, entries });
  }
  if (r.at !== section.end) throw new Error('wasm-module: the element section was not read to its end');
  return segments;
}

/** The module's function bodies ({ start, size } in `bytes`, in index order), its code
 *  section (none in a module of data alone), and how many functions it imports (a
 *  function's index counts the imported ones first). */
export function functionBodies(bytes) {
  const all = sections(bytes);
  const importSection = all.find((s) => s.name === 'import');
  const imported = importSection ? imports(importSection).filter((i) => i.kind === 0).length : 0;
  const code = all.find((s) => s.name === 'code');
  const list = [];
  if (code) {
    const r = reader(bytes, code.start);
    for (let n = r.u32(); n > 0; n--) {
      const size = r.u32();
      list.push({ start: r.at, size });
      r.skip(size);
    }
  }
  return { imported, code, list };
}

/** The names section's function names (Map: function index -> name; empty if the module
 *  has none, as the shipped ones: a build with `GAME2048_WASM_NAMES=1` keeps them). */
export function functionNames(bytes) {
  const names = new Map();
  const section = sections(bytes).find((s) => s.name === 'custom "name"');
  if (!section) return names;
  const r = reader(bytes, section.start);
  r.name();
  while (r.at < section.end) {
    const id = r.byte();
    const end = r.u32() + r.at;
    if (id === 1) for (let n = r.u32(); n > 0; n--) names.set(r.u32(), r.name());
    r.skip(end - r.at);
  }
  return names;
}

/** The crate a (v0-mangled, legacy-mangled or plain) Rust symbol belongs to. */
export function crateOf(symbol) {
  if (symbol.startsWith('_R')) {
    const m = symbol.match(/C(?:s[0-9A-Za-z]*_)?(\d+)/);
    if (m) {
      const at = m.index + m[0].length;
      return symbol.slice(at, at + Number(m[1])) || 'other';
    }
  }
  let name = symbol;
  if (name.startsWith('_ZN')) {
    const m = name.slice(3).match(/^(\d+)(.*)$/);
    if (m) name = m[2].slice(0, Number(m[1]));
    name = name.replace(/\$LT\$/g, '<').replace(/\$u20\$/g, ' ').replace(/\.\./g, '::');
  }
  // wasm-bindgen's shims of exports and imports.
  if (/ externref shim$/.test(name)) return 'wasm_bindgen';
  // `<T as krate::Trait>::f`, `<(A,B) as ...>`, `<*mut T as ...>`: a generic impl, or
  // one for a tuple or a pointer, is its trait's crate's code.
  const generic = name.match(/^<+[&\s]*(?:\*?mut |\*const )?(?:[A-Z][A-Za-z0-9_]*|\([^)]*\)) as (?:dyn )?([A-Za-z_][A-Za-z0-9_]*)/);
  if (generic) return generic[1];
  const rest = name.replace(/^[_<&\s]*(?:dyn |mut |impl )?/, '');
  // `<char>::f`, `<[T]>::f`, `<u32 as ...>`: a primitive type's methods are core's.
  if (/^(?:char|str|bool|[iu](?:8|16|32|64|128|size)|f32|f64|\[)\b/.test(rest)) return 'core';
  const m = rest.match(/^([A-Za-z_][A-Za-z0-9_]*)/);
  if (!m) return 'other';
  // A plain name is an export (`mountWidget`) or one of wasm-bindgen's intrinsics.
  return rest.includes('::') ? m[1] : 'exports (wasm-bindgen)';
}

/** `value` (a whole number, not negative) as an unsigned LEB128. */
export function uleb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return Buffer.from(out);
}

/** `text` as a module writes a name: its length in bytes, then its UTF-8. */
export function name(text) {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([uleb(bytes.length), bytes]);
}

/** `value` (a 32-bit integer) as a signed LEB128. */
export function sleb(value) {
  const out = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    if ((value === 0 && !(byte & 0x40)) || (value === -1 && byte & 0x40)) return Buffer.from([...out, byte]);
    out.push(byte | 0x80);
  }
}
