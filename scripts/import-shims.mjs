// What the chunks call of the page's JS, imported by each chunk itself (release builds).
//
// A chunk imports nothing but the main module's memory, table and globals, so
// wasm-split-cli gives each JS function a chunk calls (wasm-bindgen's imports: a DOM
// method, a Date) a shim in the main module, `<import> local_shim`, in a slot of the
// table, which the chunk calls through. The main module itself never calls those
// shims (the splitter writes them for the chunks): 160 at stop 73, with wasm-bindgen's
// adapters (which read an argument out of its table of JS values, or keep a JS value
// they get back in a slot of that table) and the imports that only they call. No first
// visit runs any of it.
//
// Here each shim that does nothing but call JS (imports; the table of JS values; the
// main module's exports, such as the allocator of that table's slots) moves into every
// chunk that calls its slot: the chunk imports those JS functions from the glue, the
// table and the exports from the main module, and each of its calls of the slot
// becomes a call of its own copy, which wasm-opt then inlines. The main module's table
// leaves the slot empty, and the shim, its adapters and the imports only they called
// go with wasm-opt's next pass: at stop 73, 158 of the 160 shims and 132 of the 281
// imports, 1.5 KB gzip off every first load, for 1.7 KB more over all the chunks (each
// imports what it calls). A shim that does anything else (a global, memory) stays.
//
// Must never: leave a slot empty that a module calls, or change what a call does. A
// shim is only ever called by chunks, through the `i32.const` slot of a
// `call_indirect` (the splitter's calls, found by decoding each chunk's code): each
// such call of a moved slot is made direct. A chunk whose bytes seem to call a slot
// that its decoded code does not call is an error, not a guess.
import binaryen from 'binaryen';
import { FEATURES, emitWithNames } from './binaryen.mjs';
import { directCalls } from './order-functions.mjs';
import { exports, functionBodies, name, reader, sections, sleb, uleb, withContent } from './wasm-module.mjs';

const B = binaryen;

/** What the splitter names a shim (in a build that keeps names: cargo's, before wasm-opt). */
const SHIM = / local_shim$/;

/** The table slots of `main` (the main module as wasm-bindgen writes it, with its
 *  names) that hold a shim: a Set of slots. */
export function shimSlots(main) {
  return withModule(main, (module) => {
    const slots = new Set();
    for (const { offset, data } of activeSegments(module)) {
      data.forEach((fn, i) => SHIM.test(fn) && slots.add(offset + i));
    }
    return slots;
  });
}

/**
 * `main` (optimised) and `chunks` with each movable shim of `slots` moved into the
 * chunks that call it. `externrefs`: the main module's export of its table of JS values
 * (`__wbindgen_externrefs`), and `shared`: the module the chunks import the main
 * module's exports from (`__wasm_split`). Returns { main, chunks, moved: slots moved,
 * imports: Set of "module\0name" the chunks now import from the glue, exports: Set of
 * the main module's exports they import, which the loader must hand over }.
 */
export function moveShims(main, chunks, slots, { externrefs, shared }) {
  return withModule(main, (mainModule) => {
    const externTable = exportedTable(mainModule, externrefs);
    const exported = exportedFunctions(mainModule);
    // Each slot's shim, and what it calls: movable, or not.
    const movable = new Map();
    for (const { offset, data } of activeSegments(mainModule)) {
      data.forEach((fn, i) => {
        if (!slots.has(offset + i)) return;
        const closure = callsOnlyJs(mainModule, fn, externTable, exported);
        if (closure) movable.set(offset + i, { fn, closure });
      });
    }
    const used = new Set();
    const imported = new Set();
    const handed = new Set();
    const out = chunks.map((chunk) =>
      withModule(chunk, (module) => {
        const mine = calledSlots(chunk, movable.keys());
        if (mine.length === 0) return chunk;
        const copy = copier(mainModule, module, { externTable, externrefs, shared });
        for (const slot of mine) {
          const { fn, closure } = movable.get(slot);
          // (Exported for a moment: its index, for the calls below.)
          module.addFunctionExport(copy(fn, closure), `${MARK}${slot}`);
          used.add(slot);
        }
        for (const key of copy.imports) imported.add(key);
        for (const name of copy.exports) handed.add(name);
        if (!module.validate()) throw new Error('import-shims: a chunk with its shims is not valid');
        return withDirectCalls(module.emitBinary());
      }),
    );
    // A movable shim no chunk calls is the main module's dead code already: it stays for
    // wasm-opt to keep or not, as it was.
    emptySlots(mainModule, used);
    if (!mainModule.validate()) throw new Error('import-shims: the main module without its shims is not valid');
    // (With its names, for the cold half's split: scripts/cold-split.mjs.)
    return { main: emitWithNames(mainModule), chunks: out, moved: used.size, imports: imported, exports: handed };
  });
}

