// The evaluator's text of a network and the triples smatch.py reads from it.
import type { Predicate, Term } from '../../language/ast.ts';
import { upcased } from '../../language/fast-line.ts';

// ---------------------------------------------------------------------------------------------
// Text, as the evaluator prints it.

const termText = (t: Term): string => {
  if (t.kind === 'number') return t.text;
  if (t.kind === 'list') return t.items.length === 0 ? 'NIL' : `(${t.items.map(termText).join(' ')})`;
  return upcased(t.name);
};

/** The string the reference passes to smatch.py: predicates stably sorted by name, upper-cased, one space apart. */
export function smatchText(predicates: Predicate[]): string {
  const keyed = predicates.map((p) => ({ p, key: upcased(p.name) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)); // Array#sort is stable
  return keyed.map(({ p }) => `(${[upcased(p.name), ...p.args.map(termText)].join(' ')})`).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Triples, as smatch.py reads a network from that text.

export interface Network {
  /** Instance value per node: the predicate name, or "var". */
  labels: string[];
  attributes: { node: number; relation: string; value: string }[];
  relations: { relation: string; source: number; target: number }[];
  /** The normalised labels that decide which triples can match, per node, attribute and relation. */
  keys: { labels: string[]; attributes: string[]; relations: string[] };
}

export const tripleCount = (n: Network) => n.labels.length + n.attributes.length + n.relations.length;

/**
 * No mapping matches more triples than this: a matched triple pairs two triples with the same
 * normalised label (instance value, attribute name and value, relation name), one to one.
 */
export function upperBound(a: Network, b: Network): number {
  const common = (xs: string[], ys: string[]) => {
    const counts = new Map<string, number>();
    for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
    let n = 0;
    for (const y of ys) {
      const c = counts.get(y) ?? 0;
      if (c > 0) {
        n++;
        counts.set(y, c - 1);
      }
    }
    return n;
  };
  return (
    common(a.keys.labels, b.keys.labels) +
    common(a.keys.attributes, b.keys.attributes) +
    common(a.keys.relations, b.keys.relations)
  );
}

/** Pieces between parentheses become predicate nodes; nested lists are mangled as the script mangles them. */
export function networkFromText(text: string): Network {
  const net: Network = { labels: [], attributes: [], relations: [], keys: { labels: [], attributes: [], relations: [] } };
  const varNodes = new Map<string, number>();
  for (const piece of text.trim().replaceAll('(', '').split(')')) {
    if (piece === '') continue;
    const tokens = piece.trim().split(' ');
    if (tokens.length < 2) continue; // the script reports and skips these
    const node = net.labels.push(tokens[0]) - 1;
    tokens.slice(1).forEach((token, k) => {
      const relation = `ARG${k}`;
      if (token.length > 1 && token.startsWith('?')) {
        let target = varNodes.get(token);
        if (target === undefined) varNodes.set(token, (target = net.labels.push('var') - 1));
        net.relations.push({ relation, source: node, target });
      } else {
        net.attributes.push({ node, relation, value: token });
      }
    });
  }
  // smatch.py compares labels lower-cased and without trailing underscores.
  const norm = (x: string) => x.toLowerCase().replace(/_+$/, '');
  net.keys.labels = net.labels.map(norm);
  net.keys.attributes = net.attributes.map((t) => `${norm(t.relation)} ${norm(t.value)}`);
  net.keys.relations = net.relations.map((t) => norm(t.relation));
  return net;
}
