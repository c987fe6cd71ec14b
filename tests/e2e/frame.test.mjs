// The iframe, the element's equal (issue 19, item 2): embed.html on another origin,
// sized from its `resize` messages, commanded through postMessage (by
// game2048-frame.js and by hand), its events fired on the iframe element; malformed
// commands answered with an error that changes nothing; `?origin=` obeyed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, serve, setUp } from './harness.mjs';

const pages = {};
const env = setUp(pages);
let other;
before(async () => {
  other = await serve();
});
after(async () => {
  await other?.close();
});

/** A host page on the test's origin with one iframe of embed.html `?query` from the
 *  other origin, driven by game2048-frame.js; every event it hears is kept in
 *  `window.heard`. */
function host(name, query) {
  pages[`${BASE}${name}.html`] = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
    <title>host</title><link rel="icon" href="data:,">
    <style>body { margin: 0; font: 16px serif; } iframe { display: block; border: 0; width: 320px; height: 150px; }</style>
    <script type="module">
      import { Game2048Frame } from '${other.url}/game2048-frame.js';
      const iframe = document.getElementById('f');
      window.heard = [];
      for (const name of ['game2048-ready', 'game2048-resize', 'game2048-move', 'game2048-newgame', 'game2048-won', 'game2048-over']) {
        iframe.addEventListener(name, (e) => window.heard.push({ name, detail: e.detail }));
      }
      window.frame = new Game2048Frame(iframe);
    </script></head>
    <body><p>Above the game.</p><iframe id="f" src="${other.url}/embed.html?${query}"></iframe><p>Below the game.</p></body></html>`;
  return `${env.server.url}/${name}.html`;
}

async function open(url) {
  const context = await env.browser.newContext(DESKTOP);
  const page = await context.newPage();
  const errors = [];
  const console = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => console.push(`${m.type()}: ${m.text()}`));
  await page.goto(url);
  return { context, page, errors, console };
}

/** Posts `message` to the iframe by hand and resolves with the answer under its id. */
const raw = (page, message) =>
  page.evaluate(
    ([message, origin]) =>
      new Promise((resolve) => {
        const iframe = document.getElementById('f');
        addEventListener('message', function answer(e) {
          if (e.source === iframe.contentWindow && e.data?.id === message.id) {
            removeEventListener('message', answer);
            resolve(e.data);
          }
        });
        iframe.contentWindow.postMessage(message, origin);
      }),
    [message, other.origin],
  );

describe('the iframe protocol', () => {
  test('another origin: sized by its resize messages, commanded by promises, its events on the iframe', async () => {
    const { context, page, errors } = await open(host('frame-host', 'controls=compact&storage-key=frame-one'));
    const ready = await page.evaluate(() => window.frame.ready);
    assert.equal(ready.version, 1);
    const frame = page.frames().find((f) => f.url().startsWith(other.origin));
    assert.ok(frame, 'the game is on the other origin');

    // Sized with no guess: the iframe is as tall as its content, which does not scroll.
    const fits = async () => {
      await page.waitForFunction(() => window.heard.some((e) => e.name === 'game2048-resize'));
      const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      await page.waitForFunction((h) => document.getElementById('f').getBoundingClientRect().height === h, content);
      const scrolls = await frame.evaluate(() => document.documentElement.scrollHeight > innerHeight);
      assert.equal(scrolls, false);
      return content;
    };
    const narrow = await fits();
    assert.ok(narrow > 300, `${narrow}`);
    // The host widens its column: the board grows, the frame says so, the helper follows.
    await page.evaluate(() => (document.getElementById('f').style.width = '560px'));
    await page.waitForFunction((h) => document.getElementById('f').getBoundingClientRect().height > h + 100, narrow);
    const wide = await fits();
    await page.screenshot({ path: join(ARTIFACTS, 'frame-host.png'), fullPage: true, animations: 'disabled' });

    // Every method as a command, answered with its result.
    const result = await page.evaluate(async () => {
      const f = window.frame;
      const start = await f.newGame({ preset: 'classic', seed: 11 });
      let moved = start;
      for (const d of ['left', 'up', 'right', 'down']) if ((moved = await f.move(d)).moves > 0) break;
      const undone = await f.undo();
      const redone = await f.redo();
      const again = await f.undo();
      const record = await f.record();
      const state = await f.state();
      const hint = await f.hint();
      return { start, moved, undone, redone, again, record, state, hint };
    });
    assert.equal(result.start.moves, 0);
    assert.equal(result.moved.moves, 1);
    assert.equal(result.undone.moves, 0);
    assert.equal(result.undone.redoLevels, 1);
    assert.deepEqual(result.redone.board, result.moved.board, 'redo: the same move, the same new tile');
    assert.equal(result.redone.redoLevels, 0);
    assert.equal(result.again.moves, 0);
    assert.match(result.record, /^r1\./);
    assert.deepEqual(result.state, result.again);
    assert.ok(['left', 'right', 'up', 'down'].includes(result.hint), result.hint);
    const newGames = await page.evaluate(() => window.heard.filter((e) => e.name === 'game2048-newgame').length);
    assert.ok(newGames >= 1);

    // Keys inside the frame play, and the host hears each move as a DOM event.
    await page.frameLocator('#f').locator('.board').click();
    const before = await page.evaluate(() => window.heard.filter((e) => e.name === 'game2048-move').length);
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    await page.waitForFunction((n) => window.heard.filter((e) => e.name === 'game2048-move').length > n, before);
    // The events arrive one by one while the keys play: wait until the last one heard is
    // the game as it now stands (a frame whose events lagged or went missing never gets there).
    // (waitForFunction does not await a promise, so each look is one evaluate.)
    const caughtUp = () =>
      page.evaluate(async () => {
        const last = window.heard.findLast((e) => e.name === 'game2048-move').detail;
        return last.moves === (await window.frame.state()).moves ? last : null;
      });
    let move;
    let looks = 0;
    while (!(move = await caughtUp())) assert.ok(++looks < 200, 'the move events never caught up with the game');
    assert.equal(move.by, 'player');
    assert.equal(move.variant, 'classic');
    assert.ok(move.moves >= 1, `${move.moves}`);

    // Malformed commands: an error under their id, and nothing changes.
    const unchanged = await page.evaluate(() => window.frame.state());
    const refusals = await page.evaluate(async () => {
      const f = window.frame;
      const why = (p) => p.then(() => null, (e) => e.message);
      return [await why(f.move('north')), await why(f.newGame({ preset: 'nope' })), await why(f.autoplay('yes'))];
    });
    assert.deepEqual(refusals.slice(0, 1), ['move takes one direction: "left", "right", "up" or "down"']);
    assert.match(refusals[1], /^newGame: unknown preset "nope"/);
    assert.equal(refusals[2], 'autoplay takes true or false, then an options object if you like');
    const jump = await raw(page, { game2048: 1, id: 'q1', method: 'jump', args: [] });
    assert.equal(jump.error, 'unknown method "jump" (known: newGame, move, undo, redo, state, hint, autoplay, record, swap, remove, image)');
    const version = await raw(page, { game2048: 2, id: 'q2', method: 'state' });
    assert.equal(version.error, 'this frame speaks version 1 of the game2048 protocol, not version 2');
    const extra = await raw(page, { game2048: 1, id: 3, method: 'state', then: 'undo' });
    assert.match(extra.error, /^unknown key "then"/);
    assert.deepEqual(await page.evaluate(() => window.frame.state()), unchanged);
    assert.ok(wide > narrow);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the protocol's chunk loads with the first command; one that cannot load is logged, and the next command loads it", async () => {
    // (game2048-frame.js sends its first command, a state(), as the page opens.)
    const context = await env.browser.newContext(DESKTOP);
    await context.route('**/*-frame.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const page = await context.newPage();
    const logged = page.waitForEvent('console', { predicate: (m) => m.type() === 'error' && /That part of the game could not load/.test(m.text()) });
    await page.goto(host('frame-chunk', 'storage-key=frame-chunk'));
    await logged;
    await page.frameLocator('#f').locator('.board .tile').first().waitFor();
    await context.unroute('**/*-frame.wasm');
    const answer = await raw(page, { game2048: 1, id: 'again', method: 'state' });
    assert.equal(answer.result.variant, 'classic');
    await context.close();
  });

  test('?origin= obeys that origin alone: others are ignored, and the console says so', async () => {
    const stranger = 'http://127.0.0.1:9';
    const { context, page, console } = await open(host('frame-strict', `origin=${encodeURIComponent(stranger)}&storage-key=frame-strict`));
    const frame = page.frameLocator('#f');
    await frame.locator('.board .tile').first().waitFor();
    const origin = env.server.origin;
    const warning = `game2048 frame: a command from ${origin} was ignored: this frame takes commands from ${stranger} only.`;
    const warned = page.waitForEvent('console', { predicate: (m) => m.text() === warning });
    // (Once its methods answer: until its first call loads them, each is null.)
    const before = await frame.locator('body').evaluate(async () => {
      const game = document.querySelector('game-2048');
      await game.ready;
      return game.state();
    });
    assert.notEqual(before, null);
    await page.evaluate(
      ([target]) => document.getElementById('f').contentWindow.postMessage({ game2048: 1, id: 'x', method: 'move', args: ['left'] }, target),
      [other.origin],
    );
    await warned;
    assert.ok(console.includes(`warning: ${warning}`), console.join('\n'));
    const after = await frame.locator('body').evaluate(() => document.querySelector('game-2048').state());
    assert.deepEqual(after, before, 'the command was not carried out');
    // Nothing reached this host: its events go to the stranger, and no answer came.
    assert.deepEqual(await page.evaluate(() => window.heard), []);
    await context.close();

    // The same frame told to obey this host does.
    const { context: ok, page: obeyed } = await open(host('frame-allowed', `origin=${encodeURIComponent(origin)}&storage-key=frame-allowed`));
    const state = await obeyed.evaluate(async () => {
      await window.frame.ready;
      return window.frame.state();
    });
    assert.equal(state.variant, 'classic');
    await ok.close();
  });
});
