// The main module's cold half: the functions no first visit runs, in a module of their
// own that comes once the game plays (scripts/split-wasm.mjs calls this).
//
// What the main module holds is what its code reaches, and the chunks' split points
// (src/bin/game2048-full.rs) only move what a feature alone reaches. What is left is
// spread thin: drops, panics, formatting, a kept game's reader, the embed's exports.
// At stop 74 a first visit ran 791 of the main module's 1,573 functions; the rest was
// 72 KB of code, 24 KB gzip of every first load and every widget's.
//
// Here each such function's body moves into the cold half, a module that shares the
// main module's memory, tables and stack pointer as a chunk does, and fills a slot of
// the function table for each as it is instantiated. The main module keeps, at the
// function's index, a stub of the same type: it calls the loader's `__wasm_split_cold`
// (which does nothing once the cold half is here), then the function through its slot.
// So every caller (code, the table, exports, JS) finds it where it was. In the loader
// the cold half is a shared chunk that every split point but a language's words waits
// for (`loaderWithColdHalf`): it comes with English's lines as the game plays, before a
// widget shows, and before any part opens. If a stub is called before it came,
// `__wasm_split_cold` fetches it synchronously: slower, not wrong, but a synchronous
// request passes the service worker by, so a returning visit waits for the cold half
// before its game starts, having asked for it with its first script (index.html).
//
// Which functions stay is a list of names (scripts/hot-functions.txt), which
// `node tests/e2e/cold-profile.mjs` writes from what a profiling build's stubs report
// (`profile`: every named function cold, each stub saying which it is) on the visits a
// first move must not wait on. A function the list does not name is cold: a stale list
// makes a first move wait, and tests/e2e/cold.test.mjs says so. At stop 75: 858 names;
// the hosted page's first load 123,728 -> 102,216 B gzip, a widget's 131,494 ->
// 139,255 B (it waits for the cold half, 29.3 KB).
//
// Must never: change what a function does, or leave a function's index, type or slot
// elsewhere than its callers look. A function whose body names something a chunk cannot
// import (a data or element segment, a global but the stack pointer, a function by
// reference) stays in the main module.
import { elementSegments, exports as readExports, functionNames, imports as readImports, name, reader, sections, sleb, uleb } from './wasm-module.mjs';
import { instruction, renumberBody, renumberElements, renumberExports, renumberNames, take, valtype, vec, writeVec, writer } from './order-functions.mjs';

/** The loader's functions the main module imports already (one for each split point). */
const LOADS = /^__wasm_split_load_/;
/** The loader's function that makes the cold half ready (no arguments). */
export const ENSURE = '__wasm_split_cold';
/** In a profiling build, the same, given the index of the function called. */
export const PROFILE = '__wasm_split_cold_profile';
/** The loader's function that loads the cold half (a promise), for a page that would
 *  rather wait for it before its game starts: a returning visit, whose stubs could not
 *  fetch it at once from the service worker's cache (a synchronous request passes it by). */
export const READY = '__wasm_split_cold_ready';
/** The loader's function the cold half calls as it starts: it is here. */
export const HERE = '__wasm_split_cold_here';
/** What chunks import from the main module (the loader's `getSharedImports`). */
const SHARED = '__wasm_split';
const TABLE = '__indirect_function_table';
const STACK = '__wasm_split_shared0';
const MEMORY = 'memory';

/**
 * Splits `wasm` (the main module, with its names section) into `{ main, cold, moved }`:
 * the main module with a stub for each function `hot` (a Set of names) does not name,
 * and the module of their bodies; null if none moves. `profile`: every named function
 * moves, and each stub reports its index (`PROFILE`). `externrefs`: the name under
 * which the main module exports its table of JS values, if the cold half needs it.
 * `keepNames`: the main module keeps its names section (else it has none).
 */
