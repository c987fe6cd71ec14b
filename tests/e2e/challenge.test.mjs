// Challenge a friend (issue 32, items 3 and 5), as people do it: a finished game's
// *Challenge a friend* clicked on a desktop copies a link; a friend on a phone opens it
// (asked first, with a game of their own in progress), taps *Take the challenge*,
// plays the same start by swipes while the bar says the challenger's score at their
// move count, and at the end sees both games side by side, watches the challenger's
// game and challenges back through the share sheet. Bad links say why and touch
// nothing; an Arabic page says it all right to left.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, DESKTOP, PHONE, domBoard, openGame, playToTheEnd, setUp, state } from './harness.mjs';

const env = setUp();
const button = (root, name) => root.getByRole('button', { name, exact: true });

// A 3x3 game: over in a few dozen moves, and a custom game (its link needs the
// readers of custom games, which load first).
const SMALL = { gridOptions: { gridBoolean: [[1, 1, 1], [1, 1, 1], [1, 1, 1]] } };
const KEYS = { left: 'ArrowLeft', up: 'ArrowUp', right: 'ArrowRight', down: 'ArrowDown' };

/** Plays the 3x3 game from `seed` to its end by keys: the directions that moved. */
async function finishSmallGame(page, seed) {
  await page.evaluate(([game, seed]) => window.game2048.newGame({ game, seed }), [SMALL, seed]);
  await page.waitForFunction(() => window.game2048.state().moves === 0 && window.game2048.state().variant.startsWith('custom'));
  const moved = [];
  const order = ['left', 'up', 'right', 'down'];
  for (let i = 0; (await state(page)).status !== 'over'; i++) {
    const before = (await state(page)).moves;
    await page.keyboard.press(KEYS[order[i % 4]]);
    if ((await state(page)).moves > before) moved.push(order[i % 4]);
    assert.ok(i < 2000, 'the game ends');
  }
  return moved;
}

/** A swipe on the board of a phone `page` (CDP touch events, as a finger makes). */
async function swiper(context, page) {
  const cdp = await context.newCDPSession(page);
  return async (dir) => {
    const box = await page.locator('.game2048 .board').boundingBox();
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const [dx, dy] = { left: [-120, 4], right: [120, -4], up: [4, -120], down: [-4, 120] }[dir];
    const touch = (type, x, y) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    await touch('touchStart', cx, cy);
    for (let i = 1; i <= 8; i++) await touch('touchMove', cx + (dx * i) / 8, cy + (dy * i) / 8);
    await touch('touchEnd');
  };
}

/** The comparison's rows as { label: [mine, theirs] }. */
function comparison(page) {
  return page.$$eval('.challenge-table tbody tr', (rows) =>
    Object.fromEntries(rows.map((r) => [r.querySelector('th').textContent, [...r.querySelectorAll('td')].map((d) => d.textContent)])),
  );
}

