// embed.html: the widget for pages that can only use an iframe. The iframe's link
// chooses the game and the widget like the element's attributes: every attribute of
// <game-2048> as a query parameter (?preset=..., ?seed=..., ?controls=..., ?undo=...,
// ...), and #game=<game object JSON, URL-encoded> (a game object is long); anything
// invalid is shown inside the widget.
//
// The frame speaks the game2048 postMessage protocol, version 1 (app::frame, which
// reads every message; the README documents it): it posts the widget's events, a
// `resize` with its content's height whenever that changes, and `ready`; it carries out
// the commands its parent page posts and answers each under its id. ?origin=<origin>
// restricts which origin may command it, and where its events go.
import { frameCommand } from './game2048-embed.js';

const game = document.getElementById('game');
const params = new URLSearchParams(location.search);
const hash = new URLSearchParams(location.hash.slice(1));
for (const name of game.constructor.observedAttributes ?? []) {
  if (name !== 'game' && params.has(name)) game.setAttribute(name, params.get(name));
}
if (hash.has('game')) game.setAttribute('game', hash.get('game'));

const allowed = params.get('origin');
// (app::frame::MARK and VERSION.)
const post = (message, origin) => {
  if (window.parent !== window) window.parent.postMessage({ game2048: 1, ...message }, origin);
};
// Events go to the origin the frame obeys, else to whoever embeds it: they say only
// what the player sees.
const announce = (event, detail) => post({ event, detail }, allowed ?? '*');

// The widget's events (app::model::GameEvent's names; tests/names.rs holds them equal).
for (const event of ['game2048-newgame', 'game2048-move', 'game2048-won', 'game2048-over']) {
  game.addEventListener(event, (e) => announce(event, e.detail));
}

let height = 0;
new ResizeObserver(() => {
  const now = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (now !== height) announce('resize', { height: (height = now) });
}).observe(document.documentElement);

window.addEventListener('message', async (e) => {
  if (e.source !== window.parent || window.parent === window) return;
  let text;
  try {
    text = JSON.stringify(e.data) ?? 'null';
  } catch {
    return; // Not JSON data: not this protocol's.
  }
  // An opaque origin ("null": a sandboxed page, a file) can only be answered with '*'.
  const replyTo = e.origin === 'null' ? '*' : e.origin;
  let heard;
  try {
    heard = JSON.parse(await frameCommand(text, e.origin, allowed ?? undefined));
  } catch (error) {
    return console.error(error);
  }
  if (heard === null) return;
  if (heard.warn) return console.warn(heard.warn);
  if (heard.error) return post({ id: heard.id, error: heard.error }, replyTo);
  try {
    await game.ready;
    const result = await game[heard.method](...heard.args);
    post({ id: heard.id, result: result ?? null }, replyTo);
  } catch (error) {
    post({ id: heard.id, error: String(error?.message ?? error) }, replyTo);
  }
});

(async () => {
  await game.ready;
  announce('ready', { version: 1 });
})();
