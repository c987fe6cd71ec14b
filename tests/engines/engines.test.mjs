// The end-to-end suite's core in the two other browser engines (issue 33, item 1):
// Firefox ESR (Gecko, through geckodriver) and WebKitGTK's MiniBrowser (WebKit, through
// WebKitWebDriver, on an Xvfb display), both Debian's packages, driven over plain W3C
// WebDriver by selenium-webdriver. The drivers are started here, once per engine, and
// each test has a session (a browser) of its own; nothing here downloads a browser or
// a driver (scripts/install-tools installs them). Playwright's Chromium runs the whole
// suite (tests/e2e); this runs what most differs between engines: keys, a drag and a
// touch swipe on the board, undo and redo, the on-screen pad, a gamepad, sound and the
// animation's settings, every panel and its chunk, a power-up and a
// timed game, a widget on a host page and the iframe's commands from another origin,
// German and Arabic, offline play through the service worker, and a chunk that does
// not load. A browser that stops answering fails its test within a minute (`watched`)
// rather than hold the run for ever.
//
// Clicks are WebDriver's element clicks (the driver moves its pointer to the element's
// centre and presses: a real click, not `element.click()`); keys are its key actions.
// An entry of the variant's list is chosen by WebDriver's click on its <option>, which
// selects it as the list's menu would (opening the list first leaves WebKitGTK's native
// menu open, and it takes the next keys). What differs between the engines and how it
// is settled is in the README ("Browser engines").
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { By, Capabilities, Key, WebDriver, until } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';
import input from 'selenium-webdriver/lib/input.js';
import { ARTIFACTS, BASE, DIST, FAKE_PADS, PAD_BUTTON, serve } from '../e2e/harness.mjs';

const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The engines: how to start each one's driver, and the session it is asked for. */
const ENGINES = [
  {
    name: 'firefox',
    driver: process.env.GECKODRIVER ?? 'geckodriver',
    args: (port) => ['--port', String(port), '--log', 'error'],
    capabilities: {
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
        args: ['-headless', '-width', '1000', '-height', '900'],
      },
    },
  },
  {
    name: 'webkit',
    driver: process.env.WEBKITWEBDRIVER ?? 'WebKitWebDriver',
    args: (port) => [`--port=${port}`],
    display: true,
    // WebKitGTK's MiniBrowser sometimes never finishes a navigation (the driver's page
    // load times out with the page on screen): a test of it that fails is run once more
    // in a new browser, and says so (`test_`).
    retry: true,
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    },
  },
];

/** The process groups started here, which are in groups of their own and so outlive
 *  this process unless it kills them: on its way out, and when a bound on the run
 *  (`scripts/test`) stops it. */
const started = new Set();
process.on('exit', () => started.forEach(kill));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(1));

/** Starts `command` as the leader of a process group of its own (so that it and every
 *  browser it starts can be killed together), and resolves with it once `ready()` holds
 *  (tried every 100 ms for 30 s). */