export function coldSplit(wasm, { hot = new Set(), profile = false, externrefs, keepNames = profile }) {
  const all = sections(wasm);
  const section = (id) => all.find((s) => s.id === id);
  const importList = readImports(section(2));
  const functionImports = importList.filter((i) => i.kind === 0);
  const imported = functionImports.length;
  // (The loader is the module the main module imports its split points' loads from.)
  const loader = functionImports.find((i) => LOADS.test(i.name))?.module;
  if (loader === undefined) throw new Error('cold-split: the main module imports nothing from the loader');
  const typeOf = vec(wasm, section(3), (r) => r.u32());
  const bodies = vec(wasm, section(10), (r) => take(wasm, r, r.u32()));
  const types = vec(wasm, section(1), (r) => {
    const from = r.at;
    if (r.byte() !== 0x60) throw new Error('cold-split: a type that is not a function type');
    const params = r.u32();
    for (let i = 0; i < params; i++) valtype(wasm, r);
    const results = r.u32();
    for (let i = 0; i < results; i++) valtype(wasm, r);
    return { params, results, bytes: wasm.subarray(from, r.at) };
  });
  const names = functionNames(wasm);
  const exported = readExports(section(7));
  const stack = exported.find((e) => e.kind === 3 && e.name === STACK);
  if (!stack || reader(stack.desc, 1).u32() !== 0) throw new Error(`cold-split: global 0 is not the stack pointer the chunks import (${STACK})`);
  const tables = tableSection(wasm, section(4));
  const slots = tableSlots(wasm);

  // The functions that move, and why the others stay; what each that moves names.
  const scans = new Map();
  const moves = (i) => {
    const f = imported + i;
    const fname = names.get(f);
    if (fname === undefined || (!profile && hot.has(fname))) return false;
    scans.set(i, scan(bodies[i]));
    // (Even one no larger than its stub: the stubs, all alike, gzip to less than the
    // small bodies they stand for, 0.4 KB less at stop 75.)
    return scans.get(i).movable;
  };
  const cold = bodies.map((_, i) => i).filter(moves);
  if (cold.length === 0) return null;
  const isCold = new Set(cold.map((i) => imported + i));
  const base = tables[0].min;
  const slotOfCold = new Map(cold.map((i, k) => [imported + i, base + k]));
  // The main module's functions the cold half calls: through a slot, a new one if none.
  let next = base + cold.length;
  const added = [];
  let usesExternrefs = false;
  for (const i of cold) {
    const body = scans.get(i);
    usesExternrefs ||= body.tables.has(1);
    for (const f of body.calls) {
      // (In a profiling build a call of a cold function goes through its stub, which
      // reports it.)
      if (f < imported || (isCold.has(f) && !profile) || slots.has(f)) continue;
      slots.set(f, next++);
      added.push(f);
    }
  }
  if (tables.length > 2 || (usesExternrefs && (!externrefs || tables[1]?.type !== 0x6f))) {
    throw new Error('cold-split: the cold half needs a table the chunks are not handed');
  }
  const size = next;

  // The main module: the loader's function imported last, the stubs, the table grown.
  const typeBytes = types.map((t) => t.bytes);
  /** The index of a function type (its bytes), added if the module has none such. */
  const typeIndex = (bytes) => {
    const found = typeBytes.findIndex((t) => Buffer.compare(t, Buffer.from(bytes)) === 0);
    return found >= 0 ? found : typeBytes.push(Buffer.from(bytes)) - 1;
  };
  const ensureTypeIndex = typeIndex(profile ? [0x60, 1, 0x7f, 0] : [0x60, 0, 0]);
  const voidType = typeIndex([0x60, 0, 0]);
  const ensure = imported;
  const to = (f) => (f < imported ? f : f + 1);
  const stub = (i) => {
    const f = imported + i;
    const w = writer().u32(0);
    if (profile) w.byte(0x41).copy(sleb(to(f)));
    w.byte(0x10).u32(ensure);
    for (let p = 0; p < types[typeOf[i]].params; p++) w.byte(0x20).u32(p);
    return w.byte(0x41).copy(sleb(slotOfCold.get(f))).byte(0x11).u32(typeOf[i]).byte(0).byte(0x0b).done();
  };
  const out = writer().copy(wasm.subarray(0, 8));
  for (const s of all) {
    const content = wasm.subarray(s.start, s.end);
    let c;
    if (s.id === 1) c = writeVec(typeBytes, (w, b) => w.copy(b));
    else if (s.id === 2) {
      const r = reader(content, 0);
      const count = r.u32();
      c = Buffer.concat([uleb(count + 1), content.subarray(r.at), name(loader), name(profile ? PROFILE : ENSURE), Buffer.of(0), uleb(ensureTypeIndex)]);
    } else if (s.id === 4) c = writeVec(tables, (w, t) => (t === tables[0] ? w.byte(t.type).byte(1).u32(size).u32(size) : w.copy(t.bytes)));
    else if (s.id === 7) c = renumberExports(content, to);
    else if (s.id === 8) c = writer().u32(to(reader(content, 0).u32())).done();
    else if (s.id === 9) {
      const renumbered = renumberElements(content, to);
      const r = reader(renumbered, 0);
      const count = r.u32();
      const rest = renumbered.subarray(r.at);
      const segment = added.length ? [activeSegment(base + cold.length, added.map(to))] : [];
      c = Buffer.concat([uleb(count + segment.length), rest, ...segment]);
    } else if (s.id === 10) c = writeVec(bodies.map((_, i) => i), (w, i) => w.sized(isCold.has(imported + i) ? stub(i) : renumberBody(bodies[i], to)));
    else if (s.name === 'custom "name"') {
      if (!keepNames) continue;
      c = renumberNames(content, to);
    } else if (s.id === 0 || s.id === 6 || s.id === 11 || s.id === 12 || s.id === 3 || s.id === 5) c = content;
    else throw new Error(`cold-split: a section ${s.id} this step does not know`);
    out.byte(s.id).sized(c);
  }
  const main = out.done();

  // The cold half: the main module's types; its imports (the JS functions it calls,
  // as the main module names them, then what a chunk imports: the table, the table of
  // JS values, the memory, the stack pointer); the bodies, each calling a function of
  // the main module through its slot; the slots filled.
  const calledImports = [...new Set(cold.flatMap((i) => [...scans.get(i).calls].filter((f) => f < imported)))].sort((a, b) => a - b);
  const coldIndex = new Map(calledImports.map((f, k) => [f, k]));
  // (Then the loader's `HERE`, which its start function calls.)
  const here = calledImports.length;
  cold.forEach((i, k) => coldIndex.set(imported + i, here + 1 + k));
  const entries = calledImports.map((f) => {
    const e = functionImports[f];
    return Buffer.concat([name(e.module), name(e.name), e.desc]);
  });
  entries.push(Buffer.concat([name(loader), name(HERE), Buffer.of(0), uleb(voidType)]));
  entries.push(Buffer.concat([name(SHARED), name(TABLE), Buffer.of(1, 0x70, 0), uleb(size)]));
  if (usesExternrefs) entries.push(Buffer.concat([name(SHARED), name(externrefs), Buffer.of(1, 0x6f, 0), uleb(tables[1].min)]));
  entries.push(Buffer.concat([name(SHARED), name(MEMORY), Buffer.of(2, 0), uleb(0)]));
  entries.push(Buffer.concat([name(SHARED), name(STACK), Buffer.of(3, 0x7f, 1)]));
  const own = (f) => (profile && f >= imported ? undefined : coldIndex.get(f));
  const body = (i) => moveBody(bodies[i], own, (f) => ({ slot: slots.get(f), type: typeOf[f - imported] }));
  const coldModule = writer().copy(wasm.subarray(0, 8));
  coldModule.byte(1).sized(writeVec(typeBytes, (w, b) => w.copy(b)));
  coldModule.byte(2).sized(writeVec(entries, (w, b) => w.copy(b)));
  coldModule.byte(3).sized(writeVec(cold, (w, i) => w.u32(typeOf[i])));
  coldModule.byte(8).sized(uleb(here));
  coldModule.byte(9).sized(Buffer.concat([uleb(1), activeSegment(base, cold.map((i) => coldIndex.get(imported + i)))]));
  coldModule.byte(10).sized(writeVec(cold, (w, i) => w.sized(body(i))));
  const coldWasm = coldModule.done();
  if (!WebAssembly.validate(main)) throw new Error('cold-split: the main module with its stubs does not validate');
  if (!WebAssembly.validate(coldWasm)) throw new Error('cold-split: the cold half does not validate');
  return { main, cold: coldWasm, moved: cold.map((i) => names.get(imported + i)) };
}

