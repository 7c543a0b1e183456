// Smatch between two networks, as the benchmark's customised smatch.py scores them.
//
//   smatch(predicted, gold)            // → { precision, recall, f, matched, predictedTriples, goldTriples }
//   smatch(predicted, gold, { mode: 'reference', seed: 7 })   // the script's own search, seeded
//
// Networks become triples exactly as the script builds them from the evaluator's text (smatchText).
// The score is the largest number of triples matched under a one-to-one node mapping; finding it
// is NP-hard, so both modes search. 'reference' replays the script (smart start, random restarts,
// hill climbing). 'best' (default) starts from a structural matching that recovers renamed or
// permuted copies exactly, then also climbs from the script's starts; it is deterministic.
import type { Predicate, Term } from '../language/ast.ts';

export interface SmatchResult {
  precision: number;
  recall: number;
  f: number;
  /** M: triples matched under the best mapping found. */
  matched: number;
  /** T: triples of the predicted network. */
  predictedTriples: number;
  /** G: triples of the gold network. */
  goldTriples: number;
}

export interface SmatchOptions {
  /** 'best' (default): structural start plus the script's starts; 'reference': the script's search. */
  mode?: 'best' | 'reference';
  /** Random restarts after the first start; default 4, as the script. */
  restarts?: number;
  /** Seed of the restarts' random generator; default 0. */
  seed?: number;
}

// ---------------------------------------------------------------------------------------------
// Text, as the evaluator prints it.

const termText = (t: Term): string => {
  if (t.kind === 'number') return t.text;
  if (t.kind === 'list') return t.items.length === 0 ? 'NIL' : `(${t.items.map(termText).join(' ')})`;
  return t.name.toUpperCase();
};

