// The full build, split into a main module and chunks that load on first use (issue 30).
// Trunk has no step between cargo and wasm-bindgen (trunk-rs/trunk#1022), so the
// post-build hook calls this with cargo's own wasm (linked with `--emit-relocs`:
// .cargo/config.toml) and replaces trunk's output of it:
//
// 1. wasm-split-cli (wasm_split_cli_support, installed by scripts/install-tools) moves
//    each `#[wasm_split(name)]` function, and everything only it reaches, code and data,
//    into `split_<name>.wasm`, code that several of them share into `chunk_<n>.wasm`, and
//    writes `__wasm_split.js`, which loads them into the main module's memory and table;
// 2. wasm-bindgen writes the glue of the main module, keeping the linker's exports that
//    the chunks import (`--keep-lld-exports`); the table slots only its describe
//    functions named are then left null (scripts/describe-slots.mjs);
// 3. wasm-opt's passes optimise every module (release builds, as trunk does; binaryen
//    runs in this process, scripts/binaryen.mjs); between the main module's passes,
//    the shims through which chunks call JS move into the chunks that call them
//    (scripts/import-shims.mjs); and the main
//    module takes the bytes of shared chunks that are only a few constant bytes, which
//    are then not fetched (scripts/data-chunks.mjs), and loses the table segments of
//    nulls the splitter wrote for wasm-opt's sake (scripts/null-elements.mjs), and
//    the functions no first visit runs move into its cold half, a chunk every split
//    point but a language's words waits for (scripts/cold-split.mjs), and
//    each module's functions are put in the order gzip compresses best
//    (scripts/order-functions.mjs), and its panics' source locations are redacted
//    (scripts/panic-locations.mjs); the chunks import the main module's memory, table
//    and globals under short names (scripts/chunk-imports.mjs);
// 4. every file gets the build's hash in its name, and the names inside the files say so:
//    the glue imports the loader, the loader imports the glue and fetches the chunks. A
//    page only ever loads chunks of its own deploy, and a service worker can keep two
//    deploys apart.
//
// What a chunk is for is in the Rust code that splits it off (src/bin/game2048-full.rs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataOnly, emptyInLoader, withData } from './data-chunks.mjs';
import { aliasInLoader, gzipSize, gzipped, merge, plan, sharedChunks } from './merge-chunks.mjs';
import { compactLoader } from './compact-loader.mjs';
import { LONG_MODULE, oneImportOfLoader, shortImports, shortLoader } from './chunk-imports.mjs';
import { describeOnlySlots, withoutSlots } from './describe-slots.mjs';
import { glueWithImports, loaderWithShims, moveShims, shimSlots } from './import-shims.mjs';
import { withoutNullElements } from './null-elements.mjs';
import { NAMES, OZ, wasmOpt } from './binaryen.mjs';
import { COLD_CHUNK, HOT_LIST, coldSplit, loaderWithColdHalf, withoutNames } from './cold-split.mjs';
import { orderFunctions } from './order-functions.mjs';
import { redactLocations } from './panic-locations.mjs';

/** The main module's table of JS values, as wasm-bindgen exports it. */
const EXTERNREFS = '__wbindgen_externrefs';
/** The loader's name as the splitter writes it, and as the glue imports it. */
const LOADER = '__wasm_split.js';
/** A chunk's file as the splitter names it: `split_<name>.wasm` or `chunk_<n>.wasm`. */
const CHUNK = /^(?:split|chunk)_[A-Za-z0-9_]+\.wasm$/;

/** A build for scripts/hot-functions.txt (tests/e2e/cold-profile.mjs): every function
 *  in the cold half, each stub reporting which it is. */
const PROFILING = process.env.GAME2048_COLD === 'profile';

/** The main module's passes: `-Oz`, then its control flow flattened and rebuilt
 *  (`--flatten --rereloop`), then `-Oz` again, all until it no longer shrinks: 0.7 KB
 *  gzip off the first load and every widget (165,864 to 165,128 B), for 25 s more of
 *  build (33 s, not 8). The chunks gain too little: 589 B over all 159, each part at
 *  most 238 B (the builder), for 87 s more.
 *  Then every module loses the two custom sections wasm-opt writes, which no browser
 *  reads: about 190 B gzip in each file, and a feature's first use fetches up to 19. */
const STRIP = ['strip-target-features', 'strip-producers'];
export const MAIN_PASSES = [OZ, 'flatten', 'rereloop', OZ, ...STRIP];
export const CHUNK_PASSES = [OZ, ...STRIP];
/** And then the main module's `-Oz` once more, read afresh from the bytes the converging
 *  run wrote: that run stops at a round that did not shrink the module as binaryen holds
 *  it, and the same module read back still gives -Oz 229 B gzip (0.3 KB raw) to take,
 *  off the first load and every widget, for 2.4 s of build. A third round takes 15 B. */