/** What a body names: the functions it calls (`call`, `return_call`), the tables it
 *  uses, and whether it may move (it names no segment, no global but the stack
 *  pointer, no function by reference). */
function scan(body) {
  const calls = new Set();
  const tables = new Set();
  let movable = true;
  const r = reader(body, 0);
  for (let groups = r.u32(); groups > 0; groups--) (r.u32(), valtype(body, r));
  const sink = writer();
  while (r.at < body.length) {
    const at = r.at;
    const op = body[at];
    const immediate = reader(body, at + 1);
    if (op === 0x10 || op === 0x12) calls.add(immediate.u32());
    else if (op === 0xd2) movable = false;
    else if (op === 0x23 || op === 0x24) movable &&= immediate.u32() === 0;
    else if (op === 0x11 || op === 0x13) (immediate.u32(), tables.add(immediate.u32()));
    else if (op === 0x25 || op === 0x26) tables.add(immediate.u32());
    else if (op === 0xfc) {
      const sub = immediate.u32();
      // memory.init, data.drop, table.init, elem.drop (segments), table.copy (two tables)
      if (sub === 8 || sub === 9 || (sub >= 12 && sub <= 14)) movable = false;
      else if (sub >= 15 && sub <= 17) tables.add(immediate.u32());
    }
    instruction(body, r, sink, (f) => f);
  }
  return { calls, tables, movable };
}

