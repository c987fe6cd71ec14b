// The first load's size budget: a size check, not a timed test (sizes are
// deterministic). See sizes.mjs for what counts; perf.mjs prints the breakdown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST } from './harness.mjs';
import { FIRST_LOAD_BUDGET, chunkSizes, everyChunkSizes, firstLoadSizes, gameSizes, gzip, isColdHalf, panelStylesSize, widgetSizes, wordFontSizes } from './sizes.mjs';
import { redactLocations } from '../../scripts/panic-locations.mjs';

test('the first load of the hosted page stays within its budget', async () => {
  const sizes = await firstLoadSizes();
  const files = sizes.map((s) => s.file);
  for (const needed of ['index.html', '.js', '.wasm']) {
    assert.ok(files.some((f) => f.endsWith(needed)), `${needed} is counted: ${files.join(', ')}`);
  }
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm')), files.filter((f) => /^game2048-full-[0-9a-f]{16}_bg\.wasm$/.test(f)), 'one wasm: the main module, no chunk');
  assert.ok(files.some((f) => /-split\.js$/.test(f)), "the chunks' loader, which the glue imports");
  // What is not a file of its own is inline in index.html, and so counted with it.
  const page = await readFile(join(DIST, 'index.html'), 'utf8');
  assert.deepEqual(files.filter((f) => f.endsWith('.css')), [], 'no stylesheet to fetch');
  assert.match(page, /<style>(?:(?!<\/style>)[^])*\.tile-inner\b/, 'game.css is inline');
  assert.match(page, /<style>(?:(?!<\/style>)[^])*\.ai-status\b/, 'extras.css is inline');
  // The panels' stylesheet is not: it comes with the first part (each part's budget below).
  assert.doesNotMatch(page, /\.best-move-mark\b/, "panels.css is not in the page");
  assert.match(page, /<meta name="?game2048-panels-css"? content="?\.\/panels-[0-9a-f]+\.css"?>/, 'the page names it');
  // The service worker's client is a file the page imports once its game is on, not
  // part of the first load (as sw.js, which it registers, is not).
  assert.match(page, /<meta name="?game2048-sw-client"? content="?\.\/sw-client-[0-9a-f]{16}\.js"?>/, 'the page names its service worker\'s client');
  assert.ok(!files.some((f) => f.includes('sw-client')), 'the client is not counted before the first move');
  // The main module, the glue and the loader are preloaded before anything else the
  // head holds, so that their downloads start with the page's first bytes.
  const head = page.slice(0, page.search(/<style|<script/));
  for (const file of files.filter((f) => /^game2048-full-/.test(f))) {
    assert.match(head, new RegExp(`<link rel="?(?:module)?preload"? href="?\\./${file.replace(/[.]/g, '\\.')}"?`), `${file} is preloaded at the head's top`);
  }
  assert.match(head, /<link rel="?preload"? href="?\.\/game2048-full-[0-9a-f]{16}_bg\.wasm"? as="?fetch"? crossorigin/, 'the main module as the glue fetches it');
  // wasm-bindgen's import names, with their 16 hex digits each, are renamed short in
  // the wasm and its glue (scripts/minify-imports.mjs).
  for (const wasm of files.filter((f) => f.endsWith('.wasm'))) {
    const long = WebAssembly.Module.imports(new WebAssembly.Module(await readFile(join(DIST, wasm)))).filter((i) => /^__wbg|[0-9a-f]{16}$/.test(i.name));
    assert.deepEqual(long.map((i) => i.name), [], `${wasm} imports under short names`);
    // From modules named short too (`a`, not `./game2048-full_bg.js`, 254 times).
    const modules = WebAssembly.Module.imports(new WebAssembly.Module(await readFile(join(DIST, wasm)))).map((i) => i.module);
    assert.deepEqual(modules.filter((m) => m.length > 1), [], `${wasm} imports from modules named short`);
    // And what only the glue calls of it: closures' invokers, the allocator, a class's
    // methods (`wasm_bindgen__convert__closures_____invoke__h87c6303301fef6e5`).
    const glueOnly = WebAssembly.Module.exports(new WebAssembly.Module(await readFile(join(DIST, wasm)))).filter((e) => /^(?:wasm_bindgen__|__wbindgen_|__wbg_|__externref_)|^[a-z]+_[a-z_]+$/.test(e.name));
    assert.deepEqual(glueOnly.map((e) => e.name), [], `${wasm} exports what only its glue calls under short names`);
  }
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const detail = sizes.map((s) => `${s.file} ${s.gzip}`).join(', ');
  assert.ok(total <= FIRST_LOAD_BUDGET, `${total} bytes gzip, over the budget of ${FIRST_LOAD_BUDGET} by ${total - FIRST_LOAD_BUDGET} (${detail})`);
});