/** The active segments of `module`'s function table: { name, table, offset, data }. */
function activeSegments(module) {
  const segments = [];
  for (let i = 0; i < module.getNumElementSegments(); i++) {
    const segment = module.getElementSegmentByIndex(i);
    if (B._BinaryenElementSegmentIsPassive(segment)) continue;
    const info = B.getElementSegmentInfo(segment);
    if (B.getExpressionId(info.offset) !== B.ConstId) throw new Error(`import-shims: the segment ${info.name} is not at a constant slot`);
    segments.push({ ...info, offset: B.Const.getValueI32(info.offset) });
  }
  return segments;
}

/** The functions `module` exports: Map(function -> its export name). */
function exportedFunctions(module) {
  const out = new Map();
  for (let i = 0; i < module.getNumExports(); i++) {
    const info = B.getExportInfo(module.getExportByIndex(i));
    if (info.kind === B.ExternalFunction && !out.has(info.value)) out.set(info.value, info.name);
  }
  return out;
}

/** The table `module` exports as `name`. */
function exportedTable(module, name) {
  const found = module.getExport(name);
  if (!found) throw new Error(`import-shims: the main module exports no ${name}`);
  const info = B.getExportInfo(found);
  if (info.kind !== B.ExternalTable) throw new Error(`import-shims: ${name} is not a table`);
  return info.value;
}

/** The functions `fn` calls and itself, if all it does is call JS: Map(name -> what it
 *  is: `js` (an import), `export` (the main module's, by its export name: wasm-bindgen's
 *  allocator of the table of JS values) or `copied`), or null. */
function callsOnlyJs(module, fn, externTable, exported) {
  const closure = new Map();
  const visit = (name) => {
    if (closure.has(name)) return true;
    const info = B.getFunctionInfo(module.getFunction(name));
    if (info.module) return closure.set(name, { js: true }), true;
    if (name !== fn && exported.has(name)) return closure.set(name, { export: exported.get(name) }), true;
    closure.set(name, {});
    return onlyJs(info.body);
  };
  const onlyJs = (e) => {
    const id = B.getExpressionId(e);
    if (id === B.LocalGetId || id === B.ConstId || id === B.UnreachableId) return true;
    if (id === B.LocalSetId) return onlyJs(B.LocalSet.getValue(e));
    if (id === B.DropId) return onlyJs(B.Drop.getValue(e));
    if (id === B.ReturnId) return !B.Return.getValue(e) || onlyJs(B.Return.getValue(e));
    if (id === B.TableGetId) return B.TableGet.getTable(e) === externTable && onlyJs(B.TableGet.getIndex(e));
    if (id === B.TableSetId) return B.TableSet.getTable(e) === externTable && onlyJs(B.TableSet.getIndex(e)) && onlyJs(B.TableSet.getValue(e));
    if (id === B.BlockId) return range(B.Block.getNumChildren(e)).every((i) => onlyJs(B.Block.getChildAt(e, i)));
    if (id === B.CallId) {
      if (B.Call.isReturn(e)) return false;
      return range(B.Call.getNumOperands(e)).every((i) => onlyJs(B.Call.getOperandAt(e, i))) && visit(B.Call.getTarget(e));
    }
    return false;
  };
  return visit(fn) ? closure : null;
}

/** The export name a copied shim has until its calls are made direct. */
const MARK = 'import-shims:';

/** `chunk` with each call of a slot whose shim it has a copy of (exported as `MARK` and
 *  the slot) made a direct call of the copy, and those exports gone: wasm-opt then
 *  inlines each copy where it is called, and no chunk writes the slot. */
