// Which triples Smatch matched: the best node mapping the search found, read back as pairs of
// matched triples and the triples of each network left unmatched. The count of matched pairs is
// the `matched` figure of the score itself.
import type { Predicate } from '../language/ast.ts';
import { type SmatchOptions, type SmatchResult, smatchWithMapping } from './smatch/index.ts';
import { smatchText, type Network } from './smatch/text.ts';

export interface SmatchExplanation extends SmatchResult {
  matchedTriples: { predicted: string; gold: string }[];
  unmatchedPredicted: string[];
  unmatchedGold: string[];
}

export function explainSmatch(predicted: Predicate[], gold: Predicate[], options: SmatchOptions = {}): SmatchExplanation {
  const r = smatchWithMapping(predicted, gold, options);
  const { predicted: a, gold: b, mapping: m } = r;
  const namesA = nodeNames(a, smatchText(predicted));
  const namesB = nodeNames(b, smatchText(gold));
  const ta = triples(a, namesA);
  const tb = triples(b, namesB);
  const usedB = new Set<number>();
  const matchedA = new Set<number>();
  const matchedTriples: SmatchExplanation['matchedTriples'] = [];
  // a predicted triple matches the unused gold triple of the same label between the mapped nodes
  ta.forEach((t, x) => {
    const source = m[t.source] ?? -1;
    const target = t.target < 0 ? -1 : (m[t.target] ?? -1);
    if (source < 0 || (t.target >= 0 && target < 0)) return;
    const y = tb.findIndex((u, k) => !usedB.has(k) && u.kind === t.kind && u.key === t.key && u.source === source && u.target === target);
    if (y < 0) return;
    usedB.add(y);
    matchedA.add(x);
    matchedTriples.push({ predicted: t.text, gold: tb[y].text });
  });
  const { predicted: _a, gold: _b, mapping: _m, ...score } = r;
  return {
    ...score,
    matchedTriples,
    unmatchedPredicted: ta.filter((_, x) => !matchedA.has(x)).map((t) => t.text),
    unmatchedGold: tb.filter((_, y) => !usedB.has(y)).map((t) => t.text),
  };
}

interface Triple {
  kind: 'instance' | 'attribute' | 'relation';
  key: string;
  source: number;
  /** The target node of a relation, −1 otherwise. */
  target: number;
  text: string;
}

function triples(n: Network, names: string[]): Triple[] {
  const out: Triple[] = n.labels.map((label, i) => ({ kind: 'instance' as const, key: n.keys.labels[i], source: i, target: -1, text: `${names[i]} is a ${label}` }));
  n.attributes.forEach((t, x) => out.push({ kind: 'attribute', key: n.keys.attributes[x], source: t.node, target: -1, text: `${names[t.node]} ${t.relation} ${t.value}` }));
  n.relations.forEach((t, x) => out.push({ kind: 'relation', key: n.keys.relations[x], source: t.source, target: t.target, text: `${names[t.source]} ${t.relation} ${names[t.target]}` }));
  return out;
}

/**
 * A readable name per node, in the order `networkFromText` numbers them: a predicate node by its
 * name and first variable (`BAKE(?BAKED-COOKIES)`), a variable node by the variable.
 */
function nodeNames(n: Network, text: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const piece of text.trim().replaceAll('(', '').split(')')) {
    if (piece === '') continue;
    const tokens = piece.trim().split(' ');
    if (tokens.length < 2) continue;
    const first = tokens.slice(1).find((t) => t.length > 1 && t.startsWith('?'));
    names.push(`${tokens[0]}(${first ?? tokens[1]})`);
    for (const t of tokens.slice(1))
      if (t.length > 1 && t.startsWith('?') && !seen.has(t)) {
        seen.add(t);
        names.push(t);
      }
  }
  // the same walk as networkFromText, so the counts agree; fall back to numbers if they ever do not
  return names.length === n.labels.length ? names : n.labels.map((l, i) => `${l}#${i}`);
}
