// The main module's cold half (scripts/cold-split.mjs): the functions no first visit
// runs, which come with the first chunk every game asks for as it plays. A first visit
// must make its first move (a key on a desktop, a swipe on a phone, in English or
// another language; a widget's) without it: if one needed it before it came, the stub
// would fetch it at once, and `performance` would have the mark these tests look for.
// When one fails here, a function a first visit runs is not in
// scripts/hot-functions.txt (renamed, or new): `node tests/e2e/cold-profile.mjs`
// writes it again.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARROWS, BASE, DESKTOP, PHONE, domTiles, movesUntil, pageWithErrors, setUp, swipe } from './harness.mjs';

const host = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>host</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 storage-key="cold"></game-2048></body></html>`;
const env = setUp({ [`${BASE}cold-host.html`]: host });

const COLD = /-cold\.wasm$/;

/** A context whose cold half, fetched as a chunk, waits until `release()` (a stub's
 *  fetch at once, an XHR, goes through). */
async function withColdHeld(options) {
  const context = await env.browser.newContext({ ...options, serviceWorkers: 'block' });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await context.route(COLD, async (route) => {
    if (route.request().resourceType() !== 'xhr') await held;
    await route.continue().catch(() => {});
  });
  return { context, release };
}

/** How many times the page fetched the cold half at once, in a stub. */
const syncLoads = (page) => page.evaluate(() => performance.getEntriesByName('game2048-cold-sync').length);

/** Tries `move(i)` until `n` moves changed the board (`root`'s game), and says so. */
async function moves(page, n, move, root = '.game2048') {
  assert.equal(await movesUntil(page, n, move, root), n, `${n} moves changed the board`);
}

describe("the main module's cold half", () => {
  test('a first visit on a desktop makes its first move before it comes; then the parts, which wait for it, open', async () => {
    const { context, release } = await withColdHeld(DESKTOP);
    const { page, errors } = await pageWithErrors(context);
    await page.goto(`${env.server.url}/`);
    await page.waitForSelector('.game2048 .board .tile');
    await moves(page, 1, (i) => page.keyboard.press(ARROWS[i % 4]));
    assert.equal(await syncLoads(page), 0, 'the first move did not fetch the cold half at once');
    release();
    await page.getByRole('button', { name: 'Games' }).click();
    await page.locator('.games').waitFor();
    await page.keyboard.press('Escape');
    await moves(page, 3, (i) => page.keyboard.press(ARROWS[i % 4]));
    assert.equal(await syncLoads(page), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a first visit in German on a phone shows its words and makes its first swipe before it comes', async () => {
    const { context, release } = await withColdHeld({ ...PHONE, locale: 'de-DE' });
    const { page, errors } = await pageWithErrors(context);
    await page.goto(`${env.server.url}/`);
    await page.getByRole('button', { name: 'Neues Spiel' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await moves(page, 1, (i) => swipe(page, cdp, i));
    assert.equal(await syncLoads(page), 0, 'the first swipe did not fetch the cold half at once');
    release();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a widget waits for it with its mounting, and plays', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    const fetched = [];
    page.on('request', (request) => COLD.test(request.url()) && fetched.push(request.resourceType()));
    await page.goto(`${env.server.url}/cold-host.html`);
    await page.locator('game-2048 .board .tile').nth(1).waitFor();
    assert.ok(fetched.length > 0 && !fetched.includes('xhr'), `the cold half came as a chunk: ${fetched.join(', ')}`);
    const box = await page.locator('game-2048 .board').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await moves(page, 3, (i) => page.keyboard.press(ARROWS[i % 4]));
    assert.equal(await syncLoads(page), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a press that needs it before it came fetches it at once, and does what it does', async () => {
    // (Its chunk never comes: a stub's fetch at once is the only way it can.)
    const { context } = await withColdHeld(DESKTOP);
    const { page, errors } = await pageWithErrors(context);
    await page.goto(`${env.server.url}/`);
    await page.waitForSelector('.game2048 .board .tile');
    const before = JSON.stringify(await domTiles(page));
    await moves(page, 1, (i) => page.keyboard.press(ARROWS[i % 4]));
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction(() => performance.getEntriesByName('game2048-cold-sync').length === 1);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    assert.equal(JSON.stringify(await domTiles(page)), before, 'the move was undone');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
