// Shorter names for what every chunk imports from the main module (release builds).
//
// wasm-split-cli has each chunk import the main module's memory, its table and the
// globals they share (the stack pointer) as `"__wasm_split" "memory"`,
// `"__wasm_split" "__indirect_function_table"`, `"__wasm_split" "__wasm_split_shared0"`,
// and its loader hands them over under those names. In a file of its own a chunk
// compresses those 90-odd bytes hardly at all, and a player who loads every part
// fetches some seventy chunks: 4.3 KB gzip in all at stop 66. Here the module is `s`
// and each name its place in the loader's list (`0`, `1`...), in the chunks' import
// sections and in the loader alike.
//
// And the glue: wasm-bindgen imports the loader once for each function the main module
// imports from it (`import * as import1 from "./__wasm_split.js"`... 24 times, and as
// many keys of one name in its imports object, of which the last wins), where one
// import says the same: 1.9 KB less script to parse on every first load.
//
// Must never: change what a chunk imports (the same memory, table and globals, in the
// same order), or leave a chunk and the loader disagreeing: each chunk is compiled
// again after, and a name the loader does not hand over is an error, not a guess.
import { imports, sections, withImports } from './wasm-module.mjs';

/** The module the chunks import from, as the splitter names it and as this does. */
export const LONG_MODULE = '__wasm_split';
export const SHORT_MODULE = 's';

/** The splitter's `getSharedImports` (wasm-split-cli's js.rs) in a release build (no
 *  canary), and its one other use of the table, in `wrapAsyncCb`. A list of names
 *  may end with a comma. */
const SHARED = /sharedImports = \{ (\.\.\.\w+\(\), )?__wasm_split: \{\s*\} \};\s*const \{ ([\w$, ]+) \} = (initSync\(undefined, undefined\));\s*Object\.assign\(sharedImports\.__wasm_split, \{ \2 \}\);/g;
const TABLE_USE = 'sharedImports.__wasm_split.__indirect_function_table';

/** `loader` handing the main module's exports over under short names, and the names:
 *  a Map from each long name to its short one. */
export function shortLoader(loader) {
  const found = [...loader.matchAll(SHARED)];
  if (found.length !== 1) throw new Error(`chunk-imports: the loader builds its shared imports ${found.length} times, not once as the splitter writes it`);
  // (And the glue's imports, spread, where chunks import JS too: scripts/import-shims.mjs.)
  const [whole, spread = '', list, main] = found[0];
  const names = list.split(',').map((n) => n.trim()).filter(Boolean);
  const short = new Map(names.map((n, i) => [n, i.toString(36)]));
  if (!short.has('__indirect_function_table')) throw new Error('chunk-imports: the loader hands over no table');
  const uses = loader.split(TABLE_USE).length - 1;
  if (uses !== 1) throw new Error(`chunk-imports: the loader reads the table ${uses} times, not once`);
  const handed = names.map((n) => `${short.get(n)}: ${n}`).join(', ');
  const out = loader
    .replace(whole, () => `const { ${names.join(', ')} } = ${main};\n        sharedImports = { ${spread}${SHORT_MODULE}: { ${handed} } };`)
    .replace(TABLE_USE, () => `sharedImports.${SHORT_MODULE}[${JSON.stringify(short.get('__indirect_function_table'))}]`);
  return { loader: out, names: short };
}

/** `wasm` (a chunk) importing from `SHORT_MODULE` under the names `names` gives. */
export function shortImports(wasm, names) {
  const section = sections(wasm).find((s) => s.id === 2);
  if (!section) return wasm;
  return withImports(
    section,
    imports(section).map((entry) => {
      if (entry.module !== LONG_MODULE) return entry;
      const to = names.get(entry.name);
      if (to === undefined) throw new Error(`chunk-imports: a chunk imports ${entry.name}, which the loader does not hand over`);
      return { ...entry, module: SHORT_MODULE, name: to };
    }),
  );
}

/** `glue` (wasm-bindgen's, as it writes it) importing the loader `file` once. */
export function oneImportOfLoader(glue, file) {
  const quoted = JSON.stringify(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const statement = new RegExp(`^import \\* as (import\\d+) from ${quoted};?\\n`, 'gm');
  const key = new RegExp(`^(\\s*)${quoted}: (import\\d+),\\n`, 'gm');
  const statements = [...glue.matchAll(statement)];
  const keys = [...glue.matchAll(key)];
  if (statements.length <= 1) return glue;
  const names = statements.map((m) => m[1]).sort();
  if (keys.length !== statements.length || keys.map((m) => m[2]).sort().join() !== names.join()) {
    throw new Error(`chunk-imports: the glue imports ${file} ${statements.length} times and hands it over ${keys.length} times`);
  }
  const [first] = statements;
  let kept = false;
  const out = glue
    .replace(statement, (whole) => (whole === first[0] ? whole : ''))
    .replace(key, (_, indent) => (kept ? '' : ((kept = true), `${indent}${JSON.stringify(file)}: ${first[1]},\n`)));
  for (const m of statements.slice(1)) {
    if (new RegExp(`\\b${m[1]}\\b`).test(out)) throw new Error(`chunk-imports: the glue still names ${m[1]}`);
  }
  return out;
}
