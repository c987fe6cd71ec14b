// End-to-end tests of the <game-2048> widget (dist/game2048-embed.js), on the demo page
// and on test host pages: independence, focus-only keys, events, attributes, removal,
// bad input, sandboxed iframes, a strict Content-Security-Policy, theming, swipes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, launch, pageWithErrors, serve } from './harness.mjs';
import { chunkSizes } from './sizes.mjs';

/** The policy a host needs (README): scripts and styles from 'self', wasm compiled. */
const STRICT_CSP =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; connect-src 'self'; font-src 'self'; img-src 'self' data:";

const PAGES = {
  [`${BASE}test-host.html`]: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
    <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
    <body><p>Host page.</p><div id="slot"></div></body></html>`,
  [`${BASE}test-csp.html`]: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>strict CSP host</title>
    <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
    <body><game-2048 id="g" preset="classic" seed="3"></game-2048></body></html>`,
  [`${BASE}test-sandbox.html`]: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>sandbox host</title>
    <link rel="icon" href="data:,"></head>
    <body><iframe id="f" sandbox="allow-scripts" width="420" height="640" src="embed.html?preset=3x3&seed=5"></iframe></body></html>`,
  [`${BASE}test-invalid.html`]: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>invalid</title>
    <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
    <body>
      <game-2048 id="bad-json" game='{"gridOptions":'></game-2048>
      <game-2048 id="bad-rule" game='{"gridOptions":{"minMergeLength":1}}'></game-2048>
      <game-2048 id="bad-preset" preset="&lt;img src=x onerror=alert(1)&gt;"></game-2048>
      <game-2048 id="bad-seed" seed="lots"></game-2048>
      <game-2048 id="good" preset="3x3"></game-2048>
    </body></html>`,
};

let server;
let browser;

before(async () => {
  server = await serve(undefined, (path) => (path === `${BASE}test-csp.html` ? { 'content-security-policy': STRICT_CSP } : {}), PAGES);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `path` and waits for every widget on it; collects console errors. */
async function open(path, options = {}) {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 }, ...options });
  const { page, errors } = await pageWithErrors(context);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(server.url + path);
  await page.waitForFunction(() => customElements.get('game-2048'));
  await page.evaluate(() => Promise.all([...document.querySelectorAll('game-2048')].map((g) => g.ready)));
  return { context, page, errors };
}

const states = (page) => page.evaluate(() => [...document.querySelectorAll('game-2048')].map((g) => g.state()));