describe('challenge a friend', () => {
  test('a finished game challenges a friend, who plays the same tiles on a phone and compares', async () => {
    // The challenger, on a desktop, with a mouse.
    const desk = await env.browser.newContext(DESKTOP);
    await desk.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.origin });
    const page = await openGame(desk, `${env.server.url}/`);
    const theirMoves = await finishSmallGame(page, 41);
    const theirs = await state(page);
    const theirBoard = await domBoard(page);
    await button(page.locator('.overlay'), 'Challenge a friend').click();
    await page.waitForSelector('.notice');
    assert.match(await page.textContent('.notice'), /Link copied/);
    // (No share sheet: the words, then the link, to paste anywhere.)
    const [said, link] = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    assert.equal(said, `I scored ${theirs.score.toLocaleString('en')} at 2048. Same start, same tiles: can you beat it?`);
    assert.match(link, new RegExp(`^${env.server.url}/#challenge=r\\d\\.[A-Za-z0-9_-]+&time=\\d+$`));
    assert.equal(link.split('#challenge=')[1].split('&')[0], await page.evaluate(() => window.game2048.record()));

    // The friend, on a phone, with a game of their own in progress.
    const phone = await env.browser.newContext(PHONE);
    await phone.addInitScript(() => {
      navigator.share = (data) => {
        window.shared = data;
        return Promise.resolve();
      };
    });
    const friend = await openGame(phone, `${env.server.url}/`);
    await friend.evaluate(() => window.game2048.newGame({ seed: 9 }));
    // (By keys: Chromium takes a tap within moments of a synthetic swipe as part of
    // it, and the question's answer is a tap.)
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight']) await friend.keyboard.press(key);
    const swipe = await swiper(phone, friend);
    const own = await state(friend);
    assert.ok(own.moves > 0);
    await friend.goto(link);
    const question = friend.locator('.question');
    await question.waitFor();
    assert.match(
      await question.textContent(),
      new RegExp(`A friend challenges you to beat ${theirs.score.toLocaleString('en')} from the same start\\. Your game in progress will be lost\\.`),
    );
    assert.deepEqual(await state(friend), own, 'nothing changes before the answer');
    await button(question, 'Take the challenge').tap();
    await friend.waitForFunction(() => window.game2048.state().moves === 0);
    assert.equal(new URL(friend.url()).hash, '', 'the link is answered');
    const bar = friend.locator('.challenge');
    await bar.waitFor();
    // The same moves make the same tiles: level at every count.
    for (const dir of theirMoves.slice(0, 6)) {
      await swipe(dir);
      const now = await state(friend);
      assert.match(await bar.textContent(), new RegExp(`Them at move ${now.moves}: ${now.score.toLocaleString('en')}`));
      assert.match(await bar.textContent(), /Level/);
    }
    await friend.screenshot({ path: join(ARTIFACTS, 'challenge-playing-phone.png') });
    // A reload keeps the challenge with its game.
    const midway = await state(friend);
    await friend.reload();
    await friend.locator('.challenge').waitFor();
    assert.deepEqual(await state(friend), midway);
    assert.match(await friend.textContent('.challenge'), new RegExp(`Them at move ${midway.moves}: `));
    // Then their own way, to the end.
    const mine = await playToTheEnd(friend);
    await friend.locator('.challenge-table').waitFor();
    const rows = await comparison(friend);
    assert.deepEqual(rows.Score, [mine.score, theirs.score].map((n) => n.toLocaleString('en')));
    assert.deepEqual(rows.Moves, [mine.moves, theirs.moves].map(String));
    assert.match(rows.Time[0], /^\d+:\d\d$/);
    assert.match(rows.Time[1], /^\d+:\d\d$/);
    const verdict = mine.score > theirs.score ? 'You beat the challenge!' : mine.score < theirs.score ? 'They win this time.' : null;
    if (verdict) assert.equal(await friend.textContent('.challenge-verdict'), verdict);
    assert.equal(await friend.locator('.overlay').getByRole('button', { name: 'Challenge a friend' }).isVisible(), false, 'the bar challenges back instead');
    await friend.screenshot({ path: join(ARTIFACTS, 'challenge-comparison-phone.png') });
    // Their game, watched to its end.
    await button(bar, 'Watch their game').tap();
    await friend.waitForSelector('.replay');
    await button(friend.locator('.replay'), 'To the end').tap();
    assert.deepEqual(await domBoard(friend), theirBoard);
    await button(friend.locator('.replay'), 'Close').tap();
    // And back: the friend's own game, through the share sheet.
    await button(friend.locator('.challenge'), 'Challenge back').tap();
    await friend.waitForFunction(() => window.shared);
    const shared = await friend.evaluate(() => window.shared);
    assert.match(shared.text, new RegExp(`I scored ${mine.score.toLocaleString('en')} at 2048`));
    assert.equal(shared.url.split('#challenge=')[1].split('&')[0], await friend.evaluate(() => window.game2048.record()));
    assert.deepEqual(friend.errors, []);
    assert.deepEqual(page.errors, []);
    await phone.close();

    // "Keep my game": the link goes, the game stays.
    const keeper = await openGame(desk, `${env.server.url}/`);
    await keeper.evaluate(() => window.game2048.newGame({ seed: 5 }));
    await keeper.keyboard.press('ArrowLeft');
    await keeper.keyboard.press('ArrowUp');
    const kept = await state(keeper);
    await keeper.goto(link);
    await button(keeper.locator('.question'), 'Keep my game').click();
    assert.deepEqual(await state(keeper), kept);
    assert.equal(new URL(keeper.url()).hash, '');
    assert.equal(await keeper.locator('.challenge').count(), 0);
    await desk.close();
  });

  test('a damaged, cut short, foreign or newer challenge link says so and touches nothing', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, `${env.server.url}/`);
    await page.evaluate(() => window.game2048.newGame({ seed: 12 }));
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(key);
    const record = await page.evaluate(() => window.game2048.record());
    const live = await state(page);
    const damaged = record.slice(0, 10) + (record[10] === 'A' ? 'B' : 'A') + record.slice(11);
    for (const [bad, said] of [
      [record.slice(0, record.length - 5), /damaged or incomplete/],
      [damaged, /damaged or incomplete/],
      [`${record}&time=soon`, /damaged or incomplete/],
      ['hello', /not a game record/],
      ['r7.AAAA', /newer version/],
    ]) {
      const tab = await openGame(context, `${env.server.url}/#challenge=${bad}`);
      await tab.waitForSelector('.notice');
      assert.match(await tab.textContent('.notice'), /^This challenge link could not be opened: /);
      assert.match(await tab.textContent('.notice'), said, bad);
      assert.equal(await tab.locator('.question:visible').count(), 0);
      assert.equal(await tab.locator('.challenge').count(), 0);
      assert.deepEqual(await state(tab), live);
      assert.deepEqual(tab.errors, []);
      await tab.close();
    }
    await context.close();
  });

  test("a bad challenge or replay link says why in the player's language, with no English", async () => {
    const maker = await env.browser.newContext(DESKTOP);
    const page = await openGame(maker, `${env.server.url}/`);
    const record = await page.evaluate(() => window.game2048.record());
    await maker.close();
    for (const [locale, opened, says] of [
      ['de-DE', /^Dieser (Herausforderungs|Wiederholungs)link konnte nicht geöffnet werden: /, { cut: /beschädigt oder unvollständig/, hello: /keine Aufzeichnung eines Spiels/, newer: /neueren Version/ }],
      ['ar', /^تعذّر فتح رابط (التحدي|إعادة العرض) هذا: /, { cut: /تالف أو ناقص/, hello: /ليس سجلًا للعبة/, newer: /إصدار أحدث/ }],
    ]) {
      const context = await env.browser.newContext({ ...(locale === 'ar' ? PHONE : DESKTOP), locale });
      for (const kind of ['challenge', 'replay']) {
        for (const [bad, said] of [
          [record.slice(0, record.length - 5), says.cut],
          ['hello', says.hello],
          ['r7.AAAA', says.newer],
        ]) {
          const tab = await openGame(context, `${env.server.url}/#${kind}=${bad}`);
          await tab.waitForFunction(() => !document.documentElement.hasAttribute('data-translating'));
          await tab.waitForSelector('.notice');
          const notice = await tab.textContent('.notice');
          assert.match(notice, opened, notice);
          assert.match(notice, said, notice);
          // What is wrong where stays in brackets as the record names it ("length").
          assert.doesNotMatch(notice.replace(/\([^)]*\)/g, ''), /\b(it|is|not|the|damaged|record|newer|game|made)\b/i, notice);
          assert.deepEqual(tab.errors, []);
          await tab.close();
        }
      }
      await context.close();
    }
  });

  test('in Arabic, the challenge reads right to left', async () => {
    const maker = await env.browser.newContext(DESKTOP);
    const page = await openGame(maker, `${env.server.url}/`);
    await finishSmallGame(page, 7);
    const record = await page.evaluate(() => window.game2048.record());
    await maker.close();
    const context = await env.browser.newContext({ ...PHONE, locale: 'ar' });
    const friend = await openGame(context, `${env.server.url}/#challenge=${record}&time=61000`);
    await friend.locator('.challenge').waitFor();
    assert.equal(await friend.evaluate(() => document.documentElement.dir), 'rtl');
    assert.match(await friend.textContent('.challenge'), /المنافس عند الحركة/);
    await playToTheEnd(friend);
    await friend.locator('.challenge-table').waitFor();
    const rows = await comparison(friend);
    assert.equal(rows['الوقت'][1], '1:01');
    await friend.screenshot({ path: join(ARTIFACTS, 'challenge-comparison-ar.png') });
    assert.deepEqual(friend.errors, []);
    await context.close();
  });
});
