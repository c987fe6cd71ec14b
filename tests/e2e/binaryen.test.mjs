// The split step's binaryen, in one process (scripts/binaryen.mjs), against the
// commands it stands in for: the same module through the same passes comes out the
// same, byte for byte. (A setting the commands have and the library lacks, such as
// the stack form's optimisation, makes every module differ.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { DIST, ROOT } from './harness.mjs';
import { FEATURE_FLAGS, OZ, fromText, toText, wasmOpt } from '../../scripts/binaryen.mjs';
import { CHUNK_PASSES, MAIN_PASSES } from '../../scripts/split-wasm.mjs';

// The binaryen tools, as scripts/test puts them on the PATH.
process.env.PATH = `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`;

/** What `wasm-opt` writes for `wasm` with `passes` (and `--converge`), as the split
 *  step called it before. */
async function command(work, wasm, passes, converge) {
  const [input, output] = [join(work, 'in.wasm'), join(work, 'out.wasm')];
  await writeFile(input, wasm);
  const flags = passes.map((pass) => (pass === OZ ? '-Oz' : `--${pass}`));
  execFileSync('wasm-opt', [...flags, ...(converge ? ['--converge'] : []), ...FEATURE_FLAGS, '--low-memory-unused', input, '-o', output], { stdio: ['ignore', 'ignore', 'inherit'] });
  return readFile(output);
}

/** A chunk of the build: `name`'s file (the build's chunks are optimised already; run
 *  again, the passes still rewrite them). */
async function chunk(name) {
  const file = (await readdir(DIST)).find((f) => f.endsWith(`-${name}.wasm`));
  assert.ok(file, `no ${name} chunk in ${DIST}`);
  return readFile(join(DIST, file));
}

test("a chunk's passes, and the main module's until it stops shrinking, write what wasm-opt writes", async () => {
  const work = await mkdtemp(join(tmpdir(), 'game2048-binaryen-'));
  try {
    // A load at `p + 16`, which only --low-memory-unused folds into the load's offset.
    const load = '(module (memory (export "m") 1) (func (export "f") (param i32) (result i32) (i32.load (i32.add (local.get 0) (i32.const 16)))))';
    for (const [name, wasm] of [['links', await chunk('links')], ['dpad', await chunk('dpad')], ['load', fromText(load)]]) {
      assert.deepEqual(Buffer.from(wasmOpt(wasm, CHUNK_PASSES)), await command(work, wasm, CHUNK_PASSES, false), `${name}, a chunk's passes`);
      assert.deepEqual(Buffer.from(wasmOpt(wasm, MAIN_PASSES, { converge: true })), await command(work, wasm, MAIN_PASSES, true), `${name}, the main module's passes`);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});

test('a module as text and back is what wasm-dis and wasm-as make of it', async () => {
  const work = await mkdtemp(join(tmpdir(), 'game2048-binaryen-'));
  try {
    const wasm = await chunk('links');
    await writeFile(join(work, 'in.wasm'), wasm);
    // (The library prints each call's table and type by name, where wasm-dis leaves
    // the defaults out: the same module either way.)
    await writeFile(join(work, 'in.wat'), execFileSync('wasm-dis', [join(work, 'in.wasm')], { maxBuffer: 1 << 28 }));
    execFileSync('wasm-as', [...FEATURE_FLAGS, join(work, 'in.wat'), '-o', join(work, 'out.wasm')]);
    assert.deepEqual(Buffer.from(fromText(toText(wasm))), await readFile(join(work, 'out.wasm')));
    assert.throws(() => fromText('(module (func (result i32)))'), /^Error: binaryen: the text does not parse: .*empty stack/);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
