// A network as data: lines of predicates whose arguments are variables or constant texts, the
// form every generator of the testing kit builds and every transformation rewrites.
//
//   networkText({ id: 'x', lines: [{ action: 'get-kitchen', args: [variable('?ks')] }] })
//     → '#x\n(get-kitchen ?ks)\n'
import type { Predicate, Recipe, Term } from '../language/ast.ts';
import { isRecord, requireRecipe } from '../language/check-recipe.ts';
import { failer, requireLine, requireNetwork, requireText, shown } from './argument-checks.ts';

/** One argument: a variable (`?name`, lower case) or a constant as the network writes it. */
export type NetworkArg = { kind: 'var'; name: string } | { kind: 'const'; text: string };

/** One generated network line: an action and its arguments. */
export interface NetworkLine {
  action: string;
  args: NetworkArg[];
}

/** A generated network: lines and an optional recipe id; `networkText` writes it as `.solution` text. */
export interface Network {
  /** The recipe id of the `#` line; null or absent for a bare network. */
  id?: string | null;
  lines: NetworkLine[];
}

/** A variable argument; the leading `?` is added when missing. */
export function variable(name: string): NetworkArg {
  requireText('variable', name, 'name');
  return { kind: 'var', name: name.startsWith('?') ? name : `?${name}` };
}
/** A constant argument (a symbol or a number), written as given. */
export function constant(text: string | number): NetworkArg {
  if (typeof text !== 'string' && typeof text !== 'number') failer('constant')(`text: expected a string or a number, got ${shown(text)}`);
  return { kind: 'const', text: String(text) };
}

/** The text of one argument: a variable's name or a constant's text. */
export function argText(a: NetworkArg): string {
  const ok = isRecord(a) && (a.kind === 'var' ? typeof a.name === 'string' : a.kind === 'const' && typeof a.text === 'string');
  if (!ok) failer('argText')(`arg: expected an argument of a network line (variable('?x') or constant('butter')), got ${shown(a)}`);
  return textOf(a);
}

const textOf = (a: NetworkArg) => (a.kind === 'var' ? a.name : a.text);

/** The text of one line: `(action arg …)`. */
export function lineText(l: NetworkLine): string {
  requireLine('lineText', l);
  return `(${[l.action, ...l.args.map(textOf)].join(' ')})`;
}

/** The `.solution` text of a network: its `#id` line (when it has an id), then one line per predicate. */
export function networkText(n: Network): string {
  requireNetwork('networkText', n);
  const head = n.id ? `#${n.id}\n` : '';
  return head + n.lines.map((l) => lineText(l) + '\n').join('');
}

/** Every variable of the network, in order of first appearance. */
export function networkVariables(n: Network): string[] {
  requireNetwork('networkVariables', n);
  const seen = new Set<string>();
  for (const l of n.lines) for (const a of l.args) if (a.kind === 'var') seen.add(a.name);
  return [...seen];
}

/** The lines of parsed predicates (lists become their text). */
export function networkOfPredicates(predicates: readonly Predicate[]): NetworkLine[] {
  if (!Array.isArray(predicates)) failer('networkOfPredicates')(`predicates: expected the predicates of a parsed recipe, got ${shown(predicates)}`);
  const text = (t: Term): string =>
    t.kind === 'var' ? t.name.toLowerCase() : t.kind === 'symbol' ? t.name : t.kind === 'number' ? t.text : `(${t.items.map(text).join(' ')})`;
  return predicates.map((p) => ({
    action: p.name,
    args: p.args.map((t): NetworkArg => (t.kind === 'var' ? { kind: 'var', name: t.name.toLowerCase() } : { kind: 'const', text: text(t) })),
  }));
}

/** The network of a parsed recipe (lists become their text). */
export function networkOfRecipe(recipe: Recipe): Network {
  requireRecipe(recipe, 'networkOfRecipe: recipe');
  return { id: recipe.id, lines: networkOfPredicates(recipe.predicates) };
}