/** `body` as the cold half has it: a call of one of its own functions or of a JS import
 *  renumbered by `index`, a call of the main module's made through the function's slot
 *  (`slotOf`: { slot, type }). */
function moveBody(body, index, slotOf) {
  const r = reader(body, 0);
  for (let groups = r.u32(); groups > 0; groups--) (r.u32(), valtype(body, r));
  const parts = [body.subarray(0, r.at)];
  const sink = writer();
  while (r.at < body.length) {
    const at = r.at;
    const op = body[at];
    if (op === 0x10 || op === 0x12) {
      const f = reader(body, at + 1).u32();
      instruction(body, r, sink, (x) => x);
      const own = index(f);
      if (own !== undefined) parts.push(Buffer.concat([Buffer.of(op), uleb(own)]));
      else {
        const { slot, type } = slotOf(f);
        if (slot === undefined) throw new Error(`cold-split: function ${f} has no slot`);
        parts.push(Buffer.concat([Buffer.of(0x41), sleb(slot), Buffer.of(op === 0x10 ? 0x11 : 0x13), uleb(type), Buffer.of(0)]));
      }
      continue;
    }
    instruction(body, r, sink, (x) => x);
    parts.push(body.subarray(at, r.at));
  }
  return Buffer.concat(parts);
}

/** An active segment of table 0 (flags 0) writing `functions` from `offset`. */
function activeSegment(offset, functions) {
  return Buffer.concat([uleb(0), Buffer.of(0x41), sleb(offset), Buffer.of(0x0b), uleb(functions.length), ...functions.map((f) => uleb(f))]);
}

/** The table section: { type, min, bytes } each (table 0 must have a maximum, as the
 *  linker writes it, so that the stubs' slots are the module's own to size). */
function tableSection(wasm, section) {
  const r = reader(wasm, section.start);
  return Array.from({ length: r.u32() }, () => {
    const from = r.at;
    const type = r.byte();
    const flags = r.byte();
    const min = r.u32();
    if (flags & 1) r.u32();
    if (flags > 1) throw new Error(`cold-split: a table of limits ${flags}`);
    return { type, min, bytes: wasm.subarray(from, r.at) };
  });
}

/** Map: function -> its first slot in table 0. */
function tableSlots(wasm) {
  const slots = new Map();
  for (const { offset, entries } of elementSegments(wasm)) {
    entries.forEach((f, i) => {
      if (f !== null && !slots.has(f)) slots.set(f, offset + i);
    });
  }
  return slots;
}

