// Shorter names for what a wasm imports from its glue. wasm-bindgen names each JS
// function it imports after what it calls and a hash (`__wbg_appendChild_7465eba84213c75f`),
// written twice: in the wasm's import section and as a key of the glue's imports object.
// The hashes are 16 random hex digits each, which no compressor shrinks: for the hosted
// page's first load, 139 of them. This renames every such import, in both files alike,
// to `$` and a number in base 36 (`$0`, `$1`... `$3v`): keys the glue only ever uses as
// property names. Two imports whose functions the glue writes alike (wasm-bindgen writes
// one for each type that has the method: `arg0.remove()` for an element and for a text
// node) become one name and one function. Imports that are not wasm-bindgen's (a
// snippet's `prepare`) keep their names. A name the glue does not contain, or contains
// but not as a whole word, is an error, not a guess. Run again over its own output, it
// finds nothing to rename and changes nothing.
//
// And the modules they come from: each import names its module too, the glue's own
// (`./game2048-full_bg.js`) or the chunks' loader's (`./__wasm_split.js`), 281 times
// in the main module, which the glue spells once, as a key of its imports object.
// Each becomes a letter (`a`, `b`): 222 B gzip off the first load and every widget.
//
// So with what the glue calls of its wasm (its exports): each closure's invoker
// (`wasm_bindgen__convert__closures_____invoke__h87c6303301fef6e5`), the allocator's
// and the tables' functions (`__wbindgen_malloc`, `__externref_table_alloc`), a class's
// methods (`widget_call`): each to `_` and a number in base 36. Names the page's scripts
// call (`startPage`), which the glue exports under the same name, and what the chunks'
// loader reads (`memory`, the table) stay.
import { readFile, writeFile } from 'node:fs/promises';
import { parseScript, walk } from './js-tree.mjs';
import { exports, imports, name, sections, uleb, withContent, withImports } from './wasm-module.mjs';

/** The names this renames: wasm-bindgen's own imports. */
const BINDGEN = /^__wbg_|^__wbindgen_/;

/** Renames `wasmPath`'s imports from `gluePath` in both files, and the imports of the
 *  glue's JS that `chunks` (their paths) make (scripts/import-shims.mjs), and what
 *  `loader` (its path) reads of the main module's exports; how many it renamed. */