/** Clear Sans for the page's words, regular and bold, asked for once the game is on
 *  the page (sizes.mjs: `isWordFont`): 16 KB, what the Latin letters the six languages'
 *  words use cost (15.5 KB); a font in more scripts pays for itself here. */
const WORD_FONTS_BUDGET = 16 * 1024;

test('no module of the game keeps a panic location (scripts/panic-locations.mjs)', async () => {
  const files = (await gameSizes()).map((s) => s.file).filter((f) => f.endsWith('.wasm'));
  assert.ok(files.length > 10, `the main module and its chunks: ${files.join(', ')}`);
  const modules = await Promise.all(files.map((f) => readFile(join(DIST, f))));
  // Run again over the shipped modules, the step finds nothing left to redact; nor in
  // the AI's worker, a module of its own.
  const { locations, paths } = redactLocations(modules);
  assert.equal(locations, 0, `${locations} panic locations, of ${paths} source files, are left`);
  const worker = redactLocations([await readFile(join(DIST, 'ai-worker_bg.wasm'))]);
  assert.equal(worker.locations, 0, `the AI's worker keeps ${worker.locations} panic locations`);
  // And the build machine's paths are gone from the main module, but for the few that
  // something else points into.
  const left = modules[files.findIndex((f) => f.endsWith('_bg.wasm'))].toString('latin1').match(/[\x21-\x7e]+\.rs\0/g) ?? [];
  assert.ok(left.length <= 5, `${left.length} paths left: ${left.join(' ')}`);
});

test('no module of the game formats a string with {:?} or slices one (their panic path)', async () => {
  // Debug for a str escapes every char (char::escape_debug and the Unicode tables of
  // what is printable), and slicing a str may panic with a message that uses it: 3.5 to
  // 4.7 KB gzip in whichever module first needs them. The main module had them for one
  // `expect_context`; once it lost them, every chunk that read JSON brought them along.
  // The messages of the panic path are how to find them in a build without names.
  for (const file of (await gameSizes()).map((s) => s.file).filter((f) => f.endsWith('.wasm'))) {
    const text = (await readFile(join(DIST, file))).toString('latin1');
    assert.doesNotMatch(text, /is not a char boundary/, `${file} slices a str where it may panic`);
  }
});

test("English's lines are the lines_en chunk's, not the main module's", async () => {
  // The main module keeps only the lines that never wait for them (`en::unloaded`).
  // The optimiser sees every value the catalogue may keep: shown the one that the
  // chunk hands it, it called `en::line` directly, from the main module (3.2 KB raw,
  // 2.0 KB gzip, at stop 74), words and all.
  const files = (await gameSizes()).map((s) => s.file).filter((f) => f.endsWith('.wasm'));
  const text = async (suffix) => (await readFile(join(DIST, files.find((f) => f.endsWith(suffix))))).toString('latin1');
  const [main, lines] = [await text('_bg.wasm'), await text('-lines_en.wasm')];
  for (const said of ['Undo used once', 'No move is left.', 'Back to your game.']) {
    assert.ok(lines.includes(said), `lines_en says ${JSON.stringify(said)}`);
    assert.ok(!main.includes(said), `the main module says ${JSON.stringify(said)}`);
  }
  assert.ok(main.includes('its code could not be fetched'), 'the main module says why a chunk could not load');
});

test("the words' font, which comes after the game, stays within its budget", async () => {
  const fonts = await wordFontSizes();
  assert.deepEqual(fonts.map((f) => f.file).sort(), ['fonts/clear-sans-bold.woff2', 'fonts/clear-sans-regular.woff2']);
  const total = fonts.reduce((sum, f) => sum + f.gzip, 0);
  assert.ok(total <= WORD_FONTS_BUDGET, `${total} bytes gzip, over ${WORD_FONTS_BUDGET}`);
});

