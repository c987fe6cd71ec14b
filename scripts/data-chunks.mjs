// Chunks that hold nothing but a few constant bytes, moved into the main module instead
// of fetched (scripts/split-wasm.mjs calls this after wasm-opt).
//
// The splitter puts every piece of data that several split modules share and the main
// module does not into a shared chunk of its own, as it does with code: a word two
// panels both say ("id", "version", a CSS class) becomes a `chunk_<n>.wasm` of a few
// bytes, which costs a request and about 220 bytes gzip of module around it, each time
// (19 of the 61 chunks at the stop of 2026-11-25: wasm-split-prototype#65's many tiny
// chunks). Such a chunk defines no function, global, table entry or export:
// instantiating it only writes its active data segments into the memory it shares with
// the main module, at addresses the linker gave those bytes and nothing else. The main
// module now writes them as it starts (its own data segments), the loader knows the
// chunk as one with nothing to fetch (the splitter's own form for an empty module), and
// its file is not written. Anything else a chunk holds keeps it a file, as does data
// over `MAX_BYTES`, which the main module should not carry for pages that never need it.

/** The most data a chunk may hold and still be written by the loader. */
const MAX_BYTES = 256;

/**
 * The active data segments of `wasm` as [[address, bytes]], if that is all it defines
 * (and they fit `MAX_BYTES`); else null.
 */
export function dataOnly(wasm) {
  const bytes = new Uint8Array(wasm);
  let at = 8;
  // (A module cut short reads as more than data: `byte` throws, and so the answer is null.)
  const byte = () => {
    if (at >= bytes.length) throw new RangeError('cut short');
    return bytes[at++];
  };
  const u32 = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = byte();
      result |= (b & 0x7f) << shift;
      if (b < 0x80) return result >>> 0;
      shift += 7;
    }
  };
  const s32 = () => {
    let result = 0;
    let shift = 0;
    let b;
    do {
      b = byte();
      result |= (b & 0x7f) << shift;
      shift += 7;
    } while (b >= 0x80);
    return shift < 32 && b & 0x40 ? result | (-1 << shift) : result;
  };
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d) return null;
  try {
    return segmentsOf();
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
  function segmentsOf() {
    const segments = [];
    let total = 0;
    while (at < bytes.length) {
      const id = bytes[at++];
      const size = u32();
      const end = at + size;
      switch (id) {
        case 0: // custom (names, producers): nothing runs
        case 1: // types
        case 2: // imports (the memory and the table; a function imported is never called)
        case 12: // the data count
          break;
        case 8: // a start function
          return null;
        case 11: {
          for (let n = u32(); n > 0; n--) {
            const flags = u32();
            // Active segments of memory 0 at a constant address; passive ones are read by
            // code, which a data-only chunk has none of.
            if (flags === 2 && u32() !== 0) return null;
            if ((flags !== 0 && flags !== 2) || byte() !== 0x41) return null;
            const address = s32() >>> 0;
            if (byte() !== 0x0b) return null;
            const length = u32();
            total += length;
            if (at + length > end) return null;
            if (length > 0) segments.push([address, Buffer.from(bytes.subarray(at, at + length))]);
            at += length;
          }
          break;
        }
        default: {
          // Functions, tables, memories, globals, exports, a start, elements, code: a
          // section of none of them is written only by some tools; any with entries is
          // more than data.
          if (size > 0 && u32() > 0) return null;
        }
      }
      at = end;
    }
    return total <= MAX_BYTES && at === bytes.length ? segments : null;
  }
}

/** `loader` (the splitter's `__wasm_split.js`) with nothing to fetch for `chunk`. */
export function emptyInLoader(loader, chunk) {
  const fetcher = new RegExp(
    String.raw`\(\) => \{\s*const src = fetch\(new URL\("\./${chunk.replace('.', '\\.')}", import\.meta\.url\)\);\s*src\.catch\(\(\) => \{\}\);\s*return async \(imports\) => \(WebAssembly\.instantiateStreaming\(src, imports\)\);\s*\}`,
    'g',
  );
  const found = loader.match(fetcher)?.length ?? 0;
  if (found !== 1) throw new Error(`data-chunks: the loader fetches ${chunk} ${found} times, not once`);
  return loader.replace(fetcher, () => '() => async (_imp) => ({})');
}

/** `wasm` (a module that defines its memory) with `segments` ([[address, bytes]]) as
 *  more active data segments of it. */
export function withData(wasm, segments) {
  const bytes = new Uint8Array(wasm);
  const u32 = (n) => {
    const out = [];
    do {
      let b = n & 0x7f;
      n >>>= 7;
      if (n !== 0) b |= 0x80;
      out.push(b);
    } while (n !== 0);
    return out;
  };
  const s32 = (n) => {
    const out = [];
    for (;;) {
      const b = n & 0x7f;
      n >>= 7;
      if ((n === 0 && !(b & 0x40)) || (n === -1 && b & 0x40)) return [...out, b];
      out.push(b | 0x80);
    }
  };
  let at = 8;
  const read = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[at++];
      result |= (b & 0x7f) << shift;
      if (b < 0x80) return result >>> 0;
      shift += 7;
    }
  };
  const added = segments.flatMap(([address, data]) => [0, 0x41, ...s32(address), 0x0b, ...u32(data.length), ...data]);
  const out = [bytes.subarray(0, 8)];
  let seen = false;
  while (at < bytes.length) {
    const start = at;
    const id = bytes[at++];
    const size = read();
    const body = at;
    const end = body + size;
    if (id === 11 || id === 12) {
      const count = read();
      const rest = id === 11 ? [...bytes.subarray(at, end), ...added] : [];
      const content = [...u32(count + segments.length), ...rest];
      out.push(Uint8Array.from([id, ...u32(content.length), ...content]));
      seen ||= id === 11;
    } else {
      out.push(bytes.subarray(start, end));
    }
    at = end;
  }
  if (!seen) throw new Error('data-chunks: the main module has no data section');
  const result = Buffer.concat(out);
  if (!WebAssembly.validate(result)) throw new Error('data-chunks: the main module with the chunks\' data does not validate');
  return result;
}
