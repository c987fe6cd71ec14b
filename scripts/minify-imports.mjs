// Shorter names for what a wasm imports from its glue. wasm-bindgen names each JS
// function it imports after what it calls and a hash (`__wbg_appendChild_7465eba84213c75f`),
// written twice: in the wasm's import section and as a key of the glue's imports object.
// The hashes are 16 random hex digits each, which no compressor shrinks: for the hosted
// page's first load, 139 of them. This renames every such import, in both files alike,
// to `$` and a number in base 36 (`$0`, `$1`... `$3v`): keys the glue only ever uses as
// property names. Module names, and imports that are not wasm-bindgen's (a snippet's
// `prepare`), stay as they are. A name the glue does not contain, or contains but not
// as a whole word, is an error, not a guess. Run again over its own output, it finds
// nothing to rename and changes nothing.
import { readFile, writeFile } from 'node:fs/promises';

/** The names this renames: wasm-bindgen's own imports. */
const BINDGEN = /^__wbg_|^__wbindgen_/;

/** Renames `wasmPath`'s imports from `gluePath` in both files; how many it renamed. */
export async function minifyImports(gluePath, wasmPath) {
  const wasm = await readFile(wasmPath);
  let glue = await readFile(gluePath, 'utf8');
  const section = findSection(wasm, 2);
  if (!section) return 0;
  const imports = readImports(wasm, section.start, section.end);
  const renamed = new Map();
  for (const entry of imports) {
    if (!BINDGEN.test(entry.name) || renamed.has(entry.name)) continue;
    renamed.set(entry.name, `$${renamed.size.toString(36)}`);
  }
  if (renamed.size === 0) return 0;
  for (const [from, to] of renamed) {
    const word = new RegExp(`(?<![\\w$])${from.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    const count = (glue.match(word) ?? []).length;
    if (count === 0) throw new Error(`minify-imports: ${gluePath} does not name ${from}, which ${wasmPath} imports`);
    if (glue.split(from).length - 1 !== count) throw new Error(`minify-imports: ${gluePath} names ${from} inside a longer word`);
    if (new RegExp(`(?<![\\w$])\\${to}(?![\\w$])`).test(glue)) throw new Error(`minify-imports: ${gluePath} already names ${to}`);
    glue = glue.replace(word, () => to);
  }
  const body = [uleb(imports.length)];
  for (const entry of imports) {
    body.push(name(entry.module), name(renamed.get(entry.name) ?? entry.name), entry.desc);
  }
  const content = Buffer.concat(body);
  const out = Buffer.concat([wasm.subarray(0, section.id + 1), uleb(content.length), content, wasm.subarray(section.end)]);
  // The browser's own check that the result is still a module with these imports.
  const names = WebAssembly.Module.imports(new WebAssembly.Module(out)).map((i) => i.name);
  if (names.length !== imports.length) throw new Error(`minify-imports: ${wasmPath} lost imports`);
  await writeFile(wasmPath, out);
  await writeFile(gluePath, glue);
  return renamed.size;
}

/** Section `id`'s bounds: { id (the offset of its id byte), start, end } of its content. */
function findSection(wasm, id) {
  let at = 8;
  while (at < wasm.length) {
    const [size, start] = readUleb(wasm, at + 1);
    if (wasm[at] === id) return { id: at, start, end: start + size };
    at = start + size;
  }
  return null;
}

/** The import section's entries: { module, name, desc (the bytes after the name) }. */
function readImports(wasm, start, end) {
  let [count, at] = readUleb(wasm, start);
  const entries = [];
  const text = () => {
    const [length, from] = readUleb(wasm, at);
    at = from + length;
    return wasm.subarray(from, at).toString('utf8');
  };
  while (count-- > 0) {
    const module = text();
    const entryName = text();
    const from = at;
    const kind = wasm[at++];
    const skip = () => ([, at] = readUleb(wasm, at));
    const limits = () => {
      const flags = wasm[at++];
      skip();
      if (flags & 1) skip();
    };
    if (kind === 0) skip(); // a function: its type
    else if (kind === 1) (at++, limits()); // a table: its type, its limits
    else if (kind === 2) limits(); // a memory
    else if (kind === 3) at += 2; // a global: its type, mutability
    else if (kind === 4) (at++, skip()); // a tag
    else throw new Error(`minify-imports: an import of kind ${kind}`);
    entries.push({ module, name: entryName, desc: wasm.subarray(from, at) });
  }
  if (at !== end) throw new Error('minify-imports: the import section was not read to its end');
  return entries;
}

function readUleb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(byte & 0x80)) return [value, at];
  }
}

function uleb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return Buffer.from(out);
}

const name = (text) => {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([uleb(bytes.length), bytes]);
};
