// Types for <game-2048> (game2048-widget). The names here are the game's own:
// tests/names.rs holds the attributes, events and methods equal to the Rust lists.

export { Game2048Frame, Game2048FrameOptions, Game2048FrameEventMap } from './frame.js';

/** A direction to move. */
export type Direction = 'left' | 'right' | 'up' | 'down';

/** Where a game stands. */
export type Game2048Status = 'playing' | 'won' | 'keep-playing' | 'over';

/** What `state()` returns. */
export interface Game2048State {
  /** The board's rows, top first: each cell a tile's value, `.` empty, `#` a hole. */
  board: string[];
  score: number;
  best: number;
  status: Game2048Status;
  moves: number;
  /** The variant's key: a preset's id, or `custom-<hash>`. */
  variant: string;
  /** How many moves can be undone now. */
  undoLevels: number;
  /** How many undone inputs `redo()` can play again. */
  redoLevels: number;
  /** Whether the player may undo. */
  undo: 'on' | 'off';
  autoplay: boolean;
  /** The power-ups left, in a game that has them. */
  powerUps?: { swap: number; remove: number; undo: number };
  /** The moves left of a game with a move budget. */
  movesLeft?: number;
  /** The milliseconds left of a timed game. */
  timeLeft?: number;
}

/** A cell: `[row, column]`, each from 0. */
export type Cell = [number, number];

/** The `detail` of every game2048-* event. */
export interface Game2048EventDetail {
  score: number;
  /** Points the last move gained. */
  gained: number;
  moves: number;
  status: Game2048Status;
  variant: string;
  /** Who made the move. */
  by: 'player' | 'ai';
}

/** `newGame(options)`: a preset or a game object (as an object or JSON), and a seed
 *  (a string for seeds past 2^53). */
export interface NewGameOptions {
  preset?: string;
  game?: string | Record<string, unknown>;
  seed?: number | string;
}

export interface AutoplayOptions {
  speed?: 'relaxed' | 'normal' | 'quick' | 'fastest';
  strength?: 'fast' | 'strong';
}

/** The element's attributes, by name. */
export interface Game2048Attributes {
  /** A variant id: classic, 3x3, 5x5, 6x6, 8x8, donut, fibonacci, triples. */
  preset?: string;
  /** A custom game object as JSON (instead of `preset`). */
  game?: string;
  /** A whole number: that exact game. */
  seed?: string | number;
  /** Where the game and best scores are kept (default `embed-<n>`). */
  'storage-key'?: string;
  keyboard?: 'focus' | 'page';
  ai?: 'on' | 'off';
  theme?: 'system' | 'light' | 'dark';
  controls?: 'full' | 'compact' | 'none';
  picker?: 'on' | 'off';
  undo?: 'on' | 'off';
  /** Its language: en, de, es, ru, zh-Hans, ar (a BCP 47 tag: de-AT is German); else
   *  the host page's <html lang>, else the browser's. */
  lang?: string;
  /** `on` shows four direction buttons under the board (off by default). */
  dpad?: 'on' | 'off';
  /** `on` plays short sounds made by Web Audio: moves, merges, a win, a game over (off by default). */
  sound?: 'on' | 'off';
  /** How fast tiles move; unset: `normal`, or `off` where the system asks for reduced motion. */
  animation?: 'normal' | 'fast' | 'off';
}

/** The element's events. */
export interface Game2048EventMap {
  'game2048-move': CustomEvent<Game2048EventDetail>;
  'game2048-won': CustomEvent<Game2048EventDetail>;
  'game2048-over': CustomEvent<Game2048EventDetail>;
  'game2048-newgame': CustomEvent<Game2048EventDetail>;
}

/** `<game-2048>`: a game of 2048. Every method is `null` (or a promise of `null`)
 *  until `ready` resolves, and throws an `Error` that says why on bad
 *  arguments. */
export interface Game2048Element extends HTMLElement {
  /** Resolves once the game is mounted and its methods answer (a new promise after
   *  each restart). Reading it, or a first call, loads the methods' code. */
  readonly ready: Promise<Game2048Element>;
  state(): Game2048State | null;
  /** Starts at once, no question asked; a custom game before the game has loaded
   *  the readers of custom games (the first one, unless the widget opened with one)
   *  gives a promise: `await` works either way. */
  newGame(options?: NewGameOptions): Game2048State | Promise<Game2048State> | null;
  move(direction: Direction): Game2048State | null;
  /** Throws when the game is played without undo (`undo="off"`). */
  undo(): Game2048State | null;
  /** Plays again what the last undo took back, with the same new tile; throws when the game is played without undo. */
  redo(): Game2048State | null;
  /** The game's record as text (what `#replay=` links hold). */
  record(): string | null;
  /** The AI's move, `null` when no move is possible; rejects when the AI is off or
   *  cannot run. */
  hint(): Promise<Direction | null>;
  autoplay(on: boolean, options?: AutoplayOptions): Game2048State | null;
  /** A picture of the game on show (the replay's position while one is open): a PNG
   *  card 1080 px wide with the board, score, top tile, moves, variant and date, in
   *  the widget's theme and language; rejects with the reason if it cannot be made. */
  image(): Promise<Blob>;
  /** The swap power-up on two tiles; throws why it cannot (none left, an empty cell,
   *  the same cell twice, a game without power-ups), changing nothing. */
  swap(a: Cell, b: Cell): Game2048State | null;
  /** The DOM's: the element leaves its parent. */
  remove(): void;
  /** The remove power-up: every tile of `value` leaves the board; throws why not. */
  remove(value: number): Game2048State | null;
  addEventListener<K extends keyof Game2048EventMap>(
    type: K,
    listener: (this: Game2048Element, event: Game2048EventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof Game2048EventMap>(
    type: K,
    listener: (this: Game2048Element, event: Game2048EventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** Defines <game-2048>, loading its files from `base` (by default the package's
 *  dist/ folder; a bundled app serves that folder and passes its URL). */
export function defineGame2048(base?: string | URL): Promise<void>;

declare global {
  interface HTMLElementTagNameMap {
    'game-2048': Game2048Element;
  }
  interface HTMLElementEventMap extends Game2048EventMap {}
}