// The full build's budgets (issue 30's item 3), as far as they hold now; each says the
// issue's figure where it is not met yet, and fails the build if the size grows past
// today's (a ratchet: lower it with every cut, never raise it).

/** A host page with one widget, before it plays: 140 KB, the issue's goal, met at stop
 *  65 (142,194 B), and now a budget, not a ratchet. (166 KB
 *  until issue 32's power-ups and limits, 169 KB until its challenge and picture, 172 KB
 *  until issue 33's hands, 177 KB until the links' reader left the main module, 175 KB
 *  until wasm-opt flattened the main module's control flow: see FIRST_LOAD_BUDGET. Then
 *  174 KB until game2048-embed.js asked for a widget's words as it connects, 274 B on
 *  every widget for 137 and 240 ms less (two runs) before a German widget shows on
 *  slow 4G. Then 175 KB until the functions' order for gzip: 3.2 KB less. Then 172 KB
 *  until the JS API's methods left for the `api` chunk, which a widget loads when its
 *  host first reads `ready` or calls a method: 3.9 KB less. Then 168 KB until the
 *  chunks' loader was written short (scripts/compact-loader.mjs): 0.8 KB less. Then
 *  167 KB until the views' values, memos and effects were boxed, and their attributes
 *  made one type: 9.3 KB less. Then 158 KB until what comes and goes in the main
 *  module was always there and hidden (`view::flag`), with memos of five types fewer:
 *  8.1 KB less. Then 150 KB until the exports only the glue calls were named short
 *  (scripts/minify-imports.mjs) and a widget's three stylesheets became one file:
 *  0.9 KB less. Then 149 KB until the hosted page's own doings left the main module
 *  for the `page` chunk, which no widget loads: 2.9 KB less. Then 146 KB until the
 *  panics' source locations were redacted and `Ctx::get` stopped formatting a type's
 *  name: 6.7 KB less; see FIRST_LOAD_BUDGET.) 131,494 B at stop 74; 138,083 B at stop
 *  75, a trade: a widget's mounting waits for the main module's cold half
 *  (scripts/cold-split.mjs), whose stubs and separate gzip cost it 7.8 KB, for 21.5 KB
 *  off the hosted page's first load (139,255 B). */
