// Starting mappings: the script's smart and random starts, and structural ones.
import type { Mapping } from './climber.ts';
import type { Pool } from './pool.ts';
import type { Network } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Starting points.

/** mulberry32: small, seedable, good enough to pick candidates. */
export function randomSource(seed: number): (n: number) => number {
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
export function randomStart(pool: Pool, random: (n: number) => number): Mapping {
  const m = new Int32Array(pool.n1).fill(-1);
  const taken = new Uint8Array(pool.n2);
  for (let i = 0; i < pool.n1; i++) if ((m[i] = pickRandom(pool.candidates[i], taken, random)) >= 0) taken[m[i]] = 1;
  return m;
}

/**
 * The script's smart start: the first untaken candidate with the same instance value, then random
 * candidates for the rest. The script scans candidates in CPython set order; ascending here.
 */
export function smartStart(pool: Pool, a: Network, b: Network, random: (n: number) => number): Mapping {
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
export type Colours = [Uint32Array[], Uint32Array[]];

/**
 * Colour refinement (Weisfeiler-Lehman) over both networks at once: after round r, equal colours
 * mean equal labels, constants and surroundings up to r links away. Colours are 32-bit hashes:
 * a rare collision only blurs a tie-break. Returns the colours of every round.
 */
export function refinedColours(a: Network, b: Network, rounds: number): Colours {
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
export function structuralStart(pool: Pool, [ca, cb]: Colours, order: 'agreement' | 'gain'): Mapping {
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

export const REFINEMENT_ROUNDS = 6; // agreement ≤ 7: fits the packed rank
/** Pair keys must stay below this to fit the queue's packed priorities. */
export const KEY_LIMIT = 2 ** 26;

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
