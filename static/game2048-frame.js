// game2048-frame.js: the host page's side of the game2048 iframe protocol, version 1
// (app::frame; the README documents it). It sizes the iframe to its content, turns
// commands into promises, and fires the game's events on the iframe element.
//
//   import { Game2048Frame } from 'https://games.example/2048/game2048-frame.js';
//   const frame = new Game2048Frame(document.querySelector('iframe'));
//   frame.iframe.addEventListener('game2048-move', (e) => console.log(e.detail.score));
//   await frame.ready;
//   const state = await frame.move('left');
//
// Commands: newGame(options?), move(direction), undo(), redo(), state(), hint(),
// autoplay(on, options?), record(); each resolves with the widget method's result or
// rejects with an Error that says why. Events on the iframe element: game2048-move,
// -won, -over, -newgame (the widget's, with the same detail), game2048-resize
// ({ height }) and game2048-ready.

const MARK = 'game2048';
const VERSION = 1;

export class Game2048Frame {
  #pending = new Map();
  #next = 1;
  #origin;
  #listener;
  #resolveReady;

  /**
   * @param {HTMLIFrameElement} iframe an iframe of embed.html
   * @param {{ origin?: string, autoResize?: boolean }} [options] the frame's origin
   *   (by default its src's), and whether to set the iframe's height (default true)
   */
  constructor(iframe, { origin, autoResize = true } = {}) {
    this.iframe = iframe;
    this.#origin = origin ?? new URL(iframe.src, location.href).origin;
    this.ready = new Promise((resolve) => (this.#resolveReady = resolve));
    this.#listener = (e) => {
      if (e.source !== iframe.contentWindow || e.origin !== this.#origin) return;
      const data = e.data;
      if (data === null || typeof data !== 'object' || data[MARK] !== VERSION) return;
      if ('event' in data) {
        if (data.event === 'resize' && autoResize) iframe.style.height = `${data.detail.height}px`;
        const name = data.event.startsWith(`${MARK}-`) ? data.event : `${MARK}-${data.event}`;
        if (data.event === 'ready') this.#resolveReady(data.detail);
        iframe.dispatchEvent(new CustomEvent(name, { detail: data.detail }));
        return;
      }
      const waiting = this.#pending.get(data.id);
      if (!waiting) return;
      this.#pending.delete(data.id);
      this.#resolveReady({ version: VERSION });
      if ('error' in data) waiting.reject(new Error(data.error));
      else waiting.resolve(data.result);
    };
    window.addEventListener('message', this.#listener);
    // The frame may be ready already (no `ready` to hear then): a state() answered says so.
    const ping = () => this.#call('state', []).catch(() => {});
    ping();
    iframe.addEventListener('load', ping);
  }

  #call(method, args) {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.iframe.contentWindow?.postMessage({ [MARK]: VERSION, id, method, args }, this.#origin);
    });
  }

  /** Sends `method` once the frame is ready. */
  async #command(method, ...args) {
    await this.ready;
    return this.#call(method, args);
  }

  newGame(options) {
    return this.#command('newGame', ...(options === undefined ? [] : [options]));
  }

  move(direction) {
    return this.#command('move', direction);
  }

  undo() {
    return this.#command('undo');
  }

  redo() {
    return this.#command('redo');
  }

  state() {
    return this.#command('state');
  }

  hint() {
    return this.#command('hint');
  }

  autoplay(on, options) {
    return this.#command('autoplay', on, ...(options === undefined ? [] : [options]));
  }

  record() {
    return this.#command('record');
  }

  swap(a, b) {
    return this.#command('swap', a, b);
  }

  remove(value) {
    return this.#command('remove', value);
  }

  /** Stops listening; commands still waiting are rejected. */
  destroy() {
    window.removeEventListener('message', this.#listener);
    for (const { reject } of this.#pending.values()) reject(new Error('game2048 frame: stopped before the frame answered'));
    this.#pending.clear();
  }
}
