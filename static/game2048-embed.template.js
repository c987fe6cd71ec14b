// game2048-embed.js: defines <game-2048>, the embeddable game.
//
//   <script type="module" src=".../game2048-embed.js"></script>
//   <game-2048 preset="classic"></game-2048>
//
// Attributes: preset, game (a custom-game.md game object as JSON), seed, storage-key,
// keyboard ("focus", the default: keys only while the widget has focus; or "page"),
// ai ("off" hides hints and autoplay), theme ("light", "dark"; the system's otherwise),
// controls ("full", "compact", "none": how much comes with the board), picker ("off":
// no variant picker), undo ("off": a game without undo, as contests want), lang (its
// language; else the page's <html lang>, else the browser's), dpad ("on": four
// direction buttons under the board), sound ("on": short sounds), animation ("normal",
// "fast", "off"; unset: off where the system asks for reduced motion).
// Methods: newGame(options?), move(direction), undo(), redo(), state(), record(), hint(), image()
// (a promise of a PNG Blob: a picture of the game on show),
// autoplay(on, options?), and in a game with power-ups swap([row, col], [row, col]) and
// remove(value) (remove() with no value is the DOM's: the element leaves the page);
// `ready` resolves once the game is mounted and its methods answer (reading it, or a
// first call, loads their code: a page that never scripts a widget never loads it;
// until then each method is null). Events (bubbling,
// composed): game2048-move (detail.by: 'player' or 'ai'), game2048-won, game2048-over,
// game2048-newgame.
//
// scripts/postbuild.mjs writes this file into dist/ from
// static/game2048-embed.template.js, with trunk's hashed file names filled in.
// Widgets run the game's one build, as the hosted page does (src/web/embed.rs).
// The main module's download starts as this module runs, beside its glue's: a static
// import of the glue would wait for the glue, then for the loader it imports, before
// the glue's init asked for the wasm (two round trips more for every host page). A glue
// or main module that cannot load is said in each widget.
const wasm = fetch(new URL('./__WASM__', import.meta.url));
wasm.catch(() => {});
const ready = import('./__FULL__').then(async (full) => {
  await full.default({ module_or_path: wasm });
  return full;
});

// Each language's words but English's, by its primary subtag: its chunk and the shared
// ones it waits for (the post-build hook names them, as for index.html's first script).
// A widget that speaks one asks for them as it connects, beside the main module rather
// than once the main module is here (prepareWidget's learning then takes the preloaded
// response): one round trip and its words' download less before it shows.
const words = __WORDS__;
/** The files of the words `tag` names: none for English, undefined for a language the
 *  game does not speak (as app::copy::Lang::of_tag reads a tag). */
const wordsOf = (tag) => {
  const primary = String(tag ?? '').trim().split(/[-_]/)[0].toLowerCase();
  return primary === 'en' ? [] : Object.hasOwn(words, primary) ? words[primary] : undefined;
};
// A widget's mounting (its attributes' reading, its game set up: the `widget` chunk,
// which the hosted page never loads) and the shared chunks it waits for, by the same
// names: every widget asks for them as it connects, beside the main module.
const mounting = __WIDGET__;
const preloaded = new Set();
/** Starts downloading the chunks `files` (named as in `words`), each once a page. */
function preload(files) {
  for (const file of files) {
    const href = new URL('./__FULL__'.replace(/\.js$/, `-${file}.wasm`), import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href, crossOrigin: '' }));
  }
}
/** Starts downloading the words a widget whose own lang is `lang` speaks (as
 *  web::language::widget chooses: its own, else the page's, else the browser's). */
function preloadWords(lang) {
  const tags = [lang, document.documentElement.lang, ...(navigator.languages ?? [])];
  preload(tags.map(wordsOf).find(Boolean) ?? []);
}

/** embed.html's reading of a posted message (see static/embed-page.js). */
export const frameCommand = (data, origin, allowed) => ready.then((full) => full.frameCommand(data, origin, allowed));

// The game's stylesheet for widgets: the board's, the states a first press shows, a
// widget's chrome, as one file.
const cssUrl = new URL('./__WIDGET_CSS__', import.meta.url).href;
// The panels', which no first paint needs: every widget's shadow root links it once the
// first part of the game loads (web::page::ask_for_panel_styles calls this), as the
// hosted page does.
const panelsCss = new URL('./__PANELS_CSS__', import.meta.url).href;
const roots = new Set();
let panels = false;
const addPanels = (root) => root.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: panelsCss }));
window.game2048PanelStyles ??= () => {
  if (!panels) roots.forEach(addPanels);
  panels = true;
};
// Clear Sans, which game.css names, for the widgets' words and digits: added to the host
// page's fonts (a shadow root's own @font-face counts for nothing), and fetched only
// once a widget draws text in it, after the widget can be played (the hosted page's
// page.css has the same faces). A host's CSP that refuses fonts leaves the system's.
for (const [file, weight] of [['./fonts/clear-sans-regular.woff2', '400'], ['./fonts/clear-sans-bold.woff2', '700']]) {
  const url = new URL(file, import.meta.url);
  document.fonts?.add(new FontFace('Clear Sans', `url(${url})`, { weight, display: 'swap', unicodeRange: 'U+20-7E, U+A0-FF, U+2013-2014, U+2018-201E, U+2026' }));
}
// The folder of the game's files: the AI's worker is loaded from there.
const base = new URL('./', import.meta.url).href;

