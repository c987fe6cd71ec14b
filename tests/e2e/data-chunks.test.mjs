// The split build's chunks of a few constant bytes, which the main module writes instead
// of the loader fetching them (scripts/data-chunks.mjs): on modules made here, whose
// memory is read back, and on the build itself.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST } from './harness.mjs';
import { module, name, section } from './wasm-bytes.mjs';
import { chunkSizes } from './sizes.mjs';
import { dataOnly, emptyInLoader, withData } from '../../scripts/data-chunks.mjs';

/** An active segment of memory 0: `text` at `address` (below 64: one signed LEB byte). */
const segment = (address, text) => [0x00, 0x41, address, 0x0b, ...name(text)];

/** A main module: its own memory, exported, with "hi" at 16. */
const MAIN = module(section(5, [1, 0x00, 1]), section(7, [1, ...name('memory'), 0x02, 0]), section(11, [1, ...segment(16, 'hi')]));
/** A chunk that only writes "id" at 40 and "x" at 50 into the memory it imports. */
const DATA = module(section(2, [1, ...name('m'), ...name('memory'), 0x02, 0x00, 1]), section(11, [2, ...segment(40, 'id'), ...segment(50, 'x')]));

test('a chunk of data alone is read as its segments; one that defines anything else is not', () => {
  assert.deepEqual(dataOnly(DATA), [[40, Buffer.from('id')], [50, Buffer.from('x')]]);
  // Its own memory, or a function: more than data.
  assert.equal(dataOnly(MAIN), null);
  const code = module(section(1, [1, 0x60, 0, 0]), section(3, [1, 0]), section(10, [1, 2, 0, 0x0b]));
  assert.equal(dataOnly(code), null);
  // A start function runs code.
  assert.equal(dataOnly(module(section(8, [0]))), null);
  // A module cut short is not read as data.
  assert.equal(dataOnly(DATA.subarray(0, DATA.length - 1)), null);
  // More than a few bytes stays a file.
  const long = module(section(11, [1, 0x00, 0x41, 0, 0x0b, 0x81, 0x02, ...Buffer.alloc(257, 1)]));
  assert.equal(dataOnly(long), null);
  assert.notEqual(dataOnly(module(section(11, [1, 0x00, 0x41, 0, 0x0b, 0x80, 0x02, ...Buffer.alloc(256, 1)]))), null);
});

test('the main module writes the moved bytes where the chunk would have, and its own as before', async () => {
  const main = withData(MAIN, dataOnly(DATA));
  const { instance } = await WebAssembly.instantiate(main);
  const memory = new Uint8Array(instance.exports.memory.buffer);
  assert.equal(Buffer.from(memory.subarray(16, 18)).toString(), 'hi');
  assert.equal(Buffer.from(memory.subarray(40, 42)).toString(), 'id');
  assert.equal(memory[50], 'x'.charCodeAt(0));
  assert.equal(memory[42], 0, 'nothing between');
});

test("a chunk of data alone is fetched no more by the loader, a release build's or a debug build's", () => {
  const load = (wrap) => `const __chunk_7 = makeLoad(() => {
    const src = fetch(new URL("./chunk_7.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => ${wrap}(WebAssembly.instantiateStreaming(src, imports));
}
, []);
const __chunk_70 = makeLoad(() => {
    const src = fetch(new URL("./chunk_70.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => ${wrap}(WebAssembly.instantiateStreaming(src, imports));
}
, []);`;
  for (const wrap of ['', 'debugWrap']) {
    const out = emptyInLoader(load(wrap), 'chunk_7.wasm');
    assert.doesNotMatch(out, /chunk_7\.wasm/, `${wrap || 'release'}: chunk_7 is fetched no more`);
    assert.match(out, /const __chunk_7 = makeLoad\(\(\) => async \(_imp\) => \(\{\}\)\n, \[\]\);/);
    assert.match(out, /fetch\(new URL\("\.\/chunk_70\.wasm"/, `${wrap || 'release'}: chunk_70 is left as it was`);
  }
  assert.throws(() => emptyInLoader(load(''), 'chunk_8.wasm'), /fetches chunk_8\.wasm 0 times/);
});

test('the build fetches no chunk that is only data, and every chunk it names is a file', async () => {
  const files = await readdir(DIST);
  const chunks = files.filter((f) => /^game2048-full-[0-9a-f]+-chunk_\d+\.wasm$/.test(f));
  assert.ok(chunks.length > 0, 'the build has shared chunks');
  for (const chunk of chunks) assert.equal(dataOnly(await readFile(join(DIST, chunk))), null, `${chunk} holds only data`);
  for (const part of await chunkSizes()) {
    for (const file of part.files) assert.ok(files.includes(file), `${part.name} loads ${file}, which the build has`);
  }
});
