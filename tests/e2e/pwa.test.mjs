// The game as an installed, offline web app: the service worker precaches the build so
// that after one visit the game opens offline with its saved game; a new build deployed
// at the same URL is offered as "A new version is ready" and the reload keeps the game;
// the manifest and icons make it installable; the worker never controls a host page
// that embeds the widget. Served under a sub-path, gzipped, as hosts do.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DIST, ROOT, launch, openGame, pageWithErrors, serve, state } from './harness.mjs';

let browser;
let builds;

before(async () => {
  browser = await launch();
  // Two builds of the game, as two deployments: B differs from A in its page, and its
  // service worker is generated anew, as the build would.
  builds = await mkdtemp(join(tmpdir(), 'game2048-builds-'));
  const a = join(builds, 'a');
  const b = join(builds, 'b');
  await cp(DIST, a, { recursive: true });
  await cp(DIST, b, { recursive: true });
  const page = await readFile(join(b, 'index.html'), 'utf8');
  await writeFile(join(b, 'index.html'), page.replace('<head>', '<head>\n  <meta name="build" content="B">'));
  execFileSync('node', [join(ROOT, 'scripts/postbuild.mjs')], {
    env: { ...process.env, TRUNK_STAGING_DIR: b },
    stdio: 'ignore',
  });
});

after(async () => {
  await browser?.close();
  await rm(builds, { recursive: true, force: true });
});

