// sw.js: the hosted game's service worker. After one visit the game opens and plays
// offline: the worker keeps every file of its deploy in a cache of its own, and a new
// deploy waits until the page's player chooses to reload (static/sw-client.js asks).
//
// scripts/postbuild.mjs writes this file into dist/ from static/sw.template.js, with
// the deploy's files and its id (a hash of every file) filled in. Every deploy's worker
// differs, so the browser finds a new one by comparing the script.
//
// A returning visit must not wait for this script: where the browser has static routes
// (InstallEvent.addRoutes), every request of the deploy without a query (the page, its
// glue, its wasm, its stylesheets and fonts) is answered from the deploy's cache
// without starting the worker at all; a file the cache lacks goes to the network. The
// worker itself answers only what the routes leave to it (a link's `?preset=`,
// `?seed=`…, which choose a game, not a file), and everything in browsers without
// static routes. It never answers for another origin or outside its scope (a host page
// that embeds the widget), nor any method but GET.

/** The deploy's files, relative to the scope. */
const FILES = __FILES__;
/** Those named without a content hash: fetched past the HTTP cache as they are kept. */
const UNHASHED = new Set(__UNHASHED__);
/** One cache per deploy and scope: two deploys' files never mix. */
const PREFIX = 'game2048-';
const CACHE = `${PREFIX}__DEPLOY__-${registration.scope}`;
const scope = new URL(registration.scope);

/** What a request of the scope is kept under: its path (the query chooses a game, not
 * a file), and the scope's index.html for the scope itself. */
function keyOf(url) {
  const key = new URL(url.pathname, url.origin);
  if (key.pathname.endsWith('/')) key.pathname += 'index.html';
  return key.href;
}

/** The scope's path as a URLPattern pathname: its syntax characters escaped. */
const literal = (path) => path.replace(/[\\:*?+(){}]/g, '\\$&');

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes === 'function' && typeof URLPattern === 'function') {
    const pattern = new URLPattern({
      protocol: scope.protocol.slice(0, -1),
      hostname: scope.hostname,
      port: scope.port,
      pathname: `${literal(scope.pathname)}*`,
      search: '',
    });
    // Not awaited: a browser that refuses a rule still installs the worker, which then
    // answers those requests itself.
    Promise.resolve(event.addRoutes([{ condition: { urlPattern: pattern, requestMethod: 'GET' }, source: { cacheName: CACHE } }])).catch(() => {});
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(FILES.map((file) => new Request(file, { cache: UNHASHED.has(file) ? 'reload' : 'default' })));
      // The scope's own URL is the page too (what a static route looks up).
      const page = await cache.match('index.html');
      if (page) await cache.put(scope.href, page);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Earlier deploys of this scope, and the Workbox cache of the builds before this
      // worker (`workbox-precache-v2-<scope>`).
      for (const name of await caches.keys()) {
        const ours = name.startsWith(PREFIX) || name.startsWith('workbox-precache');
        if (ours && name.endsWith(`-${registration.scope}`) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      return (await cache.match(keyOf(url))) ?? fetch(request);
    })(),
  );
});
