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
// Must never: change what a chunk imports (the same memory, table and globals, in the
// same order), or leave a chunk and the loader disagreeing: each chunk is compiled
// again after, and a name the loader does not hand over is an error, not a guess.
import { imports, name, sections, uleb, withContent } from './wasm-module.mjs';

/** The module the chunks import from, as the splitter names it and as this does. */
export const LONG_MODULE = '__wasm_split';
export const SHORT_MODULE = 's';

/** The splitter's `getSharedImports` (wasm-split-cli's js.rs) in a release build (no
 *  canary), and its one other use of the table, in `wrapAsyncCb`. */
const SHARED = /sharedImports = \{ __wasm_split: \{\s*\} \};\s*const \{ ([\w$, ]+) \} = (initSync\(undefined, undefined\));\s*Object\.assign\(sharedImports\.__wasm_split, \{ \1 \}\);/g;
const TABLE_USE = 'sharedImports.__wasm_split.__indirect_function_table';

/** `loader` handing the main module's exports over under short names, and the names:
 *  a Map from each long name to its short one. */
export function shortLoader(loader) {
  const found = [...loader.matchAll(SHARED)];
  if (found.length !== 1) throw new Error(`chunk-imports: the loader builds its shared imports ${found.length} times, not once as the splitter writes it`);
  const [whole, list, main] = found[0];
  const names = list.split(',').map((n) => n.trim()).filter(Boolean);
  const short = new Map(names.map((n, i) => [n, i.toString(36)]));
  if (!short.has('__indirect_function_table')) throw new Error('chunk-imports: the loader hands over no table');
  const uses = loader.split(TABLE_USE).length - 1;
  if (uses !== 1) throw new Error(`chunk-imports: the loader reads the table ${uses} times, not once`);
  const handed = names.map((n) => `${short.get(n)}: ${n}`).join(', ');
  const out = loader
    .replace(whole, () => `const { ${names.join(', ')} } = ${main};\n        sharedImports = { ${SHORT_MODULE}: { ${handed} } };`)
    .replace(TABLE_USE, () => `sharedImports.${SHORT_MODULE}[${JSON.stringify(short.get('__indirect_function_table'))}]`);
  return { loader: out, names: short };
}

/** `wasm` (a chunk) importing from `SHORT_MODULE` under the names `names` gives. */
export function shortImports(wasm, names) {
  const section = sections(wasm).find((s) => s.id === 2);
  if (!section) return wasm;
  const entries = imports(section);
  const body = [uleb(entries.length)];
  for (const entry of entries) {
    if (entry.module !== LONG_MODULE) {
      body.push(name(entry.module), name(entry.name), entry.desc);
      continue;
    }
    const to = names.get(entry.name);
    if (to === undefined) throw new Error(`chunk-imports: a chunk imports ${entry.name}, which the loader does not hand over`);
    body.push(name(SHORT_MODULE), name(to), entry.desc);
  }
  const out = withContent(section, Buffer.concat(body));
  // The browser's own check that it is still a module, with as many imports.
  const count = WebAssembly.Module.imports(new WebAssembly.Module(out)).length;
  if (count !== entries.length) throw new Error(`chunk-imports: a chunk lost imports (${entries.length} to ${count})`);
  return out;
}
