// Reading a wasm binary's structure: its sections, LEB128 numbers and names, and its
// imports. Shared by the build (scripts/minify-imports.mjs) and the size report
// (tests/e2e/perf.mjs); it reads, and never writes.

const SECTION_NAMES = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount'];

/** A reader of LEB128 numbers and names from `bytes` starting at `at`. */
export function reader(bytes, at) {
  return {
    get at() {
      return at;
    },
    skip(n) {
      at += n;
    },
    u32() {
      let n = 0;
      let shift = 0;
      for (;;) {
        const b = bytes[at++];
        n += (b & 0x7f) * 2 ** shift;
        shift += 7;
        if (b < 0x80) return n;
      }
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
