// The hosted page's move from the quick build to the full one (see handover.rs).
// Loading is the only thing that waits; the quick game plays on meanwhile, and is
// unmounted in the same task in which the full build mounts, so the page is never
// without a game.

let leaveQuick = () => '';
let sayFailed = () => {};
let handover = null;
/** The full build once imported and started: a later attempt retries only what failed
 *  after that (its chunks belong to this instance, so it is never imported twice). */
let started = null;

/** What the quick build does at the hand-over (`leave` unmounts the quick game and
 *  returns what it hands over, as one text: `app::extras::Handover`), and when loading
 *  fails. */
export function prepare(leave, failed) {
  leaveQuick = leave;
  sayFailed = failed;
}

/** Loads the full build once and hands the page over to it (what was asked of it is
 *  in what the quick game hands over). A failure is said in the game (`prepare`'s
 *  `failed`), and the next request tries again. */
export function handOver() {
  load().catch(sayWhy);
}

/** The same, for what the player did not ask for (a finished game, which the full
 *  build keeps): a failure is not said; the next hand-over takes it along. */
export function handOverQuietly() {
  load().catch(() => {});
}

/** A JS API method of the full build's, called once it has taken over (rejected with
 *  the reason if the full build cannot load, which the game says too). */
export function forward(name) {
  return (...args) =>
    load().then(
      () => window.game2048[name](...args),
      (error) => {
        sayWhy(error);
        throw error;
      },
    );
}

function sayWhy(error) {
  sayFailed(String(error?.message ?? error));
}

function load() {
  handover ??= start();
  return handover;
}

function start() {
  const app = document.getElementById('app');
  app?.setAttribute('aria-busy', 'true');
  started ??= startFull().catch((error) => {
    started = null;
    throw error;
  });
  return started
    // The words of the page's language come before the game that says them (and the
    // readers of custom games before a custom game kept).
    .then((module) => module.preparePage().then(() => module))
    .then(
      (full) => {
        // The control that asked keeps the focus in its new DOM.
        const focused = document.activeElement?.closest?.('#app [data-extra]')?.dataset.extra;
        const handed = leaveQuick();
        app?.removeAttribute('aria-busy');
        full.takeOver(handed);
        if (focused) document.querySelector(`#app [data-extra="${focused}"]`)?.focus();
      },
      (error) => {
        handover = null;
        app?.removeAttribute('aria-busy');
        throw error;
      },
    );
}

/** Imports the full build of this page's deploy and starts it, with its stylesheet. */
function startFull() {
  // The post-build hook names the full build of this page's deploy in a <meta>. A new
  // attempt asks under the same URL: the chunk loader imports the glue by that URL, and
  // under another one it would get a second, uninitialised instance (the hand-over
  // would work and every chunk hang). Browsers fetch a failed module again
  // (whatwg/html#10327); one that still keeps the failure loads it after a reload.
  const src = document.querySelector('meta[name="game2048-full"]')?.content;
  const url = src && new URL(src, document.baseURI).href;
  const styled = addExtrasStylesheet();
  return (url ? import(url) : Promise.reject(new Error('the page does not say where the rest of the game is'))).then((module) =>
    Promise.all([module.default(), styled]).then(() => module),
  );
}

/** Adds the full build's stylesheet to the page (the post-build hook names it in a
 *  <meta>); resolves once it has loaded, or failed: unstyled panels still work. */
function addExtrasStylesheet() {
  const href = document.querySelector('meta[name="game2048-extras-css"]')?.content;
  return new Promise((done) => {
    if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: done, onerror: done }));
    else done();
  });
}
