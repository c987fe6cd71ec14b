// The first load's size budget: a size check, not a timed test (sizes are
// deterministic). See sizes.mjs for what counts; perf.mjs prints the breakdown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST } from './harness.mjs';
import { FIRST_LOAD_BUDGET, chunkSizes, firstLoadSizes, widgetSizes } from './sizes.mjs';

test('the first load of the hosted page stays within its budget', async () => {
  const sizes = await firstLoadSizes();
  const files = sizes.map((s) => s.file);
  for (const needed of ['index.html', '.js', '.wasm']) {
    assert.ok(files.some((f) => f.endsWith(needed)), `${needed} is counted: ${files.join(', ')}`);
  }
  assert.equal(files.filter((f) => f.endsWith('.wasm')).length, 1, 'one wasm: the quick build');
  // What is not a file of its own is inline in index.html, and so counted with it.
  const page = await readFile(join(DIST, 'index.html'), 'utf8');
  if (!files.some((f) => f.endsWith('.css'))) assert.match(page, /<style>(?:(?!<\/style>)[^])*\.tile-inner\b/, 'game.css is inline');
  if (!files.some((f) => f.endsWith('sw-client.js'))) assert.match(page, /serviceWorker/, 'sw-client.js is inline');
  // wasm-bindgen's import names, with their 16 hex digits each, are renamed short in
  // the wasm and its glue (scripts/minify-imports.mjs).
  for (const wasm of files.filter((f) => f.endsWith('.wasm'))) {
    const long = WebAssembly.Module.imports(new WebAssembly.Module(await readFile(join(DIST, wasm)))).filter((i) => /^__wbg|[0-9a-f]{16}$/.test(i.name));
    assert.deepEqual(long.map((i) => i.name), [], `${wasm} imports under short names`);
  }
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const detail = sizes.map((s) => `${s.file} ${s.gzip}`).join(', ');
  assert.ok(total <= FIRST_LOAD_BUDGET, `${total} bytes gzip, over the budget of ${FIRST_LOAD_BUDGET} by ${total - FIRST_LOAD_BUDGET} (${detail})`);
});

// The full build's budgets (issue 30's item 3), as far as they hold now; each says the
// issue's figure where it is not met yet, and fails the build if the size grows past
// today's (a ratchet: lower it with every cut, never raise it).

/** A host page with one widget, before it plays: 140 KB is the goal. */
const WIDGET_BUDGET = 184 * 1024;
/** A part's first use where the full build runs (a widget, the hosted page once it has
 *  loaded it): the issue's 60 KB, the builder's 71 KB until it is cut. (The builder's
 *  was 70 KB until its panels' words moved out of the main module into its chunk,
 *  which every page and widget loads 3.7 KB less for: a move, not growth.) */
const PART_BUDGET = 60 * 1024;
const PART_BUDGETS = { builder: 71 * 1024 };
/** A language on top of English: the 15 KB. */
const LANGUAGE_BUDGET = 15 * 1024;

test("a host page's widget, each part's first use, and each language stay within their budgets", async () => {
  const widget = await widgetSizes();
  const files = widget.map((s) => s.file);
  for (const needed of ['game2048-embed.js', '_bg.wasm', '-split.js', '.css']) {
    assert.ok(files.some((f) => f.endsWith(needed)), `${needed} is counted: ${files.join(', ')}`);
  }
  const total = widget.reduce((sum, s) => sum + s.gzip, 0);
  const detail = widget.map((s) => `${s.file} ${s.gzip}`).join(', ');
  assert.ok(total <= WIDGET_BUDGET, `a widget: ${total} bytes gzip, over ${WIDGET_BUDGET} by ${total - WIDGET_BUDGET} (${detail})`);

  const chunks = await chunkSizes();
  const names = chunks.map((c) => c.name);
  for (const part of ['games', 'builder', 'setup', 'replay', 'analysis', 'ai', 'lang_de', 'lang_es', 'lang_ru', 'lang_zh', 'lang_ar']) {
    assert.ok(names.includes(part), `the loader loads ${part}: ${names.join(', ')}`);
  }
  for (const chunk of chunks) {
    const budget = chunk.name.startsWith('lang_') ? LANGUAGE_BUDGET : (PART_BUDGETS[chunk.name] ?? PART_BUDGET);
    assert.ok(chunk.gzip <= budget, `${chunk.name}: ${chunk.gzip} bytes gzip in ${chunk.files.length} files, over ${budget} by ${chunk.gzip - budget}`);
  }
});