export async function minifyImports(gluePath, wasmPath, { chunks = [], loader = null } = {}) {
  const wasm = await readFile(wasmPath);
  let glue = await readFile(gluePath, 'utf8');
  const section = sections(wasm).find((s) => s.id === 2);
  if (!section) return 0;
  const chunkImports = [];
  for (const path of chunks) {
    const bytes = await readFile(path);
    const found = sections(bytes).find((s) => s.id === 2);
    if (found) chunkImports.push({ path, section: found, entries: imports(found) });
  }
  const own = imports(section);
  const entries = [...own, ...chunkImports.flatMap((c) => c.entries)];
  // (The second of two functions alike goes, and its import takes the first's name.)
  const functions = importFunctions(glue);
  const renamed = new Map();
  const alike = new Map();
  const duplicates = [];
  let next = 0;
  for (const entry of entries) {
    if (!BINDGEN.test(entry.name) || renamed.has(entry.name)) continue;
    const fn = functions.get(entry.name);
    const first = fn && alike.get(fn.text);
    if (first) {
      renamed.set(entry.name, renamed.get(first));
      duplicates.push(fn);
      continue;
    }
    if (fn) alike.set(fn.text, entry.name);
    renamed.set(entry.name, `$${(next++).toString(36)}`);
  }
  const modules = moduleNames(entries, glue, gluePath);
  if (renamed.size === 0 && modules.size === 0) return 0;
  for (const [from, to] of modules) glue = glue.replace(keyOf(from), () => to);
  for (const { start, end } of duplicates.sort((a, b) => b.start - a.start)) {
    glue = glue.slice(0, start) + glue.slice(end).replace(/^\s*,/, '');
  }
  const removed = new Set(duplicates.map((d) => d.key));
  for (const key of removed) {
    if (new RegExp(`(?<![\\w$])${key.replace(/\$/g, '\\$')}(?![\\w$])`).test(glue)) throw new Error(`minify-imports: ${gluePath} names ${key} beside its function`);
  }
  for (const [from, to] of renamed) {
    if (removed.has(from)) continue;
    const word = new RegExp(`(?<![\\w$])${from.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    const count = (glue.match(word) ?? []).length;
    if (count === 0) throw new Error(`minify-imports: ${gluePath} does not name ${from}, which ${wasmPath} imports`);
    if (glue.split(from).length - 1 !== count) throw new Error(`minify-imports: ${gluePath} names ${from} inside a longer word`);
    if (new RegExp(`(?<![\\w$])\\${to}(?![\\w$])`).test(glue)) throw new Error(`minify-imports: ${gluePath} already names ${to}`);
    glue = glue.replace(word, () => to);
  }
  const renaming = (entry) => ({ ...entry, module: modules.get(entry.module) ?? entry.module, name: renamed.get(entry.name) ?? entry.name });
  let out = withImports(section, own.map(renaming));
  let exported;
  ({ wasm: out, glue, renamed: exported } = renameExports(out, glue, wasmPath));
  for (const chunk of chunkImports) await writeFile(chunk.path, withImports(chunk.section, chunk.entries.map(renaming)));
  if (loader) await writeFile(loader, renamedIn(await readFile(loader, 'utf8'), exported, loader));
  await writeFile(wasmPath, out);
  await writeFile(gluePath, glue);
  return renamed.size;
}

/** A module's name as a key of the glue's imports object: `"./x_bg.js":` (either quote). */
const keyOf = (module) => new RegExp(`(?<=[{,\\s])(["'])${module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1(?=\\s*:)`, 'g');

/** Each module `entries` import from, named as a file (`./game2048-full_bg.js`), with
 *  the letter it becomes: Map(name -> letter). Short names stay (a run over its own
 *  output renames none). Each must be the key of the glue's imports object once. */
function moduleNames(entries, glue, gluePath) {
  const renamed = new Map();
  for (const { module } of entries) {
    if (renamed.has(module) || !module.endsWith('.js')) continue;
    const count = (glue.match(keyOf(module)) ?? []).length;
    if (count !== 1) throw new Error(`minify-imports: ${gluePath} has ${count} keys "${module}", not one`);
    renamed.set(module, String.fromCharCode(97 + renamed.size));
  }
  const taken = new Set(entries.map((e) => e.module).filter((m) => !renamed.has(m)));
  for (const letter of renamed.values()) {
    if (taken.has(letter)) throw new Error(`minify-imports: a module is named ${letter} already`);
  }
  return renamed;
}

/** The functions of the glue's imports object, by key (wasm-bindgen's names only):
 *  Map(key -> { key, text: its function's code, whitespace made one space, start, end:
 *  its property's place in `glue` }). */
function importFunctions(glue) {
  const found = new Map();
  walk(parseScript(glue), (node) => {
    if (node.type === 'Property' && !node.computed && node.key.type === 'Identifier' && BINDGEN.test(node.key.name) && node.value.type === 'FunctionExpression') {
      const text = glue.slice(node.value.start, node.value.end).replace(/\s+/g, ' ');
      found.set(node.key.name, { key: node.key.name, text, start: node.start, end: node.end });
    }
  });
  return found;
}

/** The exports only the glue calls: wasm-bindgen's own (closures' invokers, the
 *  allocator, the tables) and a class's methods (`<class>_<method>`). */
const GLUE_ONLY = /^(?:wasm_bindgen__|__wbindgen_|__wbg_|__externref_)\w*$|^[a-z][a-z0-9]*_[a-z0-9_]+$/;

/** `wasm` and its `glue` with each export only the glue calls (`GLUE_ONLY`) renamed
 *  short in both: in the glue, where it reads it as a property of the wasm's exports
 *  (`wasm.__wbindgen_malloc(`), the only place it does (see above). */
function renameExports(wasm, glue, wasmPath) {
  const section = sections(wasm).find((s) => s.id === 7);
  if (!section) return { wasm, glue, renamed: new Map() };
  const entries = exports(section);
  const renamed = new Map();
  let next = 0;
  for (const { name, kind } of entries) {
    // (Functions, and tables: `__wbindgen_externrefs`.)
    if (kind > 1 || !GLUE_ONLY.test(name)) continue;
    const read = new RegExp(`(?<=\\.)${name}(?![\\w$])`, 'g');
    if (!read.test(glue)) continue;
    let to;
    do to = `_${(next++).toString(36)}`;
    while (new RegExp(`(?<![\\w$])${to}(?![\\w$])`).test(glue) || entries.some((e) => e.name === to));
    renamed.set(name, to);
    glue = glue.replace(read, () => to);
  }
  if (renamed.size === 0) return { wasm, glue, renamed };
  const body = [uleb(entries.length)];
  for (const entry of entries) body.push(name(renamed.get(entry.name) ?? entry.name), entry.desc);
  const out = withContent(section, Buffer.concat(body));
  const exported = WebAssembly.Module.exports(new WebAssembly.Module(out)).map((e) => e.name);
  if (exported.length !== entries.length || new Set(exported).size !== exported.length) throw new Error(`minify-imports: ${wasmPath} lost exports`);
  return { wasm: out, glue, renamed };
}

/** `text` (the chunks' loader) with each export of `renamed` it names (the table of JS
 *  values it hands the chunks) under its new name, as a whole word. */
function renamedIn(text, renamed, path) {
  for (const [from, to] of renamed) {
    const word = new RegExp(`(?<![\\w$])${from}(?![\\w$])`, 'g');
    if (!word.test(text)) continue;
    if (new RegExp(`(?<![\\w$])\\${to}(?![\\w$])`).test(text)) throw new Error(`minify-imports: ${path} already names ${to}`);
    text = text.replace(word, () => to);
  }
  return text;
}