/** The string the reference passes to smatch.py: predicates stably sorted by name, upper-cased, one space apart. */
export function smatchText(predicates: Predicate[]): string {
  const keyed = predicates.map((p) => ({ p, key: p.name.toUpperCase() }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)); // Array#sort is stable
  return keyed.map(({ p }) => `(${[p.name.toUpperCase(), ...p.args.map(termText)].join(' ')})`).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Triples, as smatch.py reads a network from that text.

interface Network {
  /** Instance value per node: the predicate name, or "var". */
  labels: string[];
  attributes: { node: number; relation: string; value: string }[];
  relations: { relation: string; source: number; target: number }[];
}

const tripleCount = (n: Network) => n.labels.length + n.attributes.length + n.relations.length;

/** Pieces between parentheses become predicate nodes; nested lists are mangled as the script mangles them. */
function networkFromText(text: string): Network {
  const net: Network = { labels: [], attributes: [], relations: [] };
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
  return net;
}

// ---------------------------------------------------------------------------------------------
// Candidate pool and weights (smatch.py's compute_pool). Pair (i, j) has key i * n2 + j.

interface Pool {
  n1: number;
  n2: number;
  /** Triples gained by mapping i to j alone (instances and attributes). */
  unary: Int32Array;
  candidate: Uint8Array;
  /** Per pair key: flat [partnerKey, weight, ...] of relation triples gained when both pairs are mapped. */
  partners: (number[] | undefined)[];
  /** n1 × n1: predicted nodes joined by a relation (only their swaps need relation corrections). */
  linked: Uint8Array;
}

const norm = (s: string) => s.toLowerCase().replace(/_+$/, '');

function buildPool(a: Network, b: Network): Pool {
  const n1 = a.labels.length;
  const n2 = b.labels.length;
  const pool: Pool = {
    n1,
    n2,
    unary: new Int32Array(n1 * n2),
    candidate: new Uint8Array(n1 * n2),
    partners: [],
    linked: new Uint8Array(n1 * n1),
  };
  for (const r of a.relations) pool.linked[r.source * n1 + r.target] = pool.linked[r.target * n1 + r.source] = 1;
  const gain = (key: number) => {
    pool.unary[key]++;
    pool.candidate[key] = 1;
  };
  const byLabel = groupBy(b.labels.map((label, j) => ({ label, j })), (x) => norm(x.label));
  a.labels.forEach((label, i) => byLabel.get(norm(label))?.forEach(({ j }) => gain(i * n2 + j)));
  const byAttribute = groupBy(b.attributes, (t) => `${norm(t.relation)} ${norm(t.value)}`);
  for (const t of a.attributes) byAttribute.get(`${norm(t.relation)} ${norm(t.value)}`)?.forEach((u) => gain(t.node * n2 + u.node));
  const weights = new Map<number, Map<number, number>>();
  const link = (from: number, to: number) => {
    let m = weights.get(from);
    if (!m) weights.set(from, (m = new Map()));
    m.set(to, (m.get(to) ?? 0) + 1);
  };
  const byRelation = groupBy(b.relations, (t) => norm(t.relation));
  for (const r of a.relations) {
    for (const s of byRelation.get(norm(r.relation)) ?? []) {
      const p = r.source * n2 + s.source;
      const q = r.target * n2 + s.target;
      pool.candidate[p] = pool.candidate[q] = 1;
      if (p === q) pool.unary[p]++;
      else {
        link(p, q);
        link(q, p);
      }
    }
  }
  for (const [key, m] of weights) pool.partners[key] = [...m].flat();
  return pool;
}

function groupBy<T>(items: T[], key: (x: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const x of items) {
    const k = key(x);
    const g = groups.get(k);
    if (g) g.push(x);
    else groups.set(k, [x]);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Mappings and hill climbing (smatch.py's compute_match, move_gain, swap_gain, get_best_gain).

/** Mapping from predicted node to gold node, -1 when unmapped. */
type Mapping = Int32Array;

/**
 * A mapping being improved. `value[key]` holds what pair (i, j) is worth under the current mapping
 * (its own triples plus relations to mapped partners) and is kept up to date on every change, so
 * each move or swap is priced in constant time.
 */
class Climber {
  readonly value: Int32Array;
  constructor(
    readonly pool: Pool,
    readonly m: Mapping,
  ) {
    this.value = Int32Array.from(pool.unary);
    m.forEach((j, i) => this.shift(i, j, 1));
  }

  /** Adds (sign 1) or removes (sign -1) the relations that pair (i, j) offers its partners. */
  private shift(i: number, j: number, sign: number): void {
    if (j < 0) return;
    const ps = this.pool.partners[i * this.pool.n2 + j];
    if (ps) for (let x = 0; x < ps.length; x += 2) this.value[ps[x]] += sign * ps[x + 1];
  }

  assign(i: number, j: number): void {
    this.shift(i, this.m[i], -1);
    this.m[i] = j;
    this.shift(i, j, 1);
  }

  worth(i: number, j: number): number {
    return j < 0 ? 0 : this.value[i * this.pool.n2 + j];
  }

  /** Relation weight between pairs (i, a) and (k, b); non-zero only for linked predicted nodes. */
  private weight(i: number, a: number, k: number, b: number): number {
    if (a < 0 || b < 0) return 0;
    const { n2, partners } = this.pool;
    const ps = partners[i * n2 + a];
    const other = k * n2 + b;
    if (ps) for (let x = 0; x < ps.length; x += 2) if (ps[x] === other) return ps[x + 1];
    return 0;
  }

  /** Triples matched: own triples once, relations seen from both ends halved. */
  count(): number {
    let unary = 0;
    let relations = 0;
    this.m.forEach((j, i) => {
      if (j < 0) return;
      const u = this.pool.unary[i * this.pool.n2 + j];
      unary += u;
      relations += this.value[i * this.pool.n2 + j] - u;
    });
    return unary + relations / 2;
  }

  swapGain(i: number, j: number): number {
    const a = this.m[i];
    const b = this.m[j];
    const gain = this.worth(i, b) + this.worth(j, a) - this.worth(i, a) - this.worth(j, b);
    if (!this.pool.linked[i * this.pool.n1 + j]) return gain;
    return gain - this.weight(i, b, j, b) - this.weight(j, a, i, a) + this.weight(i, b, j, a) + this.weight(i, a, j, b);
  }

  /** Steepest ascent as smatch.py: all moves, then all swaps; the first strictly largest gain wins. */
  climb(): number {
    const { n1, n2, candidate } = this.pool;
    const m = this.m;
    const used = new Uint8Array(n2);
    for (;;) {
      used.fill(0);
      for (const j of m) if (j >= 0) used[j] = 1;
      let best = 0;
      let move = { i: -1, j: -1, swap: false };
      for (let i = 0; i < n1; i++) {
        const old = this.worth(i, m[i]);
        for (let j = 0; j < n2; j++) {
          if (used[j] || !candidate[i * n2 + j]) continue;
          const g = this.value[i * n2 + j] - old;
          if (g > best) [best, move] = [g, { i, j, swap: false }];
        }
      }
      for (let i = 0; i < n1; i++) {
        for (let j = i + 1; j < n1; j++) {
          const viaI = m[j] >= 0 && candidate[i * n2 + m[j]];
          const viaJ = m[i] >= 0 && candidate[j * n2 + m[i]];
          if (!viaI && !viaJ) continue;
          const g = this.swapGain(i, j);
          if (g > best) [best, move] = [g, { i, j, swap: true }];
        }
      }
      if (best <= 0) return this.count();
      if (move.swap) {
        const a = m[move.i];
        this.assign(move.i, m[move.j]);
        this.assign(move.j, a);
      } else this.assign(move.i, move.j);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Starting points.

/** mulberry32: small, seedable, good enough to pick candidates. */
function randomSource(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const candidatesOf = (pool: Pool, i: number): number[] => {
  const out: number[] = [];
  for (let j = 0; j < pool.n2; j++) if (pool.candidate[i * pool.n2 + j]) out.push(j);
  return out;
};

/** Takes a random untaken candidate, or -1. */
function pickRandom(candidates: number[], taken: Uint8Array, random: (n: number) => number): number {
  const left = candidates.slice();
  while (left.length > 0) {
    const r = random(left.length);
    if (!taken[left[r]]) return left[r];
    left.splice(r, 1);
  }
  return -1;
}

/** The script's random start: each node in order takes a random untaken candidate. */
function randomStart(pool: Pool, random: (n: number) => number): Mapping {
  const m = new Int32Array(pool.n1).fill(-1);
  const taken = new Uint8Array(pool.n2);
  for (let i = 0; i < pool.n1; i++) if ((m[i] = pickRandom(candidatesOf(pool, i), taken, random)) >= 0) taken[m[i]] = 1;
  return m;
}

/**
 * The script's smart start: the first untaken candidate with the same instance value, then random
 * candidates for the rest. The script scans candidates in CPython set order; ascending here.
 */
function smartStart(pool: Pool, a: Network, b: Network, random: (n: number) => number): Mapping {
  const m = new Int32Array(pool.n1).fill(-1);
  const taken = new Uint8Array(pool.n2);
  const unmatched: number[] = [];
  for (let i = 0; i < pool.n1; i++) {
    const j = candidatesOf(pool, i).find((c) => !taken[c] && a.labels[i] === b.labels[c]);
    if (j === undefined) unmatched.push(i);
    else taken[(m[i] = j)] = 1;
  }
  for (const i of unmatched) if ((m[i] = pickRandom(candidatesOf(pool, i), taken, random)) >= 0) taken[m[i]] = 1;
  return m;
}

/**
 * Colour refinement (Weisfeiler-Lehman) over both networks at once: round r tells nodes apart by
 * their labels, constants and what lies within r links. Returns the colours of every round.
 */
function refinedColours(a: Network, b: Network, rounds: number): [Int32Array[], Int32Array[]] {
  const ids = new Map<string, number>();
  const id = (s: string) => ids.get(s) ?? (ids.set(s, ids.size), ids.size - 1);
  const first = (n: Network) => {
    const parts = n.labels.map((l) => [l]);
    for (const t of n.attributes) parts[t.node].push(`${t.relation}=${t.value}`);
    for (const t of n.relations) parts[t.source].push(`${t.relation}=?`);
    return Int32Array.from(parts, (p) => id(p.join(' ')));
  };
  const next = (n: Network, c: Int32Array) => {
    const parts = Array.from(c, (x) => [String(x)]);
    for (const t of n.relations) {
      parts[t.source].push(`>${t.relation}:${c[t.target]}`);
      parts[t.target].push(`<${t.relation}:${c[t.source]}`);
    }
    return Int32Array.from(parts, (p) => id([p[0], ...p.slice(1).sort()].join(' ')));
  };
  const ca = [first(a)];
  const cb = [first(b)];
  for (let r = 1; r <= rounds; r++) {
    ca.push(next(a, ca[r - 1]));
    cb.push(next(b, cb[r - 1]));
  }
  return [ca, cb];
}

/**
 * Greedy structural start: repeatedly map the free pair with the largest gain given the pairs
 * already mapped (its own triples plus relations to mapped neighbours); ties go to the pair whose
 * neighbourhoods agree the longest under colour refinement. For a renamed or permuted copy the
 * true pair always has the largest gain, so the copy is recovered exactly.
 */
function structuralStart(pool: Pool, a: Network, b: Network): Mapping {
  const { n1, n2 } = pool;
  const [ca, cb] = refinedColours(a, b, 6);
  const agreement = (key: number) => {
    const i = Math.floor(key / n2);
    const j = key - i * n2;
    let r = 0;
    while (r < ca.length && ca[r][i] === cb[r][j]) r++;
    return r;
  };
  const gain = Int32Array.from(pool.unary);
  const heap = new PairHeap();
  for (let key = 0; key < n1 * n2; key++) if (pool.candidate[key] && gain[key] > 0) heap.push(gain[key], agreement(key), key);
  const m = new Int32Array(n1).fill(-1);
  const taken = new Uint8Array(n2);
  for (let e = heap.pop(); e; e = heap.pop()) {
    const i = Math.floor(e.key / n2);
    const j = e.key - i * n2;
    if (m[i] >= 0 || taken[j] || e.gain !== gain[e.key]) continue; // stale entry
    m[i] = j;
    taken[j] = 1;
    const ps = pool.partners[e.key] ?? [];
    for (let x = 0; x < ps.length; x += 2) {
      const k = Math.floor(ps[x] / n2);
      if (m[k] >= 0 || taken[ps[x] - k * n2]) continue;
      gain[ps[x]] += ps[x + 1];
      heap.push(gain[ps[x]], agreement(ps[x]), ps[x]);
    }
  }
  return m;
}

/** Max-heap on (gain, agreement), then smallest key: deterministic tie-breaking. */
class PairHeap {
  private items: { gain: number; agree: number; key: number }[] = [];
  private before(x: PairHeap['items'][0], y: PairHeap['items'][0]): boolean {
    return x.gain !== y.gain ? x.gain > y.gain : x.agree !== y.agree ? x.agree > y.agree : x.key < y.key;
  }
  push(gain: number, agree: number, key: number): void {
    const h = this.items;
    h.push({ gain, agree, key });
    for (let c = h.length - 1; c > 0; ) {
      const p = (c - 1) >> 1;
      if (!this.before(h[c], h[p])) break;
      [h[c], h[p]] = [h[p], h[c]];
      c = p;
    }
  }
  pop(): PairHeap['items'][0] | undefined {
    const h = this.items;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      h[0] = last;
      for (let p = 0; ; ) {
        const l = 2 * p + 1;
        const r = l + 1;
        let s = p;
        if (l < h.length && this.before(h[l], h[s])) s = l;
        if (r < h.length && this.before(h[r], h[s])) s = r;
        if (s === p) break;
        [h[s], h[p]] = [h[p], h[s]];
        p = s;
      }
    }
    return top;
  }
}

// ---------------------------------------------------------------------------------------------

/** Smatch of a predicted network against a gold one (P = M/T, R = M/G, F = 2M/(T+G)). */
export function smatch(predicted: Predicate[], gold: Predicate[], options: SmatchOptions = {}): SmatchResult {
  const { mode = 'best', restarts = 4, seed = 0 } = options;
  const a = networkFromText(smatchText(predicted));
  const b = networkFromText(smatchText(gold));
  const T = tripleCount(a);
  const G = tripleCount(b);
  if (T === 0 || G === 0) return { precision: 0, recall: 0, f: 0, matched: 0, predictedTriples: T, goldTriples: G };
  const pool = buildPool(a, b);
  const random = randomSource(seed);
  const starts: (() => Mapping)[] = [() => smartStart(pool, a, b, random)];
  for (let r = 0; r < restarts; r++) starts.push(() => randomStart(pool, random));
  if (mode === 'best') starts.unshift(() => structuralStart(pool, a, b));
  let M = 0;
  for (const start of starts) {
    M = Math.max(M, new Climber(pool, start()).climb());
    if (M === Math.min(T, G)) break; // nothing can beat a perfect match
  }
  return { precision: M / T, recall: M / G, f: (2 * M) / (T + G), matched: M, predictedTriples: T, goldTriples: G };
}