describe('the demo page', () => {
  test('three widgets play independently; keys reach only the focused one', async () => {
    const { context, page, errors } = await open('/embed-demo.html');
    const start = await states(page);
    assert.deepEqual(start.map((s) => s.variant), ['classic', 'donut', 'fibonacci']);
    // Focus the second widget by clicking it, then play.
    await page.locator('game-2048').nth(1).locator('.board').click();
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
    const after2 = await states(page);
    assert.ok(after2[1].moves > 0, 'the focused widget moved');
    assert.deepEqual(after2[0], start[0]);
    assert.deepEqual(after2[2], start[2]);
    // Now the first one.
    await page.locator('game-2048').nth(0).focus();
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) await page.keyboard.press(key);
    const after1 = await states(page);
    assert.ok(after1[0].moves > 0);
    assert.deepEqual(after1[1], after2[1]);
    // Undo in one widget leaves the others alone.
    await page.evaluate(() => document.querySelectorAll('game-2048')[0].undo());
    const undone = await states(page);
    assert.equal(undone[0].moves, after1[0].moves - 1);
    assert.deepEqual(undone[1], after1[1]);
    // Separate storage: each widget that played wrote its own key (the third has not
    // played, so it has nothing to keep yet).
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':game')).sort());
    assert.deepEqual(keys, ['game2048:v1:embed-0:game', 'game2048:v1:embed-1:game']);
    // One download of each wasm for all three: the main module, a widget's mounting,
    // (the second widget plays a custom game) the chunk of the readers of custom games,
    // English's lines (every game learns them as it starts), and (this test calls their
    // methods) the JS API's chunk, no other.
    const wasm = [...server.requests.entries()].filter(([p]) => p.endsWith('.wasm'));
    assert.ok(wasm.every(([, n]) => n === 1), `wasm files fetched: ${JSON.stringify(wasm)}`);
    const chunks = await chunkSizes();
    const needed = new Set(['widget', 'custom', 'lines_en', 'api'].flatMap((name) => chunks.find((c) => c.name === name).files));
    const names = wasm.map(([p]) => p.split('/').pop());
    assert.equal(names.filter((f) => /^game2048-full-[0-9a-f]{16}_bg\.wasm$/.test(f)).length, 1, names.join(' '));
    assert.deepEqual(names.filter((f) => !f.endsWith('_bg.wasm')).sort(), [...needed].filter((f) => f.endsWith('.wasm')).sort());
    // And once, with English's lines, the glue's JS that only chunks call.
    const lazy = [...server.requests.entries()].filter(([p]) => /-imports\.js$/.test(p));
    assert.deepEqual(lazy.map(([, n]) => n), [1], `fetched: ${JSON.stringify(lazy)}`);
    await page.screenshot({ path: join(ARTIFACTS, 'embed-demo.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("each widget's title, scores and rows line up with its board, in one line each, the title in proportion", async () => {
    const { context, page } = await open('/embed-demo.html', { viewport: { width: 1280, height: 900 } });
    // In the original's Clear Sans (which the element's module adds to the page's fonts),
    // and the host's own words still in its own.
    await page.evaluate(() => document.fonts.ready);
    const fonts = [...server.requests.keys()].filter((p) => p.endsWith('.woff2')).map((p) => p.split('/').pop()).sort();
    assert.deepEqual(fonts, ['clear-sans-bold.woff2', 'clear-sans-regular.woff2']);
    assert.ok(await page.evaluate(() => document.fonts.check('700 16px "Clear Sans"', 'New game 2048') && document.fonts.check('400 18px "Clear Sans"', 'Score')));
    assert.match(await page.locator('game-2048').first().locator('.tile-inner').first().evaluate((t) => getComputedStyle(t).fontFamily), /^"Clear Sans"/);
    assert.match(await page.locator('article > p').first().evaluate((p) => getComputedStyle(p).fontFamily), /^Georgia/);
    const widgets = await page.evaluate(() =>
      [...document.querySelectorAll('game-2048')].map((g) => {
        const at = (s) => g.shadowRoot.querySelector(s).getBoundingClientRect();
        const [play, header, board] = [at('.play'), at('.game-header'), at('.board')];
        const lines = ['.controls', '.tools'].map((s) => new Set([...g.shadowRoot.querySelector(s).querySelectorAll(':scope > *, :scope > .ai-controls > *')]
          .filter((e) => !e.matches('.ai-controls') && e.getBoundingClientRect().height > 0)
          .map((e) => Math.round(e.getBoundingClientRect().top))).size);
        const title = parseFloat(getComputedStyle(g.shadowRoot.querySelector('.title')).fontSize);
        return { play: [play.left, play.right], header: [header.left, header.right], board: [board.left, board.right], lines, title };
      }),
    );
    // The classic board is as wide as its play: the header's edges are the board's.
    assert.ok(Math.abs(widgets[0].header[0] - widgets[0].board[0]) <= 1 && Math.abs(widgets[0].header[1] - widgets[0].board[1]) <= 1, JSON.stringify(widgets[0]));
    for (const [i, w] of widgets.entries()) {
      assert.deepEqual(w.header, w.play, `widget ${i}: the header spans the play`);
      assert.ok(w.board[0] >= w.play[0] && w.board[1] <= w.play[1], `widget ${i}: the board inside the play`);
      assert.deepEqual(w.lines, [1, 1], `widget ${i}: rows`);
      // (The original: an 80 px title over a 500 px board, 0.16.)
      assert.ok(w.title / (w.board[1] - w.board[0]) < 0.2, `widget ${i}: a ${w.title} px title over a ${w.board[1] - w.board[0]} px board`);
    }
    await context.close();
  });

  test("in a widget, the variant picker keeps its own arrow keys: the game does not move", async () => {
    const { context, page, errors } = await open('/embed-demo.html');
    const widget = page.locator('game-2048').nth(0);
    await widget.locator('.board').click();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    const played = (await states(page))[0];
    assert.ok(played.moves > 0);
    // The key's target, seen from the widget's listener, is the widget itself: the
    // handler must look at the element the key went to inside it.
    const picker = widget.locator('select').first();
    await picker.focus();
    const shown = await picker.inputValue();
    await page.keyboard.press('ArrowDown');
    // The picker took it (its choice moved on, nothing asked yet); the game did not.
    assert.notEqual(await picker.inputValue(), shown);
    assert.equal(await widget.locator('.question:visible').count(), 0);
    assert.equal((await states(page))[0].moves, played.moves);
    // Enter commits the choice: the next variant, asked about over the game in progress.
    await page.keyboard.press('Enter');
    await widget.locator('.question').waitFor();
    assert.equal((await states(page))[0].moves, played.moves);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('with no widget focused, arrow keys scroll the host page', async () => {
    const { context, page } = await open('/embed-demo.html');
    const start = await states(page);
    await page.evaluate(() => document.activeElement?.blur());
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => window.scrollY > 0);
    assert.deepEqual(await states(page), start);
    await context.close();
  });

  test('theming through custom properties changes the computed cell size', async () => {
    const { context, page } = await open('/embed-demo.html');
    const cellWidth = (i) =>
      page.locator('game-2048').nth(i).locator('.cell').first().evaluate((c) => c.getBoundingClientRect().width);
    assert.equal(Math.round(await cellWidth(2)), 48, 'the demo themes its third widget to 48px cells');
    assert.ok((await cellWidth(0)) > 80);
    await page.evaluate(() => document.querySelectorAll('game-2048')[0].style.setProperty('--cell-size', '40px'));
    assert.equal(Math.round(await cellWidth(0)), 40);
    await context.close();
  });

  test('the host page CSS does not reach inside, nor the widget CSS out', async () => {
    const { context, page } = await open('/embed-demo.html');
    const button = page.locator('game-2048').first().getByRole('button', { name: 'New game' });
    const style = await button.evaluate((b) => {
      const s = getComputedStyle(b);
      return { border: s.borderTopStyle, transform: s.textTransform, font: s.fontFamily };
    });
    assert.equal(style.border, 'none');
    assert.equal(style.transform, 'none');
    assert.doesNotMatch(style.font, /Georgia/);
    // The host's own paragraphs keep the host's look.
    assert.equal(await page.locator('article > p').first().evaluate((p) => getComputedStyle(p).fontSize), '11px');
    await context.close();
  });
});

