// Shared chunks merged into fewer files (scripts/merge-chunks.mjs): the plan on chunks
// described here, the merge on modules assembled here and run, the loader's rewriting,
// and the build itself.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { DIST, ROOT } from './harness.mjs';
import { FEATURE_FLAGS } from '../../scripts/binaryen.mjs';
import { chunkSizes, isColdHalf } from './sizes.mjs';
import { aliasInLoader, merge, oneImportEach, plan, sharedChunks } from '../../scripts/merge-chunks.mjs';

// The binaryen tools the build runs, as scripts/test puts them on the PATH.
process.env.PATH = `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`;

const chunk = (file, size, ...users) => ({ file, size, users: new Set(users) });

test('chunks that the same parts load are merged; a large one that others do not load is not', () => {
  const groups = plan([chunk('a', 900, 'games', 'replay'), chunk('big', 20000, 'builder'), chunk('b', 700, 'games', 'replay')]);
  assert.deepEqual(groups, [['a', 'b']]);
  // Tiny chunks cost more as files than their code: merged even across parts.
  assert.deepEqual(plan([chunk('x', 30, 'games'), chunk('y', 40, 'setup')]), [['x', 'y']]);
  // Nothing worth merging: no group.
  assert.deepEqual(plan([chunk('p', 5000, 'games'), chunk('q', 5000, 'setup')]), []);
  // Each group in the order given (the loader's), whatever the order of the merges.
  const order = plan([chunk('c1', 20, 'x'), chunk('c2', 20000, 'x', 'y'), chunk('c3', 20, 'x')]);
  for (const group of order) assert.deepEqual(group, [...group].sort());
});

