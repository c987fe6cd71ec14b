// The package for web developers (issue 19, item 3): packages/widget, filled from the
// release build and packed with `npm pack` as a publisher would; its types checked by
// `tsc --strict` on a consumer that uses every method and event; a React 19 page
// bundled by esbuild from the packed tarball plays a move in Chromium and hears it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, DESKTOP, ROOT, launch, serve } from './harness.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
let work;
let tarball;
let unpacked;

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'game2048-package-'));
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'package.mjs')], { stdio: 'pipe' });
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: join(ROOT, 'packages', 'widget'), encoding: 'utf8' }),
  )[0];
  tarball = join(work, packed.filename);
  // As npm installs it: the tarball's package/ folder under node_modules.
  unpacked = join(work, 'node_modules', 'game2048-widget');
  await mkdir(unpacked, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
});

after(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the npm package', () => {
  test('the tarball holds the element, its files, the types and the manifest, and nothing of the hosted page', async () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ''));
    for (const file of ['package.json', 'index.js', 'index.d.ts', 'frame.d.ts', 'custom-elements.json', 'README.md', 'dist/game2048-embed.js', 'dist/game2048-frame.js', 'dist/embed.html', 'dist/ai-worker.js']) {
      assert.ok(files.includes(file), file);
    }
    assert.ok(files.some((f) => /^dist\/game2048-full-[0-9a-f]+_bg\.wasm$/.test(f)));
    // Every file the element's module names (its glue, its stylesheets, its fonts) is in.
    const embed = await readFile(join(unpacked, 'dist', 'game2048-embed.js'), 'utf8');
    const named = [...embed.matchAll(/["'`]\.\/([^"'`?#$]+\.(?:js|css|woff2))["'`]/g)].map((m) => `dist/${m[1]}`);
    for (const f of ['css', 'woff2', 'js']) assert.ok(named.some((n) => n.endsWith(f)), `the module names a .${f}: ${named}`);
    assert.deepEqual(named.filter((f) => !files.includes(f)), [], 'named by game2048-embed.js, not in the tarball');
    assert.ok(!files.some((f) => /index\.html|sw\.js|manifest|^dist\/game2048-[0-9a-f]{12,}[._]/.test(f)), files.join(' '));
    const manifest = JSON.parse(await readFile(join(unpacked, 'custom-elements.json'), 'utf8'));
    const element = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'game-2048');
    assert.equal(manifest.schemaVersion, '2.1.0');
    assert.ok(element.attributes.length >= 10 && element.events.length === 4);
  });

  // As the package's users' tools check it: arethetypeswrong resolves every entry point's
  // types as TypeScript does under node16/nodenext and bundlers (an ESM-only package:
  // CommonJS `require` is not offered), publint checks the manifest against the files.
  test('arethetypeswrong (esm-only) and publint --strict find nothing wrong in the tarball', () => {
    const run = (tool, args) => {
      try {
        return { status: 0, out: execFileSync(bin(tool), args, { encoding: 'utf8', stdio: 'pipe' }) };
      } catch (e) {
        return { status: e.status, out: `${e.stdout}${e.stderr}` };
      }
    };
    const attw = run('attw', [tarball, '--profile', 'esm-only', '--format', 'json']);
    const report = JSON.parse(attw.out);
    // esm-only ignores only what a CommonJS caller would meet; everything else counts.
    const ignored = new Set(['node10', 'node16-cjs']);
    const problems = Object.values(report.problems ?? {})
      .flat()
      .filter((p) => !ignored.has(p.resolutionKind));
    assert.deepEqual(problems, [], JSON.stringify(problems));
    assert.equal(attw.status, 0, attw.out);
    const entrypoints = Object.keys(report.analysis.entrypoints);
    for (const entry of ['.', './frame']) assert.ok(entrypoints.includes(entry), entrypoints.join(' '));
    const publint = run('publint', ['run', tarball, '--strict']);
    assert.equal(publint.status, 0, publint.out);
    assert.doesNotMatch(publint.out, /Errors:|Warnings:/, publint.out);
  });

  test('tsc --strict: a consumer using every method, event and the frame helper type-checks; misuse does not', async () => {
    const consumer = join(work, 'consumer');
    await mkdir(consumer, { recursive: true });
    await writeFile(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: [], typeRoots: [join(work, 'node_modules')] },
        files: ['app.ts'],
      }),
    );
    await writeFile(
      join(consumer, 'app.ts'),
      `import { defineGame2048, Game2048Frame, type Game2048State, type Direction } from 'game2048-widget';
await defineGame2048('/vendor/game2048/');
const game = document.querySelector('game-2048');
if (game) {
  await game.ready;
  const state: Game2048State | null = game.state();
  const moved = game.move('left');
  const undone = game.undo();
  const started = await game.newGame({ preset: '5x5', seed: '12345678901234567890' });
  const record: string | null = game.record();
  const hint: Direction | null = await game.hint();
  game.autoplay(true, { speed: 'fastest', strength: 'strong' });
  game.addEventListener('game2048-move', (e) => console.log(e.detail.score, e.detail.by, e.detail.gained));
  game.addEventListener('game2048-won', (e) => console.log(e.detail.status));
  game.addEventListener('game2048-over', (e) => console.log(e.detail.moves));
  game.addEventListener('game2048-newgame', (e) => console.log(e.detail.variant));
  console.log(state?.undo, moved?.board, undone?.undoLevels, started?.status, record, hint);
  // @ts-expect-error: not a direction
  game.move('north');
  // @ts-expect-error: autoplay takes a boolean
  game.autoplay('yes');
}
const created = document.createElement('game-2048');
created.setAttribute('undo', 'off');
const iframe = document.createElement('iframe');
const frame = new Game2048Frame(iframe, { origin: 'https://games.example' });
await frame.ready;
const after: Game2048State = await frame.move('up');
const text: string = await frame.record();
iframe.addEventListener('game2048-resize', ((e: CustomEvent<{ height: number }>) => console.log(e.detail.height)) as EventListener);
await frame.newGame({ game: { gridOptions: { width: 5 } } });
await frame.autoplay(false);
await frame.undo();
await frame.hint();
await frame.state();
frame.destroy();
console.log(after.score, text, created.tagName);
export {};
`,
    );
    try {
      execFileSync(bin('tsc'), ['-p', consumer], { encoding: 'utf8' });
    } catch (e) {
      assert.fail(e.stdout);
    }
    // The types are real: a wrong use is an error (and tsc fails on it).
    await writeFile(join(consumer, 'app.ts'), `import type {} from 'game2048-widget';\nconst g = document.querySelector('game-2048');\nconst n: number = g!.record();\nexport {};\n`);
    assert.throws(
      () => execFileSync(bin('tsc'), ['-p', consumer], { encoding: 'utf8' }),
      (e) => /Type 'string \| null' is not assignable to type 'number'/.test(e.stdout),
    );
  });

  test('a React 19 page bundled by esbuild from the tarball plays a move and hears its event', async () => {
    const site = join(work, 'site');
    await mkdir(site, { recursive: true });
    await cp(join(unpacked, 'dist'), join(site, 'vendor', 'game2048'), { recursive: true });
    await writeFile(
      join(work, 'app.jsx'),
      `import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineGame2048 } from 'game2048-widget';

function Game() {
  const ref = useRef(null);
  const [last, setLast] = useState(null);
  useEffect(() => {
    const game = ref.current;
    const heard = (e) => setLast(e.detail);
    game.addEventListener('game2048-move', heard);
    return () => game.removeEventListener('game2048-move', heard);
  }, []);
  return (
    <section>
      <game-2048 ref={ref} preset="classic" controls="compact" undo="off" storage-key="react"></game-2048>
      <p id="heard">{last ? \`\${last.moves} moves, \${last.score} points, by \${last.by}\` : 'no move yet'}</p>
    </section>
  );
}

await defineGame2048(new URL('vendor/game2048/', document.baseURI));
createRoot(document.getElementById('root')).render(<Game />);
`,
    );
    execFileSync(
      bin('esbuild'),
      [join(work, 'app.jsx'), '--bundle', '--format=esm', '--jsx=automatic', '--define:process.env.NODE_ENV="production"', `--outfile=${join(site, 'app.js')}`, '--log-level=warning'],
      { env: { ...process.env, NODE_PATH: [join(work, 'node_modules'), join(ROOT, 'node_modules')].join(':') } },
    );
    await writeFile(
      join(site, 'index.html'),
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>React</title><link rel="icon" href="data:,"></head>
      <body><div id="root"></div><script type="module" src="app.js"></script></body></html>`,
    );
    const server = await serve(site);
    const browser = await launch();
    try {
      const page = await browser.newPage(DESKTOP);
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/index.html`);
      const game = page.locator('game-2048');
      await game.locator('.board .tile').first().waitFor();
      await game.evaluate((g) => g.ready);
      assert.equal(await page.locator('#heard').textContent(), 'no move yet');
      await game.locator('.board').click();
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
        await page.keyboard.press(key);
        if ((await game.evaluate((g) => g.state().moves)) > 0) break;
      }
      await page.locator('#heard', { hasText: 'by player' }).waitFor();
      const moves = await game.evaluate((g) => g.state().moves);
      assert.match(await page.locator('#heard').textContent(), new RegExp(`^${moves} moves, \\d+ points, by player$`));
      assert.equal(await game.evaluate((g) => g.state().undo), 'off', 'React passed the attribute');
      await page.screenshot({ path: join(ARTIFACTS, 'package-react.png'), animations: 'disabled' });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
