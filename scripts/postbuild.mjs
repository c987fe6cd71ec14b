// Trunk post-build hook (TRUNK_STAGING_DIR is the build about to become dist/):
// S. replaces trunk's output of the game's build with the same build split into a main
//    module and chunks that load on first use (scripts/split-wasm.mjs), every file
//    named with the build's hash;
// 0. drops from the game's glue the JS classes whose wasm the linker left out
//    (scripts/link-wasm.mjs says which, and why; scripts/unused-classes.mjs), renames
//    what each wasm (the game's, the AI worker's) imports from its glue to short names
//    in both (wasm-bindgen's carry 16 hex digits each: scripts/minify-imports.mjs), and
//    bundles into the glue the modules it imports (wasm-bindgen's snippets): one file,
//    no second round trip; and (0b) moves the glue's JS that only chunks call into a
//    file the loader fetches with them (scripts/lazy-imports.mjs);
// 1. tells the page where the game is: <meta name="game2048-full"> (its glue) and
//    <meta name="game2048-full-wasm"> (its main module) in index.html, read by its
//    scripts, which start the game, so a page and its game always come from one
//    deploy; and preloads them, with the chunks' loader, in <link>s at the top of its
//    head, where the browser finds them in the page's first bytes;
// 2. writes game2048-embed.js, the widget's entry under a stable name, pointing at this
//    build's glue and the widgets' stylesheet, which it writes: game.css, extras.css
//    and widget.css as one file;
// 3. puts the game's stylesheets (game.css, extras.css) inline in index.html (page.css
//    is inline already, by trunk): no request before the first paint.
//    The panels' (panels.css) leaves the page's head for a <meta
//    name="game2048-panels-css">: the first part that loads fetches it; a widget's
//    chrome (widget.css) leaves it for the widgets alone. The three files go: the page
//    has them inline, the widgets as one. And the service worker's client, which the
//    page imports once its game is on, gets its content's hash in its name;
// 4. minifies what trunk leaves as written: every JS file (wasm-bindgen's glue, the
//    widget's entry) with terser (with scripts/arrows.mjs's options, which a script
//    that constructs a function of its own fails), the stylesheets with lightningcss,
//    the HTML pages (and what is inline in them) with html-minifier-terser, and writes
//    the integrity hashes of anything still linked anew for the files it changed;
// 5. writes sw.js, the service worker (static/sw.template.js): it precaches the whole build
//    (hashed files, index.html, the widget's files, the manifest and icons) so that the
//    game opens and plays offline after one visit.
// Every URL is relative, so the same build works at any path. Each step gives the same
// output for the same input, and finds nothing to do in its own output: the hook may run
// again over a finished build (the update tests do).
//   node scripts/postbuild.mjs    (with TRUNK_STAGING_DIR set; trunk sets it)
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { minify as minifyHtml } from 'html-minifier-terser';
import { transform as transformCss } from 'lightningcss';
import { rollup } from 'rollup';
import { dropUnusedClasses } from './unused-classes.mjs';
import { minifyImports } from './minify-imports.mjs';
import { UnsafeScript, minifyScript } from './arrows.mjs';
import { LOADER_FILE, splitPoints } from './chunk-map.mjs';
import { splitWasm } from './split-wasm.mjs';
import { lazyImports } from './lazy-imports.mjs';
import { COLD_CHUNK } from './cold-split.mjs';
import { redactLocations } from './panic-locations.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('postbuild: TRUNK_STAGING_DIR is not set (run through trunk)');

/** The pattern of trunk's <link> to the stylesheet `sheet` in index.html. */
const stylesheetLink = (sheet) => `<link rel="stylesheet" href="\\./${sheet.replace(/[.]/g, '\\.')}"[^>]*>`;

/** Puts `tags` at the top of index.html's head (after its charset, if it says one). */
async function atHeadTop(tags) {
  const indexPath = join(dir, 'index.html');
  const index = await readFile(indexPath, 'utf8');
  const top = ['<meta charset="utf-8">', '<head>'].find((tag) => index.includes(tag));
  if (!top) throw new Error('postbuild: index.html has no <head>');
  await writeFile(indexPath, index.replace(top, `${top}\n${tags.join('\n')}`));
}

/** Tells the page where one of its later files is: a <meta name content> at the top of
 *  index.html's head, so that its first scripts can start the game. */