/** Waits until the page is controlled by an activated service worker. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20000 });
}

const press = (page, keys) => keys.reduce((p, k) => p.then(() => page.keyboard.press(k)), Promise.resolve());

describe('offline', () => {
  test("the worker registers only once the game has started, never beside its first load", async () => {
    const server = await serve(join(builds, 'a'));
    const context = await browser.newContext();
    try {
      // The main module held on its way: the page's `load` comes (it does not wait for
      // a fetch), but the game has not started, so the worker's install, which fetches
      // every file of the deploy, must not begin.
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await context.route(/game2048-full-[0-9a-f]{16}_bg\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
      const { page, errors } = await pageWithErrors(context);
      // Each call to register() noted as it is made, with whether the game had tiles.
      await page.addInitScript(() => {
        const register = ServiceWorkerContainer.prototype.register;
        window.registered = [];
        ServiceWorkerContainer.prototype.register = function (...args) {
          window.registered.push(document.querySelectorAll('.game2048 .tile').length);
          return register.apply(this, args);
        };
      });
      await page.goto(server.url + '/');
      // (`load`'s listeners have run once the state is complete: the same task.)
      await page.waitForFunction(() => document.readyState === 'complete');
      assert.deepEqual(await page.evaluate(() => window.registered), [], 'not registered at load, before the game');
      assert.equal(await page.locator('.game2048 .tile').count(), 0);
      release();
      await page.locator('.game2048 .tile').first().waitFor();
      await controlled(page);
      const registered = await page.evaluate(() => window.registered);
      assert.equal(registered.length, 1);
      assert.ok(registered[0] >= 2, `registered with the game's tiles on the board: ${registered}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('after one visit, the game opens offline with its saved game and best, and plays', async () => {
    const server = await serve(join(builds, 'a'));
    const context = await browser.newContext();
    try {
      const page = await openGame(context, server.url + '/');
      await page.evaluate(() => window.game2048.newGame({ seed: 31 }));
      await press(page, ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft']);
      const before = await state(page);
      assert.ok(before.moves > 0 && before.best > 0, JSON.stringify(before));
      await controlled(page);
      // No network at all: the browser is offline and the server is gone.
      await context.setOffline(true);
      await server.close();
      await page.reload();
      await page.waitForSelector('.game2048 .board .tile');
      assert.deepEqual(await state(page), before);
      assert.equal(await page.textContent('[data-testid=best]'), String(before.best));
      await press(page, ['ArrowUp', 'ArrowRight', 'ArrowLeft', 'ArrowDown']);
      const played = await state(page);
      assert.ok(played.moves > before.moves, 'it plays offline');
      // The rest of the game (the full build: Games, replays, the AI) is cached too.
      await page.getByRole('button', { name: 'Games' }).click();
      await page.locator('.games').waitFor();
      assert.deepEqual(await state(page), played, 'the same game, offline');
      // Another page of the game, with a link's query, opens offline too.
      await page.goto(server.url + '/?preset=5x5');
      await page.waitForSelector('.game2048 .board .tile');
      await page.screenshot({ path: join(ARTIFACTS, 'offline.png') });
      assert.deepEqual(page.errors, []);
      // And the iframe's page with its query: that page, not the hosted one.
      await page.goto(server.url + '/embed.html?preset=3x3');
      await page.locator('game-2048 .board .tile').first().waitFor();
      assert.equal(await page.title(), '2048');
      assert.equal(await page.locator('game-2048 .board').getAttribute('data-rows'), '3');
    } finally {
      await context.close();
      await server.close();
    }
  });
});

describe('offline, in another language', () => {
  test('a German page, which starts the full build at once, opens offline in German and plays', async () => {
    const server = await serve(join(builds, 'a'));
    const context = await browser.newContext({ locale: 'de-DE' });
    try {
      const page = await openGame(context, server.url + '/');
      await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
      await controlled(page);
      await context.setOffline(true);
      await server.close();
      await page.reload();
      await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
      const before = await state(page);
      await press(page, ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp']);
      assert.ok((await state(page)).moves > before.moves, 'it plays offline');
      assert.equal(await page.locator('.notice:visible').count(), 0);
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  });
});

describe('a returning visit', () => {
  // Each frame until the game's tiles are in the DOM: whether index.html's <main> (the
  // shell, the how-to, the settings) was shown in it, and whether Clear Sans's words
  // (regular and bold) were here for the game's first layout and the page's words
  // took them.
  const watchFrames = () => {
    window.frames_ = [];
    const look = () => {
      const main = document.querySelector('main');
      const game = document.querySelector('.game2048 .tile') !== null;
      // (The faces' files, arrived: a face's own status turns loaded only once a layout
      // uses it, which comes after this frame's callbacks.)
      const fonts = game && ['regular', 'bold'].every((face) =>
        performance.getEntriesByType('resource').some((e) => e.name.endsWith(`/clear-sans-${face}.woff2`) && e.responseEnd > 0));
      const pageFont = document.documentElement.hasAttribute('data-words-font');
      if (main) window.frames_.push({ shown: getComputedStyle(main).display !== 'none', game, fonts, pageFont });
      if (!game) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };

  test('shows the game at once, never the shell; a first visit shows the shell while the game loads', async () => {
    const server = await serve(join(builds, 'a'));
    const context = await browser.newContext();
    try {
      await context.addInitScript(watchFrames);
      // The first visit: the wasm is held back until a frame has shown the shell.
      const page = await context.newPage();
      await page.route('**/*_bg.wasm', async (route) => {
        await page.waitForFunction(() => window.frames_?.some((f) => f.shown && !f.game));
        await route.continue();
      });
      await page.goto(server.url + '/');
      await page.waitForSelector('.game2048 .board .tile');
      await page.unroute('**/*_bg.wasm');
      await controlled(page);
      // The return: the service worker serves the game from this device. In Chromium
      // its static route answers the page and every file of the first load from the
      // deploy's cache, without starting the worker (sw.js).
      await page.reload();
      await page.waitForSelector('.game2048 .board .tile');
      const served = await page.evaluate(() =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
          .filter((e) => e.name.startsWith(location.origin) && !e.name.endsWith('.css'))
          .map((e) => ({ file: e.name.split('/').pop() || '(page)', from: e.workerFinalSourceType })),
      );
      const firstLoad = served.filter((e) => e.file === '(page)' || /^game2048-full-[0-9a-f]{16}(?:_bg\.wasm|\.js|-split\.js)$/.test(e.file));
      assert.equal(firstLoad.length, 4, JSON.stringify(served));
      assert.deepEqual(firstLoad.filter((e) => e.from !== 'cache'), [], 'each from the static route to the cache');
      // The main module's cold half, which this visit waits for before its game starts:
      // asked for by the page's first script, beside the main module (a preload, which
      // the loader's fetch then takes), once, and never fetched synchronously.
      const cold = await page.evaluate(() =>
        performance.getEntriesByType('resource').filter((e) => /-cold\.wasm$/.test(e.name)).map((e) => e.initiatorType),
      );
      assert.deepEqual(cold, ['link'], 'the cold half, asked for once, by the first script');
      assert.equal(await page.evaluate(() => performance.getEntriesByName('game2048-cold-sync').length), 0, 'no synchronous fetch');
      const frames = await page.evaluate(() => window.frames_);
      assert.ok(frames.every((f) => f.game || !f.shown), `no frame before the game showed the page: ${JSON.stringify(frames)}`);
      // Its words' faces, on this device, were asked for by the page's first script:
      // the game's first layout uses them, and no swap lays it out again.
      const first = frames.find((f) => f.game);
      assert.ok(first.fonts && first.pageFont, `Clear Sans's words here as the game shows: ${JSON.stringify(first)}`);
      assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-starting')), false);
      assert.ok(await page.locator('.how-to').isVisible(), 'the how-to shows with the game');
      assert.ok(await page.locator('#theme').isVisible(), 'the settings show with the game');
      // A game that cannot start (no WebAssembly): the shell shows after all.
      const broken = await context.newPage();
      await broken.addInitScript(() => {
        WebAssembly.instantiateStreaming = () => Promise.reject(new Error('no wasm'));
        WebAssembly.instantiate = () => Promise.reject(new Error('no wasm'));
      });
      await broken.goto(server.url + '/');
      await broken.waitForFunction(() => getComputedStyle(document.querySelector('main')).display !== 'none');
      assert.equal(await broken.locator('.game2048 .tile').count(), 0);
      assert.ok(await broken.locator('.how-to').isVisible());
    } finally {
      await context.close();
      await server.close();
    }
  });
});

