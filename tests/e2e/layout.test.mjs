// The page's layout as issue 31 asks it (a calm page, the board the hero), at 1280x800
// with a mouse and on a 390x844 phone with taps:
// - with each panel open (Games, Analyse, Set up a position, Create a game, a replay,
//   its review) the board stays wholly in the viewport and where it was; beside the
//   board on the wide screen, and on the phone a sheet that leaves the board clear
//   where the panel works on it (the editor, the analysis, a replay and its review);
// - the focus goes to a panel as it opens and back to what opened it as it closes;
// - the first screen's rows (New game, Undo, the variant; Games and the AI) are one row
//   each in every language at both sizes;
// - every control on the phone is at least 44x44 CSS px, with each panel open;
// - every control's words are 4.5:1 against what is behind them (3:1 when large and
//   bold) in both themes, pressed and not;
// - axe-core finds no WCAG 2.2 AA violation with each panel open, in both themes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ARTIFACTS, PHONE, pick, pageWithErrors, setUp, shownEntry } from './harness.mjs';

const env = setUp();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WIDE = { viewport: { width: 1280, height: 800 } };
const SIZES = [
  ['wide', WIDE, (l) => l.click()],
  ['phone', PHONE, (l) => l.tap()],
];
const LANGUAGES = ['en-US', 'de-DE', 'es-ES', 'ru-RU', 'zh-CN', 'ar-EG'];

/** Each panel as a player opens it; the panels that work on the board say so. */
const PANELS = {
  games: { onBoard: false, open: async (page, press) => press(page.getByRole('button', { name: 'Games' })) },
  analysis: { onBoard: true, open: async (page, press) => press(page.getByRole('button', { name: 'Analyse' })) },
  setup: {
    onBoard: true,
    open: async (page, press) => {
      await PANELS.analysis.open(page, press);
      await press(page.getByRole('button', { name: 'Set up a position' }));
    },
  },
  builder: { onBoard: false, open: async (page) => pick(page, 'Create') },
  replay: {
    onBoard: true,
    open: async (page, press) => {
      await PANELS.games.open(page, press);
      await press(page.getByRole('button', { name: 'Watch this game' }));
    },
  },
  review: {
    onBoard: true,
    open: async (page, press) => {
      await PANELS.replay.open(page, press);
      await press(page.locator('.review').getByRole('button', { name: 'Review' }));
      await page.locator('.review-chart').waitFor();
    },
  },
};
/** The element of each panel (a review is in its replay's). */
const PANEL_OF = { games: '.games', analysis: '.analysis', setup: '.setup', builder: '.builder', replay: '.replay', review: '.replay' };

/** A page of the hosted game at `device`, a few moves into a game. */
async function playing(device, { locale = 'en-US', colorScheme = 'light' } = {}) {
  const context = await env.browser.newContext({ ...device, locale, colorScheme, serviceWorkers: 'block' });
  const { page, errors } = await pageWithErrors(context);
  await page.goto(env.server.url + '/');
  await page.waitForSelector('.game2048 .board .tile');
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-translating') && window.game2048);
  await page.evaluate(() => {
    window.game2048.newGame({ seed: 5 });
    for (const dir of ['left', 'up', 'right', 'down', 'left']) window.game2048.move(dir);
  });
  // (Widths as the player sees them: with the words' font, which comes after the game.)
  await page.evaluate(() => document.fonts.ready);
  return { context, page, errors };
}