const tellPage = (name, file) => atHeadTop([`<meta name="${name}" content="./${file}">`]);

// S. (Run again over a finished build, as the update tests do, this step is already done:
// trunk's unsplit full build is gone.)
if ((await readdir(dir)).includes('game2048-full.js')) {
  const profile = process.env.TRUNK_PROFILE === 'release' ? 'release' : 'debug';
  const target = process.env.CARGO_TARGET_DIR ?? join(process.env.TRUNK_SOURCE_DIR ?? '.', 'target');
  const split = await splitWasm({
    input: join(target, 'wasm32-unknown-unknown', profile, 'game2048-full.wasm'),
    name: 'game2048-full',
    out: dir,
    optimise: profile === 'release',
  });
  await unlink(join(dir, 'game2048-full.js'));
  await unlink(join(dir, 'game2048-full_bg.wasm'));
  await tellPage('game2048-full', split.glue);
  await tellPage('game2048-full-wasm', split.wasm);
  if (split.loader) await tellPage('game2048-full-loader', split.loader);
  // The first load's files, fetched as the glue fetches them. Their downloads start as
  // the browser reads the head's first bytes: written by a script further down, they
  // started 130–200 ms later on slow 4G (after the page's inline styles were parsed),
  // and the main module's download is the first visit's critical path.
  await atHeadTop([
    `<link rel="preload" href="./${split.wasm}" as="fetch" crossorigin fetchpriority="high">`,
    `<link rel="modulepreload" href="./${split.glue}">`,
    ...(split.loader ? [`<link rel="modulepreload" href="./${split.loader}">`] : []),
  ]);
  // The link that keeps trunk from building a main app of its own (index.html) has
  // done its work.
  const indexPath = join(dir, 'index.html');
  const index = await readFile(indexPath, 'utf8');
  await writeFile(indexPath, index.replace(/<link data-trunk rel="rust" data-type="main" data-trunk-skip[^>]*>\n?/, ''));
}
// S2. The AI worker's panic locations redacted as the game's modules' are
// (scripts/panic-locations.mjs, in scripts/split-wasm.mjs): 1.0 KB gzip off its
// download (61.3 to 60.3 KB). Release builds only, as there. (Run again over a
// finished build, it finds none left.)
if (process.env.TRUNK_PROFILE === 'release' && (await readdir(dir)).includes('ai-worker_bg.wasm')) {
  const worker = join(dir, 'ai-worker_bg.wasm');
  await writeFile(worker, redactLocations([await readFile(worker)]).modules[0]);
}
const files = await readdir(dir);

const find = (re) => {
  const found = files.find((f) => re.test(f));
  if (!found) throw new Error(`postbuild: no file matching ${re} in ${dir}`);
  return found;
};

/** A widget's stylesheet (see 2.). */
const WIDGET_SHEET = /^game2048-widget-[0-9a-f]{16}\.css$/;

