// Improving a node mapping by moves and swaps.
import type { Pool } from './pool.ts';

// ---------------------------------------------------------------------------------------------
// Mappings and hill climbing (smatch.py's compute_match, move_gain, swap_gain, get_best_gain).

/** Mapping from predicted node to gold node, -1 when unmapped. */
export type Mapping = Int32Array;

/**
 * A mapping being improved. `value[key]` holds what pair (i, j) is worth under the current mapping
 * (its own triples plus relations to mapped partners) and is kept up to date on every change, so
 * each move or swap is priced in constant time.
 */
export class Climber {
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
