// The game in chunks (issue 30): each language's words load only where that
// language is spoken (item 2), a chunk that cannot load is said and the game goes on,
// and the next try loads it (item 5); chunk files carry their deploy's hash, and the
// service worker precaches every one of them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, DIST, PHONE, domTiles, hold, pageWithErrors, pick, playToTheEnd, setUp, state } from './harness.mjs';
import { chunkSizes, gzip } from './sizes.mjs';

/** What a first visit to the hosted page in another language loads before its first
 *  move, gzip -9 (see the test). (179 KB until issue 32's power-ups and limits, 183 KB
 *  until its challenge and picture, 186 KB until issue 33's hands, whose words each
 *  language's chunk says too: see FIRST_LOAD_BUDGET. 191 KB until the functions' order
 *  for gzip, 3.2 KB less. 188 KB until the JS API's methods left for their own chunk,
 *  4.0 KB less. 184 KB until the boxed views and what comes and goes always there and
 *  hidden (stops 62 and 63), the exports named short and the hosted page's own doings
 *  in their chunk (which comes once the game is on, and so is counted here when it
 *  arrives before the test's first move): 170,821 B, Russian, at stop 64. 167 KB until
 *  the panics' locations were redacted and no module formatted a string with `{:?}`:
 *  163,782 B at stop 65.) */
const OTHER_LANGUAGE_BUDGET = 161 * 1024;
/** What a first visit in another language may load on top of one in English: 15 KB. */
const LANGUAGE_ON_TOP = 15 * 1024;

const widgets = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>host</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="ru" lang="ru" controls="compact" storage-key="chunk-ru"></game-2048>
  <game-2048 id="page" controls="compact" storage-key="chunk-page"></game-2048>
  <game-2048 id="odd" lang="constructor" controls="compact" storage-key="chunk-odd"></game-2048></body></html>`;
const customWidget = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>host</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="kept" controls="compact" storage-key="chunk-kept" game='{"gridOptions":{"minMergeLength":3}}'></game-2048></body></html>`;
const env = setUp({ [`${BASE}chunk-widgets.html`]: widgets, [`${BASE}chunk-custom.html`]: customWidget });

/** A custom game: merges of three. */
const THREES = { gridOptions: { minMergeLength: 3 } };