const rect = (page, selector) =>
  page.locator(selector).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The visible controls of the game (the page's own settings too) that do not fit `check`. */
function failing(page, check) {
  return page.evaluate((check) => {
    const controls = [...document.querySelectorAll('main :is(button, select, input, label.button, a[href])')].filter((e) => {
      const r = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      // (A file input sits in its label, which is the control; a radio or a box in its.)
      return r.width > 0 && r.height > 0 && style.visibility === 'visible' && !(e.type === 'file' && e.closest('label.button'));
    });
    const name = (e) => `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent).trim().slice(0, 30)}"`;
    if (check === 'size') {
      return controls
        .map((e) => [name(e), e.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 - 0.01 || r.height < 44 - 0.01)
        .map(([n, r]) => `${n} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`);
    }
    // Contrast: the words' colour over what is painted behind them, composited up to the page.
    const parse = (c) => {
      const [r, g, b, a = 1] = c.match(/[\d.]+/g).map(Number);
      return [r, g, b, a];
    };
    const over = ([r, g, b, a], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
    const behind = (e) => {
      const layers = [];
      for (let n = e; n; n = n.parentElement) layers.push(parse(getComputedStyle(n).backgroundColor));
      return layers.reverse().reduce((under, layer) => over(layer, under), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]) => {
      const l = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * l(r) + 0.7152 * l(g) + 0.0722 * l(b);
    };
    return controls
      .filter((e) => e.getAttribute('aria-disabled') !== 'true' && !e.disabled && e.getAttribute('aria-busy') !== 'true' && e.type !== 'range')
      .flatMap((control) => {
        // The words' own element: the control, or the first inside it that holds words
        // (a tile's value in the editor's cell); none for a control of marks alone.
        const own = (e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
        const e = control.matches('select, input') || own(control) ? control : [...control.querySelectorAll('*')].find(own);
        if (!e) return [];
        const style = getComputedStyle(e);
        const back = behind(e);
        const fore = over(parse(style.color), back);
        const [a, b] = [luminance(fore), luminance(back)].sort((x, y) => y - x);
        const ratio = (a + 0.05) / (b + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needed = large ? 3 : 4.5;
        return ratio + 0.005 < needed ? [`${name(control)} ${ratio.toFixed(2)}:1 (needs ${needed}:1)`] : [];
      });
  }, check);
}

describe('the board stays in view with each panel open, and the focus follows the panels', () => {
  for (const [size, device, press] of SIZES) {
    for (const [name, panel] of Object.entries(PANELS)) {
      test(`${name}, ${size}`, async () => {
        const { context, page, errors } = await playing(device);
        const before = await rect(page, '.board');
        const viewport = page.viewportSize();
        await panel.open(page, press);
        const shown = page.locator(PANEL_OF[name]);
        await shown.waitFor();
        const board = await rect(page, '.board');
        assert.deepEqual(board, before, 'the board does not move');
        assert.ok(board.top >= 0 && board.left >= 0 && board.bottom <= viewport.height && board.right <= viewport.width, `the board is in the viewport: ${JSON.stringify(board)}`);
        if (size === 'wide' || panel.onBoard) {
          assert.ok(!overlap(board, await rect(page, '.panels')), 'the panel leaves the board clear');
        }
        // The focus is in the panel (its code may still be on its way: it goes there as it comes).
        await page.waitForFunction((selector) => document.activeElement?.closest(selector), PANEL_OF[name]);
        await page.screenshot({ path: join(ARTIFACTS, `layout-${name}-${size}.png`), animations: 'disabled' });
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }

  test('a panel takes the focus as it opens, and gives it back to what opened it as it closes', async () => {
    for (const [, device, press] of SIZES) {
      const { context, page } = await playing(device);
      const games = page.getByRole('button', { name: 'Games' });
      await press(games);
      await page.waitForFunction(() => document.activeElement?.matches('.games'));
      // (Its own Close: on a phone it is a sheet, which may lie over Games.)
      await press(page.locator('.games').getByRole('button', { name: 'Close' }));
      await page.locator('.games').waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.textContent === 'Games');
      // The analysis's Close puts the focus back on Analyse.
      await press(page.getByRole('button', { name: 'Analyse' }));
      await page.waitForFunction(() => document.activeElement?.matches('.analysis'));
      await press(page.locator('.analysis').getByRole('button', { name: 'Close' }));
      await page.waitForFunction(() => document.activeElement?.textContent === 'Analyse');
      await context.close();
    }
  });
});

describe("the first screen's rows are one row each, in every language", () => {
  for (const [size, device] of SIZES) {
    test(size, async () => {
      const wrapped = [];
      for (const locale of LANGUAGES) {
        const { context, page } = await playing(device, { locale });
        // (With the AI's settings come, after a hint: a row of their own.)
        const rows = () =>
          page.evaluate(() =>
            ['.controls', '.tools', '.ai-settings', '.extras'].map((selector) => {
              const row = document.querySelector(selector);
              if (!row) return [selector, 0];
              const items = [...row.querySelectorAll(':scope > *, :scope > .ai-controls > *, :scope > .powers > *')].filter(
                (e) => !e.matches('.ai-controls, .ai-status, .ai-settings, .powers, .extras-line') && e.getBoundingClientRect().height > 0,
              );
              return [selector, new Set(items.map((e) => Math.round(e.getBoundingClientRect().top))).size];
            }),
          );
        for (const [selector, count] of await rows()) if (count > 1) wrapped.push(`${locale} ${selector}: ${count} rows`);
        await page.screenshot({ path: join(ARTIFACTS, `layout-rows-${locale}-${size}.png`), animations: 'disabled' });
        // A custom game: the list's entry is the longest of a game in play ("Eigenes
        // Spiel", "Personalizado"), whole, and the row still one.
        await page.evaluate(() =>
          window.game2048.newGame({ game: { gridOptions: { newTileFnName: 'none' }, initialTiles: [{ row: 0, column: 0, value: 2 }] } }),
        );
        await page.waitForFunction(() => document.querySelectorAll('.board .tile').length === 1);
        for (const [selector, count] of await rows()) if (count > 1) wrapped.push(`${locale} custom ${selector}: ${count} rows`);
        const [text, width, room] = await shownEntry(page.locator('.controls select'));
        if (width + 16 > room) wrapped.push(`${locale}: "${text}" is ${width}px in ${room}px, less the arrow`);
        await page.screenshot({ path: join(ARTIFACTS, `layout-rows-custom-${locale}-${size}.png`), animations: 'disabled' });
        // The built-in modes (power-ups, limits: after the presets in the list), each
        // whole in the list, with their own row (the power-ups, what is left) one too.
        const select = page.locator('.controls select');
        const modes = await select.evaluate((s) => [...s.options].filter((o) => o.value.startsWith('custom-') && !o.disabled).map((o) => o.value));
        assert.equal(modes.length, 3, `${locale}: three modes`);
        for (const mode of modes) {
          await select.selectOption(mode);
          await page.locator('.extras:not([hidden])').waitFor();
          await page.waitForFunction((mode) => window.game2048.state().variant === mode, mode);
          for (const [selector, count] of await rows()) if (count > 1) wrapped.push(`${locale} ${mode} ${selector}: ${count} rows`);
          const [text, width, room] = await shownEntry(select);
          if (width + 16 > room) wrapped.push(`${locale}: "${text}" is ${width}px in ${room}px, less the arrow`);
        }
        await page.screenshot({ path: join(ARTIFACTS, `layout-rows-modes-${locale}-${size}.png`), animations: 'disabled' });
        await context.close();
      }
      assert.deepEqual(wrapped, []);
    });
  }
});

describe('every control is big enough for a finger and says its words at contrast', () => {
  test('on the phone, every control is at least 44x44 CSS px with each panel open', async () => {
    const small = [];
    for (const [name, panel] of [['none', null], ...Object.entries(PANELS)]) {
      const { context, page } = await playing(PHONE);
      if (panel) {
        await panel.open(page, (l) => l.tap());
        await page.locator(PANEL_OF[name]).waitFor();
      }
      for (const s of await failing(page, 'size')) small.push(`${name}: ${s}`);
      await context.close();
    }
    assert.deepEqual([...new Set(small)], []);
  });

  test("on the phone, the hole painter's cells are a finger's size while they fit, and it never leaves its panel", async () => {
    const { context, page } = await playing(PHONE);
    await PANELS.builder.open(page);
    const columns = page.locator('.builder').getByRole('spinbutton', { name: 'Columns' });
    const seen = [];
    for (const cols of [4, 6, 8, 16]) {
      await columns.tap();
      await columns.fill(String(cols));
      await page.keyboard.press('Tab');
      await page.waitForFunction((n) => document.querySelectorAll('.builder-painter .builder-cell').length === 4 * n, cols);
      const [cell, painter, box] = await page.evaluate(() =>
        ['.builder-cell', '.builder-painter', '.builder-board'].map((s) => document.querySelector(s).getBoundingClientRect().toJSON()),
      );
      seen.push([cols, Math.round(cell.width), Math.round(cell.height)]);
      assert.ok(painter.left >= box.left && painter.right <= box.right, `${cols} columns: the painter ${painter.left}..${painter.right} in ${box.left}..${box.right}`);
    }
    await page.locator('.builder-painter').screenshot({ path: join(ARTIFACTS, 'layout-painter-16-phone.png') });
    assert.deepEqual(seen.slice(0, 2), [[4, 44, 44], [6, 44, 44]]);
    for (const [cols, width, height] of seen.slice(2)) assert.ok(width === height && width < 44 && width >= 16, `${cols} columns: ${width}x${height}`);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark']) {
    test(`every control's words are at contrast, ${colorScheme} theme, each panel open and each toggle pressed`, async () => {
      const low = [];
      for (const [name, panel] of [['none', null], ...Object.entries(PANELS)]) {
        const { context, page } = await playing(WIDE, { colorScheme });
        if (panel) {
          await panel.open(page, (l) => l.click());
          await page.locator(PANEL_OF[name]).waitFor();
        }
        for (const s of await failing(page, 'contrast')) low.push(`${name}: ${s}`);
        await context.close();
      }
      // Pressed: Autoplay on, Analyse open, the builder's hole painter.
      const { context, page } = await playing(WIDE, { colorScheme });
      await page.getByRole('button', { name: 'Autoplay' }).click();
      await page.waitForFunction(() => window.game2048.state().autoplay);
      await page.getByRole('button', { name: 'Analyse' }).click();
      await page.locator('.analysis').waitFor();
      assert.equal(await page.locator('button[aria-pressed="true"]').count(), 2);
      for (const s of await failing(page, 'contrast')) low.push(`pressed: ${s}`);
      await context.close();
      assert.deepEqual([...new Set(low)], []);
    });
  }
});

describe('axe-core finds no WCAG 2.2 AA violation', () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const [size, device, press] of SIZES) {
      test(`each panel open, ${colorScheme} theme, ${size}`, async () => {
        const found = [];
        for (const [name, panel] of [['none', null], ...Object.entries(PANELS)]) {
          const { context, page } = await playing(device, { colorScheme });
          if (panel) {
            await panel.open(page, press);
            await page.locator(PANEL_OF[name]).waitFor();
          }
          // (Once the tiles have come to rest: axe reads colours mid-animation otherwise.)
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
          await page.addScriptTag({ path: AXE });
          const violations = await page.evaluate(async () => {
            const result = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] });
            return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          });
          for (const v of violations) found.push(`${name}: ${v}`);
          await context.close();
        }
        assert.deepEqual(found, []);
      });
    }
  }
});
