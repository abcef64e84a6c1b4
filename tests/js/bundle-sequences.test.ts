// The widget's bundle must pass through webpack 5.109-5.112, Docusaurus 3.10's (issue 17). Those
// releases decide whether an imported name starts a statement from the source text, and walking
// an arrow function's block body on the way misleads them inside a comma sequence: esbuild's
// `a(), w(e).x = xs.map((m) => {...})` came out as `a(),;(0,w)(e)...`, and Docusaurus's Terser
// refused the chunk (CI, a cold build). The bundle is minified so that no statement is a comma
// sequence whose later element starts with an imported name; this test reads every chunk of
// dist/lib, as built by `npm test`, and finds none.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const lib = fileURLToPath(new URL('../../dist/lib/', import.meta.url));
const chunks = readdirSync(lib).filter((name) => /^explorer.*\.js$/.test(name));

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter(
      (item): item is Node => typeof item === 'object' && item !== null && typeof item.type === 'string',
    ),
  );
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The names a binding pattern declares. */
function patternNames(pattern: Node | null): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return (pattern.properties as Node[]).flatMap((p) => patternNames((p.value as Node) ?? (p.argument as Node)));
    case 'ArrayPattern':
      return (pattern.elements as (Node | null)[]).flatMap(patternNames);
    case 'AssignmentPattern':
      return patternNames(pattern.left as Node);
    case 'RestElement':
      return patternNames(pattern.argument as Node);
    default:
      return [];
  }
}

/** Names a function or block declares for its own scope: a function its parameters, its name
 *  and its var declarations (hoisted through blocks, not into nested functions); its body is a
 *  block, which declares its own let, const, class and function. */
function declaredIn(scope: Node): Set<string> {
  const names = new Set<string>();
  if (FUNCTIONS.has(scope.type)) {
    for (const param of scope.params as Node[]) patternNames(param).forEach((n) => names.add(n));
    if (scope.type === 'FunctionExpression' && scope.id) names.add((scope.id as Node).name as string);
    const vars = (node: Node) => {
      if (node.type === 'VariableDeclaration' && node.kind === 'var') {
        for (const d of node.declarations as Node[]) patternNames(d.id as Node).forEach((n) => names.add(n));
      }
      for (const child of children(node)) if (!FUNCTIONS.has(child.type)) vars(child);
    };
    vars(scope.body as Node);
    return names;
  }
  // A block, a for statement's head or a catch clause: its let, const, class and function.
  if (scope.type === 'CatchClause') patternNames(scope.param as Node).forEach((n) => names.add(n));
  const direct = scope.type === 'BlockStatement' ? (scope.body as Node[]) : children(scope);
  for (const node of direct) {
    if (node.type === 'VariableDeclaration' && node.kind !== 'var') {
      for (const d of node.declarations as Node[]) patternNames(d.id as Node).forEach((n) => names.add(n));
    }
    if ((node.type === 'ClassDeclaration' || node.type === 'FunctionDeclaration') && node.id) {
      names.add((node.id as Node).name as string);
    }
  }
  return names;
}

const SCOPES = new Set([
  ...FUNCTIONS,
  'BlockStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'CatchClause',
]);

/**
 * Each statement-level sequence element after the first that starts with a reference to an
 * imported binding (a local of the same name in an enclosing scope is not one: the minifier
 * reuses short names).
 */
function riskySequenceElements(source: string): string[] {
  const program = parseAst(source) as unknown as Node;
  const imported = new Set<string>();
  for (const statement of children(program)) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers as Node[]) imported.add((specifier.local as Node).name as string);
  }
  const found: string[] = [];
  const visit = (node: Node, shadowed: Set<string>) => {
    if (SCOPES.has(node.type)) shadowed = new Set([...shadowed, ...declaredIn(node)]);
    const expression = node.expression as Node | undefined;
    if (node.type === 'ExpressionStatement' && expression?.type === 'SequenceExpression') {
      for (const element of (expression.expressions as Node[]).slice(1)) {
        const name = /^[\p{L}_$][\p{L}\p{N}_$]*/u.exec(source.slice(element.start))?.[0];
        if (name && imported.has(name) && !shadowed.has(name)) {
          found.push(source.slice(element.start, element.start + 60));
        }
      }
    }
    for (const child of children(node)) visit(child, shadowed);
  };
  visit(program, new Set());
  return found;
}

describe('the explorer bundle', () => {
  it('has its chunks in dist/lib', () => {
    expect(chunks).toContain('explorer.js');
    expect(chunks.length).toBeGreaterThan(5);
  });

  it('finds the pattern in the code that broke the Docusaurus build', () => {
    const broke = 'import { w } from "./explorer.js"; X.draw(1), w(e, "#t").innerHTML = s.map((m) => { return m; });';
    expect(riskySequenceElements(broke)).toEqual(['w(e, "#t").innerHTML = s.map((m) => { return m; });']);
    expect(riskySequenceElements('import { w } from "./a.js"; X.draw(1); w(e).x = 1;')).toEqual([]);
    // A local w is not the import.
    expect(riskySequenceElements('import { w } from "./a.js"; function f(w) { X.draw(1), w(e).x = 1; }')).toEqual([]);
    expect(riskySequenceElements('import { w } from "./a.js"; { let w; } X.draw(1), w(e).x = 1;')).toHaveLength(1);
  });

  for (const name of chunks) {
    it(`${name} has no statement-level sequence whose later element starts with an imported name`, () => {
      expect(riskySequenceElements(readFileSync(`${lib}${name}`, 'utf8'))).toEqual([]);
    });
  }
});
