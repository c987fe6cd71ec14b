// The glue's JS that only chunks call, in a file of its own that comes with them
// (release builds, after scripts/minify-imports.mjs has named every import short).
//
// Once the chunks call JS themselves (scripts/import-shims.mjs), the glue's imports
// object holds 123 functions (at stop 73) that the main module never imports: a
// chunk's DOM and canvas calls, its dates, its clipboard. They were 1.5 KB gzip of
// every first load and every widget's, which no first move runs.
//
// Here they leave the glue for `<glue>-imports.js`, a module that imports from the
// glue what they use (its helpers, `wasm`), under short names the glue exports. The
// loader fetches it before it instantiates a chunk that imports one of them, and
// with `lines_en`, which every game asks for as it mounts (so no part's first use
// waits for it; a failed fetch fails that chunk's load, which says why and is tried
// again as any chunk's is). A chunk is handed them in the module it imports the
// glue's JS from, beside the glue's own.
//
// Must never: leave a chunk without a function it imports, or move one the main
// module imports. The glue and the loader must be as wasm-bindgen, the split step and
// minify-imports write them; anything else is an error, not a guess.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseScript, walk } from './js-tree.mjs';
import { FETCHER_FUNCTION } from './compact-loader.mjs';
import { GLUE_IMPORTS } from './import-shims.mjs';
import { imports, sections } from './wasm-module.mjs';

/** What the file is named after its glue's (`<glue less .js>` and this). */
export const SUFFIX = '-imports.js';

/** The loader's function that fetches the file and hands a chunk its functions. */
const MORE = 'withMoreImports';

/**
 * Moves the functions of `glue`'s imports object that `chunks` (wasm files) import and
 * `main` (a wasm file, or several) does not into `<glue>-imports.js`, in `dir`; and has `loader` fetch it for
 * those chunks and for `always` (a chunk file: `lines_en`'s own). Returns how many
 * functions moved (0: nothing changed).
 */
export async function lazyImports({ dir, glue, main, chunks, loader, always }) {
  // (Run again over a finished build: done.)
  const file = glue.replace(/\.js$/, SUFFIX);
  if ((await readdir(dir)).includes(file)) return 0;
  const importsOf = async (wasm) => {
    const section = sections(await readFile(join(dir, wasm))).find((s) => s.id === 2);
    return section ? imports(section).filter((i) => i.kind === 0) : [];
  };
  // (The main module's cold half, scripts/cold-split.mjs, may be instantiated in the
  // middle of a call, with no time to fetch anything: what it imports stays too.)
  const mainImports = (await Promise.all([main].flat().map(importsOf))).flat();
  const kept = new Set(mainImports.map((i) => i.name));
  const needs = new Map();
  let module = null;
  for (const chunk of chunks) {
    const names = (await importsOf(chunk)).filter((i) => i.name.startsWith('$') && !kept.has(i.name));
    if (names.length === 0) continue;
    for (const i of names) {
      if (module !== null && i.module !== module) throw new Error(`lazy-imports: chunks import the glue's JS from ${module} and ${i.module}`);
      module = i.module;
    }
    needs.set(chunk, new Set(names.map((i) => i.name)));
  }
  if (needs.size === 0) return 0;
  const moving = new Set([...needs.values()].flatMap((s) => [...s]));

  const gluePath = join(dir, glue);
  let text = await readFile(gluePath, 'utf8');
  const tree = parseScript(text);
  const topLevel = topLevelNames(tree);
  const maker = tree.body.find((n) => n.type === 'FunctionDeclaration' && n.id.name === GLUE_IMPORTS);
  if (!maker) throw new Error(`lazy-imports: ${glue} has no ${GLUE_IMPORTS}`);
  const props = [];
  walk(maker, (node) => {
    if (node.type === 'Property' && !node.computed && node.key.type === 'Identifier' && moving.has(node.key.name)) props.push(node);
  });
  const found = new Set(props.map((p) => p.key.name));
  const lacking = [...moving].filter((n) => !found.has(n));
  if (lacking.length > 0) throw new Error(`lazy-imports: ${glue} has no function ${lacking.join(', ')}, which chunks import`);
  // What they use of the glue: its top-level names (a local of the same name only
  // exports one more).
  const used = new Set();
  for (const prop of props) {
    walk(prop.value, (node) => {
      if (node.type === 'Identifier' && topLevel.has(node.name)) used.add(node.name);
    });
  }
  const lazy = props.map((p) => text.slice(p.start, p.end));
  for (const prop of [...props].sort((a, b) => b.start - a.start)) {
    text = text.slice(0, prop.start) + text.slice(prop.end).replace(/^\s*,/, '');
  }
  for (const name of moving) {
    if (new RegExp(`(?<![\\w$])\\${name}(?![\\w$])`).test(text)) throw new Error(`lazy-imports: ${glue} still names ${name}`);
  }
  // (Exported as `g0`, `g1`...: short, and no name wasm-bindgen gives an export.)
  const exported = [...used].sort().map((name, i) => [name, `g${i.toString(36)}`]);
  for (const [, alias] of exported) {
    if (new RegExp(`\\bexport\\b[^;]*[\\s{,]${alias}[\\s},]`).test(text)) throw new Error(`lazy-imports: ${glue} exports ${alias} already`);
  }
  text += `export { ${exported.map(([name, alias]) => `${name} as ${alias}`).join(', ')} };\n`;
  const source = `import { ${exported.map(([name, alias]) => `${alias} as ${name}`).join(', ')} } from "./${glue}";\n\nexport default {\n    ${lazy.join(',\n    ')},\n};\n`;
  await writeFile(gluePath, text);
  await writeFile(join(dir, file), source);

  const loaderPath = join(dir, loader);
  await writeFile(loaderPath, loaderFetching(await readFile(loaderPath, 'utf8'), { file, module, chunks: [...new Set([...needs.keys(), always].filter(Boolean))] }));
  return moving.size;
}