/** The chunks of the readers of custom games that a page asks for, as it goes. */
function customChunks(page) {
  const asked = [];
  page.on('request', (request) => {
    if (/game2048-full-[0-9a-f]+-custom\.wasm$/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The language chunks a page has asked for, by language (`de`, `ru`...), as it goes. */
function languageChunks(page) {
  const asked = [];
  page.on('request', (request) => {
    const m = request.url().match(/game2048-full-[0-9a-f]+-lang_([a-z]+)\.wasm$/);
    if (m) asked.push(m[1]);
  });
  return asked;
}

/** Real key presses until the game (the hosted one, or the widget `widget` selects)
 *  has made a move: its tiles, as the DOM shows them a frame after a key (not through
 *  the JS API, whose code no move needs: reading it would load it). */
async function aMove(page, widget = '.game2048') {
  const board = async () => {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    return JSON.stringify(await domTiles(page, widget));
  };
  const before = await board();
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
    if ((await board()) !== before) return;
  }
  assert.fail('no key moved the board');
}

/** On a phone, with the files `glob` names answered 404: a tap on Games says its part
 *  could not load, the button is not left busy, the game plays on (a tap, then keys),
 *  and once they can load the next tap opens the panel. A screenshot goes to `shot`. */
async function gamesWhenMissing(glob, shot) {
  const failing = await env.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' });
  const { page: phone, errors } = await pageWithErrors(failing);
  await failing.route(glob, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await phone.goto(env.server.url + '/');
  await phone.waitForSelector('.game2048 .board .tile');
  const button = phone.getByRole('button', { name: 'Games' });
  await button.tap();
  const notice = phone.locator('.notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /That part of the game could not load \(its code could not be fetched\)/);
  assert.equal(await button.getAttribute('aria-busy'), null);
  assert.equal(await phone.locator('.games').count(), 0);
  await phone.screenshot({ path: join(ARTIFACTS, shot), animations: 'disabled' });
  await phone.locator('.board').tap();
  await aMove(phone);
  await failing.unroute(glob);
  await button.tap();
  await phone.locator('.games').waitFor();
  assert.deepEqual(errors, []);
  await failing.close();
}

describe('the game in chunks', () => {
  test('an English visit loads no language, not even with the Games panel; a German one loads German alone', async () => {
    const english = await env.browser.newContext({ ...DESKTOP, locale: 'en-US' });
    let page = await english.newPage();
    let asked = languageChunks(page);
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    assert.deepEqual(asked, []);
    await english.close();

    const german = await env.browser.newContext({ ...DESKTOP, locale: 'de-DE' });
    page = await german.newPage();
    asked = languageChunks(page);
    await page.goto(env.server.url + '/');
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    await page.getByRole('button', { name: 'Spiele' }).click();
    await page.locator('.games').waitFor();
    assert.deepEqual(asked, ['de']);
    await german.close();
  });

  test("a first visit in another language loads the page's and its words, within English + 15 KB", async (t) => {
    // (No service worker: its precaching after the load event fetches every file.)
    const firstVisit = async (locale) => {
      const context = await env.browser.newContext({ ...DESKTOP, locale, serviceWorkers: 'block' });
      const page = await context.newPage();
      const files = [];
      page.on('request', (request) => files.push(new URL(request.url()).pathname.split('/').pop()));
      await page.goto(env.server.url + '/');
      // (An English page never sets data-translating: the game's tiles say it is on.)
      await page.waitForSelector('.game2048 .board .tile');
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-translating'));
      await aMove(page);
      assert.equal(await page.locator('.notice:visible').count(), 0, `${locale}: nothing to say`);
      let bytes = 0;
      for (const file of new Set(files.filter((f) => /\.(wasm|js|css)$/.test(f) || f === ''))) {
        bytes += gzip(await readFile(join(DIST, file || 'index.html')));
      }
      // The wasm files that the page's head asked for (<link rel=preload>), beside the
      // main module.
      const preloaded = await page.evaluate(() =>
        performance.getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'link' && e.name.endsWith('.wasm') && !e.name.endsWith('_bg.wasm'))
          .map((e) => e.name.split('/').pop()),
      );
      await context.close();
      return { files, bytes, preloaded };
    };
    const chunks = await chunkSizes(DIST);
    const english = await firstVisit('en-US');
    assert.deepEqual(english.files.filter((f) => /-lang_/.test(f)), [], 'English loads no language');
    assert.deepEqual(english.preloaded, [], 'English preloads no words');
    t.diagnostic(`en-US: ${english.bytes} bytes gzip before the first move`);
    for (const locale of ['de-DE', 'es-ES', 'ru-RU', 'zh-CN', 'ar-EG']) {
      const { files, bytes, preloaded } = await firstVisit(locale);
      const lang = locale.split('-')[0];
      assert.deepEqual(files.filter((f) => /-lang_/.test(f)).map((f) => f.match(/-lang_([a-z]+)\.wasm$/)?.[1]), [lang], `${locale} loads its words and no other's: ${files.join(' ')}`);
      // Its words' files, from the page's first script: downloading beside the main
      // module, each once (the chunks' loader takes the preloaded response).
      const words = chunks.find((c) => c.name === `lang_${lang}`).files;
      assert.deepEqual([...preloaded].sort(), [...words].sort(), `${locale} preloads its words' files`);
      for (const file of words) assert.equal(files.filter((f) => f === file).length, 1, `${locale}: ${file} fetched once`);
      // The budget: English + 15 KB. And a ratchet on today's figure (lower it
      // with every cut, never raise it).
      t.diagnostic(`${locale}: ${bytes} bytes gzip before the first move, English + ${bytes - english.bytes}`);
      assert.ok(bytes - english.bytes <= LANGUAGE_ON_TOP, `${locale}: English + ${bytes - english.bytes} bytes gzip, over ${LANGUAGE_ON_TOP}`);
      assert.ok(bytes <= OTHER_LANGUAGE_BUDGET, `${locale}: ${bytes} bytes gzip, over ${OTHER_LANGUAGE_BUDGET} by ${bytes - OTHER_LANGUAGE_BUDGET}`);
    }
  });

  test('widgets load the languages they speak: lang="ru" Russian, one on an English page none', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'en-US' });
    const page = await context.newPage();
    const asked = languageChunks(page);
    const files = [];
    page.on('request', (request) => files.push(new URL(request.url()).pathname.split('/').pop()));
    await page.goto(`${env.server.origin}${BASE}chunk-widgets.html`);
    await page.locator('#ru .board .tile').first().waitFor();
    await page.locator('#page .board .tile').first().waitFor();
    // (A lang no language has, even one that names a property of every JS object,
    // speaks the page's.)
    await page.locator('#odd').getByRole('button', { name: 'New game' }).waitFor();
    assert.deepEqual(asked, ['ru']);
    // The Russian widget asked for its words as it connected (game2048-embed.js's
    // preload), beside the main module, and every widget for their mounting (the
    // `widget` chunk): each of their files by a <link>, and once (the chunks' loader
    // took the preloaded response). The English ones asked for no words.
    const chunks = await chunkSizes(DIST);
    const words = chunks.find((c) => c.name === 'lang_ru').files;
    const mounting = chunks.find((c) => c.name === 'widget').files;
    const preloaded = await page.evaluate(() =>
      performance.getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'link' && e.name.endsWith('.wasm'))
        .map((e) => e.name.split('/').pop()),
    );
    assert.deepEqual([...preloaded].sort(), [...new Set([...mounting, ...words])].sort(), 'the widgets preload their mounting, the Russian one its words');
    for (const file of [...mounting, ...words]) assert.equal(files.filter((f) => f === file).length, 1, `${file} fetched once`);
    assert.equal(await page.locator('#ru').getByRole('button', { name: 'Новая игра' }).count(), 1);
    assert.equal(await page.locator('#page').getByRole('button', { name: 'New game' }).count(), 1);
    // What only the hosted page does is never a widget's.
    const own = (await chunkSizes(DIST)).find((c) => c.name === 'page').file;
    assert.equal(files.filter((f) => f === own).length, 0, 'no widget asks for the hosted page\'s chunk');
    await context.close();
  });

  test("the hosted page's own code comes once its game is on, and no move waits for it; a German page's text waits for it", async () => {
    const own = (await chunkSizes(DIST)).find((c) => c.name === 'page').file;
    assert.ok(own, 'the page chunk has a file of its own');
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'de-DE', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    const pageChunk = await hold(context, `**/${own}`);
    await page.goto(env.server.url + '/');
    // The game plays in German without it...
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    await aMove(page);
    assert.equal(pageChunk.asked(), 1, 'the page asked for its chunk as its game mounted');
    // ...and the page's own text, which index.html writes in English, stays hidden
    // until it is said in German, as does window.game2048.
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-translating')), true);
    assert.equal(await page.evaluate(() => 'game2048' in window), false);
    pageChunk.release();
    await page.locator('.how-to h2', { hasText: 'Spielanleitung' }).waitFor({ state: 'visible' });
    await page.waitForFunction(() => 'game2048' in window && document.documentElement.dataset.sayUpdate);
    // Its settings follow the game: one changed in the foot changes the game's.
    await page.locator('#undo-setting').selectOption('off');
    await page.getByRole('button', { name: 'Rückgängig', exact: true }).waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a German page whose own code cannot load plays in German, shows its text as written and says why; a reload says it (a phone)", async () => {
    const own = (await chunkSizes(DIST)).find((c) => c.name === 'page').file;
    const context = await env.browser.newContext({ ...PHONE, locale: 'de-DE', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    await context.route(`**/${own}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(env.server.url + '/');
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /konnte nicht geladen werden/);
    await page.locator('.how-to h2', { hasText: 'How to play' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    await page.locator('.board').tap();
    await aMove(page);
    await page.screenshot({ path: join(ARTIFACTS, 'chunk-page-missing-phone.png'), animations: 'disabled' });
    await context.unroute(`**/${own}`);
    await page.reload();
    await page.locator('.how-to h2', { hasText: 'Spielanleitung' }).waitFor({ state: 'visible' });
    assert.equal(await page.locator('.notice:visible').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a German first visit whose words cannot load plays in English and says why; the next visit speaks German', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'de-DE' });
    const { page, errors } = await pageWithErrors(context);
    await context.route('**/*-lang_de.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(env.server.url + '/');
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /That part of the game could not load \(the words of this language could not load\)/);
    // The page's own text shows, in English, rather than staying hidden.
    await page.locator('.how-to h2', { hasText: 'How to play' }).waitFor({ state: 'visible' });
    await aMove(page);
    const played = await state(page);
    await page.screenshot({ path: join(ARTIFACTS, 'chunk-de-missing.png'), animations: 'disabled' });
    // (The game is never unmounted to learn a language: the next visit tries again.)
    await context.unroute('**/*-lang_de.wasm');
    await page.reload();
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    assert.equal(await page.locator('.notice:visible').count(), 0);
    assert.equal((await state(page)).moves, played.moves, 'the game played in English is the one in German');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a German page whose game cannot load says so, in English, and shows its own text; a reload plays (a phone)', async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'de-DE', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    await context.route('**/game2048-full-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(env.server.url + '/');
    const alert = page.locator('#app [role=alert]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /^The game could not load: /);
    await page.locator('.how-to h2', { hasText: 'How to play' }).waitFor({ state: 'visible' });
    await page.screenshot({ path: join(ARTIFACTS, 'chunk-game-missing-phone.png'), animations: 'disabled' });
    await context.unroute('**/game2048-full-*.js');
    await page.reload();
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    await page.locator('.board').tap();
    await aMove(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a widget whose words cannot load plays in English and says why (a phone, a tap)', async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'en-US' });
    const { page, errors } = await pageWithErrors(context);
    await context.route('**/*-lang_ru.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${env.server.origin}${BASE}chunk-widgets.html`);
    const ru = page.locator('#ru');
    await ru.locator('.board .tile').first().waitFor();
    const notice = ru.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /That part of the game could not load \(the words of this language could not load\)/);
    await ru.getByRole('button', { name: 'New game' }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'chunk-ru-missing-phone.png'), animations: 'disabled' });
    await ru.getByRole('button', { name: 'Dismiss' }).tap();
    await ru.locator('.board').tap();
    await aMove(page, '#ru');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a widget whose mounting cannot load says why in its language, and mounts when it connects again (a phone, a tap)", async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'en-US' });
    const { page, errors } = await pageWithErrors(context);
    const asked = [];
    page.on('request', (request) => /-widget\.wasm$/.test(request.url()) && asked.push(request.url()));
    await context.route('**/*-widget.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${env.server.origin}${BASE}chunk-widgets.html`);
    const said = (id) => page.locator(`#${id} .invalid[role=alert]`);
    await said('page').waitFor();
    await said('ru').waitFor();
    // As a widget whose main module cannot load says it.
    assert.match(await said('page').textContent(), /^This game could not start\s*The game could not load: its code could not be fetched$/);
    // In the widget's language: its words came, its mounting did not.
    assert.match(await said('ru').textContent(), /^Не удалось запустить игру\s*Не удалось загрузить игру: [^a-z]+$/);
    assert.equal(await page.locator('#ru .board').count(), 0);
    await page.screenshot({ path: join(ARTIFACTS, 'chunk-widget-missing-phone.png'), animations: 'disabled' });
    // Connected again once its code can come, it asks again and plays.
    await context.unroute('**/*-widget.wasm');
    const before = asked.length;
    await page.evaluate(() => {
      const widget = document.getElementById('page');
      const parent = widget.parentNode;
      widget.remove();
      parent.prepend(widget);
    });
    const widget = page.locator('#page');
    await widget.locator('.board .tile').first().waitFor();
    assert.ok(asked.length > before, `asked again: ${asked.length} against ${before}`);
    await widget.locator('.board').tap();
    await aMove(page, '#page');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('each part of the game loads its chunk on first use, and no other part loads with it', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const asked = [];
    // (A widget's mounting too, which the hosted page never asks for.)
    page.on('request', (request) => {
      const m = request.url().match(/game2048-full-[0-9a-f]+-(games|builder|setup|replay|review|analysis|custom|extras|sharing|widget)\.wasm$/);
      if (m) asked.push(m[1]);
    });
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await aMove(page);
    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    assert.deepEqual(asked, ['games']);
    await page.getByRole('button', { name: 'Analyse' }).click();
    await page.locator('.analysis').waitFor();
    assert.deepEqual(asked, ['games', 'analysis']);
    await page.getByRole('button', { name: 'Set up a position' }).click();
    await page.locator('.setup-board').waitFor();
    // (Not the readers of custom games: Play from here waits for them, busy.)
    assert.deepEqual(asked.slice(2), ['setup']);
    await page.locator('.setup-head').getByRole('button').click();
    await page.locator('.setup-board').waitFor({ state: 'detached' });
    if ((await page.locator('.games').count()) === 0) await page.getByRole('button', { name: 'Games' }).click();
    await page.getByRole('button', { name: 'Watch this game' }).click();
    await page.locator('.replay').waitFor();
    assert.deepEqual(asked.slice(3), ['replay']);
    await page.screenshot({ path: join(ARTIFACTS, 'chunk-parts-replay.png'), animations: 'disabled' });
    // What works a review out is a part of its own: the replay's first Review brings
    // it, busy until it comes (held here), then reviews.
    const review = await hold(context, '**/*-review.wasm');
    const reviewButton = page.locator('.review').getByRole('button', { name: 'Review' });
    await reviewButton.click();
    await page.locator('.review button[aria-busy="true"]').waitFor();
    assert.equal(await page.locator('.review-chart').count(), 0);
    review.release();
    await page.locator('.review-chart').waitFor();
    assert.deepEqual(asked.slice(4), ['review']);
    await context.close();
  });

  test('Games waits for its chunk busy, opens when it comes; one that cannot load is said, and the next press loads it', async () => {
    // (No service worker: its precaching would fetch the chunk too.)
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'en-US', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    // The Games chunk is held until the test lets it go: the press waits, busy.
    const chunk = await hold(context, '**/*-games.wasm');
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    const games = page.getByRole('button', { name: 'Games' });
    await games.click();
    await page.locator('.game2048 button[aria-busy="true"]', { hasText: 'Games' }).waitFor();
    assert.equal(await page.locator('.games').count(), 0);
    // The game plays on while the chunk is on its way; a second press asks nothing more.
    await aMove(page);
    await games.click();
    await page.screenshot({ path: join(ARTIFACTS, 'chunk-games-busy.png'), animations: 'disabled' });
    chunk.release();
    await page.locator('.games').waitFor();
    assert.equal(await games.getAttribute('aria-busy'), null);
    assert.equal(await games.getAttribute('aria-expanded'), 'true');
    assert.equal(chunk.asked(), 1);
    await context.close();

    // Now a chunk that cannot load: said, the game goes on, the next press opens it.
    await gamesWhenMissing('**/*-games.wasm', 'chunk-games-missing-phone.png');
    assert.deepEqual(errors, []);
  });

  test("English's lines come beside the game: no move waits for them, a part does; lines that cannot load are said, and the next press loads them", async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'en-US', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    const lines = await hold(context, '**/*-lines_en.wasm');
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    // The game asked for them as it mounted, and plays without them.
    await aMove(page);
    assert.equal(lines.asked(), 1);
    // A part says lines: it waits for them, busy.
    const games = page.getByRole('button', { name: 'Games' });
    await games.click();
    await page.locator('.game2048 button[aria-busy="true"]', { hasText: 'Games' }).waitFor();
    assert.equal(await page.locator('.games').count(), 0);
    lines.release();
    await page.locator('.games').waitFor();
    assert.equal(await games.getAttribute('aria-busy'), null);
    assert.equal(lines.asked(), 1, 'fetched once');
    assert.deepEqual(errors, []);
    await context.close();

    await gamesWhenMissing('**/*-lines_en.wasm', 'chunk-lines-missing-phone.png');
  });

  test("the glue's JS that only chunks call comes with English's lines; when it cannot load, a part says so, and the next press loads it", async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'en-US', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    const asked = [];
    page.on('request', (request) => /-imports\.js/.test(request.url()) && asked.push(request.url()));
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await aMove(page);
    // (Every game asks for English's lines as it mounts, and they bring it.)
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /-imports\.js$/.test(r.name) && r.responseEnd > 0));
    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    assert.equal(asked.length, 1, `fetched once: ${asked.join(' ')}`);
    assert.deepEqual(errors, []);
    await context.close();

    await gamesWhenMissing('**/*-imports.js*', 'chunk-imports-missing-phone.png');
  });

  test("the main module's cold half, which every part waits for: when it cannot load, a part says so, the game plays on, and the next press loads it", async () => {
    // (Nothing the game does before it comes, nor a part's press and what it says then,
    // needs the cold half: scripts/hot-functions.txt has them. A stub that needed it
    // would fail to fetch it here, and throw.)
    await gamesWhenMissing('**/*-cold.wasm', 'chunk-cold-missing-phone.png');
  });

  test("a game finished while the kept games' chunk cannot load is kept when it comes", async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'en-US', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    let refused;
    const tried = new Promise((resolve) => (refused = resolve));
    await context.route('**/*-history.wasm', (route) => {
      refused();
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await pick(page, '3x3');
    await page.locator('.board').click();
    const over = await playToTheEnd(page);
    // The game's end asks for the chunk (the player asked for nothing: nothing is said).
    await tried;
    assert.equal(await page.locator('.notice:visible').count(), 0);
    await context.unroute('**/*-history.wasm');
    await page.getByRole('button', { name: 'Games' }).click();
    const panel = page.locator('.games');
    await panel.waitFor();
    await panel.getByText(new RegExp(`Played 1 · won 0 \\(0%\\) · best score ${over.score}`)).waitFor();
    assert.equal(await panel.locator('.games-list li').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the readers of custom games load only for a custom game: a link opens one (a phone, taps)', async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    const asked = customChunks(page);
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await page.locator('.board').tap();
    await aMove(page);
    await page.getByRole('button', { name: 'Games' }).tap();
    await page.locator('.games').waitFor();
    assert.deepEqual(asked, [], 'presets and the Games panel need no reader of custom games');
    // A custom game's link, pasted while the page is open: they load, and it opens.
    await page.evaluate((game) => (location.hash = `game=${encodeURIComponent(JSON.stringify(game))}`), THREES);
    await page.getByRole('button', { name: "Open the link's game" }).tap();
    await page.waitForFunction(() => window.game2048?.state().variant.startsWith('custom'));
    assert.equal(asked.length, 1);
    assert.equal(await page.evaluate(() => location.hash), '', 'the link is answered: it leaves the address bar');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a custom game's link whose readers cannot load says why, stays in the address bar, and opens once they can", async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'de-DE', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    await context.route('**/*-custom.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(env.server.url + '/');
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    await aMove(page);
    const before = await state(page);
    const hash = `#game=${encodeURIComponent(JSON.stringify(THREES))}`;
    await page.evaluate((h) => (location.hash = h), hash);
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /konnte nicht geladen werden/);
    assert.equal(await page.evaluate(() => location.hash), hash, 'kept for a reload to try again');
    assert.deepEqual(await state(page), before, 'the game plays on, untouched');
    await aMove(page);
    await context.unroute('**/*-custom.wasm');
    await page.reload();
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    await page.getByRole('button', { name: 'Spiel aus dem Link öffnen' }).click();
    await page.waitForFunction(() => window.game2048?.state().variant.startsWith('custom'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('links are read by a chunk that only a page with a link loads; one that cannot load is said, the link kept, and a reload opens it', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'de-DE', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    const asked = [];
    page.on('request', (request) => {
      if (/game2048-full-[0-9a-f]+-links\.wasm$/.test(request.url())) asked.push(request.url());
    });
    await page.goto(env.server.url + '/');
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    await aMove(page);
    assert.deepEqual(asked, [], 'a page without a link loads no reader of links');
    const before = await state(page);
    await context.route('**/*-links.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(env.server.url + '/?preset=fibonacci&seed=42');
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /konnte nicht geladen werden/);
    // (Fetched beside the words, then asked for again as the link is read.)
    assert.ok(asked.length >= 1, 'the link asked for its reader');
    assert.equal(await page.evaluate(() => location.search), '?preset=fibonacci&seed=42', 'kept for a reload to try again');
    assert.deepEqual(await state(page), before, 'the game kept plays on, untouched');
    await aMove(page);
    await context.unroute('**/*-links.wasm');
    await page.reload();
    await page.getByRole('button', { name: 'Spiel aus dem Link öffnen' }).click();
    await page.waitForFunction(() => window.game2048?.state().variant === 'fibonacci');
    assert.equal(await page.evaluate(() => location.search), '', 'answered, the link leaves the address bar');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a German page opened by a link fetches its words and the reader of links side by side, and says in German what the link gets wrong', async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'de-DE', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    const words = await hold(context, '**/*-lang_de.wasm');
    const links = page.waitForRequest(/game2048-full-[0-9a-f]+-links\.wasm$/);
    await page.goto(env.server.url + '/?preset=nope');
    // The reader of links is asked for while the words are still on their way.
    await links;
    assert.equal(words.asked(), 1, 'the words were asked for');
    words.release();
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /^Dieser Link konnte nicht geöffnet werden/);
    assert.equal((await state(page)).variant, 'classic');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a custom game's widget whose readers cannot load says why and keeps its game, which plays once they load", async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    await page.goto(`${env.server.origin}${BASE}chunk-custom.html`);
    const kept = page.locator('#kept');
    await kept.locator('.board .tile').first().waitFor();
    await kept.evaluate((w) => w.ready);
    await kept.locator('.board').tap();
    await aMove(page, '#kept');
    const played = await kept.evaluate((w) => w.state());
    assert.match(played.variant, /^custom/);
    const key = 'game2048:v1:chunk-kept:game';
    const record = await page.evaluate((k) => localStorage.getItem(k), key);

    await context.route('**/*-custom.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.reload();
    const alert = kept.locator('[role="alert"]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /Your game could not be opened \(its code could not be fetched\)\. It is kept/);
    assert.equal(await kept.evaluate((w) => w.state()), null, 'no game: nothing is written over');
    await page.screenshot({ path: join(ARTIFACTS, 'chunk-custom-missing-phone.png'), animations: 'disabled' });
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), record);

    await context.unroute('**/*-custom.wasm');
    await page.reload();
    await kept.locator('.board .tile').first().waitFor();
    await kept.evaluate((w) => w.ready);
    assert.deepEqual(await kept.evaluate((w) => w.state()), played, 'the kept game, as it was');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the JS API's code loads when a script first asks for it; if it cannot, the game plays on and the next ask loads it", async () => {
    const context = await env.browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    const api = [];
    page.on('request', (request) => /-api\.wasm$/.test(request.url()) && api.push(request.url()));
    await context.route('**/*-api.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await aMove(page);
    assert.deepEqual(api, [], 'a visit that never reads window.game2048 never asks for its code');
    // Read, it asks; the chunk cannot come: it stays undefined, and the console says why.
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && /^game2048: That part of the game could not load/.test(m.text()));
    assert.equal(await page.evaluate(() => typeof window.game2048), 'undefined');
    await warned;
    assert.equal(api.length, 1);
    await aMove(page);
    // The next read asks again (once: reads while it comes ask nothing more), and the
    // methods answer.
    await context.unroute('**/*-api.wasm');
    await page.waitForFunction(() => window.game2048);
    assert.equal((await state(page)).variant, 'classic');
    assert.equal(api.length, 2);

    // A widget: `ready` resolves either way; a method throws why, and asks again.
    await context.route('**/*-api.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const host = await context.newPage();
    await host.goto(`${env.server.origin}${BASE}chunk-widgets.html`);
    const widget = host.locator('#page');
    await widget.locator('.board .tile').first().waitFor();
    await widget.evaluate((w) => w.ready);
    const thrown = await widget.evaluate((w) => {
      try {
        return `answered ${JSON.stringify(w.state())}`;
      } catch (e) {
        return e.message;
      }
    });
    assert.match(thrown, /That part of the game could not load \(its code could not be fetched\)/);
    // It plays on: a key moves its tiles.
    await widget.locator('.board').click();
    await aMove(host, '#page');
    await context.unroute('**/*-api.wasm');
    await host.waitForFunction(() => {
      try {
        return document.getElementById('page').state()?.variant === 'classic';
      } catch {
        return false;
      }
    });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("every chunk's file carries its deploy's hash, and the service worker precaches each", async () => {
    const files = await readdir(DIST);
    const glue = files.find((f) => /^game2048-full-[0-9a-f]{16}\.js$/.test(f));
    const hash = glue.match(/[0-9a-f]{16}/)[0];
    const chunks = files.filter((f) => /^game2048-full-.*\.wasm$/.test(f) && !f.endsWith('_bg.wasm'));
    for (const lang of ['de', 'es', 'ru', 'zh', 'ar']) assert.ok(chunks.includes(`game2048-full-${hash}-lang_${lang}.wasm`), chunks.join(' '));
    for (const part of ['games']) assert.ok(chunks.includes(`game2048-full-${hash}-${part}.wasm`), chunks.join(' '));
    assert.ok(chunks.every((f) => f.startsWith(`game2048-full-${hash}-`)), chunks.join(' '));
    const loader = await readFile(join(DIST, `game2048-full-${hash}-split.js`), 'utf8');
    assert.match(await readFile(join(DIST, glue), 'utf8'), new RegExp(`game2048-full-${hash}-split\\.js`));
    const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
    for (const chunk of [...chunks, `game2048-full-${hash}-split.js`]) {
      assert.ok(sw.includes(chunk), `sw.js precaches ${chunk}`);
      if (chunk.endsWith('.wasm')) assert.ok(loader.includes(chunk), `the loader names ${chunk}`);
    }
    assert.doesNotMatch(loader, /__wasm_split\.js|"\.\/(split|chunk)_/);
  });
});
