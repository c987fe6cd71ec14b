// Replays, sharing, the Games panel (history, statistics, export and import) and the
// themes, driven as players do: mouse clicks on a desktop, taps on a phone, keys, the
// file chooser. Bad links and bad files never touch the game, the history or a best.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, BASE, domBoard, launch, openGame, serve, state } from './harness.mjs';

let server;
let browser;
let files;

const widgetHost = (attrs) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
  <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="w" storage-key="replay-test" ${attrs}></game-2048></body></html>`;

before(async () => {
  server = await serve(undefined, () => ({}), {
    [`${BASE}theme-host.html`]: widgetHost('theme="dark" seed="3"'),
    [`${BASE}plain-host.html`]: widgetHost('seed="4"'),
  });
  browser = await launch();
  files = await mkdtemp(join(tmpdir(), 'game2048-files-'));
});

after(async () => {
  await browser?.close();
  await server?.close();
  await rm(files, { recursive: true, force: true });
});

const DESKTOP = { viewport: { width: 1000, height: 1000 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const button = (root, name) => root.getByRole('button', { name, exact: true });
const where = (page) => page.textContent('.replay-where');

/**
 * The record of a game of a variant this build does not know (`id`), written as the
 * format is (seed 3, the variant's id, no inputs, score 0, 0 moves, FNV-1a checksum).
 */
function forgedRecord(id) {
  const bytes = [0, 3, 0, id.length, ...Buffer.from(id), 0, 0, 0, 0];
  let hash = 0x811c9dc5;
  for (const b of bytes) hash = Math.imul(hash ^ b, 0x01000193) >>> 0;
  bytes.push(hash & 255, (hash >>> 8) & 255, (hash >>> 16) & 255, hash >>> 24);
  return 'r1.' + Buffer.from(bytes).toString('base64url');
}

/** Plays keys with an undo in the middle: a record with moves and an undo. */
async function playSome(page) {
  await page.evaluate(() => window.game2048.newGame({ seed: 77 }));
  for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'u', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowLeft'])
    await page.keyboard.press(key);
  return state(page);
}

for (const [mode, options, press] of [
  ['mouse', DESKTOP, (l) => l.click()],
  ['tap', PHONE, (l) => l.tap()],
]) {
  describe(`replays, ${mode}`, () => {
    test('watch the game again: play, steps, the slider, the end is the game; then play from here', async () => {
      const context = await browser.newContext(options);
      const page = await openGame(context, server.url + '/');
      const live = await playSome(page);
      await press(button(page, 'Games'));
      await press(button(page, 'Watch this game'));
      const total = Number((await where(page)).match(/of (\d+)/)[1]);
      assert.equal(total, live.moves + 2, 'every move and the undo (and the move it undid)');
      // It plays to the end by itself, where the board is the game's.
      await page.waitForFunction((n) => document.querySelector('.replay-where').textContent.endsWith(`move ${n} of ${n}`), total);
      assert.deepEqual(await domBoard(page), live.board);
      await press(button(page, 'To the start'));
      assert.match(await where(page), /move 0 of/);
      await press(page.getByLabel('Step forward'));
      await press(page.getByLabel('Step forward'));
      await press(page.getByLabel('Step back'));
      assert.match(await where(page), /move 1 of/);
      const slider = page.getByLabel('Position', { exact: true });
      if (mode === 'mouse') {
        // Keys step too, and the slider's own keys move along it.
        await page.keyboard.press('ArrowRight');
        assert.match(await where(page), /move 2 of/);
        await slider.click();
        await page.keyboard.press('End');
        assert.match(await where(page), new RegExp(`move ${total} of`));
        await page.keyboard.press('Home');
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      } else {
        // A finger on the slider: its far end, then its near end.
        const box = await slider.boundingBox();
        await slider.tap({ position: { x: box.width - 1, y: box.height / 2 } });
        assert.match(await where(page), new RegExp(`move ${total} of`));
        await slider.tap({ position: { x: 1, y: box.height / 2 } });
        assert.match(await where(page), /move 0 of/);
        for (let i = 0; i < 3; i++) await press(page.getByLabel('Step forward'));
      }
      assert.match(await where(page), /move 3 of/);
      const there = await domBoard(page);
      await page.screenshot({ path: join(ARTIFACTS, `replay-${mode}.png`) });
      assert.deepEqual(await state(page), live, 'the live game is untouched');
      // Play from here: the game in progress goes (after a question).
      await press(button(page.locator('.replay'), 'Play from here'));
      await press(button(page.locator('.question'), 'Play from here'));
      const now = await state(page);
      assert.deepEqual(now.board, there);
      assert.equal(await page.locator('.replay').isVisible(), false);
      assert.ok(now.undoLevels > 0, 'its undo levels came along');
      await page.keyboard.press('u');
      assert.ok((await state(page)).undoLevels < now.undoLevels);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  });
}

describe('sharing', () => {
  test('Share copies a link that opens the same game as a replay', async () => {
    const context = await browser.newContext(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    const page = await openGame(context, server.url + '/');
    const live = await playSome(page);
    await button(page, 'Games').click();
    await button(page, 'Share this game').click();
    await page.waitForSelector('.notice');
    assert.match(await page.textContent('.notice'), /Link copied/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, new RegExp(`^${server.url}/#replay=r1\\.[A-Za-z0-9_-]+$`));
    assert.equal(link.split('#replay=')[1], await page.evaluate(() => window.game2048.record()));
    // Another player opens it: a replay of the game, and their own game is left alone.
    const other = await browser.newContext(DESKTOP);
    const theirs = await openGame(other, server.url + '/');
    const before = await state(theirs);
    await theirs.goto(link);
    await theirs.waitForSelector('.replay');
    await button(theirs, 'To the end').click();
    assert.deepEqual(await domBoard(theirs), live.board);
    assert.deepEqual(await state(theirs), before);
    assert.equal(new URL(theirs.url()).hash, '', 'the link is forgotten once opened');
    await other.close();
    await context.close();
  });

  test('on a phone, Share hands the link to the system share sheet', async () => {
    const context = await browser.newContext(PHONE);
    // Headless Chromium has no share sheet: this one keeps what it is given.
    await context.addInitScript(() => {
      navigator.share = (data) => {
        window.shared = data;
        return Promise.resolve();
      };
    });
    const page = await openGame(context, server.url + '/');
    await playSome(page);
    await button(page, 'Games').tap();
    await button(page, 'Share this game').tap();
    await page.waitForFunction(() => window.shared);
    const shared = await page.evaluate(() => window.shared);
    assert.match(shared.url, /#replay=r1\./);
    assert.equal(shared.url.split('#replay=')[1], await page.evaluate(() => window.game2048.record()));
    await context.close();
  });

  test('a damaged, truncated, foreign or newer replay link, or one of unknown rules, says so and touches nothing', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openGame(context, server.url + '/');
    const live = await playSome(page);
    const record = await page.evaluate(() => window.game2048.record());
    const damaged = record.slice(0, 10) + (record[10] === 'A' ? 'B' : 'A') + record.slice(11);
    for (const [bad, said] of [
      [record.slice(0, record.length - 5), /damaged or incomplete/],
      [damaged, /damaged or incomplete/],
      ['hello', /not a game record/],
      ['r7.AAAA', /newer version/],
      [forgedRecord('hexagons'), /rules are not known to this version of the game \(no variant "hexagons"\)/],
    ]) {
      // Each link opened as a player does: in a new tab of the same browser.
      const tab = await openGame(context, `${server.url}/#replay=${bad}`);
      await tab.waitForSelector('.notice');
      assert.match(await tab.textContent('.notice'), said, bad);
      assert.equal(await tab.locator('.replay').isVisible(), false);
      assert.deepEqual(await state(tab), live);
      assert.deepEqual(tab.errors, []);
      await tab.close();
    }
    // The same forgery naming a variant it knows opens: only the rules were wrong.
    const known = await openGame(context, `${server.url}/#replay=${forgedRecord('classic')}`);
    await known.waitForSelector('.replay');
    await context.close();
  });
});

