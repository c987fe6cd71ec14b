// The hosted page's service worker client (index.html imports it once its game has
// started, under a name with its content's hash: scripts/postbuild.mjs): registers
// sw.js for offline play, and when a new version of the game has been deployed and is
// ready, offers to reload. The game in progress is in localStorage: the reload keeps it.
//
// It starts once the page has loaded and the game has started (index.html's script
// says so, whether the game came or not), so that it never competes with the game's
// first load: the worker's install fetches every file of the deploy, and the page's
// `load` does not wait for the main module, which the page's script fetches. (On a
// first visit at slow 4G, registered at `load`, its install shared the network with
// the main module's last second.)
const worker = navigator.serviceWorker;

/** Shows "A new version is ready" with a Reload button that switches to `waiting`. */
function offer(waiting) {
  if (document.querySelector('.update')) return;
  const bar = document.createElement('div');
  bar.className = 'update';
  bar.setAttribute('role', 'status');
  const text = document.createElement('p');
  // In the page's language when the game has said it (web::page), else English.
  const said = document.documentElement.dataset;
  text.textContent = said.sayUpdate ?? 'A new version is ready.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = said.sayReload ?? 'Reload';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    // The new worker takes over; controllerchange then reloads the page.
    worker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  bar.append(text, reload);
  document.body.prepend(bar);
}

/** Resolves once the page has loaded and index.html's script has started the game. */
const started = Promise.all([
  new Promise((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true }))),
  new Promise((resolve) => ('started' in document.documentElement.dataset ? resolve() : addEventListener('game2048-started', resolve, { once: true }))),
]);

started.then(() => {
  if (worker) {
    worker
      .register('./sw.js', { scope: './' })
      .then((registration) => {
        // A version that finished installing while no page was open.
        if (registration.waiting && worker.controller) offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            // With no controller this is the first install, not an update.
            if (installing.state === 'installed' && worker.controller) offer(installing);
          });
        });
        // An open page looks for a new version when it comes back into view, and hourly.
        const check = () => registration.update().catch(() => {});
        document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
        setInterval(check, 60 * 60 * 1000);
      })
      .catch(() => {
        // No service worker (a private window, an old browser): the game plays online.
      });
  }
});
