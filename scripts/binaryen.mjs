// Binaryen in this process, for the split step (scripts/split-wasm.mjs and
// scripts/merge-chunks.mjs): wasm-opt's passes, and a module's text and back (what
// wasm-dis and wasm-as do; tests/e2e/binaryen.test.mjs holds both to the commands).
//
// Why not the tools: npm's binaryen is binaryen compiled to wasm, and each of its
// commands compiles all of it (10 MB) before it reads a byte: 1.5 s a call. A release
// build made about 230 calls (a module each, and four for each merge of chunks): the
// split took 6 min 12 s here, the post-build hook 6 min 16 s of stop 54's CI. Loaded
// once here, a chunk takes milliseconds, and the split 1 min 14 s (the main module's
// passes are most of it). What comes out is the commands' output byte for byte (all
// 64 files of a release build compared), with the same options: `-Oz` is optimise
// level 2 and shrink level 2, the names section is left out (no `-g`; see
// GAME2048_WASM_NAMES below), the stack form
// is optimised as the module is written, and `--converge` runs the whole list again
// until the module stops shrinking.
//
// Must never: change what a module does beyond what the commands would, or keep a
// module's memory once it is written (each is disposed of).
import binaryen from 'binaryen';

const F = binaryen.Features;

/** The features rustc's wasm32 target enables by default (the chunks carry no
 *  target_features section to detect them from), as wasm-opt's `--enable-<name>` and as
 *  binaryen's flags: bulk memory brings its `-opt` half, and reference types the long
 *  call_indirect, as the commands' flags do. */
const ENABLED = {
  'bulk-memory': F.BulkMemory | F.BulkMemoryOpt,
  'nontrapping-float-to-int': F.NontrappingFPToInt,
  'sign-ext': F.SignExt,
  'reference-types': F.ReferenceTypes | F.CallIndirectOverlong,
  multivalue: F.Multivalue,
  'mutable-globals': F.MutableGlobals,
};
export const FEATURE_FLAGS = Object.keys(ENABLED).map((name) => `--enable-${name}`);
export const FEATURES = Object.values(ENABLED).reduce((all, one) => all | one, 0);

/** `-Oz` in a list of passes: binaryen's default optimisations, at the levels below. */
export const OZ = '-Oz';

binaryen.setOptimizeLevel(2);
binaryen.setShrinkLevel(2);
// A build for the size reports may keep the functions' names (`GAME2048_WASM_NAMES=1
// trunk build --release --dist DIR`: the main module with its names section, 0.3 MB
// more, never shipped), so that tests/e2e/executed.mjs can say whose code ran. The
// main module's passes keep them in every build (`names`), for the cold half's split
// (scripts/cold-split.mjs), which leaves them out: the code is the same byte for byte.
export const NAMES = process.env.GAME2048_WASM_NAMES === '1';
// rustc's wasm32 layout puts the stack first, growing down to address 0, so the low
// 1 KB is only reached by an address that wrapped past 4 GB, which Rust never
// computes: wasm-opt may fold `p + c` into a load's offset (`--low-memory-unused`, what
// Emscripten does by default): 0.8 KB gzip off the main module.
binaryen.setLowMemoryUnused(true);
binaryen.setDebugInfo(NAMES);

/** Runs `passes` (binaryen's pass names, and `OZ`) in order over `module`. */
function runAll(module, passes) {
  let pending = [];
  for (const pass of passes) {
    if (pass !== OZ) {
      pending.push(pass);
      continue;
    }
    if (pending.length > 0) module.runPasses(pending);
    pending = [];
    module.optimize();
  }
  if (pending.length > 0) module.runPasses(pending);
}

/**
 * `wasm` (bytes) after `passes`, as `wasm-opt <passes> [--converge]` writes it.
 * @param {Uint8Array} wasm
 * @param {string[]} passes
 * @param {{ converge?: boolean, features?: number, names?: boolean }} [options]
 */
export function wasmOpt(wasm, passes, { converge = false, features = FEATURES, names = NAMES } = {}) {
  // What wasm-opt does as it writes an optimised module, and wasm-as and the library
  // by default do not: the module's stack form, optimised (about 0.8% of each module).
  binaryen.setGenerateStackIR(true);
  binaryen.setOptimizeStackIR(true);
  binaryen.setDebugInfo(names);
  try {
    return withModule(binaryen.readBinary(wasm, features), (module) => {
      runAll(module, passes);
      let out = module.emitBinary();
      // (wasm-opt writes the module as its last round left it, even a round that did
      // not shrink it.)
      for (let size = Infinity; converge && out.length < size; ) {
        size = out.length;
        runAll(module, passes);
        out = module.emitBinary();
      }
      return out;
    });
  } finally {
    binaryen.setGenerateStackIR(false);
    binaryen.setOptimizeStackIR(false);
    binaryen.setDebugInfo(NAMES);
  }
}

/** `module`'s binary with its names section (read in any case, written only so). */
export function emitWithNames(module) {
  binaryen.setDebugInfo(true);
  try {
    return module.emitBinary();
  } finally {
    binaryen.setDebugInfo(NAMES);
  }
}

/** The text of `wasm`, as binaryen prints it (as wasm-dis does, but with each call's
 *  table and type named even where they are the defaults). */
export function toText(wasm) {
  return withModule(binaryen.readBinary(wasm, F.All), (module) => module.emitText());
}

/** The binary of `text` (binaryen's text format), as `wasm-as` writes it. */
export function fromText(text, features = FEATURES) {
  let parsed;
  try {
    parsed = binaryen.parseText(text, features);
  } catch (error) {
    // (The parser throws an object with a message, not an Error.)
    throw new Error(`binaryen: the text does not parse: ${error?.message ?? error}`);
  }
  return withModule(parsed, (module) => {
    if (!module.validate()) throw new Error('binaryen: the module is not valid');
    return module.emitBinary();
  });
}

function withModule(module, use) {
  try {
    return use(module);
  } finally {
    module.dispose();
  }
}