/** Ends the game: a 2x2 board that one move makes stuck (the seed is searched). */
function endAGame(page) {
  return page.evaluate(async () => {
    const game = {
      gridOptions: { gridBoolean: [[1, 1], [1, 1]] },
      initialTiles: [[0, 0, 2], [0, 1, 2], [1, 0, 16], [1, 1, 8]].map(([row, column, value]) => ({ row, column, value })),
    };
    for (let seed = 0; seed < 100; seed++) {
      // (The hosted page's first custom game loads the full build: a promise.)
      await window.game2048.newGame({ game, seed });
      if (window.game2048.move('left').status === 'over') return seed;
    }
    throw new Error('no seed ends it');
  });
}

describe('history', () => {
  test('finished games are listed with their statistics, watched again, exported and imported', async () => {
    const context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
    const page = await openGame(context, server.url + '/');
    await endAGame(page);
    // A game played, then left for a new one: kept too.
    await page.evaluate(() => window.game2048.newGame({ preset: 'classic', seed: 5 }));
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(key);
    await button(page, 'New game').click();
    await button(page, 'Yes, start over').click();
    await button(page, 'Games').click();
    const panel = page.locator('.games');
    assert.match(await panel.textContent(), /Played 1 · won 0 \(0%\) · best score \d+/);
    assert.equal(await panel.locator('.games-list li').count(), 1);
    await page.screenshot({ path: join(ARTIFACTS, 'games-panel.png') });
    // Its replay.
    await panel.getByRole('button', { name: 'Watch', exact: true }).click();
    await page.waitForSelector('.replay');
    await button(page, 'To the end').click();
    assert.match(await where(page), /move 3 of 3/);
    await button(page, 'Close').click();
    // Export to a file.
    await button(page, 'Games').click();
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export').click()]);
    const file = join(files, 'data.json');
    await download.saveAs(file);
    const exported = JSON.parse(await readFile(file, 'utf8'));
    assert.equal(exported.format, 'game2048-data');
    assert.equal(exported.history.games.length, 2);

    // On another device: import it with the file chooser.
    const other = await browser.newContext(DESKTOP);
    const theirs = await openGame(other, server.url + '/');
    await button(theirs, 'Games').click();
    const [chooser] = await Promise.all([theirs.waitForEvent('filechooser'), theirs.getByText('Import', { exact: true }).click()]);
    await chooser.setFiles(file);
    await theirs.waitForSelector('.notice');
    assert.match(await theirs.textContent('.notice'), /Imported 2 games, \d+ best scores? and \d+ saved variants?\./);
    assert.match(await theirs.locator('.games').textContent(), /Played 1/);
    assert.equal(await theirs.locator('.games-list li').count(), 1);
    assert.equal((await state(theirs)).best, exported.bests.classic);

    // A bad file changes nothing.
    const bad = join(files, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...exported, bests: { classic: -1 } }));
    const before = await theirs.evaluate(() => JSON.stringify(localStorage));
    await button(theirs, 'Dismiss').click();
    const [again] = await Promise.all([theirs.waitForEvent('filechooser'), theirs.getByText('Import', { exact: true }).click()]);
    await again.setFiles(bad);
    await theirs.waitForSelector('.notice');
    assert.match(await theirs.textContent('.notice'), /could not be imported: part of it is wrong \(bests\.classic: not a score\)\./);
    assert.equal(await theirs.evaluate(() => JSON.stringify(localStorage)), before);
    await other.close();
    await context.close();
  });
});

