// Where a returning visitor's start goes (a report, not a test): the page is visited
// once unthrottled (HTTP cache and service worker warm, as side-by-side.mjs --repeat
// does), then reloaded with the CPU slowed 4x and slow 4G, under a Chromium trace. It
// prints, as medians over the rounds, the time from navigation to tiles on screen and
// how much of the main thread's time went where until then: HTML, style and layout,
// script compile and run (the glue), wasm compile and instantiate, and the rest; and
// the wasm functions compiled on first call (Chromium compiles a module's functions
// lazily, on the main thread, unless its code cache has them) and the longest layout.
// `--first` profiles a first visit instead (no cache, no service worker).
//   node tests/e2e/profile-start.mjs [--rounds 5] [--cpu 4] [--first]
import { DIST, SLOW_4G, launch, serve } from './harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 5);
const cpu = arg('cpu', 4);
const first = process.argv.includes('--first');

/** Trace event names by phase (Chromium's devtools.timeline and v8 categories). */
const PHASES = {
  'HTML parse': /ParseHTML|HTMLDocumentParser|TextResourceDecoder/,
  'script parse, compile': /^(V8\.(PreParse|ParseProgram|ParseFunction|Compile|CompileIgnition|CompileSerialize|CompileCode|DeserializeContext)|v8\.(compile|parse|produceModuleCache|produceCache))/,
  'script run': /^(v8\.run|v8\.callFunction|FunctionCall|EvaluateScript|v8\.evaluateModule|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|V8\.Execute)/,
  'wasm': /wasm/i,
  'style, layout': /performLayout|recalcStyle|Layout|UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleEngine|CSSParser|UpdateStyle/,
  'paint': /Paint|Layerize|Commit|Composit/,
  'page set-up': /Frame::Detach|Document::shutdown|Document::Document|LocalWindowProxy|InstallConditionalFeatures|CreateContext|DeserializeContext/,
  'resource loading': /ResourceFetcher|ResponseBodyLoader|ModuleScriptFetcher|ResourceLoader|requestResource|NotifyFinished/,
};

const server = await serve(DIST);
const browser = await launch();
const results = [];
try {
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!first) {
      await page.goto(`${server.url}/`);
      await page.waitForFunction(() => document.querySelectorAll('.game2048 .tile').length >= 2);
      await page.evaluate(async () => navigator.serviceWorker && (await navigator.serviceWorker.ready));
    }
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: first });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8,v8.wasm,disabled-by-default-v8.compile,blink,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelectorAll('.game2048 .tile').length >= 2, null, { polling: 'raf' });
    const tiles = await page.evaluate(() => performance.now());
    // When each file had arrived (ms since navigation start).
    const arrived = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const file = (re) => performance.getEntriesByType('resource').find((r) => re.test(r.name))?.responseEnd ?? NaN;
      return { html: nav.responseEnd, glue: file(/game2048-full-[0-9a-f]+\.js$/), wasm: file(/game2048-full-[0-9a-f]+_bg\.wasm$/) };
    });
    await cdp.send('Tracing.end');
    await done;
    // The renderer's main thread: where the navigation's document was parsed.
    const parse = events.find((e) => e.name === 'ParseHTML');
    const main = parse && { pid: parse.pid, tid: parse.tid };
    const start = Math.min(...events.filter((e) => e.pid === main?.pid && e.ts).map((e) => e.ts));
    // Self time of every event on the main thread (its duration less its children's),
    // by the phase its name belongs to; wasm compiling on other threads is counted apart.
    const byPhase = Object.fromEntries([...Object.keys(PHASES), 'other'].map((p) => [p, 0]));
    const phaseOf = (name) => Object.keys(PHASES).find((p) => PHASES[p].test(name)) ?? 'other';
    const onMain = events
      .filter((e) => e.ph === 'X' && e.dur && e.pid === main?.pid && e.tid === main?.tid)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    let busy = 0;
    for (const e of onMain) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) byPhase[phaseOf(parent.name)] -= e.dur;
      else busy += e.dur;
      byPhase[phaseOf(e.name)] += e.dur;
      stack.push(e);
    }
    const offMain = events
      .filter((e) => e.ph === 'X' && e.dur && e.pid === main?.pid && e.tid !== main?.tid && PHASES.wasm.test(e.name))
      .reduce((sum, e) => sum + e.dur, 0);
    const end = Math.max(...onMain.map((e) => e.ts + e.dur));
    if (process.env.PROFILE_NAMES) {
      const self = new Map();
      const st = [];
      for (const e of onMain) {
        while (st.length && st.at(-1).ts + st.at(-1).dur <= e.ts) st.pop();
        const parent = st.at(-1);
        if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
        self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
        st.push(e);
      }
      console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([n, v]) => `${n} ${(v / 1000).toFixed(1)}`).join('\n'));
    }
    const lazy = onMain.filter((e) => e.name === 'wasm.CompileLazy');
    const layout = Math.max(0, ...onMain.filter((e) => e.name === 'Layout').map((e) => e.dur));
    results.push({ tiles, arrived, lazy: lazy.length, lazyMs: lazy.reduce((sum, e) => sum + e.dur, 0) / 1000, layout: layout / 1000, busy: busy / 1000, span: (end - start) / 1000, offMain: offMain / 1000, ...Object.fromEntries(Object.entries(byPhase).map(([k, v]) => [k, v / 1000])) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`${first ? 'First visit' : 'Returning visitor'}, CPU x${cpu}, slow 4G, ${rounds} rounds (medians, ms):`);
console.log(`  navigation to tiles on screen: ${median(results.map((r) => r.tiles)).toFixed(0)}`);
for (const file of ['html', 'glue', 'wasm']) {
  console.log(`  ${file} arrived at ${median(results.map((r) => r.arrived[file])).toFixed(0)}`);
}
console.log(`  main thread busy (top-level tasks): ${median(results.map((r) => r.busy)).toFixed(0)}`);
for (const phase of [...Object.keys(PHASES), 'other']) {
  console.log(`  ${phase.padEnd(18)} ${median(results.map((r) => r[phase])).toFixed(1).padStart(8)}  (main thread, self time)`);
}
console.log(`  wasm off the main thread: ${median(results.map((r) => r.offMain)).toFixed(1)}`);
console.log(`  wasm functions compiled on first call: ${median(results.map((r) => r.lazy))}, taking ${median(results.map((r) => r.lazyMs)).toFixed(1)} (main thread)`);
console.log(`  the longest layout: ${median(results.map((r) => r.layout)).toFixed(1)}`);
