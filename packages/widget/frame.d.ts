// Types for game2048-frame.js: the host page's side of the game2048 iframe protocol,
// version 1 (see the package's README).

import type {
  AutoplayOptions,
  Cell,
  Direction,
  Game2048EventDetail,
  Game2048State,
  NewGameOptions,
} from './index.js';

export interface Game2048FrameOptions {
  /** The frame's origin (by default its src's): the only one heard and commanded. */
  origin?: string;
  /** Set the iframe's height from the frame's `resize` messages (default true). */
  autoResize?: boolean;
}

/** The events fired on the iframe element. */
export interface Game2048FrameEventMap {
  'game2048-move': CustomEvent<Game2048EventDetail>;
  'game2048-won': CustomEvent<Game2048EventDetail>;
  'game2048-over': CustomEvent<Game2048EventDetail>;
  'game2048-newgame': CustomEvent<Game2048EventDetail>;
  'game2048-ready': CustomEvent<{ version: number }>;
  'game2048-resize': CustomEvent<{ height: number }>;
}

/** An iframe of embed.html, commanded by promises. Each command resolves with the
 *  widget method's result, or rejects with an `Error` whose message is the frame's. */
export class Game2048Frame {
  constructor(iframe: HTMLIFrameElement, options?: Game2048FrameOptions);
  readonly iframe: HTMLIFrameElement;
  /** Resolves once the frame takes commands. */
  readonly ready: Promise<{ version: number }>;
  newGame(options?: NewGameOptions): Promise<Game2048State>;
  move(direction: Direction): Promise<Game2048State>;
  undo(): Promise<Game2048State>;
  redo(): Promise<Game2048State>;
  state(): Promise<Game2048State>;
  hint(): Promise<Direction | null>;
  autoplay(on: boolean, options?: AutoplayOptions): Promise<Game2048State>;
  record(): Promise<string>;
  /** A picture of the game on show as a PNG (a `Blob`, as postMessage carries it). */
  image(): Promise<Blob>;
  swap(a: Cell, b: Cell): Promise<Game2048State>;
  remove(value: number): Promise<Game2048State>;
  /** Stops listening; commands still waiting are rejected. */
  destroy(): void;
}
