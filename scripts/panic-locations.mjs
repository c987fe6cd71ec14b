// Panic locations redacted in the release build's modules (scripts/split-wasm.mjs calls
// this last, on the main module and every chunk together; scripts/postbuild.mjs on the
// AI's worker): stable Rust's `-Zlocation-detail=none`, which only nightly has.
//
// Every `unwrap`, index and `RefCell` borrow that may panic keeps a `core::panic::Location`
// in the data section: the source file's path (a pointer and a length; the path's bytes,
// nul-terminated, elsewhere in the data), its line and its column, 16 bytes on wasm32.
// The paths are the build machine's (`/root/.cargo/registry/src/index.crates.io-…/
// tachys-0.2.4/src/html/event.rs`): 5.4 KB of text in the main module, and the
// records' numbers, all different, are what gzip cannot shrink. A player never reads
// them: the crash panel (src/web/panic.rs) shows the panic's message, not where it was.
//
// So every record becomes the same one (an empty file name, line 0, column 0), and a
// path that nothing else points into is zeroed: 2.0 KB gzip off the main module
// (135,065 to 133,104 B, 2026-11-29). A path stays as it is if any number in the modules'
// code (an `i32.const`, read at every byte, so more often than there are any) or any
// other word of their data points into it.
//
// It changes bytes in place: no section, function or segment changes its size.

import { dataSegments, reader, sections } from './wasm-module.mjs';

/** A Location's line and column are at least 1 (both count from 1), and below these. */
const MAX_LINE = 1 << 20;
const MAX_COLUMN = 1 << 12;

/**
 * `modules` (Buffers: the main module first, then its chunks, which share its memory)
 * with their panic locations redacted, as new Buffers; and how many locations, of how
 * many source files, it found: { modules, locations, paths }.
 */
export function redactLocations(modules) {
  const copies = modules.map((m) => Buffer.from(m));
  const segments = copies.flatMap(segmentsAt);
  /** The segment that holds `length` bytes from `address`, and the offset of the first. */
  const find = (address, length) => {
    const s = segments.find((s) => address >= s.address && address + length <= s.address + s.length);
    return s && { s, at: s.at + address - s.address };
  };
  /** The path a Location's file points to: printable, ending in `.rs`, nul-terminated. */
  const isPath = (address, length) => {
    const found = length >= 4 && length <= 1024 && find(address, length + 1);
    if (!found) return false;
    const { s, at } = found;
    return s.bytes[at + length] === 0 && /^[\x21-\x7e]+\.rs$/.test(s.bytes.toString('latin1', at, at + length));
  };

  const locations = [];
  const paths = new Map();
  for (const s of segments) {
    for (const at of words(s, 16)) {
      const [file, length, line, column] = [0, 4, 8, 12].map((o) => s.bytes.readUInt32LE(at + o));
      if (line < 1 || line >= MAX_LINE || column < 1 || column >= MAX_COLUMN || !isPath(file, length)) continue;
      locations.push({ s, at });
      paths.set(file, length);
    }
  }
  if (locations.length === 0) return { modules: copies, locations: 0, paths: 0 };

  // What else points into a path keeps it: the records' own pointers aside.
  const records = new Set(locations.map(({ s, at }) => `${segments.indexOf(s)}:${at}`));
  const inPath = [...paths].map(([file, length]) => [file, file + length]);
  const pointedAt = new Set();
  const note = (value) => {
    for (const [from, to] of inPath) if (value >= from && value <= to) pointedAt.add(from);
  };
  for (const bytes of copies) {
    for (const section of sections(bytes)) {
      if (section.id === 11) continue;
      for (let at = section.start; at < section.end; at++) {
        if (bytes[at] !== 0x41) continue;
        try {
          note(reader(bytes, at + 1).s32() >>> 0);
        } catch (e) {
          if (!(e instanceof RangeError)) throw e;
        }
      }
    }
  }
  for (const [index, s] of segments.entries()) {
    for (const at of words(s, 4)) if (!records.has(`${index}:${at}`)) note(s.bytes.readUInt32LE(at));
  }

  // One empty name for every record: a nul byte that stays one (a path's terminator).
  const [first] = paths.keys();
  const empty = first + paths.get(first);
  for (const { s, at } of locations) {
    s.bytes.writeUInt32LE(empty, at);
    s.bytes.fill(0, at + 4, at + 16);
  }
  for (const [file, length] of paths) {
    if (pointedAt.has(file)) continue;
    const { s, at } = find(file, length);
    s.bytes.fill(0, at, at + length);
  }
  for (const bytes of copies) {
    if (!WebAssembly.validate(bytes)) throw new Error('panic-locations: a module does not validate');
  }
  return { modules: copies, locations: locations.length, paths: paths.size };
}

/** A module's active data segments at constant addresses (`dataSegments`), each with
 *  the module's `bytes`. */
function segmentsAt(bytes) {
  const section = sections(bytes).find((s) => s.id === 11);
  if (!section) return [];
  return dataSegments(section)
    .filter((s) => s.address !== null)
    .map(({ address, at, length }) => ({ bytes, address, at, length }));
}

/** The offsets in `s.bytes` of each 4-byte-aligned address of segment `s` with `size`
 *  bytes of it from there on. */
function* words(s, size) {
  for (let address = s.address + ((4 - (s.address % 4)) % 4); address + size <= s.address + s.length; address += 4) {
    yield s.at + address - s.address;
  }
}
