// Hosts choose the chrome (issue 19, item 5): a widget's `controls` (full, compact,
// none) and `picker` (off keeps the player on the host's variant), in a 280 px sidebar
// and a 600 px column, by attribute and as the iframe's query parameters; each form
// played as people do (a click on New game, keys on the focused board, a tap on a phone).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, PHONE, pageWithErrors, setUp } from './harness.mjs';

/** A host page with one widget of these attributes in a column `width` px wide. */
const host = (width, attributes) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>host</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script>
  <style>body { margin: 0; font: 16px serif; } aside { width: ${width}px; padding: 0; }</style></head>
  <body><aside><game-2048 id="w" ${attributes}></game-2048></aside><p>After the widget.</p></body></html>`;

const FORMS = {
  full: 'controls="full" preset="donut" picker="off" storage-key="chrome-full"',
  compact: 'controls="compact" preset="donut" storage-key="chrome-compact"',
  none: 'controls="none" preset="donut" storage-key="chrome-none"',
};
const pages = {};
for (const width of [280, 600]) {
  for (const [form, attributes] of Object.entries(FORMS)) {
    pages[`${BASE}chrome-${form}-${width}.html`] = host(width, attributes);
  }
}
const env = setUp(pages);

async function open(form, width, options = DESKTOP) {
  const context = await env.browser.newContext(options);
  const { page, errors } = await pageWithErrors(context);
  await page.goto(`${env.server.url}/chrome-${form}-${width}.html`);
  const widget = page.locator('#w');
  await widget.locator('.board .tile').first().waitFor();
  await widget.evaluate((w) => w.ready);
  return { context, page, widget, errors };
}

const moves = (widget) => widget.evaluate((w) => w.state().moves);
/** How many of the widget's elements that `selector` matches are displayed. */
const shown = (widget, selector) =>
  widget.evaluate((w, s) => [...w.shadowRoot.querySelectorAll(s)].filter((e) => e.checkVisibility()).length, selector);

describe('controls', () => {
  for (const width of [280, 600]) {
    test(`compact at ${width} px: the scores and New game over the board, nothing else, nothing wider than the column`, async () => {
      const { context, page, widget, errors } = await open('compact', width);
      assert.equal(await shown(widget, '.score-box'), 2);
      assert.deepEqual(await widget.getByRole('button').allTextContents(), ['New game']);
      for (const gone of ['.title', '.ai-controls', 'select']) {
        assert.equal(await shown(widget, gone), 0, gone);
      }
      // One row: the scores and New game side by side, over the board.
      const [scores, button, board] = await Promise.all(
        [widget.locator('.scores'), widget.getByRole('button', { name: 'New game' }), widget.locator('.board')].map((l) => l.boundingBox()),
      );
      assert.ok(scores.y + scores.height <= board.y && button.y + button.height <= board.y);
      assert.ok(button.y < scores.y + scores.height && button.x > scores.x + scores.width);
      const widths = await widget.evaluate((w) => {
        const root = w.shadowRoot;
        return {
          host: w.getBoundingClientRect().width,
          content: Math.max(...[...root.querySelectorAll('.game2048, .board, .game-header, .controls')].map((e) => e.getBoundingClientRect().right - w.getBoundingClientRect().left)),
        };
      });
      assert.ok(widths.content <= width + 0.5, JSON.stringify(widths));
      await page.screenshot({ path: join(ARTIFACTS, `chrome-compact-${width}.png`), animations: 'disabled' });
      // Played by keys on the focused board, then New game by a click, asked first.
      await widget.locator('.board').click();
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
      assert.ok((await moves(widget)) > 0);
      await widget.getByRole('button', { name: 'New game' }).click();
      await widget.locator('.question').getByRole('button').first().click();
      assert.equal(await moves(widget), 0);
      assert.equal(await widget.evaluate((w) => w.state().variant), 'donut');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test(`none at ${width} px: the board alone, played by keys and the JS API`, async () => {
      const { context, page, widget, errors } = await open('none', width);
      assert.equal(await widget.getByRole('button').count(), 0);
      assert.equal(await shown(widget, '.score-box, .title, select, button'), 0);
      await page.screenshot({ path: join(ARTIFACTS, `chrome-none-${width}.png`), animations: 'disabled' });
      await widget.locator('.board').click();
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
      const byKeys = await moves(widget);
      assert.ok(byKeys > 0);
      await widget.evaluate((w) => ['left', 'up', 'right', 'down'].forEach((d) => w.move(d)));
      assert.ok((await moves(widget)) > byKeys);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test(`full with picker="off" at ${width} px: every control but the variant picker`, async () => {
      const { context, page, widget, errors } = await open('full', width);
      assert.equal(await widget.locator('.title').isVisible(), true);
      for (const name of ['New game', 'Undo', 'Games', 'Hint']) {
        assert.equal(await widget.getByRole('button', { name, exact: true }).isVisible(), true, name);
      }
      assert.equal(await widget.locator('.controls .picker').isVisible(), false);
      // Nor a way round it: the Games panel offers no builder.
      await widget.getByRole('button', { name: 'Games', exact: true }).click();
      await widget.locator('.games').waitFor();
      assert.equal(await widget.getByRole('button', { name: 'Create a game' }).isVisible(), false);
      await widget.getByRole('button', { name: 'Games', exact: true }).click();
      await page.screenshot({ path: join(ARTIFACTS, `chrome-full-${width}.png`), fullPage: true, animations: 'disabled' });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('compact on a phone: a tap on New game, swipes play', async () => {
    const { context, page, widget, errors } = await open('compact', 280, PHONE);
    // A game in progress (through the API), then New game tapped: asked first.
    await widget.evaluate((w) => ['left', 'up', 'right', 'down'].forEach((d) => w.move(d)));
    assert.ok((await moves(widget)) > 0);
    await widget.getByRole('button', { name: 'New game' }).tap();
    await widget.locator('.question').getByRole('button').first().tap();
    assert.equal(await moves(widget), 0);
    // Swipes on the board play.
    const box = await widget.locator('.board').boundingBox();
    const cdp = await context.newCDPSession(page);
    const touch = (type, x, y) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    for (const [dx, dy] of [[-80, 0], [0, -80], [80, 0], [0, 80]]) {
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await touch('touchStart', x, y);
      await touch('touchMove', x + dx / 2, y + dy / 2);
      await touch('touchMove', x + dx, y + dy);
      await touch('touchEnd');
    }
    assert.ok((await moves(widget)) > 0);
    await page.screenshot({ path: join(ARTIFACTS, 'chrome-compact-phone.png'), animations: 'disabled' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the iframe takes the same as query parameters; a bad value is said inside it', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.setContent(`<iframe style="width:280px;height:420px;border:0"
      src="${env.server.url}/embed.html?controls=compact&preset=donut&storage-key=frame-compact"></iframe>
      <iframe style="width:280px;height:200px;border:0" src="${env.server.url}/embed.html?controls=tiny"></iframe>`);
    const [good, bad] = [page.frameLocator('iframe').nth(0), page.frameLocator('iframe').nth(1)];
    await good.locator('.game2048[data-controls="compact"] .board').waitFor();
    // (A frame in a blank page may not keep anything: the notice that says so stays.)
    const buttons = (await good.getByRole('button').allTextContents()).filter((t) => t !== 'Dismiss');
    assert.deepEqual(buttons, ['New game']);
    assert.equal(
      await bad.locator('[role=alert]').textContent(),
      'This game could not startThe controls attribute must be "full", "compact" or "none", not "tiny".',
    );
    await context.close();
  });

  test('an invalid controls or picker value is said inside the widget', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.setContent(`<script type="module" src="${env.server.url}/game2048-embed.js"></script>
      <game-2048 id="a" controls="sidebar"></game-2048><game-2048 id="b" picker="hidden"></game-2048>`);
    assert.match(await page.locator('#a [role=alert]').textContent(), /The controls attribute must be "full", "compact" or "none", not "sidebar"\./);
    assert.match(await page.locator('#b [role=alert]').textContent(), /The picker attribute must be "on" or "off", not "hidden"\./);
    await context.close();
  });
});