/** The cold half's name as a chunk: its file is `<name>-<hash>-cold.wasm`. */
export const COLD_CHUNK = 'cold';

/** The hot functions' names, as scripts/cold-profile.mjs writes them (one a line). */
export const HOT_LIST = new URL('./hot-functions.txt', import.meta.url);

/**
 * `loader` (the splitter's, before scripts/compact-loader.mjs) with the cold half as a
 * shared chunk (`file`, its name as the splitter names chunks) that every split point
 * but a language's words waits for: the game's first chunks come once it plays (the
 * hosted page's own, English's lines, a widget's mounting), and a chunk's code may call
 * any function of the main module. (A language's words do not wait: a page in another
 * language shows them first, and the first load would be the cold half heavier.) If a
 * stub is called before the cold half is here, `ENSURE` fetches it synchronously, and
 * `performance` has a mark, `game2048-cold-sync`, which the tests look for.
 *
 * `profile`: `PROFILE` too, which keeps in `globalThis.__game2048Cold` the index of each
 * function called until the cold half has come as a chunk, or while
 * `globalThis.__game2048ColdMoves` is true.
 */
export function loaderWithColdHalf(loader, file, profile) {
  const numbers = [...loader.matchAll(/__chunk_(\d+)/g)].map((m) => Number(m[1]));
  const chunk = `__chunk_${Math.max(0, ...numbers) + 1}`;
  // Each split point's load, to the end of its statement: `…, [DEPS]));`.
  const points = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(/g;
  let out = '';
  let at = 0;
  let waiting = 0;
  for (const m of loader.matchAll(points)) {
    const end = loader.indexOf(']));', m.index);
    const open = loader.lastIndexOf('[', end);
    if (end < 0 || open < m.index) throw new Error(`cold-split: the loader's ${m[1]} does not end as the splitter writes it`);
    if (m[1].startsWith('lang_')) continue;
    const deps = loader.slice(open + 1, end).split(', ').filter(Boolean);
    out += `${loader.slice(at, open + 1)}${[chunk, ...deps].join(', ')}`;
    at = end;
    waiting++;
  }
  out += loader.slice(at);
  const first = out.indexOf('export const __wasm_split_load_');
  if (waiting === 0 || first < 0) throw new Error('cold-split: the loader has no split points as the splitter writes them');
  // (Written as the splitter writes a chunk's fetcher: scripts/compact-loader.mjs and
  // scripts/chunk-map.mjs read it as one.)
  const fetcher = `const ${chunk} = makeLoad(() => {
    const src = fetch(new URL("./${file}", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}
, []);
`;
  out = `${out.slice(0, first)}${fetcher}${out.slice(first)}`;
  return `${out}
export const ${READY} = () => ${chunk}();
const coldUrl = new URL("./${file}", import.meta.url);
let coldLoaded = false;
${profile ? 'let coldSyncing = false;\nlet coldRecording = true;\n' : ''}export function ${HERE}() {
    coldLoaded = true;
${profile ? '    if (!coldSyncing) coldRecording = false;\n' : ''}}
export function ${ENSURE}() {
    if (coldLoaded) return;
    const request = new XMLHttpRequest();
    request.open("GET", coldUrl, false);
    request.overrideMimeType("text/plain; charset=x-user-defined");
    request.send();
    if (request.status !== 200) throw new Error(\`\${coldUrl}: \${request.status}\`);
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
${profile ? '    coldSyncing = true;\n' : ''}    new WebAssembly.Instance(new WebAssembly.Module(bytes), getSharedImports());
${profile ? '    coldSyncing = false;\n' : ''}    performance.mark("game2048-cold-sync");
}
${profile ? `export function ${PROFILE}(index) {
    if (coldRecording || globalThis.__game2048ColdMoves) (globalThis.__game2048Cold ??= new Set()).add(index);
    ${ENSURE}();
}
` : ''}`;
}

/** `wasm` without its names section (the same bytes if it has none). */
export function withoutNames(wasm) {
  const found = sections(wasm).find((s) => s.name === 'custom "name"');
  if (!found) return wasm;
  return Buffer.concat([wasm.subarray(0, found.head), wasm.subarray(found.end)]);
}