export const MAIN_LAST_PASSES = [OZ, ...STRIP];

const run = (tool, args) => execFileSync(tool, args, { stdio: ['ignore', 'pipe', 'inherit'] });

/**
 * Splits `input` (cargo's wasm of the bin `name`) and writes into `out`: `<name>-<hash>.js`
 * (the glue), `<name>-<hash>_bg.wasm` (the main module), `<name>-<hash>-split.js` (the
 * loader) and `<name>-<hash>-<chunk>.wasm` for each chunk. `optimise` runs wasm-opt's passes.
 * Returns { glue, wasm, loader, chunks: [file] }.
 */
export async function splitWasm({ input, name, out, optimise }) {
  const work = await mkdtemp(join(tmpdir(), 'game2048-split-'));
  try {
    const split = join(work, 'split');
    const bound = join(work, 'bound');
    run('wasm-split-cli', [input, split, '--out-name', name]);
    run('wasm-bindgen', ['--target', 'web', '--keep-lld-exports', '--no-typescript', '--out-name', name, '--out-dir', bound, join(split, `${name}.wasm`)]);
    if ((await readdir(bound)).includes('snippets')) throw new Error(`split-wasm: ${name} imports JS snippets, which this step does not carry over`);
    const chunks = (await readdir(split)).filter((f) => CHUNK.test(f)).sort();
    const modules = [join(bound, `${name}_bg.wasm`), ...chunks.map((c) => join(split, c))];
    // (Binaryen in this process: scripts/binaryen.mjs says why, and what it sets.)
    const optimised = async (module, passes, options) => writeFile(module, wasmOpt(await readFile(module), passes, options));
    // (The glue imports the loader once, not once for each of its functions:
    // scripts/chunk-imports.mjs.)
    let glue = oneImportOfLoader(await readFile(join(bound, `${name}.js`), 'utf8'), `./${LOADER}`);
    let loader = chunks.length > 0 || glue.includes(LOADER) ? await readFile(join(split, LOADER), 'utf8') : null;
    if (optimise) {
      // 2a. The slots of closures' invokers that only wasm-bindgen's describe functions
      // named, which it has run and removed: null, so wasm-opt drops the invokers.
      const described = describeOnlySlots(await readFile(join(split, `${name}.wasm`)), await Promise.all(chunks.map((c) => readFile(join(split, c)))));
      await writeFile(modules[0], withoutSlots(await readFile(modules[0]), described));
      // (The shims' slots, read while the main module has its names.)
      const slots = loader ? shimSlots(await readFile(modules[0])) : new Set();
      // (The main module keeps its names through its passes, for the cold half's split.)
      await optimised(modules[0], MAIN_PASSES, { converge: true, names: true });
      // 3a. The shims of JS that only chunks call, moved into them
      // (scripts/import-shims.mjs), before the chunks' passes and the main module's last.
      if (slots.size > 0) {
        const moved = moveShims(await readFile(modules[0]), await Promise.all(modules.slice(1).map((m) => readFile(m))), slots, { externrefs: EXTERNREFS, shared: LONG_MODULE });
        if (moved.moved > 0) {
          await writeFile(modules[0], moved.main);
          for (const [i, module] of modules.slice(1).entries()) await writeFile(module, moved.chunks[i]);
          loader = loaderWithShims(loader, [EXTERNREFS, ...moved.exports]);
          glue = glueWithImports(glue);
        }
      }
      await optimised(modules[0], MAIN_LAST_PASSES, { names: true });
      for (const module of modules.slice(1)) await optimised(module, CHUNK_PASSES);
    }
    // 3b. Shared chunks of a few constant bytes: the main module writes them instead.
    const moved = [];
    for (const chunk of chunks.filter((c) => c.startsWith('chunk_'))) {
      const segments = dataOnly(await readFile(join(split, chunk)));
      if (!segments) continue;
      moved.push(...segments);
      loader = emptyInLoader(loader, chunk);
      modules.splice(modules.indexOf(join(split, chunk)), 1);
      chunks.splice(chunks.indexOf(chunk), 1);
    }
    if (moved.length > 0) await writeFile(modules[0], withData(await readFile(modules[0]), moved));
    // 3d. Shared chunks merged where a file fewer saves more than the code it adds
    // (scripts/merge-chunks.mjs): each group becomes its first chunk's file. (Release
    // builds: a debug build's files are many and large either way.)
    if (optimise && loader) {
      const shared = [];
      for (const [file, { users }] of sharedChunks(loader)) shared.push({ file, size: await gzipSize(join(split, file)), users });
      for (const group of plan(shared)) {
        const into = join(split, group[0]);
        await merge(group.map((file) => join(split, file)), into);
        await optimised(into, CHUNK_PASSES);
        loader = aliasInLoader(loader, group);
        for (const file of group.slice(1)) {
          modules.splice(modules.indexOf(join(split, file)), 1);
          chunks.splice(chunks.indexOf(file), 1);
        }
      }
    }
    // 3c. The table slots the splitter reserved against wasm-opt, which need no writing.
    await writeFile(modules[0], withoutNullElements(await readFile(modules[0])));
    // 3c'. The main module's functions that no first visit runs, moved into its cold
    // half (scripts/cold-split.mjs), which the game fetches once it plays; the names
    // section goes with them (a build with GAME2048_WASM_NAMES=1 keeps it).
    if (optimise && loader) {
      const hot = PROFILING ? new Set() : new Set((await readFile(HOT_LIST, 'utf8')).split('\n').filter(Boolean));
      const halves = coldSplit(await readFile(modules[0]), { hot, profile: PROFILING, externrefs: EXTERNREFS, keepNames: PROFILING || NAMES });
      if (halves) {
        const file = `split_${COLD_CHUNK}.wasm`;
        await writeFile(modules[0], halves.main);
        await writeFile(join(split, file), wasmOpt(halves.cold, CHUNK_PASSES, { names: false }));
        modules.push(join(split, file));
        chunks.push(file);
        loader = loaderWithColdHalf(loader, file, PROFILING);
      } else if (!NAMES) await writeFile(modules[0], withoutNames(await readFile(modules[0])));
    }
    // 3e. Every module's functions in the order gzip compresses best
    // (scripts/order-functions.mjs), where that order is smaller: a language's words
    // are data, and gain nothing.
    // (Not in a profiling build: its stubs report functions by index.)
    if (optimise && !PROFILING) {
      for (const module of modules) {
        const wasm = await readFile(module);
        const ordered = orderFunctions(wasm);
        if (gzipped(ordered) < gzipped(wasm)) await writeFile(module, ordered);
      }
    }
    // 3f. Panic locations redacted (scripts/panic-locations.mjs): in every module at
    // once, since a chunk's records may point at the main module's paths.
    if (optimise) {
      const redacted = redactLocations(await Promise.all(modules.map((module) => readFile(module))));
      for (const [i, module] of modules.entries()) await writeFile(module, redacted.modules[i]);
    }
    // 3g. The loader written short, once its chunks are settled (scripts/compact-loader.mjs).
    if (optimise && loader) loader = compactLoader(loader);
    // 3h. What the chunks import from the main module, under short names
    // (scripts/chunk-imports.mjs): in each chunk and in the loader that hands it over.
    if (optimise && loader) {
      const short = shortLoader(loader);
      loader = short.loader;
      for (const module of modules.slice(1)) await writeFile(module, shortImports(await readFile(module), short.names));
    }
    const hash = createHash('sha256');
    hash.update(glue).update(loader ?? '');
    for (const module of modules) hash.update(await readFile(module));
    const h = hash.digest('hex').slice(0, 16);
    const named = {
      glue: `${name}-${h}.js`,
      wasm: `${name}-${h}_bg.wasm`,
      loader: loader && `${name}-${h}-split.js`,
      chunks: chunks.map((c) => `${name}-${h}-${c.replace(/^split_/, '')}`),
    };
    glue = replaceOnce(glue, `new URL('${name}_bg.wasm', import.meta.url)`, `new URL('${named.wasm}', import.meta.url)`);
    if (loader) {
      // (One import of the loader for each chunk the main module calls into.)
      glue = replaceEvery(glue, `from './${LOADER}'`, `from './${named.loader}'`, `from "./${LOADER}"`);
      loader = replaceOnce(loader, `from "./${name}.js"`, `from "./${named.glue}"`);
      // (The cold half is named twice: as a chunk, and where it is fetched at once.)
      chunks.forEach((chunk, i) => {
        const from = `new URL("./${chunk}", import.meta.url)`;
        const to = `new URL("./${named.chunks[i]}", import.meta.url)`;
        loader = chunk === `split_${COLD_CHUNK}.wasm` ? replaceEvery(loader, from, to, from) : replaceOnce(loader, from, to);
      });
      await writeFile(join(out, named.loader), loader);
    }
    await writeFile(join(out, named.glue), glue);
    await writeFile(join(out, named.wasm), await readFile(modules[0]));
    for (const [i, chunk] of chunks.entries()) await writeFile(join(out, named.chunks[i]), await readFile(modules[i + 1]));
    return named;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** `text` with `from` replaced by `to`: it must occur exactly once. */
function replaceOnce(text, from, to) {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`split-wasm: the generated code contains ${from} ${count} times, not once`);
  return text.replace(from, () => to);
}

/** `text` with every `from` (or its other spelling `alt`) replaced by `to`: at least one. */
function replaceEvery(text, from, to, alt) {
  for (const spelling of [from, alt]) {
    if (text.includes(spelling)) return text.replaceAll(spelling, () => to);
  }
  throw new Error(`split-wasm: the generated code no longer contains ${from}`);
}
