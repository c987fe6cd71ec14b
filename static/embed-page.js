// embed.html: the widget for pages that can only use an iframe. The iframe's link
// chooses the game: ?preset=..., ?seed=..., #game=<game object JSON, URL-encoded>,
// ?storage-key=...; anything invalid is shown inside the widget.
const game = document.getElementById('game');
const params = new URLSearchParams(location.search);
const hash = new URLSearchParams(location.hash.slice(1));
for (const name of ['preset', 'seed', 'storage-key']) {
  if (params.has(name)) game.setAttribute(name, params.get(name));
}
if (hash.has('game')) game.setAttribute('game', hash.get('game'));
