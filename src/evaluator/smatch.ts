// Smatch between two networks, as the benchmark's customised smatch.py scores them.
//
//   smatch(predicted, gold)            // → { precision, recall, f, matched, predictedTriples, goldTriples }
//   smatch(predicted, gold, { mode: 'reference', seed: 7 })   // the script's own search, seeded
//
// Networks become triples exactly as the script builds them from the evaluator's text (smatchText).
// The score is the largest number of triples matched under a one-to-one node mapping; finding it
// is NP-hard, so both modes search. 'reference' replays the script: a smart start and random
// restarts, each improved by steepest-ascent hill climbing. 'best' (default) first tries two
// structural starts, which recover renamed or permuted copies exactly, then the script's starts,
// each improved by a cheaper first-improvement search, and keeps the best; it stops early once an
// upper bound is reached. Both are deterministic for a given seed.
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
  /** 'best' (default): structural starts plus the script's starts; 'reference': the script's search only. */
  mode?: 'best' | 'reference';
  /** Random starts after the smart one; default 4, as the script. */
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
  /** The normalised labels that decide which triples can match, per node, attribute and relation. */
  keys: { labels: string[]; attributes: string[]; relations: string[] };
}

const tripleCount = (n: Network) => n.labels.length + n.attributes.length + n.relations.length;

/**
 * No mapping matches more triples than this: a matched triple pairs two triples with the same
 * normalised label (instance value, attribute name and value, relation name), one to one.
 */
