// Every player's language (issue 19, item 1): a German browser on a desktop, an Arabic
// one on a phone (right to left, the board not mirrored), the page's language picker
// (kept), and widgets with a `lang` attribute beside one that follows its host page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, PHONE, hold, pageWithErrors, setUp, state } from './harness.mjs';

const widgets = (lang) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>host</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script>
  <style>body { margin: 0; font: 16px serif; display: flex; flex-wrap: wrap; gap: 16px; } game-2048 { width: 320px; }</style></head>
  <body><game-2048 id="ru" lang="ru" undo="off" controls="compact" storage-key="lang-ru"></game-2048>
  <game-2048 id="page" controls="compact" storage-key="lang-page"></game-2048>
  <game-2048 id="fr" lang="fr-CA" controls="compact" storage-key="lang-fr"></game-2048>
  <game-2048 id="bad" lang="ar" controls="tiny"></game-2048></body></html>`;
const bare = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
  <script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="w" controls="compact" storage-key="lang-bare"></game-2048></body></html>`;
// Widgets a host set up wrong, on a German page: each says why in German.
const refused = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>host</title>
  <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="limit" game='{"limits":{"moves":0}}'></game-2048>
  <game-2048 id="preset" preset="7x7"></game-2048>
  <game-2048 id="theme" theme="sepia"></game-2048></body></html>`;
const env = setUp({
  [`${BASE}widgets-refused-de.html`]: refused,
  [`${BASE}widgets-en.html`]: widgets('en'),
  [`${BASE}widgets-de.html`]: widgets('de-AT'),
  [`${BASE}widgets-bare.html`]: bare,
});

const FULL = /game2048-full-[0-9a-f]+_bg\.wasm$/;

describe('languages', () => {
  test('a German browser on a desktop: German from the first paint, played and kept', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'de-DE' });
    const { page, errors } = await pageWithErrors(context);
    // Hold the full build (which speaks German) to look at the page before it comes.
    const full = await hold(page, FULL);
    await page.goto(env.server.url + '/');
    await page.waitForFunction(() => document.documentElement.dataset.translating === '');
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['de', 'ltr']);
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('[data-say], #how-to')].every((e) => getComputedStyle(e).visibility === 'hidden'),
    );
    assert.ok(hidden, 'no English shows while the German words load');
    full.release();
    await page.waitForSelector('.game2048 .board .tile');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-translating'));
    assert.equal(await page.locator('.how-to h2').textContent(), 'Spielanleitung');
    assert.match(await page.locator('#how-to').textContent(), /^Verschiebe die Steine/);
    assert.equal(await page.locator('#undo-setting option[value=off]').textContent(), 'Aus');
    await page.screenshot({ path: join(ARTIFACTS, 'lang-de-desktop.png'), fullPage: true, animations: 'disabled' });

    // Played with real keys and a click: German all the way.
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    assert.ok((await state(page)).moves > 0);
    assert.doesNotMatch(await page.locator('[aria-live=polite]').textContent(), /Moved|Score/);
    await page.getByRole('button', { name: 'Neues Spiel' }).click();
    const question = await page.locator('.question').textContent();
    assert.match(question, /Spiel/);
    await page.locator('.question').getByRole('button').nth(1).click();

    // The picker: Español, kept across a reload, then back.
    await page.locator('#language').selectOption('es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.getByRole('button', { name: 'Nueva partida' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Nueva partida' }).waitFor();
    assert.equal(await page.locator('#language').inputValue(), 'es');
    await page.locator('#language').selectOption('de');
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    // The numbers the catalogue writes are Intl's (app::copy's tests hold these).
    const intl = await page.evaluate(() => ['en', 'de', 'es', 'ru', 'zh-Hans', 'ar'].map((l) => new Intl.NumberFormat(l).format(8532)));
    assert.deepEqual(intl, ['8,532', '8.532', '8532', '8\u00a0532', '8,532', '8,532']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('an Arabic browser on a phone: right to left, the board and its swipes not mirrored', async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'ar' });
    const page = await context.newPage();
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-translating'));
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
    const newGame = page.getByRole('button', { name: 'لعبة جديدة' });
    // (New game, then Undo, in one row.)
    const undo = page.locator('.controls > button').nth(1);
    const [a, b] = [await newGame.boundingBox(), await undo.boundingBox()];
    assert.ok(a.x > b.x, 'the controls run right to left');
    assert.equal(await page.locator('.board').evaluate((e) => getComputedStyle(e).direction), 'ltr');
    await page.screenshot({ path: join(ARTIFACTS, 'lang-ar-phone.png'), fullPage: true, animations: 'disabled' });

    // A swipe to the left moves the tiles to the left: column 0 fills.
    const box = await page.locator('.board').boundingBox();
    const cdp = await context.newCDPSession(page);
    const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const cells = (row) => (/\s/.test(row.trim()) ? row.trim().split(/\s+/) : [...row]);
    // Rows with a gap before a tile: after a move to the left only the new tile's may.
    const gaps = (board) => board.filter((row) => cells(row).some((c, i, all) => c === '.' && all.slice(i + 1).some((d) => d !== '.'))).length;
    const before = await state(page);
    const [x, y] = [box.x + box.width * 0.75, box.y + box.height / 2];
    await touch('touchStart', x, y);
    await touch('touchMove', x - 60, y);
    await touch('touchMove', x - 120, y);
    await touch('touchEnd');
    const after = await state(page);
    if (gaps(before.board) > 0) {
      assert.equal(after.moves, before.moves + 1, 'the swipe moved');
      assert.ok(gaps(after.board) <= 1, after.board.join(' / '));
    }
    const live = await page.locator('[aria-live=polite]').textContent();
    assert.doesNotMatch(live, /[A-Za-z]{4,}/, live);
    await context.close();
  });

  test('an Arabic player who imports a file that is not the game\'s is told why in Arabic, by a tap', async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'ar' });
    const page = await context.newPage();
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-translating'));
    await page.getByRole('button', { name: 'الألعاب' }).tap();
    const importLabel = page.locator('label.button', { hasText: 'استيراد' });
    await importLabel.waitFor();
    const before = await page.evaluate(() => JSON.stringify(localStorage));
    // Another program's JSON, and then one from a newer version of the game.
    for (const [name, text, says] of [
      ['other.json', JSON.stringify({ hello: 'world' }), 'ليس ملفًا من game2048'],
      ['newer.json', JSON.stringify({ format: 'game2048-data', version: 99 }), 'أنشأه إصدار أحدث من اللعبة'],
    ]) {
      if (await page.locator('.notice:visible').count()) await page.getByRole('button', { name: 'تجاهل' }).tap();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), importLabel.tap()]);
      await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
      const notice = page.locator('.notice');
      await notice.waitFor();
      const said = await notice.textContent();
      assert.ok(said.includes('تعذّر استيراد هذا الملف') && said.includes(says), said);
      // No English beyond the game's name and a version's digits.
      assert.doesNotMatch(said.replace(/game2048/g, ''), /[A-Za-z]{3,}/, said);
      assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), before);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'import-refused-ar-phone.png'), animations: 'disabled' });
    await context.close();
  });

  test("a German player's bad limits in the builder are refused beside their fields in German, by mouse and keys", async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'de-DE' });
    const { page, errors } = await pageWithErrors(context);
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-translating'));
    await page.getByRole('button', { name: 'Spiele' }).click();
    await page.getByRole('button', { name: 'Spiel erstellen' }).click();
    const builder = page.locator('.builder');
    await builder.waitFor();
    const live = await state(page);
    // Typed as a player types: a click into the field, the digits, Tab away.
    const type = async (label, text) => {
      await builder.getByLabel(label).click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    };
    const fault = (label) => builder.locator('label', { hasText: label }).locator('.builder-fault');
    await type('Zuglimit', '0');
    assert.equal(await fault('Zuglimit').textContent(), 'muss eine ganze Zahl von 1 bis 100.000 sein, nicht 0');
    await type('Zuglimit', '');
    await type('Tauschen', '100');
    assert.equal(await fault('Tauschen').textContent(), 'muss 0 bis 99 sein, nicht 100');
    assert.equal(await builder.getByRole('button', { name: 'Dieses Spiel spielen' }).isDisabled(), true);
    await page.screenshot({ path: join(ARTIFACTS, 'builder-fault-de-desktop.png'), animations: 'disabled' });
    await type('Tauschen', '3');
    assert.equal(await builder.locator('.builder-fault').count(), 0);
    assert.deepEqual(await state(page), live);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("an Arabic player's link to a game that cannot be played says why in Arabic, and classic plays", async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'ar' });
    const { page, errors } = await pageWithErrors(context);
    const game = encodeURIComponent(JSON.stringify({ limits: { moves: 0 } }));
    for (const [link, says] of [
      [`#game=${game}`, 'اللعبة غير صالحة: limits.moves: يجب أن يكون عددًا صحيحًا من 1 إلى 100,000، لا 0'],
      ['?preset=nope', 'نمط جاهز غير معروف «nope»'],
      ['?seed=-1', 'البذرة «-1» ليست عددًا صحيحًا'],
      ['?preset=classic&game=%7B%7D', 'يذكر نمطًا جاهزًا ولعبة معًا'],
    ]) {
      await page.goto(env.server.url + '/' + link);
      const notice = page.locator('.notice');
      await notice.waitFor();
      const said = await notice.textContent();
      assert.ok(said.startsWith('تعذّر فتح هذا الرابط: ') && said.includes(says), said);
      // No English but the link's own names: its fields, the presets' ids, what it gave.
      const own = said.replace(/limits\.moves|«[^»]*»|\([^)]*\)/g, '');
      assert.doesNotMatch(own, /[A-Za-z]{3,}/, said);
      await page.locator('.game2048 .board .tile').first().waitFor();
      assert.equal((await state(page)).variant, 'classic', link);
      if (link.startsWith('#game')) {
        await page.screenshot({ path: join(ARTIFACTS, 'link-refused-ar-phone.png'), animations: 'disabled' });
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('widgets a German host set up wrong say why in German', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const { page, errors } = await pageWithErrors(context);
    await page.goto(env.server.url + '/widgets-refused-de.html');
    for (const [id, says] of [
      ['limit', 'Die Attribute verlangen ein Spiel, das nicht gespielt werden kann: das Spiel ist ungültig: limits.moves: muss eine ganze Zahl von 1 bis 100.000 sein, nicht 0.'],
      ['preset', 'Die Attribute verlangen ein Spiel, das nicht gespielt werden kann: unbekannte Vorlage „7x7“ (bekannt: classic, '],
      ['theme', 'Das Attribut theme muss "system", "light" oder "dark" sein, nicht "sepia".'],
    ]) {
      const alert = page.locator(`#${id} [role=alert]`);
      await alert.waitFor();
      assert.ok((await alert.textContent()).includes(says), `${id}: ${await alert.textContent()}`);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'widgets-refused-de.png'), fullPage: true, animations: 'disabled' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a widget on a page that names no language speaks the browser's first one it knows", async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'fr-FR' });
    const page = await context.newPage();
    // French first (not spoken), then Spanish.
    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'es-MX', 'en'] }));
    await page.goto(`${env.server.url}/widgets-bare.html`);
    const widget = page.locator('#w');
    await widget.locator('.board .tile').first().waitFor();
    assert.equal(await widget.getByRole('button').first().textContent(), 'Nueva partida');
    await context.close();
  });

  for (const host of ['en', 'de']) {
    test(`widgets on a page in "${host}": lang="ru" speaks Russian, one without lang the page's, one in a language not spoken the page's too`, async () => {
      const context = await env.browser.newContext({ ...DESKTOP, locale: 'es-ES' });
      const { page, errors } = await pageWithErrors(context);
      await page.goto(`${env.server.url}/widgets-${host}.html`);
      const widget = (id) => page.locator(`#${id}`);
      for (const id of ['ru', 'page', 'fr']) await widget(id).locator('.board .tile').first().waitFor();
      const button = (id) => widget(id).getByRole('button').first().textContent();
      assert.equal(await button('ru'), 'Новая игра');
      assert.equal(await button('page'), host === 'en' ? 'New game' : 'Neues Spiel');
      assert.equal(await button('fr'), host === 'en' ? 'New game' : 'Neues Spiel', 'fr-CA: the page decides');
      const root = (id) => widget(id).evaluate((w) => [...w.shadowRoot.children].find((e) => e.hasAttribute('lang'))?.getAttribute('lang'));
      assert.equal(await root('ru'), 'ru');
      // Its JS API speaks its language too.
      await widget('ru').evaluate((w) => w.ready);
      const thrown = await widget('ru').evaluate((w) => {
        try {
          w.undo();
        } catch (e) {
          return e.message;
        }
      });
      assert.equal(thrown, 'undo, redo: в этой игре отмена ходов выключена');
      // The panel of a widget that cannot start speaks its language, right to left.
      const alert = widget('bad').locator('[role=alert]');
      assert.equal(
        await alert.textContent(),
        'تعذّر بدء هذه اللعبة' + 'يجب أن تكون قيمة السمة controls "full" أو "compact" أو "none"، لا "tiny".',
      );
      assert.equal(await alert.evaluate((e) => getComputedStyle(e).direction), 'rtl');
      if (host === 'en') await page.screenshot({ path: join(ARTIFACTS, 'lang-widgets.png'), animations: 'disabled' });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
