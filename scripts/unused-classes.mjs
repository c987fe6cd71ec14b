// The glue's half of scripts/link-wasm.mjs: wasm-bindgen writes wasm-streams' JS classes
// (`IntoUnderlyingSource`, `IntoUnderlyingSink`, `IntoUnderlyingByteSource`) into every
// build's glue, though the linker left their wasm exports out (see there for why). This
// removes them: the whole top-level statements of the glue that name one of them, and
// nothing else. A glue that names them anywhere else, or a wasm that still exports what
// they call (a build not linked by link-wasm.mjs), is an error, not a guess. Run again
// over its own output, it finds nothing and changes nothing.
import { readFile, writeFile } from 'node:fs/promises';
import { parseScript } from './js-tree.mjs';
import { UNUSED_EXPORT } from './link-wasm.mjs';

const CLASS = /\bIntoUnderlying(?:ByteSource|Sink|Source)/;

/** Drops the classes from `gluePath` (whose wasm is `wasmPath`); the bytes saved. */
export async function dropUnusedClasses(gluePath, wasmPath) {
  const glue = await readFile(gluePath, 'utf8');
  if (!CLASS.test(glue)) return 0;
  const exported = WebAssembly.Module.exports(new WebAssembly.Module(await readFile(wasmPath))).map((e) => e.name);
  const still = exported.filter((name) => UNUSED_EXPORT.test(name));
  if (still.length > 0) throw new Error(`unused-classes: ${wasmPath} still exports ${still.join(', ')}: was it linked by scripts/link-wasm.mjs?`);

  const ast = parseScript(glue);
  let kept = '';
  let from = 0;
  for (const statement of ast.body) {
    if (CLASS.test(glue.slice(statement.start, statement.end))) {
      kept += glue.slice(from, statement.start);
      from = statement.end;
    }
  }
  kept += glue.slice(from);
  if (CLASS.test(kept)) throw new Error(`unused-classes: ${gluePath} names a stream class outside its own statements`);
  if ([...kept.matchAll(/\bwasm\.(\w+)/g)].some((m) => UNUSED_EXPORT.test(m[1]))) {
    throw new Error(`unused-classes: ${gluePath} calls a stream class's export outside the classes`);
  }
  await writeFile(gluePath, kept);
  return glue.length - kept.length;
}
