// Trunk post-build hook (TRUNK_STAGING_DIR is the build about to become dist/):
// 1. writes game2048-embed.js, the widget's entry under a stable name, pointing at this
//    build's hashed wasm-bindgen glue, wasm and stylesheet;
// 2. writes sw.js, the service worker, with workbox-build: it precaches the whole build
//    (hashed files, index.html, the widget's files, the manifest and icons) so that the
//    game opens and plays offline after one visit.
// Every URL is relative, so the same build works at any path.
//   node scripts/postbuild.mjs    (with TRUNK_STAGING_DIR set; trunk sets it)
import { readFile, readdir, writeFile } from 'node:fs/promises';
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

const names = {
  __GLUE__: find(/^game2048-[0-9a-f]+\.js$/),
  __WASM__: find(/^game2048-[0-9a-f]+_bg\.wasm$/),
  __CSS__: find(/^game-[0-9a-f]+\.css$/),
};
let embed = await readFile(new URL('../static/game2048-embed.template.js', import.meta.url), 'utf8');
for (const [key, value] of Object.entries(names)) embed = embed.replaceAll(key, value);
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
console.log(`postbuild: game2048-embed.js, and sw.js precaching ${count} files (${(size / 1024).toFixed(0)} KB)`);
