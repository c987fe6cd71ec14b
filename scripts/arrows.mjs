// terser's options for the build's scripts (scripts/postbuild.mjs), with the two that
// write a function expression shorter: `unsafe_arrows` (`function(a){...}` as `a=>...`,
// where it reads no `this` nor `arguments`) and `unsafe_methods` (`{f: function(){}}` as
// `{f(){}}`). wasm-bindgen's glue is an object of about 250 such functions, which the
// wasm only ever calls: the game's glue went from 22,077 to 18,364 B (5,504 to 5,423 B
// gzip), a sixth less script to parse before the game starts, on every visit and in
// every widget.
//
// "Unsafe" because an arrow or a method has no prototype and cannot be constructed: a
// script that says `new f` (or reads `f.prototype`) of a function expression, or reads
// `new.target`, would break. `ownFunctionConstructed` finds those, and `minifyScript`,
// the build's one way to minify a script, refuses any script that has one: an error,
// not a guess.
//
// Must never: minify a script it has not checked.
import { minify } from 'terser';
import { parseScript, walk } from './js-tree.mjs';

/** Why a script cannot be minified with these options (`minifyScript`'s error). */
export class UnsafeScript extends Error {}

/**
 * `code` (`name` in messages) minified: as a module or a classic script, `bareReturns`
 * for an event attribute's code. Throws `UnsafeScript` if it constructs a function of
 * its own, and terser's error if it is not that kind of script.
 */
export async function minifyScript(code, name, { module, bareReturns = false }) {
  const why = ownFunctionConstructed(code);
  if (why) throw new UnsafeScript(`${name} cannot be minified with scripts/arrows.mjs's options: ${why}`);
  const options = {
    module,
    ecma: 2020,
    parse: { bare_returns: bareReturns },
    compress: { passes: 2, unsafe_arrows: true, unsafe_methods: true },
    format: { comments: false },
  };
  return (await minify(code, options)).code;
}

const FUNCTION = new Set(['FunctionExpression', 'ArrowFunctionExpression']);

/**
 * Why `code` (a script or a module) might not survive the options above: the first
 * `new` of a name it binds to a function expression (or of a property of a name it
 * binds), `.prototype` of such a name, or a `new.target`; `null` if none. (Classes and
 * the browser's constructors are what the build's scripts construct; a name bound
 * anywhere in the file counts, whatever its scope.)
 */
export function ownFunctionConstructed(code) {
  const ast = parseScript(code);
  const functions = new Set();
  const declared = new Set();
  walk(ast, (node) => {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') declared.add(node.id.name);
    if (/^(?:Function|Class)Declaration$/.test(node.type) && node.id) declared.add(node.id.name);
    if (/^Import(?:Default|Namespace)?Specifier$/.test(node.type)) declared.add(node.local.name);
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init && FUNCTION.has(node.init.type)) {
      functions.add(node.id.name);
    }
    if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier' && FUNCTION.has(node.right.type)) {
      functions.add(node.left.name);
    }
  });
  let why = null;
  walk(ast, (node) => {
    if (why) return;
    const at = () => code.slice(node.start, Math.min(node.end, node.start + 60));
    if (node.type === 'MetaProperty' && node.meta.name === 'new') why = `it reads new.target (${at()})`;
    if (node.type === 'NewExpression') {
      const callee = node.callee;
      let root = callee;
      while (root.type === 'MemberExpression') root = root.object;
      if (FUNCTION.has(callee.type) || (callee.type === 'Identifier' && functions.has(callee.name))) {
        why = `it constructs a function expression (${at()})`;
      } else if (callee !== root && root.type === 'Identifier' && declared.has(root.name)) {
        // (`new WebAssembly.Module` is the browser's; `new o.f` of its own object may
        // be a function expression, which this does not follow.)
        why = `it constructs a property of its own object (${at()})`;
      }
    }
    if (
      node.type === 'MemberExpression' &&
      !node.computed &&
      node.property.name === 'prototype' &&
      node.object.type === 'Identifier' &&
      functions.has(node.object.name)
    ) {
      why = `it reads a function expression's prototype (${at()})`;
    }
  });
  return why;
}
