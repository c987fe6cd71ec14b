// Saved variants as players use them (issue 18, item 1): the builder opened from the
// variant picker; its rules saved under a name; the name in the picker after a reload
// (the main module lists it; playing it loads the readers of custom games); renamed and deleted
// from the builder, delete after a question; a damaged list said and kept; another
// tab's save seen. By mouse on a desktop and by tap on a phone.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, PHONE, hold, openGame, pageWithErrors, setUp, state } from './harness.mjs';

// Two widgets on one page, each with its own storage key.
const widgets = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <title>host</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="a" storage-key="variants-a"></game-2048>
  <game-2048 id="b" storage-key="variants-b"></game-2048></body></html>`;

const env = setUp({ [`${BASE}variants-host.html`]: widgets });
const KEY = 'game2048:v1:main:variants';

const picker = (page) => page.locator('.controls select');
/** The picker's saved variants, by name. */
const listed = (page) =>
  picker(page).locator('optgroup[label="Your variants"] option').allTextContents();

async function openBuilder(page) {
  await picker(page).selectOption({ label: 'Create a game' });
  const builder = page.locator('.builder');
  await builder.waitFor();
  return builder;
}

async function saveAs(page, builder, name, press) {
  await builder.getByLabel('Name', { exact: true }).fill(name);
  await press(builder.getByRole('button', { name: 'Save as a variant' }));
}

for (const [mode, options, press] of [
  ['mouse', DESKTOP, (l) => l.click()],
  ['tap', PHONE, (l) => l.tap()],
]) {
  describe(`saved variants, ${mode}`, () => {
    test('save, reload, play from the picker, rename, delete', async () => {
      const context = await env.browser.newContext(options);
      let page = await openGame(context, env.server.url + '/');
      let builder = await openBuilder(page);
      assert.equal(await picker(page).inputValue(), 'classic', 'the picker still shows the game');
      await builder.getByLabel('Shortest merge').selectOption('3');
      await saveAs(page, builder, '  Runs   of three ', press);
      assert.equal(
        await builder.locator('.builder-said').textContent(),
        'Saved “Runs of three”: it is in the variant picker.',
      );
      assert.deepEqual(await listed(page), ['Runs of three']);
      // The same rules again: refused with the reason, nothing added.
      await saveAs(page, builder, 'Again', press);
      assert.equal(
        await builder.locator('.builder-said[role=alert]').textContent(),
        'These rules are saved already, as “Runs of three”.',
      );
      assert.deepEqual(await listed(page), ['Runs of three']);
      await page.screenshot({ path: join(ARTIFACTS, `variants-${mode}.png`), fullPage: true });

      // A new visit: the first load (no builder: its chunk is not loaded) lists it.
      await page.close();
      page = await openGame(context, env.server.url + '/');
      assert.equal(await page.locator('.builder').count(), 0, 'no builder');
      assert.deepEqual(await listed(page), ['Runs of three']);
      const classic = await state(page);
      await picker(page).selectOption({ label: 'Runs of three' });
      await page.waitForFunction(() => window.game2048.state().variant.startsWith('custom-'));
      const key = (await state(page)).variant;
      assert.notEqual(key, classic.variant);
      assert.equal(await picker(page).inputValue(), key, 'the picker shows the saved variant');
      assert.equal((await state(page)).moves, 0);

      // Renamed, from the builder; the picker follows.
      builder = await openBuilder(page);
      const row = builder.locator(`li[data-variant="${key}"]`);
      await press(row.getByRole('button', { name: 'Rename' }));
      const field = row.getByLabel('Name');
      assert.ok(await field.evaluate((f) => f === document.activeElement), 'the field has the focus');
      await field.fill('Threes');
      await field.press('Enter');
      assert.equal(await row.locator('.variant-name').textContent(), 'Threes');
      assert.deepEqual(await listed(page), ['Threes']);
      assert.equal(await picker(page).inputValue(), key);

      // Deleted after a question; Cancel keeps it. The game of its rules plays on.
      await press(row.getByRole('button', { name: 'Delete' }));
      assert.match(await row.textContent(), /Delete “Threes”\? Its best score and finished games are kept/);
      await press(row.getByRole('button', { name: 'Cancel' }));
      assert.deepEqual(await listed(page), ['Threes']);
      await press(row.getByRole('button', { name: 'Delete' }));
      await press(row.getByRole('button', { name: 'Delete' }));
      assert.equal(await builder.locator('.builder-said').textContent(), 'Deleted “Threes”.');
      assert.deepEqual(await listed(page), []);
      assert.equal((await state(page)).variant, key);
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), 'game2048-variants 1');
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  });
}

describe('saved variants, bad data and other tabs', () => {
  test('a damaged variant says why and changes nothing; unreadable lines are kept', async () => {
    const context = await env.browser.newContext(DESKTOP);
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          key,
          'game2048-variants 1\nBroken\t{"gridOptions":{"mergeConditionFnName":"nope"}}\nnot a variant',
        );
      }
    }, KEY);
    const page = await openGame(context, env.server.url + '/');
    assert.deepEqual(await listed(page), ['Broken']);
    const before = await state(page);
    await picker(page).selectOption({ label: 'Broken' });
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /The saved variant “Broken” cannot be played \(.*nope.*\); it is kept as it is\./);
    assert.deepEqual(await state(page), before, 'the game is untouched');
    assert.equal(await picker(page).inputValue(), 'classic');

    const builder = await openBuilder(page);
    assert.match(await builder.textContent(), /1 saved variant could not be read; it is kept as it was\./);
    await builder.getByLabel('Shortest merge').selectOption('3');
    await saveAs(page, builder, 'Mine', (l) => l.click());
    const kept = await page.evaluate((k) => localStorage.getItem(k), KEY);
    const lines = kept.split('\n');
    assert.equal(lines[0], 'game2048-variants 1');
    assert.deepEqual(lines.map((l) => l.split('\t')[0]), ['game2048-variants 1', 'Broken', 'Mine', 'not a variant']);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('a list from a newer version is left alone', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const newer = 'game2048-variants 2\nFuture\t{}';
    await context.addInitScript(([key, newer]) => localStorage.setItem(key, newer), [KEY, newer]);
    const page = await openGame(context, env.server.url + '/');
    assert.deepEqual(await listed(page), []);
    const builder = await openBuilder(page);
    await builder.getByLabel('Shortest merge').selectOption('3');
    await saveAs(page, builder, 'Mine', (l) => l.click());
    assert.match(await builder.locator('.builder-said').textContent(), /written by a newer version/);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), newer);
    await context.close();
  });

  test("another tab's save appears in this tab's picker", async () => {
    const context = await env.browser.newContext(DESKTOP);
    const one = await openGame(context, env.server.url + '/');
    const two = await openGame(context, env.server.url + '/');
    const builder = await openBuilder(one);
    await builder.getByLabel('Shortest merge').selectOption('3');
    await saveAs(one, builder, 'Shared', (l) => l.click());
    await two.waitForFunction(() =>
      [...document.querySelectorAll('.controls optgroup option')].some((o) => o.textContent === 'Shared'),
    );
    assert.deepEqual(await listed(two), ['Shared']);
    await context.close();
  });
});

describe('saved variants in a widget', () => {
  test("a widget's picker opens its builder, saves and plays its own variants; the other widget's list is its own", async () => {
    const context = await env.browser.newContext(DESKTOP);
    const { page, errors } = await pageWithErrors(context);
    await page.goto(env.server.url + '/variants-host.html');
    const a = page.locator('#a');
    const b = page.locator('#b');
    await a.locator('.board .tile').first().waitFor();
    await b.locator('.board .tile').first().waitFor();
    await page.evaluate(() => Promise.all([...document.querySelectorAll('game-2048')].map((g) => g.ready)));
    await a.locator('.controls select').selectOption({ label: 'Create a game' });
    const builder = a.locator('.builder');
    await builder.waitFor();
    await builder.getByLabel('Shortest merge').selectOption('3');
    await builder.getByLabel('Name', { exact: true }).fill('Widget threes');
    await builder.getByRole('button', { name: 'Save as a variant' }).click();
    const names = (w) => w.locator('.controls optgroup option').allTextContents();
    assert.deepEqual(await names(a), ['Widget threes']);
    assert.deepEqual(await names(b), [], 'the other widget keeps its own list');
    await a.locator('.controls select').selectOption({ label: 'Widget threes' });
    await page.waitForFunction(() => document.querySelector('#a').state().variant.startsWith('custom-'));
    assert.equal(await a.locator('.controls select').inputValue(), await a.evaluate((w) => w.state().variant));
    assert.equal(await b.evaluate((w) => w.state().variant), 'classic');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('saved variants and the readers of custom games', () => {
  test('a saved variant picked waits for the readers of custom games, its picker busy, then plays', async () => {
    // (No service worker: its precaching would fetch the chunk too.)
    const context = await env.browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const { page, errors } = await pageWithErrors(context);
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, 'game2048-variants 1\nThrees\t{"gridOptions":{"minMergeLength":3}}');
    }, KEY);
    const readers = await hold(context, '**/*-custom.wasm');
    await page.goto(env.server.url + '/');
    await page.waitForSelector('.game2048 .board .tile');
    assert.deepEqual(await listed(page), ['Threes']);
    assert.equal(readers.asked(), 0, 'a saved variant listed needs no reader');
    await picker(page).selectOption({ label: 'Threes' });
    await page.locator('.controls select[aria-busy="true"]').waitFor();
    assert.equal((await state(page)).variant, 'classic', 'nothing starts before they come');
    readers.release();
    await page.waitForFunction(() => window.game2048.state().variant.startsWith('custom-'));
    assert.equal(await picker(page).getAttribute('aria-busy'), null);
    assert.equal(readers.asked(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