function withDirectCalls(chunk) {
  const all = sections(chunk);
  const exportSection = all.find((s) => s.id === 7);
  const entries = exports(exportSection);
  const calls = new Map();
  for (const { name: exported, desc } of entries) {
    if (exported.startsWith(MARK)) calls.set(Number(exported.slice(MARK.length)), reader(desc, 1).u32());
  }
  let out = withContent(exportSection, Buffer.concat([uleb(entries.length - calls.size), ...entries.filter((e) => !e.name.startsWith(MARK)).flatMap((e) => [name(e.name), e.desc])]));
  const { code, list } = functionBodies(out);
  const made = new Set();
  const bodies = list.map(({ start, size }) => {
    const direct = directCalls(out.subarray(start, start + size), calls);
    for (const slot of direct.made) made.add(slot);
    return Buffer.concat([uleb(direct.body.length), direct.body]);
  });
  const missed = [...calls.keys()].filter((slot) => !made.has(slot));
  if (missed.length > 0) throw new Error(`import-shims: a chunk's bytes call the slots ${missed.join(', ')}, but none of its calls does`);
  out = withContent(code, Buffer.concat([uleb(bodies.length), ...bodies]));
  new WebAssembly.Module(out);
  return out;
}

/** Those of `slots` that `chunk` (its bytes) calls: an `i32.const` of the slot right
 *  before a `call_indirect`, as the splitter writes a chunk's call of the main module.
 *  (Those bytes inside another instruction would only copy a shim a chunk does not need.) */
function calledSlots(chunk, slots) {
  const section = sections(chunk).find((s) => s.id === 10);
  if (!section) return [];
  const code = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).subarray(section.start, section.end);
  return [...slots].filter((slot) => code.includes(Buffer.concat([Buffer.of(0x41), sleb(slot), Buffer.of(0x11)])));
}

/** A copier of the main module's shims into `chunk`: `copy(fn, closure)` adds `fn`,
 *  what it calls and the JS it imports (once each) and returns its name in the chunk;
 *  `copy.imports` is what the chunk now imports of JS ("module\0name"), and
 *  `copy.exports` the main module's exports it imports. */
function copier(main, chunk, { externTable, externrefs, shared }) {
  const names = new Map();
  const imports = new Set();
  const exports = new Set();
  let extern = null;
  const copy = (fn, closure) => {
    for (const [name, kind] of closure) {
      if (names.has(name)) continue;
      const info = B.getFunctionInfo(main.getFunction(name));
      const to = `shim$${names.size}$${name}`;
      names.set(name, to);
      if (kind.js) {
        chunk.addFunctionImport(to, info.module, info.base, info.params, info.results);
        imports.add(`${info.module}\0${info.base}`);
      } else if (kind.export) {
        chunk.addFunctionImport(to, shared, kind.export, info.params, info.results);
        exports.add(kind.export);
      }
    }
    for (const [name, kind] of closure) {
      if (kind.js || kind.export || chunk.getFunction(names.get(name))) continue;
      const info = B.getFunctionInfo(main.getFunction(name));
      chunk.addFunction(names.get(name), info.params, info.results, info.vars, rebuild(info.body));
    }
    return names.get(fn);
  };
  const externTableName = () => {
    if (!extern) {
      extern = 'shim$externrefs';
      chunk.addTable(extern, 0, 0xffffffff, B.externref);
      chunk.addTableImport(extern, shared, externrefs);
    }
    return extern;
  };
  const rebuild = (e) => {
    const id = B.getExpressionId(e);
    const type = B.getExpressionType(e);
    if (id === B.LocalGetId) return chunk.local.get(B.LocalGet.getIndex(e), type);
    if (id === B.UnreachableId) return chunk.unreachable();
    if (id === B.ConstId) return chunk.copyExpression(e);
    if (id === B.LocalSetId) {
      const value = rebuild(B.LocalSet.getValue(e));
      return B.LocalSet.isTee(e) ? chunk.local.tee(B.LocalSet.getIndex(e), value, type) : chunk.local.set(B.LocalSet.getIndex(e), value);
    }
    if (id === B.DropId) return chunk.drop(rebuild(B.Drop.getValue(e)));
    if (id === B.ReturnId) return chunk.return(B.Return.getValue(e) ? rebuild(B.Return.getValue(e)) : undefined);
    if (id === B.TableGetId) return chunk.table.get(externTableName(), rebuild(B.TableGet.getIndex(e)), type);
    if (id === B.TableSetId) return chunk.table.set(externTableName(), rebuild(B.TableSet.getIndex(e)), rebuild(B.TableSet.getValue(e)));
    if (id === B.BlockId) return chunk.block(null, range(B.Block.getNumChildren(e)).map((i) => rebuild(B.Block.getChildAt(e, i))), type);
    if (id === B.CallId) {
      const operands = range(B.Call.getNumOperands(e)).map((i) => rebuild(B.Call.getOperandAt(e, i)));
      return chunk.call(names.get(B.Call.getTarget(e)), operands, type);
    }
    throw new Error(`import-shims: cannot copy an expression of kind ${id}`);
  };
  copy.imports = imports;
  copy.exports = exports;
  return copy;
}

