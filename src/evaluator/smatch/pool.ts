// Candidate node pairs and their weights.
import type { Network } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Candidate pool and weights (smatch.py's compute_pool). Pair (i, j) has key i * n2 + j.

export interface Pool {
  n1: number;
  n2: number;
  /** Triples gained by mapping i to j alone (instances and attributes). */
  unary: Int32Array;
  candidate: Uint8Array;
  /**
   * Relation triples gained when two pairs are both mapped: the partners of pair `key` are
   * partnerKeys[offsets[key] .. offsets[key + 1]), one entry per relation triple pair.
   */
  offsets: Int32Array;
  partnerKeys: Int32Array;
  /** n1 × n1: predicted nodes joined by a relation (only their swaps need relation corrections). */
  linked: Uint8Array;
  /** Per predicted node: the predicted nodes it shares a relation with. */
  neighbours: number[][];
  /** Per predicted node: its candidate gold nodes, ascending. */
  candidates: number[][];
}

export function buildPool(a: Network, b: Network): Pool {
  const n1 = a.labels.length;
  const n2 = b.labels.length;
  const unary = new Int32Array(n1 * n2);
  const candidate = new Uint8Array(n1 * n2);
  const offsets = new Int32Array(n1 * n2 + 1);
  const linked = new Uint8Array(n1 * n1);
  const neighbours: number[][] = a.labels.map(() => []);
  for (const r of a.relations) {
    linked[r.source * n1 + r.target] = linked[r.target * n1 + r.source] = 1;
    neighbours[r.source].push(r.target);
    neighbours[r.target].push(r.source);
  }
  const byLabel = groupIndexes(b.keys.labels);
  for (let i = 0; i < n1; i++) {
    for (const j of byLabel.get(a.keys.labels[i]) ?? []) {
      unary[i * n2 + j]++;
      candidate[i * n2 + j] = 1;
    }
  }
  const byAttribute = groupIndexes(b.keys.attributes);
  a.attributes.forEach((t, x) => {
    for (const y of byAttribute.get(a.keys.attributes[x]) ?? []) {
      unary[t.node * n2 + b.attributes[y].node]++;
      candidate[t.node * n2 + b.attributes[y].node] = 1;
    }
  });
  // Relation pairs are walked twice: once to size the rows of partners, once to fill them.
  const byRelation = groupIndexes(b.keys.relations);
  const relationPairs = (visit: (p: number, q: number) => void) => {
    a.relations.forEach((r, x) => {
      for (const y of byRelation.get(a.keys.relations[x]) ?? []) {
        const s = b.relations[y];
        visit(r.source * n2 + s.source, r.target * n2 + s.target);
      }
    });
  };
  relationPairs((p, q) => {
    candidate[p] = candidate[q] = 1;
    if (p === q) unary[p]++;
    else {
      offsets[p + 1]++;
      offsets[q + 1]++;
    }
  });
  for (let k = 0; k < n1 * n2; k++) offsets[k + 1] += offsets[k];
  const partnerKeys = new Int32Array(offsets[n1 * n2]);
  const fill = offsets.slice(0, n1 * n2);
  relationPairs((p, q) => {
    if (p === q) return;
    partnerKeys[fill[p]++] = q;
    partnerKeys[fill[q]++] = p;
  });
  const candidates = a.labels.map((_, i) => {
    const list: number[] = [];
    for (let j = 0; j < n2; j++) if (candidate[i * n2 + j]) list.push(j);
    return list;
  });
  return { n1, n2, unary, candidate, offsets, partnerKeys, linked, neighbours, candidates };
}

/** Positions of each distinct key. */
function groupIndexes(keys: string[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  keys.forEach((k, x) => {
    const g = groups.get(k);
    if (g) g.push(x);
    else groups.set(k, [x]);
  });
  return groups;
}
