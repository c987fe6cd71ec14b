// The first load's size budget: a size check, not a timed test (sizes are
// deterministic). See sizes.mjs for what counts; perf.mjs prints the breakdown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST } from './harness.mjs';
import { FIRST_LOAD_BUDGET, firstLoadSizes } from './sizes.mjs';

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
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const detail = sizes.map((s) => `${s.file} ${s.gzip}`).join(', ');
  assert.ok(total <= FIRST_LOAD_BUDGET, `${total} bytes gzip, over the budget of ${FIRST_LOAD_BUDGET} by ${total - FIRST_LOAD_BUDGET} (${detail})`);
});