/** The names a module declares at its top level. */
function topLevelNames(tree) {
  const names = new Set();
  for (const node of tree.body) {
    const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (!declaration) continue;
    if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) names.add(declaration.id.name);
    if (declaration.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) walk(d.id, (n) => n.type === 'Identifier' && names.add(n.name));
    }
  }
  return names;
}

/** `loader` (compacted: scripts/compact-loader.mjs) fetching `file` before it
 *  instantiates each of `chunks`, whose imports of the glue's JS (from `module`) it
 *  then holds too. */
export function loaderFetching(loader, { file, module, chunks }) {
  const once = (text, from, to) => {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`lazy-imports: the loader has ${count} of ${from}, not one`);
    return text.replace(from, () => to);
  };
  let out = loader;
  for (const chunk of chunks) {
    out = once(out, `${FETCHER_FUNCTION}(new URL("./${chunk}", import.meta.url))`, `${FETCHER_FUNCTION}(new URL("./${chunk}", import.meta.url), ${MORE})`);
  }
  out = once(out, `function ${FETCHER_FUNCTION}(url) {`, `function ${FETCHER_FUNCTION}(url, more) {`);
  out = once(out, 'return async (imports) => WebAssembly.instantiateStreaming(src, imports);', 'return async (imports) => WebAssembly.instantiateStreaming(src, more ? await more(imports) : imports);');
  const key = JSON.stringify(module);
  // (A module that failed to load may stay failed under its URL: a try after a failure
  // asks for it under a query, which the service worker and static hosts ignore.)
  return `${out}
let moreImports;
let moreFailed = 0;
async function ${MORE}(imports) {
    moreImports ??= (moreFailed ? import(\`./${file}?\${moreFailed}\`) : import("./${file}")).catch((e) => {
        moreImports = undefined;
        moreFailed += 1;
        throw e;
    });
    const { default: more } = await moreImports;
    return { ...imports, [${key}]: { ...imports[${key}], ...more } };
}
`;
}
