// Wasm modules made byte by byte, for the tests of the build's own wasm steps
// (data-chunks.test, null-elements.test): what a module is, not how the build reads it.
import { uleb } from '../../scripts/wasm-module.mjs';

const HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];

/** A section: its id, its size, its content (bytes). */
export const section = (id, content) => [id, ...uleb(content.length), ...content];
/** A name: its length, its UTF-8 bytes. */
export const name = (text) => [...uleb(Buffer.byteLength(text)), ...Buffer.from(text)];
/** A module of `sections`, in order. */
export const module = (...sections) => Buffer.from([...HEADER, ...sections.flat()]);