describe('updates', () => {
  for (const [mode, options, press] of [
    ['mouse', { viewport: { width: 1000, height: 900 } }, (l) => l.click()],
    ['tap', { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }, (l) => l.tap()],
  ]) {
    test(`${mode}: a new build offers a reload, and the reload keeps the game`, async () => {
      const server = await serve(join(builds, 'a'));
      const context = await browser.newContext(options);
      try {
        const page = await openGame(context, server.url + '/');
        await page.evaluate(() => window.game2048.newGame({ seed: 32 }));
        await page.evaluate(() => ['left', 'down', 'right', 'up', 'left'].forEach((d) => window.game2048.move(d)));
        const before = await state(page);
        await controlled(page);
        assert.equal(await page.locator('.update').count(), 0, 'nothing to offer yet');
        // What an older deploy left: Workbox's cache (the builds before sw.template.js)
        // and another deploy's. Another scope's cache is not this worker's to remove.
        const scope = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.scope));
        const older = [`workbox-precache-v2-${scope}`, `game2048-0123456789abcdef-${scope}`];
        const elsewhere = `game2048-0123456789abcdef-${scope}other/`;
        await page.evaluate((names) => Promise.all(names.map((n) => caches.open(n))), [...older, elsewhere]);
        // Build B is deployed at the same URL; the page checks for it as it does when
        // it comes back into view.
        server.dir = join(builds, 'b');
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
        const offer = page.getByRole('button', { name: 'Reload' });
        await offer.waitFor({ timeout: 20000 });
        assert.match(await page.textContent('.update'), /A new version is ready/);
        await page.screenshot({ path: join(ARTIFACTS, `update-${mode}.png`) });
        await Promise.all([page.waitForEvent('load'), press(offer)]);
        await page.waitForSelector('.game2048 .board .tile');
        assert.equal(await page.getAttribute('meta[name=build]', 'content'), 'B', 'build B is running');
        assert.deepEqual(await state(page), before);
        // One deploy's files in this scope: B's, and nothing of A's or older ones.
        const kept = await page.evaluate(() => caches.keys());
        const mine = kept.filter((n) => n.endsWith(`-${scope}`));
        assert.equal(mine.length, 1, JSON.stringify(kept));
        assert.ok(mine[0].startsWith('game2048-') && !older.includes(mine[0]), JSON.stringify(kept));
        assert.ok(kept.includes(elsewhere), 'another scope keeps its cache');
        assert.ok(await page.evaluate((n) => caches.open(n).then((c) => c.match('index.html')).then((r) => r.text()), mine[0]).then((t) => t.includes('content="B"')));
        assert.equal(await page.locator('.update').count(), 0);
      } finally {
        await context.close();
        await server.close();
      }
    });
  }
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('installable', () => {
  test('the manifest, its icons at their real sizes, and the phone details', async () => {
    const server = await serve();
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    try {
      const page = await openGame(context, server.url + '/');
      const href = await page.getAttribute('link[rel=manifest]', 'href');
      assert.ok(!href.startsWith('/') && !href.includes('//'), `relative: ${href}`);
      const manifestUrl = new URL(href, page.url());
      const manifest = await (await fetch(manifestUrl)).json();
      assert.equal(manifest.name, '2048');
      assert.equal(manifest.short_name, '2048');
      assert.ok(manifest.description.length > 20);
      assert.equal(manifest.start_url, './');
      assert.equal(manifest.scope, './');
      assert.equal(manifest.display, 'standalone');
      assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
      assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
      const sizes = [];
      for (const icon of manifest.icons) {
        const bytes = Buffer.from(await (await fetch(new URL(icon.src, manifestUrl))).arrayBuffer());
        const [w, h] = pngSize(bytes);
        assert.equal(`${w}x${h}`, icon.sizes, icon.src);
        sizes.push(`${icon.sizes} ${icon.purpose}`);
      }
      assert.ok(sizes.includes('192x192 any') && sizes.includes('512x512 any'), sizes.join());
      assert.ok(sizes.some((s) => s.endsWith('maskable')), sizes.join());
      const apple = await page.getAttribute('link[rel=apple-touch-icon]', 'href');
      const appleBytes = Buffer.from(await (await fetch(new URL(apple, page.url()))).arrayBuffer());
      assert.deepEqual(pngSize(appleBytes), [180, 180]);
      const themes = await page.$$eval('meta[name=theme-color]', (ms) => ms.map((m) => [m.media, m.content]));
      assert.deepEqual(
        themes.map(([media]) => media).sort(),
        ['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)'],
      );
      assert.match(await page.getAttribute('meta[name=viewport]', 'content'), /viewport-fit=cover/);
      // Chromium's own verdict (test contexts are incognito windows, which it names).
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), []);
      // Notches: the page's padding comes from the safe-area insets.
      const padding = await page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((s) => [...s.cssRules])
          .filter((r) => r.selectorText === 'main')
          .map((r) => r.style.padding)
          .join(' '),
      );
      assert.match(padding, /safe-area-inset-top/);
      // No double-tap zoom on the board, nor scrolling or pull-to-refresh from it.
      const board = page.locator('.board');
      assert.deepEqual(
        await board.evaluate((b) => [getComputedStyle(b).touchAction, getComputedStyle(b).overscrollBehaviorY]),
        ['none', 'contain'],
      );
      const box = await board.boundingBox();
      for (let i = 0; i < 2; i++) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      assert.equal(await page.evaluate(() => visualViewport.scale), 1, 'a double tap does not zoom');
      assert.equal(
        await page.getByRole('button', { name: 'New game' }).evaluate((b) => getComputedStyle(b).touchAction),
        'manipulation',
      );
    } finally {
      await context.close();
      await server.close();
    }
  });
});

