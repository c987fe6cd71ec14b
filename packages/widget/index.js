// game2048-widget: defines <game-2048>. The element's files (its module, the wasm, the
// stylesheets, the AI's worker) are in dist/, which the element loads from beside
// itself; a bundled app serves that folder as it is and gives its URL here.
export { Game2048Frame } from './dist/game2048-frame.js';

/**
 * Defines <game-2048> by loading its module from `base` (by default the package's
 * dist/ folder); resolves once the element is defined.
 * @param {string | URL} [base]
 */
export async function defineGame2048(base = new URL('./dist/', import.meta.url)) {
  const url = new URL('game2048-embed.js', new URL(base, document.baseURI)).href;
  await import(/* @vite-ignore */ /* webpackIgnore: true */ url);
  await customElements.whenDefined('game-2048');
}
