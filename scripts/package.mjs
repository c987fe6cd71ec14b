// Fills packages/widget/dist/ from the release build in dist/ (run `trunk build
// --release` first): the files <game-2048> and the iframe need, and nothing of the
// hosted page. `npm pack` in packages/widget then makes the package (tests/e2e/
// package.test.mjs does both).
//
//   node scripts/package.mjs [dist]
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const from = process.argv[2] ?? join(root, 'dist');
const to = join(root, 'packages', 'widget', 'dist');

// The element's module and the full build it loads (in chunks), the stylesheets, the AI's worker,
// the iframe's page and its host-side helper.
const wanted = [
  /^game2048-embed\.js$/,
  /^game2048-full-[0-9a-f]+(_bg\.wasm|\.js)$/,
  // Its chunks, the loader that fetches them (scripts/split-wasm.mjs), and the glue's
  // JS that only they call (scripts/lazy-imports.mjs).
  /^game2048-full-[0-9a-f]+-split\.js$/,
  /^game2048-full-[0-9a-f]+-imports\.js$/,
  /^game2048-full-[0-9a-f]+-[a-z0-9_]+\.wasm$/,
  // The widgets' stylesheet, and the panels'.
  /^game2048-widget-[0-9a-f]{16}\.css$/,
  /^panels-[0-9a-f]+\.css$/,
  // Clear Sans for the widgets' words (the element's module adds it to the page).
  /^fonts\/clear-sans-(regular|bold)\.woff2$/,
  /^ai-worker(_bg\.wasm|_loader\.js|\.js)$/,
  /^embed(\.html|-page\.js|-page\.css)$/,
  /^game2048-frame\.js$/,
];

const files = [...(await readdir(from)), ...(await readdir(join(from, 'fonts'))).map((f) => `fonts/${f}`)].filter((name) => wanted.some((w) => w.test(name)));
for (const pattern of wanted) {
  if (!files.some((name) => pattern.test(name))) throw new Error(`package: ${from} has no file like ${pattern}`);
}
await rm(to, { recursive: true, force: true });
await mkdir(join(to, 'fonts'), { recursive: true });
await Promise.all(files.map((name) => copyFile(join(from, name), join(to, name))));
console.log(`package: ${files.length} files into packages/widget/dist`);