describe('embeds stay guests', () => {
  test('a host page outside the scope is never controlled; widgets load cross-origin and sandboxed', async () => {
    const host = (src) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
      <link rel="icon" href="data:,"><script type="module" src="${src}"></script></head>
      <body><game-2048 id="w" storage-key="guest"></game-2048>
      <iframe id="f" sandbox="allow-scripts" width="420" height="640" src="${BASE}embed.html?preset=3x3"></iframe></body></html>`;
    const server = await serve(undefined, () => ({}), { '/blog/post.html': host(`${BASE}game2048-embed.js`) });
    // A host on another origin, embedding from the game's origin.
    const foreign = await serve(undefined, () => ({}), {
      '/elsewhere.html': host(`${server.url}/game2048-embed.js`).replace(`src="${BASE}embed.html`, `src="${server.url}/embed.html`),
    });
    const context = await browser.newContext();
    try {
      const game = await openGame(context, server.url + '/');
      await controlled(game);
      const scopes = await game.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));
      assert.deepEqual(scopes, [`${server.url}/`]);
      for (const url of [`${server.origin}/blog/post.html`, `${foreign.origin}/elsewhere.html`]) {
        const { page, errors } = await pageWithErrors(context);
        await page.goto(url);
        await page.waitForFunction(() => customElements.get('game-2048'));
        await page.evaluate(() => document.getElementById('w').ready);
        assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, `${url} is not controlled`);
        const moved = await page.evaluate(() => ['left', 'up', 'right', 'down'].map((d) => document.getElementById('w').move(d).moves).pop());
        assert.ok(moved > 0, `${url}: the widget plays`);
        const frame = page.frames().find((f) => f.url().includes('embed.html'));
        await frame.waitForFunction(() => customElements.get('game-2048'));
        await frame.evaluate(() => document.getElementById('game').ready);
        assert.equal((await frame.evaluate(() => document.getElementById('game').state())).variant, '3x3');
        assert.deepEqual(errors, [], url);
        await page.close();
      }
    } finally {
      await context.close();
      await Promise.all([server.close(), foreign.close()]);
    }
  });
});