/** `module` (the main module) with `slots` left empty: each segment that writes one is
 *  written again as the runs of slots around them. */
function emptySlots(module, slots) {
  for (const { name, table, offset, data } of activeSegments(module)) {
    if (!data.some((_, i) => slots.has(offset + i))) continue;
    module.removeElementSegment(name);
    let run = [];
    let start = offset;
    const flush = () => {
      if (run.length > 0) module.addActiveElementSegment(table, `${name}$${start}`, run, module.i32.const(start));
      run = [];
    };
    data.forEach((fn, i) => {
      if (slots.has(offset + i)) {
        flush();
        start = offset + i + 1;
      } else run.push(fn);
    });
    flush();
  }
}

const range = (n) => Array.from({ length: n }, (_, i) => i);

function withModule(wasm, use) {
  const module = B.readBinary(wasm, FEATURES);
  try {
    return use(module);
  } finally {
    module.dispose();
  }
}

/** The glue's function that makes its imports object, which the loader hands the
 *  chunks too (wasm-bindgen's name: the glue exports it as that). */
export const GLUE_IMPORTS = '__wbg_get_imports';

/** `loader` (the splitter's) handing each chunk what the moved shims import: the
 *  glue's imports (its JS functions, under the modules and names the main module
 *  imported them by) and the main module's exports `handed` (its table of JS values,
 *  the allocator of its slots). */
export function loaderWithShims(loader, handed) {
  const once = (text, pattern, to) => {
    const found = text.match(new RegExp(pattern.source, 'g')) ?? [];
    if (found.length !== 1) throw new Error(`import-shims: the loader has ${found.length} of ${pattern}, not one`);
    return text.replace(pattern, to);
  };
  let out = once(loader, /import \{ initSync \} from ("[^"]+");/, (_, from) => `import { initSync, ${GLUE_IMPORTS} } from ${from};`);
  out = once(out, /sharedImports = \{ __wasm_split: \{\s*\} \};/, () => `sharedImports = { ...${GLUE_IMPORTS}(), __wasm_split: {  } };`);
  out = once(out, /const \{ ([\w$, ]+) \} = initSync\(undefined, undefined\);(\s*)Object\.assign\(sharedImports\.__wasm_split, \{ \1 \}\);/, (_, list, space) => {
    const names = `${list.replace(/,?\s*$/, '')}, ${[...handed].join(', ')}, `;
    return `const { ${names} } = initSync(undefined, undefined);${space}Object.assign(sharedImports.__wasm_split, { ${names} });`;
  });
  return out;
}

/** `glue` (wasm-bindgen's) exporting its imports object's maker for the loader. */
export function glueWithImports(glue) {
  const statement = /^export \{ initSync, __wbg_init as default \};$/m;
  if (!statement.test(glue)) throw new Error('import-shims: the glue does not export initSync as wasm-bindgen writes it');
  if (!new RegExp(`^function ${GLUE_IMPORTS}\\(\\)`, 'm').test(glue)) throw new Error(`import-shims: the glue has no ${GLUE_IMPORTS}`);
  return glue.replace(statement, () => `export { initSync, ${GLUE_IMPORTS}, __wbg_init as default };`);
}