const WIDGET_BUDGET = 140 * 1024;
/** A part's first use where the full build runs (a widget, the hosted page once it has
 *  loaded it): the issue's 60 KB, and the builder's 77 KB until it is cut. (The
 *  builder's was 70 KB until its panels' words moved out of the main module into its
 *  chunk, which every page and widget loads 3.7 KB less for; then 71 KB until the JSON
 *  reader left the main module with the readers of custom games, for 7.9 KB less on
 *  every widget and page in another language: it is now a chunk that the parts reading
 *  JSON share, 3.5 KB; then 72 KB until the builder's list of saved variants left the
 *  main module with the game object's validation (`Rules::from_object`, which the
 *  builder and the readers of custom games share), for 5.8 KB less on every widget and
 *  page in another language and 8 KB more on the builder's first use. Moves, not
 *  growth. The replay was 61 KB then, until what works a review out, with the AI's
 *  client, became a part of its own. Then 75 KB until the AI's strength and speed
 *  left the first screen for the AI's chunk (issue 31's calm first screen): the main
 *  module lost the drop-downs' view code, 3.6 KB less on every page and widget, and
 *  the builder, which uses the same code, now fetches it: 2.3 KB more. Moves again.
 *  Then 77 KB until issue 31's panels: their stylesheet, with the hosted page's
 *  panel layout, left the first load (2.2 KB less on every page, 1.5 KB on every
 *  widget) for the first part that loads, and each panel moves the focus to itself as
 *  it opens and back as it closes (2.5 KB of code, which every part shares); with its
 *  view's other changes (a labelled painter, styled fields), the builder's first use
 *  is 6 KB more. A move and a feature, not a leak. Then 83 KB until issue 32: the
 *  builder sets power-ups and limits (five fields in their view, their validation, the
 *  options written as JSON), 9 KB more: a feature, and a miss of the part's 60 KB
 *  by more, said in that issue's note. The Games panel's first use went past 60 KB
 *  with issue 32 too, by 1.1 KB: the panels' stylesheet gained the power-ups' row
 *  (0.35 KB), and the code the parts share with the power-ups' views split into more,
 *  smaller chunks (38 files for the Games panel). A miss, said there too. The
 *  builder's went from 92 KB to 92.7 KB with the sharing part, and the Games panel's
 *  from 62 KB to 64.4 KB: today's result challenges a friend and shares its picture
 *  (the sharing part does both; the panel only asks), the code the parts share split
 *  into more chunks again (44 and 47 files), and the panels' stylesheet gained the
 *  challenge's bar. Said there too. By stop 45 it sat 3 B under 65 KB (66,557 B in
 *  50 files); the next change to the words, which touched no code of the panel, moved
 *  a few bytes between the shared chunks (each of 40 files changed by -19 to +4 B) and
 *  put it 2 B over: 66 KB gives it room for such noise, not for growth. At stop 48
 *  the Games panel came back under 60 KB, 56.6 KB in 19 files: the shared chunks are
 *  merged (scripts/merge-chunks.mjs) and Export and Import are a part of their own,
 *  fetched at their first press. The builder's 93 KB became 91 KB then, with the
 *  merge: 92.4 KB in 17 files, from 94.9 KB in 45. At stop 55 it became 89 KB with
 *  the functions' order for gzip (scripts/order-functions.mjs): 2.7 KB less. At stop
 *  58 it became 87 KB: its lists are HTML options (88.3 KB with the panels' stylesheet,
 *  from 90.4). At stop 62, 84 KB: the views' values, memos and effects are boxed
 *  and their attributes one type (`view::live`, `attr`, `flag`, `shows`, `effect`;
 *  85.7 KB). At stop 63, 88 KB (89.8 KB), a trade: what comes and goes in the main
 *  module (the notice, the question, the overlays, the AI's controls, the score's
 *  "+n", the hint's arrow, a tile's old value) became always there and hidden, and
 *  its memos of five types fewer, 8.1 KB off every first load; the builder's own
 *  views shared leptos code with theirs, and now bring it, 4.1 KB. A first visit that
 *  then opens the builder loads 4 KB less than before; one that opens any other part,
 *  5 to 8 KB less. At stop 66, 86 KB (88.6 KB with the stylesheet): its 19 files import
 *  the main module's memory, table and stack pointer under short names. At stop 68,
 *  83.9 KB (86.4 KB with the stylesheet): leptos's `send_wrapper` ours, which checks no
 *  thread in the browser's build. At stop 69, 80.7 KB (83.1 KB with the stylesheet):
 *  the parts' views box their changing values and memos too (`view::live`,
 *  `view::memo`), so that leptos's code for each is there once per type. At stop 70,
 *  79.3 KB (81.8 KB with the stylesheet): no chunk it loads holds `Msg`'s clone. At
 *  stop 73, 81 KB, a trade: the shims through which chunks call JS left the main module
 *  for the chunks that call them (scripts/import-shims.mjs), 1.5 KB off every first
 *  load; each of the builder's chunks that calls JS imports those functions itself:
 *  82.9 KB with the stylesheet, from 81.8. At stop 74, 82 KB, a trade: each chunk has
 *  one split point, which installs its code in one table (`web::chunks::Code`), 3.3 KB
 *  off every first load and 5.1 KB off every chunk; the builder's state machines are
 *  now called through that table, not inlined into its split functions: 37 B more,
 *  82,970 B.) */
const PART_BUDGET = 60 * 1024;
const PART_BUDGETS = { builder: 82 * 1024 };
/** The chunks a part's first use loads besides its own (`web::chunks::load`): the Games panel reads the kept games; power-ups and
 *  limits come with a game that has them, which the readers of custom games read.
 *  (The position editor brought those readers until its Play from here waited for
 *  them instead.) */
const LOADED_WITH = { games: ['history'], extras: ['custom'] };
/** A language on top of English: the 15 KB. */
const LANGUAGE_BUDGET = 15 * 1024;