describe('the element', () => {
  test('events carry the right detail, bubbling out of the shadow root', async () => {
    const { context, page } = await open('/test-host.html');
    const events = await page.evaluate(async () => {
      const seen = [];
      for (const name of ['game2048-move', 'game2048-won', 'game2048-over', 'game2048-newgame'])
        document.addEventListener(name, (e) => seen.push({ name, detail: e.detail, composed: e.composed }));
      const g = document.createElement('game-2048');
      g.setAttribute('storage-key', 'events');
      document.getElementById('slot').append(g);
      await g.ready;
      // (A promise the first time: the readers of custom games load first.)
      await g.newGame({
        game: {
          gridOptions: { newTileFnName: 'none', gridBoolean: [[1, 1], [1, 1]] },
          initialTiles: [
            { row: 0, column: 0, value: 1024 },
            { row: 0, column: 1, value: 1024 },
            { row: 1, column: 0, value: 4 },
            { row: 1, column: 1, value: 8 },
          ],
        },
      });
      g.move('left');
      return seen;
    });
    assert.deepEqual(
      events.map((e) => e.name),
      ['game2048-newgame', 'game2048-move', 'game2048-won'],
    );
    assert.ok(events.every((e) => e.composed));
    assert.deepEqual(
      { ...events[1].detail, variant: undefined },
      { score: 2048, gained: 2048, moves: 1, status: 'won', variant: undefined, by: 'player' },
    );
    // A board that no move changes: over as soon as it starts.
    const over = await page.evaluate(async () => {
      const g = document.querySelector('game-2048');
      const seen = [];
      for (const name of ['game2048-newgame', 'game2048-over'])
        g.addEventListener(name, (e) => seen.push([name, e.detail.status]));
      g.newGame({
        game: {
          gridOptions: { newTileFnName: 'none', gridBoolean: [[1, 1], [1, 1]] },
          initialTiles: [
            { row: 0, column: 0, value: 2 },
            { row: 0, column: 1, value: 4 },
            { row: 1, column: 0, value: 4 },
            { row: 1, column: 1, value: 2 },
          ],
        },
      });
      return seen;
    });
    assert.deepEqual(over, [
      ['game2048-newgame', 'over'],
      ['game2048-over', 'over'],
    ]);
    await context.close();
  });

  test("a host page asks for the game's main module with its glue, not after the glue and its loader", async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
    const { page, errors } = await pageWithErrors(context);
    const asked = [];
    page.on('request', (request) => {
      const file = request.url().match(/game2048-(embed\.js|full-[0-9a-f]{16}(?:_bg\.wasm|-split\.js|\.js))$/)?.[1];
      if (file) asked.push(file.replace(/^full-[0-9a-f]{16}/, 'full'));
    });
    await page.goto(server.url + '/test-host.html');
    await page.evaluate(() => Promise.all([...document.querySelectorAll('game-2048')].map((g) => g.ready)));
    // The wasm is asked for as game2048-embed.js runs, beside the glue: with the glue
    // imported first, it waited for the glue and the loader the glue imports.
    assert.deepEqual(asked.slice(0, 3), ['embed.js', 'full_bg.wasm', 'full.js'], asked.join(' '));
    assert.deepEqual(asked.filter((f) => f === 'full_bg.wasm'), ['full_bg.wasm'], 'fetched once, by the page');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('changing an attribute restarts that widget only', async () => {
    const { context, page } = await open('/embed-demo.html');
    await page.evaluate(() => document.querySelectorAll('game-2048')[0].move('left'));
    const before = await states(page);
    await page.evaluate(() => document.querySelectorAll('game-2048')[2].setAttribute('preset', '3x3'));
    await page.evaluate(() => document.querySelectorAll('game-2048')[2].ready);
    const after = await states(page);
    assert.equal(after[2].variant, '3x3');
    assert.deepEqual(after[0], before[0]);
    assert.deepEqual(after[1], before[1]);
    await page.evaluate(() => document.querySelectorAll('game-2048')[2].setAttribute('seed', '11'));
    await page.evaluate(() => document.querySelectorAll('game-2048')[2].ready);
    const seeded = (await states(page))[2];
    const again = await page.evaluate(() => document.querySelectorAll('game-2048')[2].newGame({ preset: '3x3', seed: 11 }));
    assert.deepEqual(again.board, seeded.board);
    await context.close();
  });

  test('200 removal and re-insertion cycles leave memory flat', async () => {
    const { context, page, errors } = await open('/test-host.html');
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize;
    };
    // The wasm's linear memory, where each widget's state lives: init() of the glue
    // module returns the already-initialised exports, memory included.
    const wasmMemory = () =>
      page.evaluate(async () => {
        const source = await (await fetch('game2048-embed.js')).text();
        // (Minified, the import may use either quote.)
        const glue = source.match(/import\(\s*["']\.\/(game2048-full-[0-9a-f]+\.js)["']/)[1];
        const exports = await (await import(new URL(glue, location.href).href)).default();
        return exports.memory.buffer.byteLength;
      });
    const cycles = (n) =>
      page.evaluate(async (n) => {
        const slot = document.getElementById('slot');
        const g = document.createElement('game-2048');
        g.setAttribute('storage-key', 'cycle');
        for (let i = 0; i < n; i++) {
          slot.append(g);
          await g.ready;
          if (!g.move(['left', 'up', 'right', 'down'][i % 4])) throw new Error(`cycle ${i}: not mounted`);
          g.remove();
        }
        return document.querySelectorAll('game-2048').length;
      }, n);
    // Warm up (the allocator's high-water mark settles), then measure 200 cycles.
    await cycles(200);
    const before = await heap();
    const wasmBefore = await wasmMemory();
    const left = await cycles(200);
    const afterHeap = await heap();
    const wasmAfter = await wasmMemory();
    assert.equal(left, 0);
    const growth = afterHeap - before;
    console.log(
      `200 mount/unmount cycles: JS heap ${before} -> ${afterHeap} bytes (${growth >= 0 ? '+' : ''}${growth}), wasm memory ${wasmBefore} -> ${wasmAfter} bytes`,
    );
    assert.ok(growth < 512 * 1024, `JS heap grew by ${growth} bytes over 200 cycles`);
    assert.ok(wasmAfter - wasmBefore <= 128 * 1024, `wasm memory grew by ${wasmAfter - wasmBefore} bytes`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('invalid attributes show a message and no game, and nothing is thrown', async () => {
    const { context, page, errors } = await open('/test-invalid.html');
    const report = await page.evaluate(() =>
      [...document.querySelectorAll('game-2048')].map((g) => ({
        id: g.id,
        message: g.shadowRoot.querySelector('.invalid')?.textContent ?? null,
        board: !!g.shadowRoot.querySelector('.board'),
        state: g.state(),
        injected: !!g.shadowRoot.querySelector('img'),
      })),
    );
    const byId = Object.fromEntries(report.map((r) => [r.id, r]));
    assert.match(byId['bad-json'].message, /not valid JSON/);
    assert.match(byId['bad-rule'].message, /minMergeLength/);
    assert.match(byId['bad-preset'].message, /preset/);
    assert.match(byId['bad-preset'].message, /<img/, 'attribute text is shown as text');
    assert.equal(byId['bad-preset'].injected, false);
    assert.match(byId['bad-seed'].message, /seed/);
    for (const id of ['bad-json', 'bad-rule', 'bad-preset', 'bad-seed']) {
      // The title once, then the reason (it once said "This game could not start" twice).
      assert.equal(byId[id].message.split('This game could not start').length - 1, 1, byId[id].message);
      assert.ok(byId[id].message.startsWith('This game could not start'), byId[id].message);
      assert.equal(byId[id].board, false, id);
      assert.equal(byId[id].state, null, id);
    }
    assert.equal(byId.good.board, true);
    assert.equal(byId.good.state.variant, '3x3');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('fits a 240 px container with square cells, for any board shape', async () => {
    const { context, page } = await open('/test-host.html');
    const sizes = await page.evaluate(async () => {
      const out = [];
      for (const [width, game] of [
        [240, '{}'],
        [240, '{"gridOptions":{"gridBooleanFnName":"test1_7x6"}}'],
        [600, '{"gridOptions":{"gridBoolean":[[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1]]}}'],
      ]) {
        const box = document.createElement('div');
        box.style.width = `${width}px`;
        const g = document.createElement('game-2048');
        g.setAttribute('game', game);
        g.setAttribute('storage-key', `fit-${out.length}`);
        box.append(g);
        document.getElementById('slot').append(box);
        await g.ready;
        const board = g.shadowRoot.querySelector('.board').getBoundingClientRect();
        const cell = g.shadowRoot.querySelector('.cell').getBoundingClientRect();
        out.push({ width, board: board.width, cellW: cell.width, cellH: cell.height });
      }
      return out;
    });
    for (const s of sizes) {
      assert.ok(s.board <= s.width + 0.5, `a ${s.board}px board in a ${s.width}px box`);
      assert.ok(Math.abs(s.cellW - s.cellH) < 0.5, `cells ${s.cellW}x${s.cellH}`);
    }
    await context.close();
  });

  test('keyboard="page" takes keys without focus', async () => {
    const { context, page } = await open('/test-host.html');
    await page.evaluate(async () => {
      const g = document.createElement('game-2048');
      g.setAttribute('keyboard', 'page');
      g.setAttribute('storage-key', 'page-keys');
      document.getElementById('slot').append(g);
      await g.ready;
      await g.newGame({ game: { gridOptions: { newTileFnName: 'none' }, initialTiles: [{ row: 0, column: 0, value: 2 }] } });
      document.activeElement?.blur();
    });
    await page.keyboard.press('ArrowRight');
    const s = await page.evaluate(() => document.querySelector('game-2048').state());
    assert.equal(s.board[0], '. . . 2');
    await context.close();
  });
});

describe('restricted hosts', () => {
  test('a strict Content-Security-Policy page plays, with no violation', async () => {
    const { context, page, errors } = await open('/test-csp.html');
    const violations = await page.evaluate(() => {
      const seen = [];
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
      const g = document.getElementById('g');
      g.move('left');
      g.move('down');
      g.move('right');
      return new Promise((resolve) => requestAnimationFrame(() => resolve(seen)));
    });
    assert.deepEqual(violations, []);
    const s = await page.evaluate(() => document.getElementById('g').state());
    assert.ok(s.moves > 0);
    // Tiles are placed (custom properties set through the CSSOM, which CSP allows).
    const placed = await page.locator('game-2048 .tile').first().evaluate((t) => getComputedStyle(t).transform);
    assert.notEqual(placed, 'none');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a sandboxed iframe without allow-same-origin plays in memory and says so', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
    const page = await context.newPage();
    await page.goto(server.url + '/test-sandbox.html');
    const frame = page.frames().find((f) => f.url().includes('embed.html'));
    await frame.waitForFunction(() => customElements.get('game-2048'));
    await frame.evaluate(() => document.getElementById('game').ready);
    const notice = await frame.locator('game-2048 .notice').textContent();
    assert.match(notice, /not be kept/);
    await page.locator('#f').click();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    const s = await frame.evaluate(() => document.getElementById('game').state());
    assert.equal(s.variant, '3x3');
    assert.ok(s.moves > 0, 'keys reached the sandboxed game');
    await context.close();
  });
});

describe('phones', () => {
  test('a swipe in a widget moves once, and only that widget', async () => {
    const { context, page } = await open('/embed-demo.html', {
      viewport: { width: 390, height: 800 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });
    const start = await states(page);
    const board = page.locator('game-2048').nth(0).locator('.board');
    await board.scrollIntoViewIfNeeded();
    const box = await board.boundingBox();
    const cdp = await context.newCDPSession(page);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 15 * i, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const after = await states(page);
    assert.ok(after[0].moves - start[0].moves <= 1);
    assert.deepEqual(after[1], start[1]);
    // A left swipe from the start position either moved once or could not move.
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(fits, 'the widget fits a 390 px phone');
    await context.close();
  });
});
