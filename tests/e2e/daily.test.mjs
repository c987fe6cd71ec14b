// The game of the day as players meet it (issue 18, item 5), with the page's clock set
// to a UTC day: Today's game from the Games panel (mouse, and tap on a phone) gives
// every player the same board; the first attempt that ends that day counts, a second
// is practice; the result is shared as text and a replay link; the next day the streak
// goes on; a link to a past day's seed opens that day's game, as practice.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openGame, state, DESKTOP, PHONE, setUp } from './harness.mjs';

const env = setUp();

/** The seed of `date`'s game of `variant`, written out here as app::daily says it. */
function daySeed(date, variant = 'classic') {
  const day = BigInt(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(variant)) {
    hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return ((0x2048dan << 40n) | ((hash & 0xfffffn) << 20n) | (day & 0xfffffn)).toString();
}

/** Plays the hosted game until it is over (the same choices every time). */
function playToTheEnd(page) {
  return page.evaluate(() => {
    const api = window.game2048;
    for (let i = 0; i < 20_000 && api.state().status !== 'over'; i++) {
      const moves = api.state().moves;
      for (const d of ['down', 'left', 'right', 'up']) if (api.move(d).moves > moves) break;
    }
    return api.state();
  });
}

/** A page of the game on `date` (UTC noon). */
async function pageOn(options, date, url = '/') {
  const context = await env.browser.newContext(options);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.clock.setFixedTime(new Date(`${date}T12:00:00Z`));
  return { context, page: await openGame(context, env.server.url + url) };
}

const FIRST_BOARD = ['. . . .', '. . . .', '. 2 . .', '. . . 2'];

test("the seed written out here is app::daily's", () => {
  assert.equal(daySeed('2026-11-24'), String(0x2048da64dd30512dn));
});

for (const [mode, options, press] of [
  ['mouse', DESKTOP, (l) => l.click()],
  ['tap', PHONE, (l) => l.tap()],
]) {
  describe(`hosted page, ${mode}`, () => {
    test("today's game: the same board for everyone, the first attempt counts, the result shared", async () => {
      const { context, page } = await pageOn(options, '2026-11-24');
      await press(page.getByRole('button', { name: 'Games' }));
      const games = page.locator('.games');
      await press(games.getByRole('button', { name: "Today's game" }));
      // No game in progress (a fresh page): it starts at once.
      assert.deepEqual((await state(page)).board, FIRST_BOARD);
      const daily = games.locator('.games-daily');
      assert.equal(
        await daily.locator('.games-daily-now').textContent(),
        'This is the game of 2026-11-24, the same for everyone: the first attempt that ends today counts.',
      );

      const first = await playToTheEnd(page);
      assert.equal(first.status, 'over');
      const result = `2048 · 2026-11-24 · ${first.board.join(' ').split(' ').filter((v) => v !== '.').map(Number).reduce((a, b) => Math.max(a, b))} · ${first.score.toLocaleString('en-US')} points · ${first.moves.toLocaleString('en-US')} moves`;
      const line = daily.locator('.games-daily-result span');
      await line.waitFor();
      assert.equal(await line.textContent(), result);
      assert.match(await daily.textContent(), /Games of the day: 1 played; streak 1, longest 1\./);
      await page.screenshot({ path: join(ARTIFACTS, `daily-${mode}.png`), fullPage: true });

      // Shared: the text, then a replay link that opens this very game.
      // (Headless Chromium on Linux has no share sheet: the clipboard is what shares.)
      assert.equal(await page.evaluate(() => 'share' in navigator), false);
      {
        await press(daily.getByRole('button', { name: "Share today's result" }));
        await page.locator('.notice').waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        const [text, link] = copied.split('\n');
        assert.equal(text, result);
        assert.match(link, /#replay=r\d\./);
        const replay = await context.newPage();
        await replay.goto(link);
        await replay.locator('.replay').waitFor();
        await replay.getByRole('button', { name: 'To the end' }).click();
        assert.match(await replay.locator('.replay').textContent(), new RegExp(`${first.moves} of ${first.moves}`));
      }

      // Today's game, to challenge a friend to (the clipboard: no share sheet here),
      // and its picture (a download: no share sheet).
      {
        await press(daily.getByRole('button', { name: 'Challenge a friend' }));
        await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('#challenge='));
        const [text, link] = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
        assert.equal(text, `I scored ${first.score.toLocaleString('en-US')} at 2048. Same start, same tiles: can you beat it?`);
        assert.match(link, /#challenge=r\d\.[A-Za-z0-9_-]+&time=\d+$/);
        const [download] = await Promise.all([page.waitForEvent('download'), press(daily.getByRole('button', { name: 'Share image' }))]);
        assert.equal(download.suggestedFilename(), `2048-${first.score}.png`);
      }

      // Again: practice. The day's figures stay; the list tells the two apart.
      await press(games.getByRole('button', { name: "Today's game" }));
      assert.deepEqual((await state(page)).board, FIRST_BOARD);
      assert.equal(
        await daily.locator('.games-daily-now').textContent(),
        'This is the game of 2026-11-24: practice, this attempt does not count.',
      );
      await playToTheEnd(page);
      await page.waitForFunction(() => document.querySelectorAll('.games-daily-mark').length === 2);
      const marks = await games.locator('.games-daily-mark').allTextContents();
      assert.deepEqual(marks.map((m) => m.trim()), ['Game of 2026-11-24 (practice)', 'Game of 2026-11-24']);
      // Each says its day once: the mark's date, then the time it finished.
      const dailyRows = await games.locator('li').filter({ has: page.locator('.games-daily-mark') }).allTextContents();
      for (const row of dailyRows) {
        assert.equal(row.match(/2026/g)?.length, 1, row);
        assert.match(row, /Game of 2026-11-24( \(practice\))? \d{1,2}:\d{2}:\d{2}\s[AP]M: /, row);
      }
      assert.equal(await line.textContent(), result, "the first attempt's result");
      assert.match(await daily.textContent(), /Games of the day: 1 played;/);
      assert.deepEqual(page.errors, []);

      // Another player, the same day: the same board. Where it is already the 25th
      // (12:00 UTC is 02:00 on Kiritimati), the day's game is still the 24th's, and its
      // row says both dates.
      const other = await pageOn({ ...options, timezoneId: 'Pacific/Kiritimati' }, '2026-11-24');
      await press(other.page.getByRole('button', { name: 'Games' }));
      await press(other.page.getByRole('button', { name: "Today's game" }));
      assert.deepEqual((await state(other.page)).board, FIRST_BOARD);
      await playToTheEnd(other.page);
      const otherRow = other.page.locator('.games li').filter({ has: other.page.locator('.games-daily-mark') });
      await otherRow.waitFor();
      assert.match(await otherRow.textContent(), /^Game of 2026-11-24 11\/25\/2026, 2:\d{2}:\d{2}\sAM: /);
      await other.context.close();

      // The next day: its own game, and the streak goes on.
      await context.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
      await page.reload();
      await page.waitForSelector('.game2048 .board .tile');
      await press(page.getByRole('button', { name: 'Games' }));
      await press(page.locator('.games').getByRole('button', { name: "Today's game" }));
      const tomorrow = await state(page);
      assert.notDeepEqual(tomorrow.board, FIRST_BOARD);
      await playToTheEnd(page);
      const figures = page.locator('.games-daily');
      await figures.locator('.games-daily-result').waitFor();
      assert.match(await figures.textContent(), /Games of the day: 2 played; streak 2, longest 2\./);
      assert.match(await figures.locator('.games-daily-best').textContent(), /^Best days: 2026-11-2[45], /);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  });
}

describe('links', () => {
  test("a link to a past day's seed opens that day's game, as practice", async () => {
    const { context, page } = await pageOn(DESKTOP, '2026-11-24', `/?seed=${daySeed('2026-11-20')}`);
    await page.getByRole('button', { name: 'Games' }).click();
    const now = page.locator('.games-daily-now');
    await now.waitFor();
    assert.equal(await now.textContent(), 'This is the game of 2026-11-20: practice, this attempt does not count.');
    // The same board as that day's game started from the panel on that day.
    const then = await pageOn(DESKTOP, '2026-11-20');
    await then.page.getByRole('button', { name: 'Games' }).click();
    await then.page.getByRole('button', { name: "Today's game" }).click();
    assert.deepEqual((await state(then.page)).board, (await state(page)).board);
    await then.context.close();
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
