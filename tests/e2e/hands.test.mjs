// Every hand (issue 33, items 2 to 6): redo by its button and keys, the on-screen
// direction pad on a phone, sound made by Web Audio only once it is on, the animation's
// speed (and reduced motion), and gamepads through a stand-in for
// navigator.getGamepads() as the Gamepad API's standard mapping numbers its buttons.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE, DESKTOP, FAKE_PADS, PAD_BUTTON, PHONE, domBoard, legal, openGame, pageWithErrors, setUp, state } from './harness.mjs';

const widgets = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>two widgets</title><link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script>
  <style>body { margin: 0; font: 16px serif; } main { display: flex; gap: 24px; }</style></head>
  <body><main>
    <game-2048 id="a" seed="3" storage-key="hands-a" dpad="on" animation="off"></game-2048>
    <game-2048 id="b" seed="4" storage-key="hands-b" sound="on"></game-2048>
  </main></body></html>`;
const env = setUp({ [`${BASE}hands.html`]: widgets });

/** A direction that changes the hosted game's board now. */
async function legalDirection(page, target) {
  for (const dir of ['left', 'up', 'right', 'down']) if (await legal(page, dir, target)) return dir;
  throw new Error('no move applies');
}

const KEY = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' };

describe('redo', () => {
  test('a click on Redo, Shift+U, Ctrl+Shift+Z and Ctrl+Y play the undone move again with the same new tile', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    const redo = page.getByRole('button', { name: 'Redo' });
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    assert.equal(await redo.isVisible(), false, 'no Redo before an undo');
    for (let i = 0; i < 3; i++) await page.keyboard.press(KEY[await legalDirection(page)]);
    const played = await state(page);
    assert.equal(played.moves, 3);

    await undo.click();
    await undo.click();
    assert.equal((await state(page)).redoLevels, 2);
    assert.equal(await redo.getAttribute('aria-disabled'), 'false');
    await redo.click();
    await page.keyboard.press('Shift+U');
    const redone = await state(page);
    assert.deepEqual(redone.board, played.board, 'the same moves, the same new tiles');
    assert.equal(redone.score, played.score);
    assert.deepEqual(await domBoard(page), redone.board, 'the board shows it');
    assert.equal(await redo.getAttribute('aria-disabled'), 'true', 'nothing left to redo');
    assert.equal(await redo.isVisible(), true, 'Redo stays where the focus may be');
    assert.match(await page.locator('[aria-live=polite]').textContent(), /^Redone\. Moved /);

    // The other keys, and a move of the player's that forgets the list.
    await page.keyboard.press('u');
    await page.keyboard.press('Control+Shift+Z');
    assert.deepEqual((await state(page)).board, played.board);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    assert.deepEqual((await state(page)).board, played.board);
    await page.keyboard.press('u');
    await page.keyboard.press(KEY[await legalDirection(page)]);
    assert.equal((await state(page)).redoLevels, 0);
    assert.equal(await redo.getAttribute('aria-disabled'), 'true');
    // The record holds redone moves as moves: its replay ends where the game stands.
    const replayed = await page.evaluate(() => window.game2048.record());
    assert.match(replayed, /^r1\./);
    // The JS API: redo() after undo(); with undo off it throws as undo() does.
    const api = await page.evaluate(() => {
      const g = window.game2048;
      const before = g.state();
      g.undo();
      const after = g.redo();
      return [before.board, after.board];
    });
    assert.deepEqual(api[0], api[1]);
    await page.screenshot({ path: join(ARTIFACTS, 'redo-desktop.png'), animations: 'disabled' });
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('the on-screen direction pad', () => {
  test('on a phone: off at first, turned on at the foot and kept, four named thumb-sized buttons that move by taps', async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await openGame(context, env.server.url + '/');
    const pad = page.getByRole('group', { name: 'Direction pad' });
    assert.equal(await pad.count(), 0, 'off by default');
    await page.locator('#dpad-setting').selectOption('on');
    await pad.waitFor();
    for (const name of ['Move up', 'Move left', 'Move down', 'Move right']) {
      const box = await pad.getByRole('button', { name }).boundingBox();
      assert.ok(box.width >= 56 && box.height >= 56, `${name}: ${box.width} x ${box.height}`);
    }
    const dir = await legalDirection(page);
    const name = { left: 'Move left', right: 'Move right', up: 'Move up', down: 'Move down' }[dir];
    await pad.getByRole('button', { name }).tap();
    const moved = await state(page);
    assert.equal(moved.moves, 1, 'one tap, one move');
    // Undo and Redo by taps: on a phone Redo is an arrow, named "Redo".
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    assert.equal((await state(page)).moves, 0);
    const redo = page.getByRole('button', { name: 'Redo' });
    assert.equal(await redo.textContent(), 'Redo');
    const box = await redo.boundingBox();
    assert.ok(box.width >= 44 && box.width < 60, `the arrow: ${box.width} px`);
    await redo.tap();
    assert.deepEqual((await state(page)).board, moved.board, 'the same tile again');
    // It sits under the board, inside the phone's width.
    const [board, group] = [await page.locator('.board').boundingBox(), await pad.boundingBox()];
    assert.ok(group.y >= board.y + board.height && group.x >= 0 && group.x + group.width <= 390);
    await page.screenshot({ path: join(ARTIFACTS, 'dpad-phone.png'), animations: 'disabled' });

    await page.reload();
    await page.waitForSelector('.game2048 .board .tile');
    await pad.waitFor();
    assert.equal(await page.locator('#dpad-setting').inputValue(), 'on', 'kept');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('in Arabic: named in Arabic, laid out as the arrow keys (the board never mirrors); reached by Tab on a desktop', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'ar' });
    await context.addInitScript(() => localStorage.setItem('game2048:v1:dpad', 'on'));
    const page = await openGame(context, env.server.url + '/');
    const pad = page.locator('.dpad');
    await pad.waitFor();
    assert.equal(await pad.getAttribute('aria-label'), 'أزرار الاتجاه');
    const left = await pad.getByRole('button', { name: 'تحريك لليسار' }).boundingBox();
    const right = await pad.getByRole('button', { name: 'تحريك لليمين' }).boundingBox();
    assert.ok(left.x < right.x, 'left is on the left, right to left or not');
    await page.screenshot({ path: join(ARTIFACTS, 'dpad-ar.png'), fullPage: true, animations: 'disabled' });
    // Tab reaches each of the four.
    const reached = new Set();
    for (let i = 0; i < 40 && reached.size < 4; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => document.activeElement?.closest('.dpad') && document.activeElement.className);
      if (at) reached.add(at);
    }
    assert.equal(reached.size, 4, [...reached].join());
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('the animation', () => {
  test('normal, fast, off at the foot: each times the tiles, off has none and every key still counts', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await openGame(context, env.server.url + '/');
    const timing = () =>
      page.evaluate(() => [
        document.documentElement.dataset.motion ?? null,
        getComputedStyle(document.querySelector('.game2048 .tile')).transitionDuration,
      ]);
    assert.equal(await page.locator('#animation-setting').inputValue(), 'normal');
    assert.deepEqual(await timing(), [null, '0.1s']);
    await page.locator('#animation-setting').selectOption('fast');
    assert.deepEqual(await timing(), ['fast', '0.05s']);
    await page.locator('#animation-setting').selectOption('off');
    assert.deepEqual(await timing(), ['off', '0s']);
    // A storm of keys with nothing animated: the board shows exactly the game.
    await page.locator('.board').click();
    const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
    for (let i = 0; i < 24; i++) await page.keyboard.press(keys[i % 4]);
    const now = await state(page);
    assert.ok(now.moves >= 6, `${now.moves}`);
    assert.deepEqual(await domBoard(page), now.board);
    const shown = await page.locator('.tile[data-absorbed]').evaluateAll((tiles) => tiles.filter((t) => t.checkVisibility()).length);
    assert.equal(shown, 0, 'no absorbed tile lingers');
    await page.reload();
    await page.waitForSelector('.game2048 .board .tile');
    assert.equal(await page.locator('#animation-setting').inputValue(), 'off', 'kept');
    assert.deepEqual(await timing(), ['off', '0s'], 'from the first paint');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('where the system asks for reduced motion it starts at off, and a choice beats it', async () => {
    const context = await env.browser.newContext({ ...DESKTOP, reducedMotion: 'reduce' });
    const page = await openGame(context, env.server.url + '/');
    const duration = () => page.evaluate(() => getComputedStyle(document.querySelector('.game2048 .tile')).transitionDuration);
    assert.equal(await page.locator('#animation-setting').inputValue(), 'off');
    assert.equal(await duration(), '0s');
    await page.locator('#animation-setting').selectOption('normal');
    assert.equal(await duration(), '0.1s');
    await page.reload();
    await page.waitForSelector('.game2048 .board .tile');
    assert.equal(await duration(), '0.1s', "the choice is kept over the system's wish");
    await context.close();
  });
});

/** Counts what Web Audio is asked for: contexts made, and each note's pitch. */
function spyOnAudio(context) {
  return context.addInitScript(() => {
    window.audio = { contexts: 0, notes: [] };
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        window.audio.contexts += 1;
      }
    };
    const set = AudioParam.prototype.setValueAtTime;
    AudioParam.prototype.setValueAtTime = function (value, time) {
      // (The oscillators' frequencies; the gains start at 0.)
      if (value > 20) window.audio.notes.push(value);
      return set.call(this, value, time);
    };
  });
}

describe('sound', () => {
  test('off by default with no AudioContext at all; on, a move and a merge are heard, the merge higher as it grows; kept', async () => {
    const context = await env.browser.newContext(DESKTOP);
    await spyOnAudio(context);
    const page = await openGame(context, env.server.url + '/?seed=5');
    const audio = () => page.evaluate(() => window.audio);
    await page.locator('.board').click();
    for (let i = 0; i < 6; i++) await page.keyboard.press(KEY[await legalDirection(page)]);
    assert.deepEqual(await audio(), { contexts: 0, notes: [] }, 'silence, and no audio made');

    await page.locator('#sound-setting').selectOption('on');
    await page.waitForFunction(() => window.audio.notes.length === 1);
    assert.equal((await audio()).contexts, 1);
    // Moves until one merges: each is heard; a merge of a larger value sounds higher.
    const heard = [];
    for (let i = 0; i < 30; i++) {
      const before = (await audio()).notes.length;
      const score = (await state(page)).score;
      await page.keyboard.press(KEY[await legalDirection(page)]);
      await page.waitForFunction((n) => window.audio.notes.length > n, before);
      const now = await state(page);
      heard.push([now.score - score, (await audio()).notes.at(-1)]);
    }
    const merges = heard.filter(([gained]) => gained > 0);
    const slides = heard.filter(([gained]) => gained === 0);
    assert.ok(merges.length > 0 && slides.length > 0, JSON.stringify(heard));
    assert.ok(slides.every(([, hz]) => hz === slides[0][1]), 'every plain slide sounds alike');
    assert.ok(merges.every(([, hz]) => hz > slides[0][1]), 'merges sound higher than a slide');
    assert.equal((await audio()).contexts, 1, 'one context for the page');

    await page.reload();
    await page.waitForSelector('.game2048 .board .tile');
    assert.equal(await page.locator('#sound-setting').inputValue(), 'on');
    assert.equal((await audio()).contexts, 0, 'none before the first sound');
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

/** Two animation frames: the pads are read once a frame. */
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Holds pad 0's `button` (or leans its stick to `stick`) inside the page until the game
 * has moved, then `after` ms more of frames, and lets go in that frame's own callback.
 * A held direction repeats after 450 ms (`app::pads::FIRST_REPEAT_MS`): letting go from
 * the test, a round trip or two later, would race that repeat on a loaded machine.
 * Resolves with the moves then and how long the direction was held after its move
 * (frame times, as the game reads the pads); fails if 30 s of frames bring no move.
 */
const holdUntilMoved = (page, { button, stick, after = 0 }) =>
  page.evaluate(([button, stick, after]) => new Promise((resolve, reject) => {
    const set = (on) => (stick ? window.padStick(0, ...(on ? stick : [0, 0])) : window.padButton(0, button, on));
    const from = window.game2048.state().moves;
    const started = performance.now();
    let movedAt = null;
    set(true);
    const tick = (now) => {
      const moves = window.game2048.state().moves;
      if (movedAt === null && moves > from) movedAt = now;
      if (movedAt !== null && now - movedAt >= after) {
        set(false);
        resolve({ moves, heldAfterMove: now - movedAt });
      } else if (movedAt === null && now - started > 30000) {
        set(false);
        reject(new Error(`no move in 30 s of holding ${stick ? `the stick at ${stick}` : `button ${button}`}`));
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }), [button ?? null, stick ?? null, after]);

/** Presses and lets go of `button` on pad `index`, a frame or two each way. */
async function press(page, index, button) {
  await page.evaluate(([i, b]) => window.padButton(i, b, true), [index, button]);
  await frames(page);
  await page.evaluate(([i, b]) => window.padButton(i, b, false), [index, button]);
  await frames(page);
}

describe('gamepads', () => {
  test('the d-pad and the stick move once a press, B undoes, Start asks and A answers; each pad is said once', async () => {
    const context = await env.browser.newContext(DESKTOP);
    await context.addInitScript(FAKE_PADS);
    const page = await openGame(context, env.server.url + '/');
    const said = () => page.locator('[aria-live=polite]').textContent();
    await page.evaluate(() => window.connectPad(0));
    await page.waitForFunction(() => document.querySelector('[aria-live=polite]').textContent.startsWith('Gamepad connected'));
    assert.equal(
      await said(),
      'Gamepad connected: the d-pad or the left stick moves, A gives a hint, B undoes, Start starts a new game.',
    );

    // The d-pad, held for 250 ms after its move: one move (a held direction repeats
    // only after 450 ms). A frame that alone took more than 200 ms would let it repeat,
    // rightly; the count is then checked against the time it was held.
    const dir = await legalDirection(page);
    const held = await holdUntilMoved(page, { button: PAD_BUTTON[dir], after: 250 });
    if (held.heldAfterMove < 450) assert.equal(held.moves, 1, `held ${held.heldAfterMove} ms, still one move`);
    else assert.ok(held.moves >= 1, `held ${held.heldAfterMove} ms`);
    assert.equal((await state(page)).moves, held.moves, 'let go: no more moves');
    await frames(page);
    // The same pad connected again is not said again; another pad is.
    assert.match(await said(), /^Moved /);
    await page.evaluate(() => window.connectPad(0));
    await frames(page);
    assert.match(await said(), /^Moved /);

    // The left stick, past its dead zone.
    const next = await legalDirection(page);
    const stick = { left: [-0.9, 0], right: [0.9, 0], up: [0, -0.9], down: [0, 0.9] }[next];
    const pushed = await holdUntilMoved(page, { stick });
    assert.equal(pushed.moves, held.moves + 1, 'the stick moved once');
    // Inside the dead zone: no move.
    await page.evaluate(() => window.padStick(0, 0.2, 0.1));
    await frames(page);
    await frames(page);
    assert.equal((await state(page)).moves, pushed.moves, 'a stick at rest does not move');
    await page.evaluate(() => window.padStick(0, 0, 0));

    await press(page, 0, PAD_BUTTON.b);
    assert.equal((await state(page)).moves, pushed.moves - 1, 'B undoes');
    await press(page, 0, PAD_BUTTON.start);
    const question = page.locator('.question');
    await question.waitFor();
    await press(page, 0, PAD_BUTTON.b);
    await question.waitFor({ state: 'hidden' });
    assert.equal((await state(page)).moves, pushed.moves - 1, 'B says no');
    await press(page, 0, PAD_BUTTON.start);
    await question.waitFor();
    await press(page, 0, PAD_BUTTON.a);
    await page.waitForFunction(() => window.game2048.state().moves === 0);
    // A, with no question: a hint.
    await press(page, 0, PAD_BUTTON.a);
    await page.locator('.hint-arrow').waitFor();

    // A second pad plays too, and is said.
    await page.evaluate(() => window.connectPad(1));
    await page.waitForFunction(() => document.querySelector('[aria-live=polite]').textContent.startsWith('Gamepad connected'));
    await press(page, 1, PAD_BUTTON[await legalDirection(page)]);
    assert.equal((await state(page)).moves, 1);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test('widgets: a pad plays only the one that has focus; their attributes set the pad, sound and animation', async () => {
    const context = await env.browser.newContext(DESKTOP);
    await context.addInitScript(FAKE_PADS);
    await spyOnAudio(context);
    const { page, errors } = await pageWithErrors(context);
    await page.goto(`${env.server.url}/hands.html`);
    const [a, b] = [page.locator('#a'), page.locator('#b')];
    await a.locator('.board .tile').first().waitFor();
    await b.locator('.board .tile').first().waitFor();
    await page.evaluate(() => Promise.all(['a', 'b'].map((id) => document.getElementById(id).ready)));
    const moves = () => page.evaluate(() => ['a', 'b'].map((id) => document.getElementById(id).state().moves));
    const duration = (w) => w.locator('.tile').first().evaluate((t) => getComputedStyle(t).transitionDuration);
    assert.equal(await duration(a), '0s', 'a: animation="off"');
    assert.equal(await duration(b), '0.1s');
    await a.getByRole('group', { name: 'Direction pad' }).waitFor();
    assert.equal(await b.getByRole('group', { name: 'Direction pad' }).count(), 0);

    await page.evaluate(() => window.connectPad(0));
    await frames(page);
    await press(page, 0, PAD_BUTTON[await legalDirection(page, '#a')]);
    assert.deepEqual(await moves(), [0, 0], 'no widget has focus');

    await a.locator('.board').click();
    await press(page, 0, PAD_BUTTON[await legalDirection(page, '#a')]);
    assert.deepEqual(await moves(), [1, 0]);
    // A tap on a's pad too (a mouse click here).
    await a.getByRole('button', { name: `Move ${await legalDirection(page, '#a')}` }).click();
    assert.deepEqual(await moves(), [2, 0]);
    assert.equal((await page.evaluate(() => window.audio)).contexts, 0, 'a is silent');

    await b.locator('.board').click();
    await press(page, 0, PAD_BUTTON[await legalDirection(page, '#b')]);
    assert.deepEqual(await moves(), [2, 1]);
    await page.waitForFunction(() => window.audio.notes.length > 0);
    assert.equal((await page.evaluate(() => window.audio)).contexts, 1, 'b has sound="on"');
    await page.screenshot({ path: join(ARTIFACTS, 'hands-widgets.png'), fullPage: true, animations: 'disabled' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the iframe takes ?dpad=on&animation=fast; a bad animation is said inside it', async () => {
    const context = await env.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.setContent(`<iframe style="width:600px;height:900px;border:0"
      src="${env.server.url}/embed.html?dpad=on&animation=fast&storage-key=frame-hands"></iframe>
      <iframe style="width:400px;height:200px;border:0" src="${env.server.url}/embed.html?animation=slow"></iframe>`);
    const [good, bad] = [page.frameLocator('iframe').nth(0), page.frameLocator('iframe').nth(1)];
    await good.locator('.board .tile').first().waitFor();
    await good.getByRole('group', { name: 'Direction pad' }).waitFor();
    const duration = await good.locator('.tile').first().evaluate((t) => getComputedStyle(t).transitionDuration);
    assert.equal(duration, '0.05s');
    assert.equal(
      await bad.locator('[role=alert]').textContent(),
      'This game could not startThe animation attribute must be "normal", "fast" or "off", not "slow".',
    );
    await context.close();
  });
});
