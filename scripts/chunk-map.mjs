// The chunk map as the built loader (game2048-full-<hash>-split.js, minified) says it:
// which files each split point fetches, its own and the shared chunks it waits for.
// Read by the post-build hook (each language's files, which index.html preloads) and by
// the size tests (tests/e2e/sizes.mjs).

/** The loader's file name in a build. */
export const LOADER_FILE = /^game2048-full-[0-9a-f]{16}-split\.js$/;

/** Each split point of the minified `loader` with the files it fetches: Map(name ->
 *  { file, files }), `name` as in `#[wasm_split(name)]` (`lang_de`, `games`…), `file` its
 *  own (null when all its code is shared), `files` every one, its own first. */
export function splitPoints(written) {
  // (Read as the minifier writes it: no space beside punctuation, as the loader has
  // before the post-build hook minifies it.)
  const loader = written.replace(/\s*([=(),[\]{};:])\s*/g, '$1');
  // Each chunk's loader: `NAME=[wrap(]once(()=>{const x=fetch(new URL("./FILE",...));...},[DEPS])`.
  const defs = new Map();
  const define = /([A-Za-z_$][\w$]*)=(?:[A-Za-z_$]\()?[A-Za-z_$]\(\(\)=>\{const [\w$]+=fetch\(new URL\("\.\/([^"]+)",import\.meta\.url\)\);return [\w$]+\.catch\(\(\)=>\{\}\),async [\w$]+=>WebAssembly\.instantiateStreaming\([\w$]+,[\w$]+\)\},\[([^\]]*)\]\)/g;
  for (const m of loader.matchAll(define)) defs.set(m[1], { file: m[2], deps: m[3] ? m[3].split(',') : [] });
  // Written short (scripts/compact-loader.mjs): `NAME=[wrap(]once(fetcher(new URL("./FILE",
  // import.meta.url)[,more]),[DEPS])` (`more`: what fetches the glue's JS it imports,
  // scripts/lazy-imports.mjs).
  const short = /([A-Za-z_$][\w$]*)=(?:[A-Za-z_$][\w$]*\()?[A-Za-z_$][\w$]*\([A-Za-z_$][\w$]*\(new URL\("\.\/([^"]+)",import\.meta\.url\)(?:,[A-Za-z_$][\w$]*)?\),\[([^\]]*)\]\)/g;
  for (const m of loader.matchAll(short)) defs.set(m[1], { file: m[2], deps: m[3] ? m[3].split(',') : [] });
  // A chunk whose code is all shared with others has no file of its own: `NAME=[wrap(]
  // once(()=>async x=>({}),[DEPS])`.
  const empty = /([A-Za-z_$][\w$]*)=(?:[A-Za-z_$]\()?[A-Za-z_$]\(\(\)=>async [\w$]+=>\(\{\}\),\[([^\]]*)\]\)/g;
  for (const m of loader.matchAll(empty)) defs.set(m[1], { file: null, deps: m[2] ? m[2].split(',') : [] });
  // A shared chunk merged into another (scripts/merge-chunks.mjs) is that one: `,NAME=OTHER,`.
  for (const m of loader.matchAll(/[,;]([A-Za-z_$][\w$]*)=([A-Za-z_$][\w$]*)(?=[,;])/g)) {
    if (!defs.has(m[1]) && defs.has(m[2])) defs.set(m[1], defs.get(m[2]));
  }
  const points = new Map();
  for (const [name, def] of defs) {
    const split = name.match(/^__wasm_split_load_(.+)$/);
    if (!split) continue;
    const files = def.file ? [def.file] : [];
    for (let i = 0, deps = [...def.deps]; i < deps.length; i++) {
      const dep = defs.get(deps[i]);
      if (!dep) throw new Error(`the chunks' loader: ${name} waits for ${deps[i]}, which it does not define`);
      if (files.includes(dep.file)) continue;
      if (dep.file) files.push(dep.file);
      deps.push(...dep.deps);
    }
    points.set(split[1], { file: def.file, files });
  }
  return points;
}