/** Whether a module imports one of wasm-bindgen's snippets. */
const importsSnippets = (code) => /\bfrom\s*["']\.\/snippets\//.test(code);

let unusedClasses = 0;
let importsRenamed = 0;
let lazyMoved = 0;
for (const glue of files.filter((f) => /^(?:game2048(-full)?(-[0-9a-f]{1,16})?|ai-worker)\.js$/.test(f))) {
  unusedClasses += await dropUnusedClasses(join(dir, glue), join(dir, glue.replace(/\.js$/, '_bg.wasm')));
  // (The game's chunks import some of its glue's JS too, and its loader hands them the
  // main module's table of JS values: scripts/import-shims.mjs.)
  const stem = glue.replace(/\.js$/, '');
  const chunkFiles = files.filter((f) => f.startsWith(`${stem}-`) && f.endsWith('.wasm'));
  const chunks = chunkFiles.map((f) => join(dir, f));
  const loader = files.find((f) => f === `${stem}-split.js`);
  importsRenamed += await minifyImports(join(dir, glue), join(dir, `${stem}_bg.wasm`), { chunks, loader: loader && join(dir, loader) });
  // 0b. The glue's JS that only chunks call leaves it for a file the loader fetches
  // with them, and with English's lines (scripts/lazy-imports.mjs).
  if (loader && process.env.TRUNK_PROFILE === 'release') {
    const always = splitPoints(await readFile(join(dir, loader), 'utf8')).get('lines_en')?.file;
    const cold = chunkFiles.filter((f) => f === `${stem}-${COLD_CHUNK}.wasm`);
    const main = [`${stem}_bg.wasm`, ...cold];
    lazyMoved += await lazyImports({ dir, glue, main, chunks: chunkFiles.filter((f) => !cold.includes(f)), loader, always });
  }
  if (importsSnippets(await readFile(join(dir, glue), 'utf8'))) {
    const bundle = await rollup({ input: join(dir, glue), onwarn: (warning) => { throw new Error(`postbuild: ${warning.message}`); } });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    if (output.length !== 1) throw new Error(`postbuild: bundling ${glue} gave ${output.length} files`);
    await writeFile(join(dir, glue), output[0].code);
  }
}
// Snippets are in the glue that imported them: unless another module still imports one,
// nothing loads them.
{
  let imported = false;
  for (const f of (await readdir(dir)).filter((f) => f.endsWith('.js'))) {
    imported ||= importsSnippets(await readFile(join(dir, f), 'utf8'));
  }
  if (!imported) await rm(join(dir, 'snippets'), { recursive: true, force: true });
}

const fullGlue = find(/^game2048-full-[0-9a-f]{1,16}\.js$/);
const extrasCss = files.find((f) => /^extras-[0-9a-f]+\.css$/.test(f));

const css = files.find((f) => /^game-[0-9a-f]+\.css$/.test(f));
const panelsCss = find(/^panels-[0-9a-f]+\.css$/);
const widgetCss = files.find((f) => /^widget-[0-9a-f]+\.css$/.test(f));
// A widget's stylesheet: the board's (game.css), the states a first press shows
// (extras.css) and a widget's chrome (widget.css), one file named after its content,
// one request and one gzip stream in each shadow root (the three as files weighed
// 0.3 KB more). The three files go once the page has its own inline (step 3); a run
// over a finished build finds the widget's sheet made already.
let widgetSheet = files.find((f) => WIDGET_SHEET.test(f));
if (!widgetSheet) {
  if (!css || !extrasCss || !widgetCss) throw new Error(`postbuild: ${dir} has neither the widgets' stylesheet nor game.css, extras.css and widget.css`);
  const text = (await Promise.all([css, extrasCss, widgetCss].map((f) => readFile(join(dir, f), 'utf8')))).join('\n');
  widgetSheet = `game2048-widget-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.css`;
  await writeFile(join(dir, widgetSheet), text);
}
let embed = await readFile(new URL('../static/game2048-embed.template.js', import.meta.url), 'utf8');
embed = embed.replaceAll('__PANELS_CSS__', panelsCss).replaceAll('__WIDGET_CSS__', widgetSheet).replaceAll('__FULL__', fullGlue).replaceAll('__WASM__', fullGlue.replace(/\.js$/, '_bg.wasm'));
await writeFile(join(dir, 'game2048-embed.js'), embed);

// The game's stylesheets inline (see 3. above), in their order, minified with the page
// below. (Each is found inline by a class only it styles when the hook runs again.)
for (const [sheet, onlyIn] of [[css, 'tile-inner'], [extrasCss, 'ai-status']]) {
  const indexPath = join(dir, 'index.html');
  const index = await readFile(indexPath, 'utf8');
  const link = sheet && index.match(new RegExp(stylesheetLink(sheet)));
  if (link) {
    const style = `<style>${(await readFile(join(dir, sheet), 'utf8')).replaceAll('</', '<\\/')}</style>`;
    await writeFile(indexPath, index.replace(link[0], () => style));
  } else if (!new RegExp(`<style>(?:(?!</style>)[^])*\\.${onlyIn}\\b`).test(index)) {
    throw new Error(`postbuild: index.html neither links ${sheet ?? onlyIn} nor has it inline`);
  }
}

// 3b. Out of the page's head: the panels' stylesheet, which comes with the first part of
// the app that loads (named in a <meta name="game2048-panels-css"> for index.html's
// game2048PanelStyles), and a widget's chrome (widget.css), the widgets' alone.
for (const [sheet, meta] of [[panelsCss, 'game2048-panels-css'], [widgetCss, null]]) {
  const indexPath = join(dir, 'index.html');
  const index = await readFile(indexPath, 'utf8');
  const link = sheet && index.match(new RegExp(`${stylesheetLink(sheet)}\n?`));
  if (link) {
    await writeFile(indexPath, index.replace(link[0], ''));
    if (meta) await tellPage(meta, sheet);
  } else if (meta && !index.includes(`name="${meta}"`)) {
    throw new Error(`postbuild: index.html neither links ${sheet} nor names it`);
  }
}
// The board's, the first press's and the chrome's stylesheets are the page's inline and
// the widgets' in theirs (see 2.): their files go.
for (const sheet of [css, extrasCss, widgetCss].filter(Boolean)) await unlink(join(dir, sheet));

// 3c. The service worker's client (static/sw-client.js), a file named after its content
// and named in <meta name="game2048-sw-client">: index.html imports it once its game
// has started, when it registers sw.js. Inline, it was 0.5 KB gzip of every first
// load that no first move needs, as sw.js is not (tests/e2e/sizes.mjs counts neither).
{
  const client = await readFile(new URL('../static/sw-client.js', import.meta.url), 'utf8');
  const file = `sw-client-${createHash('sha256').update(client).digest('hex').slice(0, 16)}.js`;
  await writeFile(join(dir, file), client);
  const indexPath = join(dir, 'index.html');
  await writeFile(indexPath, (await readFile(indexPath, 'utf8')).replace(/<meta name="game2048-sw-client"[^>]*>\n?/, ''));
  await tellPage('game2048-sw-client', file);
}

/** A page's inline script (or event attribute, `inline`) minified. Each is tried as a
 *  classic script first, whose top-level names stay (the page's scripts share `root` and
 *  `meta`); one that only parses as a module (index.html's, which awaits the game at its
 *  top level) is minified as one. html-minifier-terser's own `minifyJS: true` only knows
 *  classic scripts, and left that one as written, comments and all (0.3 KB gzip). */
const unsafeInline = [];
async function inlineScript(text, inline) {
  for (const module of [false, true]) {
    try {
      return (await minifyScript(text, 'an inline script', { module, bareReturns: inline })).replace(/;$/, '');
    } catch (error) {
      // Kept, and thrown once the page is written: html-minifier-terser keeps a script
      // whose minifier throws as it was.
      if (error instanceof UnsafeScript) {
        unsafeInline.push(error);
        return text;
      }
      // Not this kind of script: the next kind, or the script as written.
    }
  }
  return text;
}

// Minified, every file of the build that a browser parses (sw.js is minified as it is
// written, below). Each step gives the same output for the same input, and minified
// input comes out unchanged: the hook may run again over a finished build.
const all = (await readdir(dir, { recursive: true })).map((f) => f.replaceAll('\\', '/'));
let saved = 0;
for (const f of all.filter((f) => ['.js', '.css', '.html'].includes(extname(f)) && f !== 'sw.js')) {
  const path = join(dir, f);
  const text = await readFile(path, 'utf8');
  let out;
  if (f.endsWith('.js')) {
    out = await minifyScript(text, f, { module: true });
  } else if (f.endsWith('.css')) {
    out = transformCss({ filename: f, code: Buffer.from(text), minify: true }).code.toString();
  } else {
    out = await minifyHtml(text, {
      collapseWhitespace: true,
      conservativeCollapse: true,
      removeComments: true,
      minifyCSS: true,
      minifyJS: inlineScript,
      removeRedundantAttributes: true,
    });
  }
  if (unsafeInline.length > 0) throw new Error(`postbuild: in ${f}, ${unsafeInline[0].message}`);
  if (out.length < text.length) {
    saved += text.length - out.length;
    await writeFile(path, out);
  }
}
// The integrity hashes trunk wrote name the files as they were before.
for (const page of all.filter((f) => f.endsWith('.html'))) {
  const path = join(dir, page);
  const html = await readFile(path, 'utf8');
  const hashes = [];
  for (const [, href] of html.matchAll(/href="(?:\.\/)?([^"?#]+)"[^>]*?integrity="sha384-[^"]+"/g)) {
    const digest = createHash('sha384').update(await readFile(join(dir, href))).digest('base64');
    hashes.push([href, `sha384-${digest}`]);
  }
  let out = html;
  for (const [href, integrity] of hashes) {
    out = out.replace(new RegExp(`(href="(?:\\./)?${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*?integrity=")sha384-[^"]+"`), `$1${integrity}"`);
  }
  if (out !== html) await writeFile(path, out);
}

// 4b. Each language's words, for index.html's first script and game2048-embed.js to
// preload beside the main module (a German first visit no longer waits for the main
// module before it asks for them: one round trip and 14 KB less on its critical path):
// each language's files named as they follow the glue's name less `.js` and without
// `.wasm`: in index.html's `<meta name="game2048-words" content="de:lang_de,chunk_118
// es:…">`, and as `{"de":["lang_de","chunk_118"],…}` for `__WORDS__` in
// game2048-embed.js (`{}` in a build without chunks). So are a widget's mounting's
// files (the `widget` chunk), as `["widget","chunk_26",…]` for `__WIDGET__`: every
// widget waits for them before it shows.
{
  const loader = (await readdir(dir)).find((f) => LOADER_FILE.test(f));
  let words = [];
  let widget = [];
  if (loader) {
    const prefix = loader.replace(/split\.js$/, '');
    const short = (file) => {
      if (!file.startsWith(prefix) || !file.endsWith('.wasm')) throw new Error(`postbuild: the chunk ${file} is not named after ${prefix}`);
      return file.slice(prefix.length, -'.wasm'.length);
    };
    const points = splitPoints(await readFile(join(dir, loader), 'utf8'));
    words = [...points]
      .filter(([name]) => name.startsWith('lang_'))
      .map(([name, { files }]) => [name.slice('lang_'.length), files.map(short)]);
    widget = (points.get('widget')?.files ?? []).map(short);
    const content = words.map(([lang, files]) => `${lang}:${files.join(',')}`).join(' ');
    const indexPath = join(dir, 'index.html');
    const index = (await readFile(indexPath, 'utf8')).replace(/<meta name="game2048-words"[^>]*>\n?/, '');
    await writeFile(indexPath, index);
    await atHeadTop([`<meta name="game2048-words" content="${content}">`]);
  }
  const embedPath = join(dir, 'game2048-embed.js');
  const embed = (await readFile(embedPath, 'utf8'))
    .replace('__WORDS__', () => JSON.stringify(Object.fromEntries(words)))
    .replace('__WIDGET__', () => JSON.stringify(widget));
  await writeFile(embedPath, embed);
}

// 5. The service worker (static/sw.template.js says what it does): every file a page of
// the game may ask for, and the deploy's id, a hash of them all.
const PRECACHED = /\.(?:html|js|wasm|css|webmanifest|png|txt|woff2)$/;
// Names with the build's hash (trunk's, and the game's glue, loader and chunks): the same
// name is always the same bytes, so the HTTP cache may give them.
const HASHED = /-[0-9a-f]{16}(?:_bg|-[A-Za-z0-9_]+)?\.(?:js|wasm|css)$/;
// (A file over 4 MB, only ever a debug build's wasm, is left to the network.)
const MAX_PRECACHED = 4 * 1024 * 1024;
const precached = [];
const deploy = createHash('sha256');
let size = 0;
for (const f of (await readdir(dir, { recursive: true })).map((f) => f.replaceAll('\\', '/')).sort()) {
  if (!PRECACHED.test(f) || f === 'sw.js') continue;
  const bytes = await readFile(join(dir, f));
  if (bytes.length > MAX_PRECACHED) {
    console.warn(`postbuild: ${f} (${(bytes.length / 1024 / 1024).toFixed(1)} MB) is not precached: over 4 MB`);
    continue;
  }
  precached.push(f);
  size += bytes.length;
  deploy.update(`${f}\0${bytes.length}\0`).update(bytes);
}
const worker = (await readFile(new URL('../static/sw.template.js', import.meta.url), 'utf8'))
  .replace('__FILES__', () => JSON.stringify(precached))
  .replace('__UNHASHED__', () => JSON.stringify(precached.filter((f) => !HASHED.test(f))))
  .replace('__DEPLOY__', deploy.digest('hex').slice(0, 16));
await writeFile(join(dir, 'sw.js'), await minifyScript(worker, 'sw.js', { module: false }));
const count = precached.length;
console.log(`postbuild: ${fullGlue}, game2048-embed.js, ${(unusedClasses / 1024).toFixed(0)} KB of unused classes, ${importsRenamed} imports renamed (${lazyMoved} for the chunks alone) and ${(saved / 1024).toFixed(0)} KB minified away, and sw.js precaching ${count} files (${(size / 1024).toFixed(0)} KB)`);
