// What every chunk a player can load would weigh if the game were not split at all (a
// report, not a test: it asserts nothing). Issue 30 asks that everything a player can
// load in one language weigh at most 320 KB gzip (`everyChunkSizes`, budget.test.mjs);
// this measures how much of that the game's code itself is, however it were packed.
//   node tests/e2e/unsplit.mjs [--lang ru]
//
// It reads cargo's wasm of the last release build (target/…/release/game2048-full.wasm,
// what scripts/split-wasm.mjs splits), and makes of it one module, as the split build
// makes its main module but without the splitter: wasm-bindgen, no custom sections, the
// main module's wasm-opt passes (scripts/split-wasm.mjs's MAIN_PASSES, converging, then
// MAIN_LAST_PASSES), its functions ordered and its panics' locations redacted where the
// split build does. That module holds every split point's code, reached through its
// exports, and every language's words; wasm-opt cannot take the words of a language out
// (its memory is laid out, and its table holds their code), so the four languages not
// counted are subtracted instead, each as its chunk weighs alone (dist): a chunk's bytes
// gzip no smaller alone than inside a larger stream, so the figure is a floor, a little
// under the truth. What it prints:
// - that module, gzipped (node's zlib at level 9, as the size tests count), and less
//   the four languages;
// - with the page's other files as `everyChunkSizes` counts them (index.html, the
//   glue and the JS only chunks call, the stylesheets, the font, the service worker's
//   client; not the chunks' loader): every chunk's floor under any split;
// - the split build's figure (dist), and what the split adds.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOADER_FILE } from '../../scripts/chunk-map.mjs';
import { redactLocations } from '../../scripts/panic-locations.mjs';
import { orderFunctions } from '../../scripts/order-functions.mjs';
import { wasmOpt } from '../../scripts/binaryen.mjs';
import { MAIN_LAST_PASSES, MAIN_PASSES } from '../../scripts/split-wasm.mjs';
import { sections } from '../../scripts/wasm-module.mjs';
import { CARGO_WASM, DIST } from './harness.mjs';
import { everyChunkSizes, gameSizes, gzip } from './sizes.mjs';

const at = process.argv.indexOf('--lang');
const lang = at > 0 ? process.argv[at + 1] : 'ru';
const LANGS = ['de', 'es', 'ru', 'zh', 'ar'];
/** Issue 30's goal for every chunk, one language. */
const GOAL = 320 * 1024;
if (!LANGS.includes(lang)) throw new Error(`unsplit: --lang is one of ${LANGS.join(', ')}`);

/** `wasm` with no custom section (the linker's relocations and names, the producers). */
function withoutCustomSections(wasm) {
  const kept = sections(wasm).filter((s) => s.id !== 0);
  return Buffer.concat([wasm.subarray(0, 8), ...kept.map((s) => wasm.subarray(s.head, s.end))]);
}

const work = await mkdtemp(join(tmpdir(), 'game2048-unsplit-'));
try {
  execFileSync('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-name', 'game', '--out-dir', work, CARGO_WASM], { stdio: ['ignore', 'pipe', 'inherit'] });
  const others = LANGS.filter((l) => l !== lang).map((l) => `lang_${l}`);
  let wasm = withoutCustomSections(await readFile(join(work, 'game_bg.wasm')));
  wasm = wasmOpt(wasm, MAIN_PASSES, { converge: true, names: false });
  wasm = wasmOpt(wasm, MAIN_LAST_PASSES, { names: false });
  const ordered = orderFunctions(wasm);
  if (gzip(ordered) < gzip(wasm)) wasm = ordered;
  [wasm] = redactLocations([wasm]).modules;
  const all = gzip(wasm);
  const game = await gameSizes();
  const words = others.map((chunk) => {
    const found = game.find((s) => s.file.endsWith(`-${chunk}.wasm`));
    if (!found) throw new Error(`unsplit: ${DIST} has no chunk ${chunk}: build it first (trunk build --release)`);
    return found.gzip;
  });
  const module = all - words.reduce((sum, w) => sum + w, 0);
  // The page's other files, as everyChunkSizes counts them: all but the split build's
  // wasm and its chunks' loader. (Its glue, and the JS only chunks call, are the JS
  // the game imports, minified: an unsplit build needs them all, in one file.)
  const split = await everyChunkSizes(lang);
  const page = split.filter((s) => !s.file.endsWith('.wasm') && !LOADER_FILE.test(s.file));
  const pageTotal = page.reduce((sum, s) => sum + s.gzip, 0);
  const splitTotal = split.reduce((sum, s) => sum + s.gzip, 0);
  const floor = module + pageTotal;
  console.log(`One module, not split: ${wasm.length} B raw, ${all} B gzip with every language's words`);
  console.log(`  less ${others.map((c, i) => `${c} ${words[i]}`).join(', ')} (each chunk alone): ${module} B gzip`);
  console.log(`  the page's other files: ${pageTotal} B gzip (${page.map((s) => `${s.file} ${s.gzip}`).join(', ')})`);
  console.log(`Every chunk in "${lang}", not split (the floor under any split): ${floor} B gzip, ${floor > GOAL ? `${floor - GOAL} B over` : `${GOAL - floor} B under`} issue 30's 320 KiB`);
  console.log(`Every chunk in "${lang}", split (${DIST}): ${splitTotal} B gzip in ${split.length} files: the split adds ${splitTotal - floor} B`);
} finally {
  await rm(work, { recursive: true, force: true });
}