async function start(command, args, env, ready) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const failed = new Promise((_, reject) => child.on('error', reject));
  started.add(child);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${stderr}`);
    if (await Promise.race([ready(), failed])) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  kill(child);
  throw new Error(`${command} did not start: ${stderr}`);
}

/** Kills `child` and every process of its group (a driver's browsers). */
function kill(child) {
  started.delete(child);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** The processes whose parent is `pid`, read from /proc (procps's `pgrep` may not be
 *  installed). */
async function childrenOf(pid) {
  const children = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (command) state parent …": the command may hold spaces and parentheses.
    const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (Number(parent) === pid) children.push(Number(entry));
  }
  return children;
}

let nextPort = 4444 + (process.pid % 1000) * 4;

/** The engine's driver (and display), which makes a session for each test
 *  (`driver(watch)`: a browser of its own, so that one that hangs takes no other
 *  test with it); `restart()` kills the driver and every browser it started, and starts
 *  it anew; `close()` ends them all. */
async function engineDriver(engine) {
  let display = null;
  const env = {};
  if (engine.display) {
    const name = `:${90 + (process.pid % 900)}`;
    display = await start('Xvfb', [name, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {}, async () => {
      const { existsSync } = await import('node:fs');
      return existsSync(`/tmp/.X11-unix/X${name.slice(1)}`);
    });
    env.DISPLAY = name;
  }
  let port;
  let child;
  const startOnce = async () => {
    port = nextPort++;
    child = await start(engine.driver, engine.args(port), env, async () => {
      try {
        const status = await fetch(`http://127.0.0.1:${port}/status`);
        return status.ok;
      } catch {
        return false;
      }
    });
  };
  // (Once, in a CI run, WebKitWebDriver started right after its stopped browsers were
  // killed never answered on its port within 30 s, and every later test of the engine
  // found no driver: a second one is started, on the next port.)
  const startDriver = () =>
    startOnce().catch((e) => {
      process.stderr.write(`${engine.name}: the driver is started again after: ${e.message}\n`);
      return startOnce();
    });
  await startDriver();
  const browser = {
    driver: async (watch) => {
      const executor = new Executor(new HttpClient(`http://127.0.0.1:${port}`));
      const driver = WebDriver.createSession(watched(executor, watch, browser), new Capabilities(engine.capabilities));
      await driver.getSession();
      await driver.manage().setTimeouts({ script: 30000, pageLoad: 30000 });
      if (engine.name === 'webkit') await driver.manage().window().setRect({ width: 1000, height: 900 }).catch(() => {});
      return driver;
    },
    /** The driver's process id (its browsers are its children). */
    pid: () => child.pid,
    restart: async () => {
      kill(child);
      await startDriver();
    },
    close: async () => {
      kill(child);
      if (display) kill(display);
    },
  };
  return browser;
}

/** How long a WebDriver command may go unanswered before its browser is held to have
 *  stopped answering, else it can wait for ever (a CI run once sat 75 minutes in
 *  WebKitWebDriver's newSession). A new session takes 0.2 s in WebKit and about 2 s in
 *  Firefox here; no other command should pass the 30 s of a page load's or a script's
 *  own timeout. */
const DEADLINES = { newSession: 20000, other: 45000 };

/** `executor`, whose commands each fail after their deadline (`watch.deadlines` over
 *  `DEADLINES`, by command name). The first to do so is said in `watch.hung`, and the
 *  driver and its browsers are killed at once and started anew (`watch.restarted`),
 *  so that the test's later commands fail at once too. */
function watched(executor, watch, browser) {
  const execute = executor.execute.bind(executor);
  executor.execute = (command) => {
    const name = command.getName();
    const ms = watch.deadlines[name] ?? DEADLINES[name] ?? DEADLINES.other;
    let timer;
    const unanswered = new Promise((_, reject) => {
      timer = setTimeout(() => {
        if (!watch.hung) {
          watch.hung = `the browser stopped answering: nothing for ${ms / 1000} s to WebDriver's ${name}`;
          // (Awaited by `attempt`; handled now too, as it may fail before then.)
          watch.restarted = browser.restart();
          watch.restarted.catch(() => {});
        }
        reject(new Error(watch.hung));
      }, ms);
    });
    return Promise.race([execute(command), unanswered]).finally(() => clearTimeout(timer));
  };
  return executor;
}

/** Runs `body` with a new session of `browser`, and ends the session. A command that
 *  goes unanswered past its deadline (`deadlines`, by command name, over `DEADLINES`)
 *  fails the attempt, saying which, once the driver has been started anew. */
async function attempt(browser, body, deadlines = {}) {
  const watch = { deadlines, hung: null, restarted: null };
  let driver = null;
  try {
    driver = await browser.driver(watch);
    return await body(driver);
  } catch (e) {
    throw watch.hung ? new Error(watch.hung, { cause: e }) : e;
  } finally {
    if (driver && !watch.hung) await driver.quit().catch(() => {});
    await watch.restarted;
  }
}

/** Waits until the document's animations and transitions have ended (in shadow trees
 *  too; but a busy control's, which never ends): a new tile is scaled to nothing until
 *  it appears. */