test("a host page's widget, each part's first use, and each language stay within their budgets", async () => {
  const widget = await widgetSizes();
  const files = widget.map((s) => s.file);
  for (const needed of ['game2048-embed.js', '_bg.wasm', '-split.js', '-widget.wasm', '-cold.wasm', '.css']) {
    assert.ok(files.some((f) => f.endsWith(needed)), `${needed} is counted: ${files.join(', ')}`);
  }
  // One stylesheet (the board's, the first press's and the chrome's, in one file).
  assert.deepEqual(files.filter((f) => f.endsWith('.css')).length, 1, `one stylesheet: ${files.join(', ')}`);
  const total = widget.reduce((sum, s) => sum + s.gzip, 0);
  const detail = widget.map((s) => `${s.file} ${s.gzip}`).join(', ');
  assert.ok(total <= WIDGET_BUDGET, `a widget: ${total} bytes gzip, over ${WIDGET_BUDGET} by ${total - WIDGET_BUDGET} (${detail})`);

  const chunks = await chunkSizes();
  const names = chunks.map((c) => c.name);
  for (const part of ['games', 'exchange', 'builder', 'setup', 'replay', 'review', 'analysis', 'ai', 'history', 'custom', 'extras', 'sharing', 'links', 'records', 'frame', 'lang_de', 'lang_es', 'lang_ru', 'lang_zh', 'lang_ar']) {
    assert.ok(names.includes(part), `the loader loads ${part}: ${names.join(', ')}`);
  }
  // (A part's first use on the hosted page fetches the panels' stylesheet too, if no
  // part has yet: counted with each, as each may be the first.)
  const styles = await panelStylesSize();
  assert.ok(styles > 0, 'the panels have a stylesheet of their own');
  for (const chunk of chunks) {
    const language = chunk.name.startsWith('lang_');
    const budget = language ? LANGUAGE_BUDGET : (PART_BUDGETS[chunk.name] ?? PART_BUDGET);
    // Every file its first use fetches, each once. (The main module's cold half came
    // with English's lines, which every game asks for as it plays, a widget before it
    // shows: counted with them, and with a widget's first load.)
    const brings = ['lines_en', 'page', 'widget'].includes(chunk.name);
    const files = new Set([chunk, ...(LOADED_WITH[chunk.name] ?? []).map((n) => chunks.find((c) => c.name === n))].flatMap((c) => c.files).filter((f) => brings || !isColdHalf(f)));
    let gzipped = language ? 0 : styles;
    for (const f of files) gzipped += gzip(await readFile(join(DIST, f)));
    assert.ok(gzipped <= budget, `${chunk.name}: ${gzipped} bytes gzip in ${files.size} files, over ${budget} by ${gzipped - budget}`);
  }
});