class Game2048Element extends HTMLElement {
  // app::widget::Attribute's names; tests/names.rs holds the two lists equal.
  static get observedAttributes() {
    return ['preset', 'game', 'seed', 'storage-key', 'keyboard', 'ai', 'theme', 'controls', 'picker', 'undo', 'lang', 'dpad', 'sound', 'animation'];
  }

  #widget = null;
  /** The glue, once the game's module is here. */
  #full = null;
  /** Whether the host has read `ready` or called a method: the methods' code (the
   *  `api` chunk, which no move needs) is asked for then, and never otherwise. */
  #wanted = false;
  /** Whether that code is on its way, for this mount. */
  #asking = false;
  /** Whether the mounted game's methods answer (`ready` has resolved). */
  #answers = false;
  #container = null;
  #generation = 0;
  #styled;
  #ready;
  #resolveReady;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: cssUrl });
    this.#styled = new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    });
    root.append(link);
    roots.add(root);
    if (panels) addPanels(root);
  }

  connectedCallback() {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.#start();
  }

  disconnectedCallback() {
    this.#stop();
  }

  attributeChangedCallback(name, old, value) {
    // A theme is the stylesheet's business (:host([theme])); a valid one needs no restart.
    // (app::theme::Theme's names; tests/names.rs holds them equal.)
    if (name === 'theme' && ['system', 'light', 'dark', null].includes(value)) return;
    // So is the animation (:host([animation]); app::motion::Motion's names).
    if (name === 'animation' && ['normal', 'fast', 'off', null].includes(value)) return;
    if (old !== value && this.#widget) {
      this.#stop();
      this.#start();
    }
  }

  /** Mounts the game; `ready` is a new promise for each mount. */
  async #start() {
    const generation = ++this.#generation;
    this.#ready = new Promise((resolve) => (this.#resolveReady = resolve));
    preload(mounting);
    preloadWords(this.getAttribute('lang'));
    let full;
    try {
      [full] = await Promise.all([ready, this.#styled]);
    } catch (e) {
      this.shadowRoot.append(Object.assign(document.createElement('p'), { textContent: `The game could not load: ${e}` }));
      return;
    }
    if (generation !== this.#generation || !this.isConnected) return;
    // Every observed attribute, by its name (the widget reads them by the same names).
    const attributes = Object.fromEntries(
      Game2048Element.observedAttributes.map((name) => [name, this.getAttribute(name) ?? undefined]),
    );
    attributes['storage-key'] = this.#storageKey();
    // Its mounting and its language's words before its first paint, and the readers of
    // custom games before a custom game (if one cannot load, it says so).
    await full.prepareWidget({ attributes, base });
    if (generation !== this.#generation || !this.isConnected) return;
    this.#container = document.createElement('div');
    this.shadowRoot.append(this.#container);
    this.#widget = full.mountWidget(this, this.#container, { attributes, base });
    this.#full = full;
    this.#answer();
  }

  /** Resolves once the game is mounted and its methods answer (a new promise for each
   *  mount). Reading it asks for the methods' code. */
  get ready() {
    this.#want();
    return this.#ready;
  }

  /** The host wants the methods: their code is asked for, now or once mounted. */
  #want() {
    this.#wanted = true;
    this.#answer();
  }

  /** The game plays once mounted; its methods answer once their code is here too (or
   *  could not load: then each throws why, and asks for it again), if the host wants
   *  them. */
  async #answer() {
    if (!this.#wanted || !this.#widget || this.#answers || this.#asking) return;
    const generation = this.#generation;
    this.#asking = true;
    await this.#full.loadApi();
    if (generation !== this.#generation) return;
    this.#asking = false;
    this.#answers = true;
    this.#resolveReady(this);
  }

  #stop() {
    this.#generation++;
    this.#answers = false;
    this.#asking = false;
    if (this.#widget) {
      this.#widget.unmount();
      this.#widget.free();
      this.#widget = null;
    }
    this.#container?.remove();
    this.#container = null;
  }

  /** The storage-key attribute, or one from the widget's place on the page. */
  #storageKey() {
    const given = this.getAttribute('storage-key');
    if (given) return given;
    return `embed-${[...document.querySelectorAll('game-2048')].indexOf(this)}`;
  }

  /** The game's method `method` (web::api::call), or null when there is no game (or
   *  not yet: before `ready`, which the first call asks for as reading it does). */
  #call(method, a, b) {
    this.#want();
    return this.#widget && this.#answers ? this.#widget.call(method, a, b) : null;
  }

  state() {
    return this.#call('state');
  }

  newGame(options) {
    return this.#call('newGame', options);
  }

  move(direction) {
    return this.#call('move', direction);
  }

  // `undo` is both a method and an attribute. A framework that sets a property when the
  // element has one of the name (React 19 does) sets the attribute, and `undo()` stays.
  get undo() {
    return this.#undo;
  }

  set undo(value) {
    this.setAttribute('undo', String(value));
  }

  #undo = () => this.#call('undo');

  redo() {
    return this.#call('redo');
  }

  record() {
    return this.#call('record');
  }

  image() {
    return this.#call('image');
  }

  swap(a, b) {
    return this.#call('swap', a, b);
  }

  // `remove()` is still the DOM's (the element leaves its parent, as frameworks
  // expect); `remove(value)` is the power-up that takes every tile of `value`.
  remove(value) {
    if (arguments.length === 0) return super.remove();
    return this.#call('remove', value);
  }

  hint() {
    this.#want();
    return this.#widget && this.#answers ? this.#widget.call('hint') : Promise.resolve(null);
  }

  autoplay(on, options) {
    return this.#call('autoplay', on, options);
  }
}

if (!customElements.get('game-2048')) customElements.define('game-2048', Game2048Element);
