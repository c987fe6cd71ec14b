// A game's review as players use it (issue 18, item 4): on a replay (the game in
// progress, watched from the Games panel; a shared link), Review runs the AI over every
// move in the worker with a progress bar; then a summary, the chart (a click seeks the
// replay) and the moves much worse than the AI's (a click seeks there); Cancel stops a
// long one. The review is deterministic (a fixed node budget): its figures are pinned.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openGame, state, DESKTOP, PHONE, setUp } from './harness.mjs';

const env = setUp();
const CYCLE = ['up', 'right', 'down', 'left', 'left', 'down'];

/** Makes `n` moves through the API, in a fixed cycle (a careless player). */
async function play(page, n) {
  await page.evaluate(
    ([n, cycle]) => {
      let made = 0;
      for (let i = 0; made < n && i < n * 10; i++) {
        const before = window.game2048.state().moves;
        if (window.game2048.move(cycle[i % cycle.length]).moves > before) made++;
      }
    },
    [n, CYCLE],
  );
}

const position = (page) => page.locator('.replay-position').inputValue().then(Number);

async function review(page, press) {
  const bar = page.locator('.replay');
  await press(bar.getByRole('button', { name: 'Review', exact: true }));
  const summary = bar.locator('.review p[role=status]');
  await summary.waitFor({ timeout: 60_000 });
  return { bar, summary: await summary.textContent() };
}

for (const [mode, options, press] of [
  ['mouse', DESKTOP, (l, o) => l.click(o)],
  ['tap', PHONE, (l, o) => l.tap(o)],
]) {
  describe(`review, ${mode}`, () => {
    test('the game in progress: every move judged, the chart and the marked moves seek the replay', async () => {
      const context = await env.browser.newContext(options);
      const page = await openGame(context, env.server.url + '/?seed=11');
      await play(page, 100);
      const live = await state(page);
      assert.equal(live.moves, 100);
      await press(page.getByRole('button', { name: 'Games' }));
      await press(page.getByRole('button', { name: 'Watch this game' }));
      const { bar, summary } = await review(page, press);
      assert.equal(
        summary,
        "100 moves reviewed: 83% as good as the AI's moves on average; 11 moves much worse than the AI's.",
      );
      const points = (await bar.locator('.review-chart polyline').getAttribute('points')).split(' ');
      assert.equal(points.length, 100);
      const marked = bar.locator('.review-mistakes button');
      assert.equal(await marked.count(), 11);
      assert.equal(await bar.locator('.review-chart circle').count(), 11);
      await page.screenshot({ path: join(ARTIFACTS, `review-${mode}.png`), fullPage: true });

      // A marked move seeks the replay to the position it was played from.
      const first = await marked.nth(0).textContent();
      const [, number] = first.match(/^Move (\d+): (left|right|up|down) \(\d+%\); the AI plays (left|right|up|down)\.$/);
      await press(marked.nth(0));
      assert.equal(await position(page), Number(number) - 1);
      // The chart's right end is the last move; its left end the first.
      const chart = bar.locator('.review-chart');
      const box = await chart.boundingBox();
      await press(chart, { position: { x: box.width - 2, y: box.height / 2 } });
      assert.equal(await position(page), 99);
      await press(chart, { position: { x: 1, y: box.height / 2 } });
      assert.equal(await position(page), 0);
      assert.deepEqual(await state(page), live, 'the live game is untouched');
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  });
}

describe('review, links and long games', () => {
  test("a shared link's game is reviewed the same; closing the replay drops the review", async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/?seed=11');
    await play(page, 100);
    const record = await page.evaluate(() => window.game2048.record());
    const other = await openGame(context, `${env.server.url}/#replay=${record}`);
    const { summary } = await review(other, (l) => l.click());
    assert.match(summary, /^100 moves reviewed: 83% .* 11 moves much worse/);
    await other.locator('.replay').getByRole('button', { name: 'Close' }).click();
    await other.getByRole('button', { name: 'Games' }).click();
    await other.getByRole('button', { name: 'Watch this game' }).click();
    assert.equal(await other.locator('.review-chart').count(), 0);
    assert.equal(await other.locator('.replay').getByRole('button', { name: 'Review', exact: true }).isVisible(), true);
    await context.close();
  });

  test("a finished game's review is kept with it: watched again, after a reload too", async () => {
    const context = await env.browser.newContext(DESKTOP);
    let page = await openGame(context, env.server.url + '/?seed=11');
    await play(page, 1000);
    assert.equal((await state(page)).status, 'over');
    const watch = async () => {
      await page.getByRole('button', { name: 'Games' }).click();
      await page.locator('.games-list').getByRole('button', { name: 'Watch' }).first().click();
    };
    await watch();
    const { bar, summary } = await review(page, (l) => l.click());
    assert.match(summary, /^\d+ moves reviewed: \d+% .*much worse than the AI's\.$/);
    await bar.getByRole('button', { name: 'Close' }).click();
    // The Games panel marks the game as reviewed, with the summary's figure.
    await page.getByRole('button', { name: 'Games' }).click();
    const accuracy = summary.match(/reviewed: (\d+)%/)[1];
    assert.equal(await page.locator('.games-list .games-reviewed').first().textContent(), `Reviewed: ${accuracy}%`);
    await page.screenshot({ path: join(ARTIFACTS, 'review-kept.png'), fullPage: true });
    await page.getByRole('button', { name: 'Games' }).click();
    await watch();
    assert.equal(await page.locator('.review p[role=status]').textContent(), summary);
    await page.reload();
    await page.waitForSelector('.game2048 .board .tile');
    await watch();
    await page.locator('.review p[role=status]').waitFor();
    assert.equal(await page.locator('.review p[role=status]').textContent(), summary);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('Cancel stops a long review', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/?preset=8x8&seed=3');
    await play(page, 400);
    await page.getByRole('button', { name: 'Games' }).click();
    await page.getByRole('button', { name: 'Watch this game' }).click();
    const bar = page.locator('.replay');
    await bar.getByRole('button', { name: 'Review', exact: true }).click();
    const progress = bar.locator('.review-progress');
    await page.waitForFunction(() => Number(document.querySelector('.review progress')?.value) >= 2);
    assert.match(await progress.locator('[role=status]').textContent(), /^Reviewing: move \d+ of 400…$/);
    await progress.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await progress.count(), 0);
    const again = bar.getByRole('button', { name: 'Review', exact: true });
    assert.equal(await again.isVisible(), true);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