const settle = (driver) =>
  driver.wait(
    () =>
      driver.executeScript(
        "return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)",
      ),
    10000,
    'the tiles settle',
  );

/** Saves a screenshot as `name`, once the tiles have settled, in its frames too (an
 *  iframe of another origin is a document of its own). */
async function screenshot(driver, name) {
  await settle(driver);
  for (const frame of await driver.findElements(By.css('iframe'))) {
    await driver.switchTo().frame(frame);
    await settle(driver);
    await driver.switchTo().defaultContent();
  }
  await writeFile(join(ARTIFACTS, `${name}.png`), await driver.takeScreenshot(), 'base64');
}

/** The hosted game's state, through its JS API (once the page has set it). */
async function state(driver) {
  await driver.wait(() => driver.executeScript('return Boolean(window.game2048)'), 20000, 'the JS API');
  return driver.executeScript('return window.game2048.state()');
}

/** A button of the page (not in a widget) by its accessible text. */
const button = (driver, name, within = '') =>
  driver.findElement(By.xpath(`${within}//button[normalize-space()="${name}" or @aria-label="${name}"]`));

/** Waits for `css` to be on the page and shown. */
async function shown(driver, css, ms = 20000) {
  const element = await driver.wait(until.elementLocated(By.css(css)), ms, `${css} never came`);
  await driver.wait(until.elementIsVisible(element), ms, `${css} never showed`);
  return element;
}

/** A page of the deploy's origin that is not the game (a 404): its storage can be set
 *  there before the game's first load. (Loading the game, clearing its storage and
 *  loading it again wedged WebKitGTK's session in 2 of 62 fresh sessions here, every
 *  later command timing out; 160 sessions that first opened this never did.) */
const NOT_THE_GAME = '/not-the-game';

/** Opens the hosted page at `path` with empty storage, and waits for its board and
 *  its JS API (`window.game2048`, set once the `api` chunk is here). */
async function open(driver, url, path = '/') {
  await driver.get(`${url}${NOT_THE_GAME}`);
  await driver.executeScript('localStorage.clear()');
  await driver.get(`${url}${path}`);
  await shown(driver, '.game2048 .board .tile');
  await state(driver);
}

/** A direction that moves a game's board now (tried through its JS API, undone): the
 *  hosted game's, or the one `game` (a script expression) names. */
const legal = (driver, game = 'window.game2048') =>
  driver.executeScript(`
    const game = ${game};
    for (const d of ['left', 'up', 'right', 'down']) {
      const before = game.state().moves;
      if (game.move(d).moves > before) { game.undo(); return d; }
    }
    return null;`);

/** How many animations and transitions run now on the board in `root` (a script
 *  expression: the document, or a widget's shadow root). */
const running = (driver, root = 'document') =>
  driver.executeScript(
    `return ${root}.querySelector('.board').getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length`,
  );

const KEY = { left: Key.ARROW_LEFT, right: Key.ARROW_RIGHT, up: Key.ARROW_UP, down: Key.ARROW_DOWN };

/** Waits until the game's state passes `check`. */
async function until_(driver, check, what) {
  await driver.wait(async () => check(await state(driver)), 10000, what);
}

/** Counts, from now on, the Web Audio contexts that sound (each one that makes an
 *  oscillator) and the pitches asked of them. (Through the prototypes: wasm-bindgen's
 *  glue holds the AudioContext constructor from its load on, so a stand-in for it put
 *  there later is never called; Playwright's Chromium test counts constructions.) */
const SPY_ON_AUDIO = `
  window.audio = { contexts: 0, notes: [] };
  const Real = window.AudioContext ?? window.webkitAudioContext;
  if (Real) {
    const seen = new WeakSet();
    const make = Real.prototype.createOscillator;
    Real.prototype.createOscillator = function () {
      if (!seen.has(this)) { seen.add(this); window.audio.contexts += 1; }
      return make.call(this);
    };
    const set = AudioParam.prototype.setValueAtTime;
    AudioParam.prototype.setValueAtTime = function (value, time) {
      if (value > 20) window.audio.notes.push(value);
      return set.call(this, value, time);
    };
  }
  return Boolean(Real);`;

