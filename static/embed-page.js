// embed.html: the widget for pages that can only use an iframe. The iframe's link
// chooses the game and the widget like the element's attributes: ?preset=...,
// ?seed=..., ?controls=..., ?picker=..., ?ai=..., ?theme=..., ?keyboard=...,
// ?storage-key=..., #game=<game object JSON, URL-encoded>; anything invalid is shown
// inside the widget. (`game` comes from the hash: a game object is long.)
const game = document.getElementById('game');
const params = new URLSearchParams(location.search);
const hash = new URLSearchParams(location.hash.slice(1));
for (const name of game.constructor.observedAttributes ?? []) {
  if (name !== 'game' && params.has(name)) game.setAttribute(name, params.get(name));
}
if (hash.has('game')) game.setAttribute('game', hash.get('game'));