/** Every chunk a player can load in one language (`everyChunkSizes`): 320 KB is the
 *  issue's goal. It was 498 KB for the quick build and the full one together when
 *  the issue was written, 533 KB at stop 47, 519 KB at stop 56, 522 KB at stop 57;
 *  then 499 KB (Russian, the largest) once the sharing part stopped parsing an f64
 *  and lowercasing a name, which brought 25 KB of the standard library's tables into
 *  its chunk; 497 KB with the builder's lists as HTML and the loader written short.
 *  Then 487 KiB until the main module took -Oz once more, read afresh (496,635 B),
 *  and 486 KiB until the views' values, memos and effects were boxed and their
 *  attributes made one type (480,560 B); 470 KiB until what comes and goes in the main
 *  module was always there and hidden, with memos of five types fewer (476,982 B: 8.1 KB
 *  off the main module, 4.6 KB on the parts, which shared code with what went).
 *  Then 467 KiB, raised, a trade: what the hosted page does beside its game (its own
 *  text, settings, pasted links, `window.game2048`) left the main module for the
 *  `page` chunk, asked for once the game is on: 2.9 KB off every first load and every
 *  widget, 5.1 KB of chunk in its place (a chunk gzips alone), 1.7 KB more in all
 *  (478,153 B). Then 459 KiB until the panics' source locations were redacted in
 *  every chunk, and neither the main module nor a chunk formatted a string with `{:?}`
 *  or sliced one (469,655 B: see the test of both below); 455 KiB once the chunks
 *  imported the main module's memory, table and globals under short names
 *  (scripts/chunk-imports.mjs: 465,595 B); 449 KiB once leptos's `send_wrapper` was
 *  our own (crates/send-wrapper), which links no thread handle into the browser's
 *  build: 2.9 KB off the main module, 3.3 KB off the chunks (459,138 B); 448 KiB once
 *  wasm_split_helpers's `async-once-cell` was ours too (crates/async-once-cell: 1.1 KB
 *  off the main module; 458,004 B). Then 431 KiB at stop 69: the parts' views box their
 *  changing values and memos too (`view::live`, `view::memo`), 18.9 KB less (439,090
 *  B); and a widget's mounting left the main module for the `widget` chunk, which the
 *  hosted page never asks for, a trade: 2.6 KB off every first load of the hosted
 *  page, 2.6 KB more on a widget's, 1.7 KB more in all (a chunk gzips alone; 440,769 B).
 *  At stop 70 the reader of the game kept left the main module for the `records`
 *  chunk, another such trade (2.5 KB off the first load), within it: 440,162 B; then
 *  429 KiB once every promise the game hands JS was made by one function
 *  (`dom::promise`), not by wasm-bindgen's code once per async function: 438,755 B.
 *  430 KiB at stop 72, a trade again: English's lines (`copy::LineWords`) left the
 *  main module for the `lines_en` chunk, which every game asks for as it mounts and
 *  every part waits for: 1.3 KB off the hosted page's first load and 1.5 KB off a
 *  widget's, 1.3 KB more in all (their words gzip alone). And the service worker's
 *  client, a file of its own now, is counted here (0.6 KB).
 *  432 KiB at stop 73, a trade once more: the shims through which chunks call JS left
 *  the main module for the chunks that call them (scripts/import-shims.mjs), 1.5 KB
 *  off every first load and 1.4 KB off a widget's; each chunk imports those JS
 *  functions itself, 1.7 KB more in all (441,352 B); and the glue's JS that only
 *  chunks call, 1.2 KB off the glue, is a file of its own (scripts/lazy-imports.mjs),
 *  0.8 KB more in all, since it gzips alone (442,108 B). 428 KiB at stop 74 once each
 *  chunk had one split point, which installs its code in one table
 *  (`web::chunks::Code`): no chunk exports a function per entry point, and the main
 *  module holds no future for each (437,628 B). 434 KiB at stop 75, a trade: the main
 *  module's functions that no first visit runs are its cold half
 *  (scripts/cold-split.mjs), 21.5 KB off the hosted page's first load; each leaves a
 *  stub in the main module, and the cold half gzips alone: 7.8 KB more on a widget's
 *  first load (it waits for the cold half) and 7.8 KB more in all (445,047 B).
 *  The floor under any split (tests/e2e/unsplit.mjs: the game as one module, not
 *  split, in one language) was then 370,930 B, 43.3 KB over the goal: the goal asks
 *  for less code, not only for less split overhead (74.1 KB).
 *  A ratchet: lower it with every cut, never raise it without saying why. */
const EVERY_CHUNK_BUDGET = 435 * 1024;

test('every chunk a player can load, in any one language, stays within its budget', async () => {
  for (const lang of ['de', 'es', 'ru', 'zh', 'ar']) {
    const sizes = await everyChunkSizes(lang);
    const files = sizes.map((s) => s.file);
    assert.ok(files.some((f) => f.endsWith(`-lang_${lang}.wasm`)), `${lang}'s words are counted`);
    assert.equal(files.filter((f) => /-lang_[a-z]+\.wasm$/.test(f)).length, 1, 'and no other language');
    for (const needed of ['index.html', '_bg.wasm', '-builder.wasm', '-sharing.wasm', '.css']) {
      assert.ok(files.some((f) => f.endsWith(needed)), `${needed} is counted: ${files.join(', ')}`);
    }
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    assert.ok(total <= EVERY_CHUNK_BUDGET, `${lang}: ${total} bytes gzip in ${files.length} files, over ${EVERY_CHUNK_BUDGET} by ${total - EVERY_CHUNK_BUDGET}`);
  }
});
