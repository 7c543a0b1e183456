// Dry-run results of admissible entries kept from one call to the next (see DryRunMemo).
import type { NumberJson } from '../json/values.ts';
import type { ConstantUse } from './constant-watch.ts';

export type DryResult = { produces: string; duration: NumberJson } | null;

/** A dry run that holds for other constants too: per argument, what the run asked of its constant (null: not a constant). */
export interface SharedRun {
  uses: (ConstantUse | null)[];
  result: DryResult;
}

/** A failed dry run as kept: distinct from a missing key in a single `Map.get`. */
const FAILED = { failed: true } as const;
type Kept = Exclude<DryResult, null> | typeof FAILED | SharedRun[];

/**
 * Dry-run results across calls. A network only grows or shrinks at its end, and the engine runs
 * a line appended last after everything before it, so a variable bound both before and after the
 * change holds the same value (up to fresh ids) whenever one network's lines are a prefix of the
 * other's: a dry run whose variables were all bound then gives the same result now.
 */
export class DryRunMemo {
  /**
   * Results kept per call, at most: about 400 bytes each, and a Map holds at most 2^24 entries.
   * A call past it (a late line of a long recipe with every pairing of its many containers)
   * dry-runs the rest anew next time instead of running out of memory.
   */
  static readonly MAX_RESULTS = 500_000;
  private lines: string[] = [];
  private bound = new Set<string>();
  private results = new Map<string, Kept>();
  private previous = new Map<string, Kept>();
  /** Failures noted so far (see `noteFailure`): a check made before is still valid while this stays the same. */
  noted = 0;

  /** Starts a call on a network of these lines with these bound variables. */
  begin(lines: readonly string[], bound: Set<string>) {
    const n = Math.min(lines.length, this.lines.length);
    const related = lines.slice(0, n).every((l, i) => l === this.lines[i]);
    const same = related && lines.length === this.lines.length;
    if (!same) {
      this.previous = related ? this.results : new Map();
      this.results = new Map();
      // only variables bound in both networks keep their values
      const kept = new Set<string>();
      if (related) for (const v of bound) if (this.bound.has(v)) kept.add(v);
      this.stable = kept;
    }
    this.lines = [...lines];
    this.bound = bound;
  }

  private stable = new Set<string>();
  /** Per action mode: the sets of input positions that decided a failure (SimulationError.decidedBy). */
  private scopes = new Map<string, number[][]>();

  /** The input positions known to decide failures of this action mode (a live list). */
  scopesOf(actionMode: string): number[][] {
    let list = this.scopes.get(actionMode);
    if (!list) this.scopes.set(actionMode, (list = []));
    return list;
  }

  get(key: string, variables: string[]): DryResult | undefined {
    const kept = this.lookup(key, variables);
    return kept === FAILED ? null : (kept as DryResult | undefined);
  }

  set(key: string, result: DryResult) {
    this.keep(key, result ?? FAILED);
  }

  /** Remembers a failure that the inputs in `key` decided (read back with `get`). */
  noteFailure(key: string) {
    this.noted++;
    this.keep(key, FAILED);
  }

  /** The runs kept under a key whose constants are left out (see constant-watch.ts). */
  shared(key: string, variables: string[]): SharedRun[] | undefined {
    return this.lookup(`*${key}`, variables) as SharedRun[] | undefined;
  }

  share(key: string, variables: string[], run: SharedRun) {
    const runs = this.shared(key, variables);
    if (runs) runs.push(run);
    else this.keep(`*${key}`, [run]);
  }

  /** One hash look-up for a result of this call (failures are kept as FAILED, never as undefined). */
  private lookup(key: string, variables: string[]): Kept | undefined {
    const now = this.results.get(key);
    if (now !== undefined) return now;
    for (const v of variables) if (!this.stable.has(v)) return undefined;
    const before = this.previous.get(key);
    if (before !== undefined) this.keep(key, before);
    return before;
  }

  private keep(key: string, value: Kept) {
    if (this.results.size < DryRunMemo.MAX_RESULTS) this.results.set(key, value);
  }
}
