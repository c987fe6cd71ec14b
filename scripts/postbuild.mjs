// Trunk post-build hook: writes game2048-embed.js (a stable, unhashed name) into the
// build, pointing at this build's hashed wasm-bindgen glue, wasm and stylesheet.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('embed-postbuild: TRUNK_STAGING_DIR is not set (run through trunk)');
const files = await readdir(dir);
const find = (re) => {
  const found = files.find((f) => re.test(f));
  if (!found) throw new Error(`embed-postbuild: no file matching ${re} in ${dir}`);
  return found;
};
const names = {
  __GLUE__: find(/^game2048-[0-9a-f]+\.js$/),
  __WASM__: find(/^game2048-[0-9a-f]+_bg\.wasm$/),
  __CSS__: find(/^game-[0-9a-f]+\.css$/),
};
let text = await readFile(new URL('../static/game2048-embed.template.js', import.meta.url), 'utf8');
for (const [key, value] of Object.entries(names)) text = text.replaceAll(key, value);
await writeFile(join(dir, 'game2048-embed.js'), text);
