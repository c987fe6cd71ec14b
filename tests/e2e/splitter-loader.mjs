// A loader as wasm-split-cli writes one, for the tests of the steps that rewrite it
// (chunk-imports.test.mjs, import-shims.test.mjs).

/** A loader as wasm-split-cli writes one for a release build (its `getSharedImports`
 *  and runtime, in short), with one split point whose chunk is `globalThis.chunkBytes`. */
export const LOADER = `import { initSync } from "./game.js";

let sharedImports = undefined;
function getSharedImports() {
    if (sharedImports === undefined) {
        sharedImports = { __wasm_split: {  } };
        const { __indirect_function_table, __wasm_split_shared0, memory } = initSync(undefined, undefined);
        Object.assign(sharedImports.__wasm_split, { __indirect_function_table, __wasm_split_shared0, memory });
    }
    return sharedImports;
}
function wrapAsyncCb(callee) {
    return async (callbackIndex, callbackData) => {
        let success;
        try { await callee(); success = true; } catch (e) { console.error(e); success = false; }
        finally {
            const sharedImports = getSharedImports();
            sharedImports.__wasm_split.__indirect_function_table.get(callbackIndex)(callbackData, success);
        }
    };
}
function makeLoad(fetcher, deps) {
    let loading;
    return () => (loading ??= (async () => { await Promise.all(deps.map((d) => d())); return fetcher()(getSharedImports()); })());
}
export const __wasm_split_load_games = wrapAsyncCb(makeLoad(() => async (imports) => WebAssembly.instantiate(globalThis.chunkBytes, imports), []));
`;