/** Chooses `value` in the page's setting `name` (at its foot) by a click on its option. */
const choose = (driver, name, value) => driver.findElement(By.css(`#${name}-setting option[value="${value}"]`)).click();

const hostPage = (other) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
  <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script>
  <script type="module">
    import { Game2048Frame } from '${other.url}/game2048-frame.js';
    window.frame = new Game2048Frame(document.getElementById('f'));
  </script>
  <style>body { margin: 0; font: 16px serif; } main { display: flex; gap: 16px; } iframe { border: 0; width: 420px; height: 700px; }</style></head>
  <body><main><game-2048 id="w" seed="7" storage-key="engines"></game-2048>
  <iframe id="f" src="${other.url}/embed.html?storage-key=engines-frame"></iframe></main></body></html>`;

/** A host page with one widget that a host set up for hands: the on-screen pad, sound,
 *  and no animation. */
const HANDS_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>hands</title>
  <link rel="icon" href="data:,"><script type="module" src="game2048-embed.js"></script></head>
  <body><game-2048 id="h" seed="5" storage-key="engines-hands" dpad="on" sound="on" animation="off"></game-2048></body></html>`;

for (const engine of ENGINES) {
  describe(engine.name, () => {
    let server;
    let other;
    let browser;
    const pages = {};
    before(async () => {
      server = await serve(DIST, () => ({}), pages);
      other = await serve();
      pages[`${BASE}host.html`] = hostPage(other);
      pages[`${BASE}hands.html`] = HANDS_PAGE;
      browser = await engineDriver(engine);
    });
    /** Runs `body` with a session of its own, ended after it (in WebKit, once more in
     *  a new one if it fails, saying why it did). */
    const inBrowser = async (t, body) => {
      for (let tries = 1; ; tries++) {
        try {
          return await attempt(browser, (driver) => body(driver, t));
        } catch (e) {
          if (!engine.retry || tries > 1) throw e;
          t.diagnostic(`${engine.name}: run again in a new browser after: ${e.name} ${String(e.message).split('\n')[0]}`);
        }
      }
    };
    /** A test in a browser of its own (`inBrowser`). */
    const test_ = (name, body) => test(name, (t) => inBrowser(t, body));
    after(async () => {
      await browser?.close();
      await server?.close();
      await other?.close();
    });

    test_('plays by keys and a drag on the board; Undo and Redo by clicks give back the same tiles', async (driver) => {
      await open(driver, server.url);
      await driver.findElement(By.css('.board')).click();
      for (let i = 0; i < 3; i++) {
        const before = (await state(driver)).moves;
        await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
        await until_(driver, (s) => s.moves === before + 1, 'a key moved');
      }
      const played = await state(driver);
      await button(driver, 'Undo').click();
      await until_(driver, (s) => s.moves === 2, 'Undo');
      await button(driver, 'Redo').click();
      await until_(driver, (s) => s.moves === 3, 'Redo');
      assert.deepEqual((await state(driver)).board, played.board, 'the same tile again');
      // A drag with the mouse across the board, as a swipe is.
      const dir = await legal(driver);
      const board = await driver.findElement(By.css('.board'));
      const [dx, dy] = { left: [-120, 0], right: [120, 0], up: [0, -120], down: [0, 120] }[dir];
      await driver
        .actions()
        .move({ origin: board })
        .press()
        .move({ origin: board, x: dx / 2, y: dy / 2, duration: 50 })
        .move({ origin: board, x: dx, y: dy, duration: 50 })
        .release()
        .perform();
      await until_(driver, (s) => s.moves === 4, `a drag ${dir} moved`);
      await screenshot(driver, `engine-${engine.name}-play`);
    });

    test_('every hand: the on-screen pad by clicks, a gamepad, sound by Web Audio, animation off; each setting kept', async (driver, t) => {
      // (Each setting is the first choice of its page, as WebKitGTK's second choice on a
      // page sometimes sends no change; a new page shows each kept.)
      await open(driver, server.url);
      await choose(driver, 'dpad', 'on');
      await shown(driver, '.dpad');
      await button(driver, `Move ${await legal(driver)}`).click();
      await until_(driver, (s) => s.moves === 1, 'a click on the pad moved');
      // A gamepad, said once it is connected; its d-pad, held: one move.
      await driver.executeScript(`${FAKE_PADS}\nwindow.connectPad(0);`);
      const said = () => driver.executeScript("return document.querySelector('[aria-live=polite]').textContent");
      await driver.wait(async () => (await said()).startsWith('Gamepad connected'), 10000, 'the pad is said');
      await driver.executeScript('window.padButton(0, arguments[0], true)', PAD_BUTTON[await legal(driver)]);
      await until_(driver, (s) => s.moves === 2, 'the gamepad moved');

      await driver.get(`${server.url}/`);
      await shown(driver, '.dpad');
      const audio = await driver.executeScript(SPY_ON_AUDIO);
      await driver.findElement(By.css('.board')).click();
      let moves = (await state(driver)).moves;
      await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
      await until_(driver, (s) => s.moves === moves + 1, 'a key moved');
      assert.deepEqual(await driver.executeScript('return window.audio'), { contexts: 0, notes: [] }, 'silence while sound is off');
      await choose(driver, 'sound', 'on');
      if (!audio) {
        t.diagnostic(`${engine.name}: no Web Audio, so no sound`);
      } else {
        await driver.wait(() => driver.executeScript('return window.audio.notes.length === 1'), 10000, 'turning sound on ticks');
        await driver.findElement(By.css('.board')).click();
        moves = (await state(driver)).moves;
        await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
        await until_(driver, (s) => s.moves === moves + 1, 'a key moved');
        await driver.wait(() => driver.executeScript('return window.audio.notes.length > 1'), 10000, 'a move is heard');
        assert.equal((await driver.executeScript('return window.audio')).contexts, 1, 'one context sounds every note');
      }

      await driver.get(`${server.url}/`);
      await shown(driver, '.dpad');
      assert.equal(await driver.findElement(By.id('sound-setting')).getAttribute('value'), 'on', 'sound kept');
      await choose(driver, 'animation', 'off');
      await driver.wait(() => driver.executeScript("return document.documentElement.dataset.motion === 'off'"), 10000, 'animation off');
      await driver.findElement(By.css('.board')).click();
      const before = (await state(driver)).moves;
      await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
      await until_(driver, (s) => s.moves === before + 1, 'a key moved');
      assert.equal(await running(driver), 0, 'with animation off nothing moves on the board');
      await screenshot(driver, `engine-${engine.name}-hands`);
    });

    test_("a widget's attributes: dpad, sound and animation", async (driver) => {
      await driver.get(`${server.url}/hands.html`);
      await driver.wait(() => driver.executeScript('return document.getElementById("h").state()?.board.length === 4'), 20000, 'the widget');
      const widget = () => driver.executeScript('return document.getElementById("h").state()');
      const pad = (dir) =>
        driver.executeScript(
          "return document.getElementById('h').shadowRoot.querySelector(`.dpad button[aria-label='Move ${arguments[0]}']`)?.getBoundingClientRect().toJSON() ?? null",
          dir,
        );
      const dir = await legal(driver, "document.getElementById('h')");
      await driver.wait(async () => (await pad(dir)) !== null, 20000, "the widget's pad");
      const audio = await driver.executeScript(SPY_ON_AUDIO);
      // A real click at the pad button's centre (inside the widget's shadow tree).
      const at = await pad(dir);
      await driver
        .actions()
        .move({ origin: input.Origin.VIEWPORT, x: Math.round(at.x + at.width / 2), y: Math.round(at.y + at.height / 2) })
        .press()
        .release()
        .perform();
      await driver.wait(async () => (await widget()).moves === 1, 10000, "a click on the widget's pad moved it");
      if (audio) await driver.wait(() => driver.executeScript('return window.audio.notes.length > 0'), 10000, 'the move is heard');
      assert.equal(await running(driver, "document.getElementById('h').shadowRoot"), 0, 'animation="off": nothing moves on the board');
    });

    test_('a swipe by touch, where the driver sends touch (else a pen)', async (driver, t) => {
      await open(driver, server.url);
      const board = await driver.findElement(By.css('.board'));
      let used;
      for (const type of [input.Pointer.Type.TOUCH, input.Pointer.Type.PEN]) {
        const dir = await legal(driver);
        const [dx, dy] = { left: [-120, 0], right: [120, 0], up: [0, -120], down: [0, 120] }[dir];
        const finger = new input.Pointer(`${type}-finger`, type);
        try {
          await driver
            .actions()
            .insert(
              finger,
              finger.move({ origin: board }),
              finger.press(),
              finger.move({ origin: board, x: dx / 2, y: dy / 2, duration: 50 }),
              finger.move({ origin: board, x: dx, y: dy, duration: 50 }),
              finger.release(),
            )
            .perform();
        } catch (e) {
          t.diagnostic(`${engine.name}: the driver sends no ${type}: ${String(e.message).split('\n')[0]}`);
          await driver.actions().clear().catch(() => {});
          continue;
        }
        await until_(driver, (s) => s.moves === 1, `a ${type} swipe ${dir} moved`);
        used = type;
        break;
      }
      assert.ok(used, 'neither touch nor a pen could be sent');
      t.diagnostic(`${engine.name}: a ${used} swipe moved the board`);
    });

    test_('every panel opens with its chunk: Games, Analyse, Set up, a replay and its Review, Create a game, Today\'s game', async (driver) => {
      await open(driver, server.url);
      await driver.findElement(By.css('.board')).click();
      await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
      await until_(driver, (s) => s.moves === 1, 'a move');
      await button(driver, 'Games').click();
      await shown(driver, '.games');
      await button(driver, 'Analyse').click();
      await shown(driver, '.analysis');
      await button(driver, 'Set up a position').click();
      await shown(driver, '.setup-board');
      await driver.findElement(By.css('.setup-head button')).click();
      await driver.wait(async () => (await driver.findElements(By.css('.setup-board'))).length === 0, 10000);
      if ((await driver.findElements(By.css('.games'))).length === 0) await button(driver, 'Games').click();
      await button(driver, 'Watch this game').click();
      await shown(driver, '.replay');
      await button(driver, 'Review', "//*[contains(@class,'review')]").click();
      await shown(driver, '.review-chart', 60000);
      await button(driver, 'Close', "//*[contains(@class,'replay')]").click();
      // The variant's list: Create a game.
      const list = await driver.findElement(By.css('.picker select'));
      await list.findElement(By.css('option[value="create"]')).click();
      await shown(driver, '.builder');
      await driver.findElement(By.css('.builder-head button')).click();
      if ((await driver.findElements(By.css('.games'))).length === 0) await button(driver, 'Games').click();
      await button(driver, "Today's game").click();
      // (It asks first: a game is in progress.)
      await shown(driver, '.question');
      await driver.findElement(By.css('.question button')).click();
      await driver.wait(async () => (await driver.findElements(By.css('.question:not([hidden])'))).length === 0, 10000, 'the question answered');
      await until_(driver, (s) => s.moves === 0 && s.score === 0, "today's game began");
      const today = await driver.executeScript("return document.querySelector('.games').textContent");
      assert.match(today, /This is the game of \d{4}-\d{2}-\d{2}/);
      await screenshot(driver, `engine-${engine.name}-panels`);
    });

    test_('a power-up by clicks', async (driver) => {
      await open(driver, server.url);
      const list = await driver.findElement(By.css('.picker select'));
      await list.findElement(By.xpath(".//option[normalize-space()='Power-ups']")).click();
      await shown(driver, '.extras .power');
      const s = await state(driver);
      assert.deepEqual(s.powerUps, { swap: 1, remove: 1, undo: 2 });
      // Moves (through the API: what is tested here is the power-up) until two numbers
      // are on the board, as removing the only one is refused. (Not `legal`, whose undo
      // would spend this game's undo charges.)
      const values = (now) => new Set(now.board.flatMap((row) => row.split(' ')).filter((v) => /^\d+$/.test(v)));
      for (let i = 0; values(await state(driver)).size < 2 && i < 20; i++) {
        await driver.executeScript(`
          const moves = window.game2048.state().moves;
          ['left', 'up', 'right', 'down'].some((d) => window.game2048.move(d).moves > moves);`);
      }
      const smallest = Math.min(...values(await state(driver)));
      // Remove: a click on the button, then on a tile: every tile of its number goes.
      await button(driver, 'Remove: 1 left').click();
      await shown(driver, '.power-board');
      await driver.findElement(By.css(`.power-board button[aria-label$=": ${smallest}"]`)).click();
      await until_(driver, (now) => now.powerUps.remove === 0, 'the removal');
    });

    test_("a timed game's clock runs from the first move", async (driver) => {
      // (A page of its own: each choice from the list is the first of its page, as
      // WebKitGTK's second choice there sometimes sent no change, in 2 of 6 runs.)
      await open(driver, server.url);
      const list = await driver.findElement(By.css('.picker select'));
      await list.findElement(By.xpath(".//option[normalize-space()='Sprint']")).click();
      await until_(driver, (now) => typeof now.timeLeft === 'number', 'a timed game');
      await driver.findElement(By.css('.board')).click();
      await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
      const first = (await state(driver)).timeLeft;
      await driver.wait(async () => (await state(driver)).timeLeft < first, 10000, 'the clock runs');
    });

    test_('a widget on a host page, and the iframe commanded from another origin', async (driver) => {
      await driver.get(`${server.url}/host.html`);
      await driver.wait(() => driver.executeScript('return document.getElementById("w").state()?.board.length === 4'), 20000, 'the widget');
      await driver.findElement(By.id('w')).click();
      const widget = () => driver.executeScript('return document.getElementById("w").state()');
      const dir = await legal(driver, "document.getElementById('w')");
      await driver.actions().sendKeys(KEY[dir]).perform();
      await driver.wait(async () => (await widget()).moves === 1, 10000, 'a key moved the widget');
      const answers = await driver.executeAsyncScript(`
        const done = arguments[arguments.length - 1];
        (async () => {
          const f = window.frame;
          await f.ready;
          await f.newGame({ preset: 'classic', seed: 3 });
          let moved;
          for (const d of ['left', 'up', 'right', 'down']) if ((moved = await f.move(d)).moves > 0) break;
          const undone = await f.undo();
          const redone = await f.redo();
          const refused = await f.move('north').then(() => null, (e) => e.message);
          return { moved, undone, redone, refused };
        })().then(done, (e) => done({ error: String(e) }));`);
      assert.equal(answers.error, undefined, answers.error);
      assert.equal(answers.moved.moves, 1);
      assert.equal(answers.undone.moves, 0);
      assert.deepEqual(answers.redone.board, answers.moved.board);
      assert.equal(answers.refused, 'move takes one direction: "left", "right", "up" or "down"');
      await screenshot(driver, `engine-${engine.name}-embeds`);
    });

    test_('a chunk that does not load is said, the game plays on, and a second press tries again', async (driver) => {
      // A deploy whose Games part is missing (a 404), then put back.
      const copy = await mkdtemp(join(tmpdir(), `game2048-${engine.name}-`));
      const broken = await serve(copy);
      try {
        await cp(DIST, copy, { recursive: true });
        const games = (await readdir(copy)).find((f) => /^game2048-full-[0-9a-f]{16}-games\.wasm$/.test(f));
        await rename(join(copy, games), join(copy, `${games}.away`));
        await open(driver, broken.url);
        await button(driver, 'Games').click();
        const notice = await shown(driver, '.notice');
        assert.match(await notice.getText(), /That part of the game could not load \(its code could not be fetched\)\. The game plays on; try again later\./);
        await driver.findElement(By.css('.board')).click();
        await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
        await until_(driver, (now) => now.moves === 1, 'the game plays on');
        await rename(join(copy, `${games}.away`), join(copy, games));
        await button(driver, 'Games').click();
        await shown(driver, '.games');
      } finally {
        await broken.close();
        await rm(copy, { recursive: true, force: true });
      }
    });

    test_('offline: after one visit the service worker serves the game, which plays and opens Games', async (driver, t) => {
      const copy = await mkdtemp(join(tmpdir(), `game2048-${engine.name}-`));
      await cp(DIST, copy, { recursive: true });
      const online = await serve(copy);
      try {
        await open(driver, online.url);
        const controlled = await driver.executeAsyncScript(`
          const done = arguments[arguments.length - 1];
          if (!('serviceWorker' in navigator)) return done('no navigator.serviceWorker');
          const look = (n) => navigator.serviceWorker.controller?.state === 'activated' ? done(true)
            : n < 200 ? setTimeout(() => look(n + 1), 100)
            : navigator.serviceWorker.getRegistration().then((r) => done('never controlled in 20 s (its worker: ' +
                JSON.stringify(r && { installing: r.installing?.state, waiting: r.waiting?.state, active: r.active?.state }) + ')'));
          look(0);`);
        if (controlled !== true) {
          t.skip(`${engine.name}: ${controlled} (see the README's "Browser engines")`);
          return;
        }
        await driver.findElement(By.css('.board')).click();
        await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
        await until_(driver, (now) => now.moves === 1, 'a move');
        const before = await state(driver);
        await online.close();
        // (A navigation to it again, as a returning player makes: Marionette's reload
        // bypasses service workers.)
        await driver.get(`${online.url}/`);
        await shown(driver, '.game2048 .board .tile');
        assert.deepEqual(await state(driver), before, 'the same game, offline');
        await driver.findElement(By.css('.board')).click();
        await driver.actions().sendKeys(KEY[await legal(driver)]).perform();
        await until_(driver, (now) => now.moves === 2, 'it plays offline');
        await button(driver, 'Games').click();
        await shown(driver, '.games');
        t.diagnostic(`${engine.name}: offline through its service worker`);
      } finally {
        await online.close();
        await rm(copy, { recursive: true, force: true });
      }
    });

    test('a browser that stops answering fails its test, saying the command it was in, and the next test has a new one', async (t) => {
      // (Its processes stopped, as a wedged browser's: without a deadline the driver
      // would wait on it for ever.)
      const stopped = await attempt(
        browser,
        async (driver) => {
          await driver.get(`${server.url}/`);
          for (const pid of await childrenOf(browser.pid())) process.kill(pid, 'SIGSTOP');
          await driver.getTitle().catch(() => {});
          await driver.getTitle();
        },
        { getTitle: 3000 },
      ).then(
        () => 'it answered',
        (e) => e.message,
      );
      assert.equal(stopped, "the browser stopped answering: nothing for 3 s to WebDriver's getTitle");
      await inBrowser(t, (driver) => open(driver, server.url));
    });

    test_('German and Arabic pages: their words, Arabic right to left, a bad link refused in them', async (driver) => {
      for (const [lang, newGame, dir, unknown] of [
        ['de', 'Neues Spiel', 'ltr', 'unbekannte Vorlage „nope“'],
        ['ar', 'لعبة جديدة', 'rtl', 'نمط جاهز غير معروف «nope»'],
      ]) {
        await driver.get(`${server.url}${NOT_THE_GAME}`);
        await driver.executeScript('localStorage.clear(); localStorage.setItem("game2048:v1:lang", arguments[0])', lang);
        await driver.get(`${server.url}/`);
        await shown(driver, '.game2048 .board .tile');
        await driver.wait(async () => (await driver.findElements(By.xpath(`//button[normalize-space()="${newGame}"]`))).length === 1, 20000, `${lang}'s words`);
        assert.equal(await driver.executeScript('return document.documentElement.dir'), dir);
        await screenshot(driver, `engine-${engine.name}-${lang}`);
        // A link to a preset there is not: its reason in the page's language.
        await driver.get(`${server.url}/?preset=nope`);
        const notice = await shown(driver, '.notice');
        await driver.wait(async () => (await notice.getText()).includes(unknown), 20000, `${lang}: ${await notice.getText()}`);
      }
    });
  });
}
