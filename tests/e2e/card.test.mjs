// A picture of your game (issue 32, item 4), as people make one: *Share image* on a
// finished game clicked on a desktop (no share sheet: a download), on a replay's
// position tapped on a phone (the share sheet, given the file), on today's result;
// `image()` of the page and of a widget, and the iframe's `image` command. Each PNG is
// decoded: its size, and its corner in the page's theme, light or dark; the pictures
// are kept beside the screenshots to be looked at, in English and in Arabic.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, PHONE, openGame, playToTheEnd, setUp, state } from './harness.mjs';

const widgetHost = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
  <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="w" storage-key="card-test" seed="3" theme="dark"></game-2048></body></html>`;
const env = setUp({ [`${BASE}card-host.html`]: widgetHost });
const button = (root, name) => root.getByRole('button', { name, exact: true });
const SMALL = { gridOptions: { gridBoolean: [[1, 1, 1], [1, 1, 1], [1, 1, 1]] } };

/** A PNG's width and height, from its header; fails if `bytes` is no PNG. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The colour of a PNG's top left pixel, decoded by the page, as '#rrggbb'. */
function corner(page, bytes) {
  return page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(4, 4);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const [r, g, b] = context.getImageData(2, 2, 1, 1).data;
    return '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
  }, [...bytes]);
}

/** `image()` of the hosted game (or of the widget `selector`), as bytes. */
async function image(page, selector) {
  const data = await page.evaluate(async (selector) => {
    const api = selector ? document.querySelector(selector) : window.game2048;
    const blob = await api.image();
    return { type: blob.type, bytes: [...new Uint8Array(await blob.arrayBuffer())] };
  }, selector);
  assert.equal(data.type, 'image/png');
  return Buffer.from(data.bytes);
}

/** Plays the 3x3 game from `seed` to its end by keys. */
async function finishSmallGame(page, seed) {
  await page.evaluate(([game, seed]) => window.game2048.newGame({ game, seed }), [SMALL, seed]);
  await page.waitForFunction(() => window.game2048.state().moves === 0 && window.game2048.state().variant.startsWith('custom'));
  return playToTheEnd(page);
}

describe('a picture of your game', () => {
  test('Share image on a finished game downloads a 1080 px card on a desktop; image() answers the same in light and dark', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, acceptDownloads: true });
    const page = await openGame(context, `${env.server.url}/`);
    const end = await finishSmallGame(page, 5);
    assert.equal(end.status, 'over');
    const [download] = await Promise.all([page.waitForEvent('download'), button(page.locator('.overlay'), 'Share image').click()]);
    assert.equal(download.suggestedFilename(), `2048-${end.score}.png`);
    const file = join(ARTIFACTS, 'card-desktop-light.png');
    await download.saveAs(file);
    const bytes = await readFile(file);
    const [width, height] = pngSize(bytes);
    assert.equal(width, 1080);
    assert.ok(height >= 1080 && height <= 1600, `height ${height}`);
    assert.equal(await corner(page, bytes), '#faf8ef', "the light theme's page");
    await page.locator('.notice').waitFor();
    assert.match(await page.textContent('.notice'), /Image saved to your downloads\./);
    // The API's picture is the same card.
    const api = await image(page);
    assert.deepEqual(pngSize(api), [width, height]);
    assert.deepEqual(page.errors, []);
    await context.close();

    const dark = await env.browser.newContext({ ...DESKTOP, colorScheme: 'dark' });
    const night = await openGame(dark, `${env.server.url}/`);
    await finishSmallGame(night, 5);
    const bytesDark = await image(night);
    assert.equal(await corner(night, bytesDark), '#1f1c19', "the dark theme's page");
    await writeFile(join(ARTIFACTS, 'card-desktop-dark.png'), bytesDark);
    await dark.close();
  });

  test("on a phone, a replay's Share image hands the PNG to the share sheet", async () => {
    const context = await env.browser.newContext(PHONE);
    // Headless Chromium has no share sheet: this one takes files and keeps them.
    await context.addInitScript(() => {
      navigator.canShare = (data) => Array.isArray(data?.files);
      navigator.share = async (data) => {
        const file = data.files[0];
        window.shared = { name: file.name, type: file.type, text: data.text, bytes: [...new Uint8Array(await file.arrayBuffer())] };
      };
    });
    const page = await openGame(context, `${env.server.url}/`);
    await page.evaluate(() => window.game2048.newGame({ seed: 21 }));
    for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    const score = (await state(page)).score;
    await button(page, 'Games').tap();
    await button(page, 'Watch this game').tap();
    await page.locator('.replay').waitFor();
    // The picture is of the position on show: the game's end.
    await button(page.locator('.replay'), 'To the end').tap();
    await button(page.locator('.replay'), 'Share image').tap();
    await page.waitForFunction(() => window.shared);
    const shared = await page.evaluate(() => window.shared);
    assert.equal(shared.type, 'image/png');
    assert.equal(shared.name, `2048-${score}.png`);
    assert.match(shared.text, new RegExp(`My game of 2048: ${score.toLocaleString('en')} points\\.`));
    const bytes = Buffer.from(shared.bytes);
    assert.equal(pngSize(bytes)[0], 1080);
    await writeFile(join(ARTIFACTS, 'card-phone-replay.png'), bytes);
    assert.equal(await page.locator('.notice:visible').count(), 0, 'the share sheet is its own word');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a widget's image() and the iframe's image command answer a PNG in the widget's theme", async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, `${env.server.url}/card-host.html`);
    await page.evaluate(() => document.getElementById('w').ready);
    const bytes = await image(page, '#w');
    assert.equal(pngSize(bytes)[0], 1080);
    assert.equal(await corner(page, bytes), '#1f1c19', 'theme="dark"');
    // The iframe: embed.html, commanded by postMessage, answers with the Blob.
    const frame = await context.newPage();
    await frame.goto(`${env.server.url}/card-host.html`);
    const answer = await frame.evaluate(async (src) => {
      const iframe = Object.assign(document.createElement('iframe'), { src, width: 420, height: 640 });
      document.body.append(iframe);
      await new Promise((resolve) =>
        addEventListener('message', function ready(e) {
          if (e.data?.event === 'ready') resolve(removeEventListener('message', ready));
        }),
      );
      const result = new Promise((resolve) =>
        addEventListener('message', (e) => {
          if (e.data?.id === 'pic') resolve(e.data);
        }),
      );
      iframe.contentWindow.postMessage({ game2048: 1, id: 'pic', method: 'image' }, '*');
      const { result: blob, error } = await result;
      return { error, type: blob?.type, size: blob?.size };
    }, `${env.server.url}/embed.html?seed=4`);
    assert.equal(answer.error, undefined);
    assert.equal(answer.type, 'image/png');
    assert.ok(answer.size > 5000, `${answer.size} bytes`);
    await context.close();
  });

  test('in Arabic, the card reads right to left and says its words in Arabic', async () => {
    const context = await env.browser.newContext({ ...PHONE, locale: 'ar' });
    const page = await openGame(context, `${env.server.url}/`);
    await finishSmallGame(page, 9);
    await page.locator('.overlay').getByRole('button', { name: 'شارك صورة' }).waitFor();
    const bytes = await image(page);
    assert.equal(pngSize(bytes)[0], 1080);
    await writeFile(join(ARTIFACTS, 'card-ar.png'), bytes);
    await page.screenshot({ path: join(ARTIFACTS, 'card-ar-overlay.png') });
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
