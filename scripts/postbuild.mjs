// Trunk post-build hook (TRUNK_STAGING_DIR is the build about to become dist/):
// 1. gives the full build (src/web/handover.rs; trunk builds it as a worker, under fixed
//    names) hashed names like the rest, and tells the page where it is: a
//    <meta name="game2048-full"> in index.html, read by the quick build on first use of
//    an extra, so a page and the full build it loads always come from one deploy;
// 2. writes game2048-embed.js, the widget's entry under a stable name, pointing at this
//    build's full build and stylesheet;
// 3. writes sw.js, the service worker, with workbox-build: it precaches the whole build
//    (hashed files, index.html, the widget's files, the manifest and icons) so that the
//    game opens and plays offline after one visit.
// Every URL is relative, so the same build works at any path.
//   node scripts/postbuild.mjs    (with TRUNK_STAGING_DIR set; trunk sets it)
import { createHash } from 'node:crypto';
import { readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('postbuild: TRUNK_STAGING_DIR is not set (run through trunk)');
const files = await readdir(dir);

const find = (re) => {
  const found = files.find((f) => re.test(f));
  if (!found) throw new Error(`postbuild: no file matching ${re} in ${dir}`);
  return found;
};

// (Run again over a finished build, as the update tests do, this step is already done.)
if (files.includes('game2048-full.js')) {
  const glue = await readFile(join(dir, 'game2048-full.js'), 'utf8');
  const wasm = await readFile(join(dir, find(/^game2048-full_bg\.wasm$/)));
  const hash = createHash('sha256').update(glue).update(wasm).digest('hex').slice(0, 16);
  const named = { glue: `game2048-full-${hash}.js`, wasm: `game2048-full-${hash}_bg.wasm` };
  const defaultWasm = "new URL('game2048-full_bg.wasm', import.meta.url)";
  if (!glue.includes(defaultWasm)) throw new Error("postbuild: the full build's glue no longer names its wasm as expected");
  await writeFile(join(dir, named.glue), glue.replace(defaultWasm, `new URL('${named.wasm}', import.meta.url)`));
  await rename(join(dir, 'game2048-full_bg.wasm'), join(dir, named.wasm));
  await unlink(join(dir, 'game2048-full.js'));
  const indexPath = join(dir, 'index.html');
  const index = await readFile(indexPath, 'utf8');
  if (!index.includes('</head>')) throw new Error('postbuild: index.html has no </head>');
  await writeFile(indexPath, index.replace('</head>', `<meta name="game2048-full" content="./${named.glue}">\n</head>`));
  files.push(named.glue, named.wasm);
}
const fullGlue = find(/^game2048-full-[0-9a-f]{16}\.js$/);

const css = find(/^game-[0-9a-f]+\.css$/);
let embed = await readFile(new URL('../static/game2048-embed.template.js', import.meta.url), 'utf8');
embed = embed.replaceAll('__CSS__', css).replaceAll('__FULL__', fullGlue);
await writeFile(join(dir, 'game2048-embed.js'), embed);

const { count, size, warnings } = await generateSW({
  globDirectory: dir,
  globPatterns: ['**/*.{html,js,wasm,css,webmanifest,png,txt}'],
  globIgnores: ['sw.js'],
  swDest: join(dir, 'sw.js'),
  // Trunk's hashed names change with their content: no revision needed for them.
  dontCacheBustURLsMatching: /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/,
  // ?preset=, ?seed= and the rest choose a game, not a file.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  cleanupOutdatedCaches: true,
  // A new version waits until the player chooses to reload (sw-client.js asks).
  skipWaiting: false,
  clientsClaim: true,
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`postbuild: ${warning}`);
console.log(`postbuild: ${fullGlue}, game2048-embed.js, and sw.js precaching ${count} files (${(size / 1024).toFixed(0)} KB)`);
