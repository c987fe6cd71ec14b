#!/usr/bin/env node
// The wasm linker (.cargo/config.toml names it): rust-lld, with the exports of
// wasm-streams' JS classes left out, so that `--gc-sections` drops them and all they
// alone reach.
//
// Why: leptos always builds its server functions' browser client (server_fn's `browser`
// feature, which leptos sets whatever its own features), which links wasm-streams,
// whose `#[wasm_bindgen]` classes (`IntoUnderlyingSource`, `IntoUnderlyingSink`,
// `IntoUnderlyingByteSource`) rustc exports from every build. A client-side-rendered
// game has no server functions, and nothing constructs them; exported, they keep about
// 16 KB of wasm (the streams, the futures they poll, and their web-sys calls), 5.8 KB
// gzip of the first load (measured on the build of that time). wasm-bindgen still writes the classes into the
// glue (it reads them from the wasm's description section); the post-build step removes
// them there (scripts/unused-classes.mjs). Nothing else is changed: every other argument
// goes to rust-lld as rustc wrote it.
//
// rustc may pass its arguments in a response file (`@path`, one per line); the same
// exports are left out there.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const UNUSED_EXPORT = /^(?:__wbindgen_describe_)?(?:__wbg_)?intounderlying(?:bytesource|sink|source)_/;

/** `args` without each `--export <name>` pair (or `--export=<name>`) that names an unused export. */
export function withoutUnused(args) {
  const kept = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--export' && UNUSED_EXPORT.test(args[i + 1] ?? '')) i++;
    else if (!(args[i].startsWith('--export=') && UNUSED_EXPORT.test(args[i].slice('--export='.length)))) kept.push(args[i]);
  }
  return kept;
}

// Run as the linker (imported, by unused-classes.mjs, it only lends its pattern). The
// URL is built, not spelled, so that a checkout under a path with spaces still links.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2).map((arg) => {
    if (!arg.startsWith('@')) return arg;
    const lines = readFileSync(arg.slice(1), 'utf8').split('\n');
    const kept = withoutUnused(lines);
    if (kept.length === lines.length) return arg;
    const filtered = `${arg.slice(1)}.kept`;
    writeFileSync(filtered, kept.join('\n'));
    return `@${filtered}`;
  });
  const lld = spawnSync('rust-lld', withoutUnused(args), { stdio: 'inherit' });
  if (lld.error) {
    console.error(`link-wasm: rust-lld could not run (${lld.error.message}); rustc puts it on PATH for its linker`);
    process.exit(1);
  }
  process.exit(lld.status ?? 1);
}
