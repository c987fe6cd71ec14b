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

import { dataSegments, reader, sections, sleb, uleb } from './wasm-module.mjs';

/** The most data a chunk may hold and still move into the main module. */
const MAX_BYTES = 256;

/**
 * The active data segments of `wasm` as [[address, bytes]], if that is all it defines
 * (and they fit `MAX_BYTES`); else null. (A module cut short reads as more than data.)
 */
export function dataOnly(wasm) {
  const bytes = new Uint8Array(wasm);
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d) return null;
  try {
    return segmentsOf(bytes);
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
}

function segmentsOf(bytes) {
  const all = sections(bytes);
  if ((all.at(-1)?.end ?? 8) !== bytes.length) return null;
  const segments = [];
  let total = 0;
  for (const section of all) {
    const r = reader(bytes, section.start);
    switch (section.id) {
      case 0: // custom (names, producers): nothing runs
      case 1: // types
      case 2: // imports (the memory and the table; a function imported is never called)
      case 12: // the data count
        break;
      case 8: // a start function
        return null;
      case 11:
        for (const { memory, address, at, length } of dataSegments(section)) {
          // Active segments of memory 0 at a constant address; passive ones are read by
          // code, which a data-only chunk has none of.
          if (memory !== 0 || address === null) return null;
          total += length;
          if (length > 0) segments.push([address, Buffer.from(bytes.subarray(at, at + length))]);
        }
        break;
      default:
        // Functions, tables, memories, globals, exports, elements, code: an empty such
        // section defines nothing; one with entries is more than data.
        if (section.end > section.start && r.u32() > 0) return null;
    }
  }
  return total <= MAX_BYTES ? segments : null;
}

/** The pattern of a chunk's fetcher in the splitter's `__wasm_split.js`, for the file
 *  that `file` (a pattern) matches. (A debug build's loader wraps each instantiation in
 *  `debugWrap`: `trunk serve`'s.) */
export function fetcherPattern(file) {
  return String.raw`\(\) => \{\s*const src = fetch\(new URL\("\./${file}", import\.meta\.url\)\);\s*src\.catch\(\(\) => \{\}\);\s*return async \(imports\) => (?:debugWrap)?\(WebAssembly\.instantiateStreaming\(src, imports\)\);\s*\}`;
}

/** A fetcher with nothing to fetch, as `emptyInLoader` writes it. */
export const EMPTY_FETCHER = '() => async (_imp) => ({})';

/** `loader` (the splitter's `__wasm_split.js`) with nothing to fetch for `chunk`. */
export function emptyInLoader(loader, chunk) {
  const fetcher = new RegExp(fetcherPattern(chunk.replace('.', '\\.')), 'g');
  const found = loader.match(fetcher)?.length ?? 0;
  if (found !== 1) throw new Error(`data-chunks: the loader fetches ${chunk} ${found} times, not once`);
  return loader.replace(fetcher, () => EMPTY_FETCHER);
}

/** `wasm` (a module that defines its memory) with `segments` ([[address, bytes]]) as
 *  more active data segments of it. */
export function withData(wasm, segments) {
  const bytes = new Uint8Array(wasm);
  const added = segments.map(([address, data]) => Buffer.concat([Buffer.from([0, 0x41]), sleb(address), Buffer.from([0x0b]), uleb(data.length), data]));
  const out = [bytes.subarray(0, 8)];
  let seen = false;
  for (const section of sections(bytes)) {
    if (section.id !== 11 && section.id !== 12) {
      out.push(bytes.subarray(section.head, section.end));
      continue;
    }
    // The data section's count and its segments, and the data count's count.
    const r = reader(bytes, section.start);
    const count = r.u32();
    const entries = section.id === 11 ? [bytes.subarray(r.at, section.end), ...added] : [];
    const content = Buffer.concat([uleb(count + segments.length), ...entries]);
    out.push(Buffer.from([section.id]), uleb(content.length), content);
    seen ||= section.id === 11;
  }
  if (!seen) throw new Error('data-chunks: the main module has no data section');
  const result = Buffer.concat(out);
  if (!WebAssembly.validate(result)) throw new Error('data-chunks: the main module with the chunks\' data does not validate');
  return result;
}