test('imports that name the same thing become one, and what used the others uses it', () => {
  const wat = [
    '(module',
    ' (import "s" "memory" (memory $mimport$0 1))',
    ' (import "s" "memory" (memory $mimport$1 1))',
    ' (import "s" "t" (table $timport$1 2 funcref))',
    ' (import "s" "memory" (memory $mimport$10 1))',
    ' (func $0 (i32.store $mimport$1 (i32.const 0) (i32.load $mimport$10 (i32.const 4))))',
    ')',
  ].join('\n');
  const one = oneImportEach(wat);
  assert.equal(one.match(/\(import "s" "memory"/g).length, 1);
  assert.match(one, /\(import "s" "t" \(table \$timport\$1 2 funcref\)\)/);
  assert.match(one, /i32\.store \$mimport\$0 .*i32\.load \$mimport\$0 /);
  assert.doesNotMatch(one, /\$mimport\$1\b|\$mimport\$10/);
  // Nothing twice: as it was.
  assert.equal(oneImportEach('(module (import "s" "m" (memory $m 1)))'), '(module (import "s" "m" (memory $m 1)))');
});

test('a merged chunk writes into the shared memory and table what each of its chunks wrote', async () => {
  const work = await mkdtemp(join(tmpdir(), 'merge-chunks-'));
  try {
    // Two shared chunks as the splitter writes them: each imports the main module's
    // memory, table and stack pointer, and writes a function and some bytes of its own.
    const chunks = [
      ['one', 1, 16, 'one', 11],
      ['two', 2, 32, 'two', 22],
    ];
    const paths = [];
    for (const [name, slot, address, text, answer] of chunks) {
      const wat = `(module
        (import "__wasm_split" "memory" (memory 1))
        (import "__wasm_split" "__indirect_function_table" (table 4 funcref))
        (import "__wasm_split" "__wasm_split_shared0" (global $sp (mut i32)))
        (data (i32.const ${address}) "${text}")
        (elem (i32.const ${slot}) $f)
        (func $f (result i32) (global.set $sp (i32.add (global.get $sp) (i32.const 1))) (i32.const ${answer})))`;
      await writeFile(join(work, `${name}.wat`), wat);
      execFileSync('wasm-as', [...FEATURE_FLAGS, join(work, `${name}.wat`), '-o', join(work, `${name}.wasm`)]);
      paths.push(join(work, `${name}.wasm`));
    }
    await merge(paths, join(work, 'merged.wasm'));
    const bytes = await readFile(join(work, 'merged.wasm'));
    const memory = new WebAssembly.Memory({ initial: 1 });
    const table = new WebAssembly.Table({ initial: 4, element: 'anyfunc' });
    const sp = new WebAssembly.Global({ value: 'i32', mutable: true }, 100);
    const module = await WebAssembly.compile(bytes);
    // One import of each: the merged module reads as a chunk of one.
    assert.deepEqual(WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`), ['__wasm_split.memory', '__wasm_split.__indirect_function_table', '__wasm_split.__wasm_split_shared0']);
    await WebAssembly.instantiate(module, { __wasm_split: { memory, __indirect_function_table: table, __wasm_split_shared0: sp } });
    const text = (at, n) => Buffer.from(memory.buffer, at, n).toString();
    assert.equal(text(16, 3), 'one');
    assert.equal(text(32, 3), 'two');
    assert.equal(table.get(1)(), 11);
    assert.equal(table.get(2)(), 22);
    // Both functions move the one stack pointer.
    assert.equal(sp.value, 102);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});

/** A loader's entry for a shared chunk, as the splitter writes it. */
const entry = (n) => `const __chunk_${n} = makeLoad(() => {
    const src = fetch(new URL("./chunk_${n}.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}
, []);`;
const split = (name, ...deps) => `export const __wasm_split_load_${name} = wrapAsyncCb(makeLoad(() => {
    const src = fetch(new URL("./split_${name}.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}
, [${deps.map((d) => `__chunk_${d}`).join(', ')}]));`;

test('the loader fetches a merged group once: its later chunks are its first', () => {
  const loader = [entry(3), entry(7), entry(9), split('games', 3, 9), split('setup', 7)].join('\n');
  const shared = sharedChunks(loader);
  assert.deepEqual([...shared.keys()], ['chunk_3.wasm', 'chunk_7.wasm', 'chunk_9.wasm']);
  assert.deepEqual([...shared.get('chunk_9.wasm').users], ['__wasm_split_load_games']);
  const merged = aliasInLoader(loader, ['chunk_3.wasm', 'chunk_7.wasm']);
  assert.match(merged, /const __chunk_7 = __chunk_3;/);
  assert.equal(merged.match(/fetch\(/g).length, 4);
  assert.doesNotMatch(merged, /chunk_7\.wasm/);
  // The setup part, which waited for chunk 7, now waits for the merged file.
  assert.match(merged, /\[__chunk_7\]/);
  assert.throws(() => aliasInLoader(loader, ['chunk_3.wasm', 'chunk_8.wasm']), /no entry that fetches chunk_8\.wasm/);
});

test('the build fetches each file once, and a part no more than 25 of them', async () => {
  const files = await readdir(DIST);
  const loader = await readFile(join(DIST, files.find((f) => /^game2048-full-[0-9a-f]+-split\.js$/.test(f))), 'utf8');
  for (const f of files.filter((f) => /^game2048-full-[0-9a-f]+-chunk_\d+\.wasm$/.test(f))) {
    assert.equal(loader.split(`"./${f}"`).length - 1, 1, `${f} is fetched by one entry`);
  }
  const parts = await chunkSizes(DIST);
  // Before the merge, the Games panel's first use fetched 49 files, the replay's 48.
  // (Not counting the main module's cold half, which came with English's lines: see
  // isColdHalf.)
  for (const part of parts) {
    const fetched = part.files.filter((f) => !isColdHalf(f));
    assert.ok(fetched.length <= 25, `${part.name} fetches ${fetched.length} files`);
  }
  assert.ok(parts.find((p) => p.name === 'games').files.length >= 2);
});
