// A script as a tree (acorn's ESTree), for the build's steps that read what they change
// (scripts/arrows.mjs, scripts/minify-imports.mjs): its nodes, each visited.
import { parse } from 'acorn';

/** `code` as a module, else as a classic script (an event attribute's code may
 *  `return`); a syntax error if it is neither. */
export function parseScript(code) {
  const options = { ecmaVersion: 'latest', allowReturnOutsideFunction: true };
  try {
    return parse(code, { ...options, sourceType: 'module' });
  } catch {
    return parse(code, { ...options, sourceType: 'script' });
  }
}

/** Every node of `node`'s tree, `visit`ed parent first. */
export function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') walk(child, visit);
    }
  }
}