function upperBound(a: Network, b: Network): number {
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
function networkFromText(text: string): Network {
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

// ---------------------------------------------------------------------------------------------
// Candidate pool and weights (smatch.py's compute_pool). Pair (i, j) has key i * n2 + j.

interface Pool {
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

function buildPool(a: Network, b: Network): Pool {
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
    const { offsets, partnerKeys } = this.pool;
    const key = i * this.pool.n2 + j;
    for (let x = offsets[key]; x < offsets[key + 1]; x++) this.value[partnerKeys[x]] += sign;
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
    const { n2, offsets, partnerKeys } = this.pool;
    const key = i * n2 + a;
    const other = k * n2 + b;
    let w = 0;
    for (let x = offsets[key]; x < offsets[key + 1]; x++) if (partnerKeys[x] === other) w++;
    return w;
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

  /**
   * First improvement with a work list, much cheaper than climb() from a poor start: each node in
   * turn takes its best move or swap; after a change only the nodes involved and their neighbours
   * are looked at again; a full round with no change ends it (a local optimum for both searches).
   * Returns the triples matched.
   */
  settle(): number {
    const { n1, n2, candidates, neighbours, linked } = this.pool;
    const { m, value } = this;
    const owner = new Int32Array(n2).fill(-1);
    m.forEach((j, i) => j >= 0 && (owner[j] = i));
    const queued = new Uint8Array(n1);
    let work: number[] = [];
    const wake = (i: number) => {
      if (queued[i]) return;
      queued[i] = 1;
      work.push(i);
    };
    for (let changed = true; changed; work = []) {
      changed = false;
      for (let i = 0; i < n1; i++) wake(i);
      for (let w = 0; w < work.length; w++) {
        const i = work[w];
        queued[i] = 0;
        const a = m[i];
        const here = a < 0 ? 0 : value[i * n2 + a];
        let best = 0;
        let target = -1;
        for (const c of candidates[i]) {
          const k = owner[c];
          if (k === i) continue;
          // A move, or a swap priced inline (swapGain() only when the two nodes are linked).
          let g = value[i * n2 + c] - here;
          if (k >= 0) g = linked[i * n1 + k] ? this.swapGain(i, k) : g + (a < 0 ? 0 : value[k * n2 + a]) - value[k * n2 + c];
          if (g > best) {
            best = g;
            target = c;
          }
        }
        if (target < 0) continue;
        changed = true;
        const k = owner[target];
        this.assign(i, target);
        owner[target] = i;
        if (k >= 0) this.assign(k, a);
        if (a >= 0) owner[a] = k;
        for (const x of k >= 0 ? [i, k] : [i]) {
          wake(x);
          neighbours[x].forEach(wake);
        }
      }
    }
    return this.count();
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

/** A random untaken candidate (uniformly, as the script's draw-and-discard loop), or -1. */
function pickRandom(candidates: number[], taken: Uint8Array, random: (n: number) => number): number {
  let free = 0;
  for (const c of candidates) if (!taken[c]) free++;
  if (free === 0) return -1;
  let r = random(free);
  for (const c of candidates) if (!taken[c] && r-- === 0) return c;
  return -1;
}

/** The script's random start: each node in order takes a random untaken candidate. */
function randomStart(pool: Pool, random: (n: number) => number): Mapping {
  const m = new Int32Array(pool.n1).fill(-1);
  const taken = new Uint8Array(pool.n2);
  for (let i = 0; i < pool.n1; i++) if ((m[i] = pickRandom(pool.candidates[i], taken, random)) >= 0) taken[m[i]] = 1;
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
    const j = pool.candidates[i].find((c) => !taken[c] && a.labels[i] === b.labels[c]);
    if (j === undefined) unmatched.push(i);
    else taken[(m[i] = j)] = 1;
  }
  for (const i of unmatched) if ((m[i] = pickRandom(pool.candidates[i], taken, random)) >= 0) taken[m[i]] = 1;
  return m;
}

/** Per round of refinement, the colour of every node: predicted network first, gold second. */
type Colours = [Uint32Array[], Uint32Array[]];

/**
 * Colour refinement (Weisfeiler-Lehman) over both networks at once: after round r, equal colours
 * mean equal labels, constants and surroundings up to r links away. Colours are 32-bit hashes:
 * a rare collision only blurs a tie-break. Returns the colours of every round.
 */
function refinedColours(a: Network, b: Network, rounds: number): Colours {
  const refine = (n: Network) => {
    let c = Uint32Array.from(n.labels, hashText);
    for (const t of n.attributes) c[t.node] += mix(hashText(`${t.relation}=${t.value}`));
    const kinds = n.relations.map((t) => hashText(t.relation));
    n.relations.forEach((t, x) => (c[t.source] += mix(kinds[x] ^ 0x9e3779b9)));
    const all = [c.map(mix)];
    for (let r = 1; r <= rounds; r++) {
      const prev = all[r - 1];
      c = Uint32Array.from(prev, (x) => Math.imul(x, 0x27d4eb2d));
      n.relations.forEach((t, x) => {
        c[t.source] += mix(prev[t.target] ^ kinds[x]);
        c[t.target] += mix(prev[t.source] ^ ~kinds[x]);
      });
      all.push(c.map(mix));
    }
    return all;
  };
  return [refine(a), refine(b)];
}

/** murmur3's 32-bit finaliser. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a. */
function hashText(s: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < s.length; k++) h = Math.imul(h ^ s.charCodeAt(k), 16777619);
  return h >>> 0;
}

/**
 * Greedy structural start: repeatedly map the free pair ranked highest by how long the two
 * nodes' surroundings agree under colour refinement and by its gain given the pairs already
 * mapped (own triples plus relations to mapped neighbours); `order` says which of the two comes
 * first, remaining ties go to the smallest pair. For a renamed or permuted copy whose nodes
 * refinement tells apart, only true pairs have full agreement and they are all reached through
 * each other before any other pair, so the copy is recovered exactly.
 */
function structuralStart(pool: Pool, [ca, cb]: Colours, order: 'agreement' | 'gain'): Mapping {
  const { n1, n2, candidate, offsets, partnerKeys } = pool;
  const gain = Int32Array.from(pool.unary);
  const m = new Int32Array(n1).fill(-1);
  const taken = new Uint8Array(n2);
  const queue = new MaxQueue();
  const agreement = (key: number) => {
    const i = Math.floor(key / n2);
    const j = key - i * n2;
    let agree = 0;
    while (agree < ca.length && ca[agree][i] === cb[agree][j]) agree++;
    return agree;
  };
  const rank = (key: number) => {
    const g = Math.min(gain[key], 2 ** 20 - 1);
    return order === 'agreement' ? agreement(key) * 2 ** 20 + g : g * 8 + agreement(key);
  };
  // Packed priority: rank (< 2^23) above the key (26 bits), exact in a double; smaller keys first.
  const offer = (key: number) => queue.push(rank(key) * 2 ** 26 + (KEY_LIMIT - 1 - key));
  // Pairs worth a single triple (any two variables) are offered first only when a mapped
  // neighbour supports them: offering them all up front would flood the queue.
  for (const threshold of [2, 1]) {
    for (let key = 0; key < n1 * n2; key++) {
      if (candidate[key] && gain[key] >= threshold && m[Math.floor(key / n2)] < 0 && !taken[key % n2]) offer(key);
    }
    for (let top = queue.pop(); top !== undefined; top = queue.pop()) {
      const key = KEY_LIMIT - 1 - (top % 2 ** 26);
      const i = Math.floor(key / n2);
      const j = key - i * n2;
      if (m[i] >= 0 || taken[j] || Math.floor(top / 2 ** 26) !== rank(key)) continue; // stale
      m[i] = j;
      taken[j] = 1;
      for (let x = offsets[key]; x < offsets[key + 1]; x++) {
        const p = partnerKeys[x];
        if (m[Math.floor(p / n2)] >= 0 || taken[p % n2]) continue;
        gain[p]++;
        offer(p);
      }
    }
  }
  return m;
}

const REFINEMENT_ROUNDS = 6; // agreement ≤ 7: fits the packed rank
/** Pair keys must stay below this to fit the queue's packed priorities. */
const KEY_LIMIT = 2 ** 26;

/** Binary max-heap of numbers. */
class MaxQueue {
  private h: number[] = [];
  push(x: number): void {
    const h = this.h;
    let c = h.push(x) - 1;
    while (c > 0 && h[(c - 1) >> 1] < x) {
      h[c] = h[(c - 1) >> 1];
      c = (c - 1) >> 1;
    }
    h[c] = x;
  }
  pop(): number | undefined {
    const h = this.h;
    const top = h[0];
    const last = h.pop();
    if (h.length === 0 || last === undefined) return top;
    let p = 0;
    for (;;) {
      let c = 2 * p + 1;
      if (c >= h.length) break;
      if (c + 1 < h.length && h[c + 1] > h[c]) c++;
      if (h[c] <= last) break;
      h[p] = h[c];
      p = c;
    }
    h[p] = last;
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
  const starts: (() => Mapping)[] = [];
  if (mode === 'best' && pool.n1 * pool.n2 <= KEY_LIMIT) {
    const colours = refinedColours(a, b, REFINEMENT_ROUNDS);
    starts.push(() => structuralStart(pool, colours, 'agreement'));
    starts.push(() => structuralStart(pool, colours, 'gain'));
  }
  starts.push(() => smartStart(pool, a, b, random));
  for (let r = 0; r < restarts; r++) starts.push(() => randomStart(pool, random));
  const bound = upperBound(a, b);
  let M = 0;
  for (const start of starts) {
    const climber = new Climber(pool, start());
    M = Math.max(M, mode === 'best' ? climber.settle() : climber.climb());
    if (M === bound) break; // nothing can do better
  }
  return { precision: M / T, recall: M / G, f: (2 * M) / (T + G), matched: M, predictedTriples: T, goldTriples: G };
}