describe('themes', () => {
  const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('system by default; the picker chooses, it is kept, and the first paint has it', async () => {
    // No service worker: it would serve the wasm around the route that holds it back
    // below (Playwright's routes do not see what a service worker answers).
    const dark = await browser.newContext({ ...DESKTOP, colorScheme: 'dark', serviceWorkers: 'block' });
    const page = await openGame(dark, server.url + '/');
    assert.equal(await background(page), 'rgb(31, 28, 25)', 'the system is dark');
    await page.getByLabel('Theme').click();
    await page.keyboard.type('Light');
    await page.keyboard.press('Enter');
    assert.equal(await background(page), 'rgb(250, 248, 239)');
    await page.screenshot({ path: join(ARTIFACTS, 'theme-light.png') });
    // Kept: on the next visit the page is light from its first paint, before the game
    // has even loaded.
    await page.route('**/*.wasm', () => {});
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.equal(await background(page), 'rgb(250, 248, 239)');
    assert.equal(await page.locator('.board').count(), 0, 'measured before the game mounted');
    await page.unroute('**/*.wasm');
    await dark.close();

    const light = await browser.newContext({ ...PHONE, colorScheme: 'light' });
    const phone = await openGame(light, server.url + '/');
    assert.equal(await background(phone), 'rgb(250, 248, 239)');
    await phone.getByLabel('Theme').tap();
    await phone.keyboard.type('Dark');
    await phone.keyboard.press('Enter');
    assert.equal(await background(phone), 'rgb(31, 28, 25)');
    await phone.screenshot({ path: join(ARTIFACTS, 'theme-dark-phone.png'), fullPage: true });
    await light.close();
  });

  test('a widget takes its theme attribute, else the system, and gives its record', async () => {
    const context = await browser.newContext({ ...DESKTOP, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(server.url + '/theme-host.html');
    await page.waitForFunction(() => customElements.get('game-2048'));
    await page.evaluate(() => document.getElementById('w').ready);
    const color = () => page.locator('game-2048 .game2048').evaluate((g) => getComputedStyle(g).color);
    assert.equal(await color(), 'rgb(214, 207, 199)', 'dark, as its attribute says');
    await page.evaluate(() => document.getElementById('w').setAttribute('theme', 'light'));
    assert.equal(await color(), 'rgb(107, 98, 89)');
    await page.evaluate(() => document.getElementById('w').removeAttribute('theme'));
    assert.equal(await color(), 'rgb(107, 98, 89)', 'the system is light');
    const record = await page.evaluate(() => {
      const w = document.getElementById('w');
      ['left', 'up', 'right'].forEach((d) => w.move(d));
      return w.record();
    });
    assert.match(record, /^r1\./);
    const board = await page.evaluate(() => document.getElementById('w').state().board);
    const viewer = await openGame(context, `${server.url}/#replay=${record}`);
    await viewer.waitForSelector('.replay');
    await button(viewer, 'To the end').click();
    assert.deepEqual(await domBoard(viewer), board);
    await context.close();
  });
});
