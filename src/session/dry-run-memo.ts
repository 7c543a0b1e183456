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
/** A result as stored: made after change `after` of the network. */
type Stored = { kept: Kept; after: number };

/**
 * Dry-run results across calls. A network only grows or shrinks at its end, and the engine runs
 * a line appended last after everything before it, so a variable bound both before and after the
 * change holds the same value (up to fresh ids) whenever one network's lines are a prefix of the
 * other's: a dry run whose variables kept their values since it was made gives the same result
 * now. Results stay where they were stored, however many calls go by without asking for them
 * (a listing carried over asks only for what is new); each knows the change of the network it
 * was made after, each variable the change since which it holds its value.
 */
export class DryRunMemo {
  /**
   * Results kept, at most: about 400 bytes each, and a Map holds at most 2^24 entries. A call
   * that finds the memo full (late lines of a long recipe with every pairing of its many
   * containers) starts it afresh; one that fills it dry-runs the rest anew next time.
   */
  static readonly MAX_RESULTS = 500_000;
  private lines: string[] = [];
  private bound = new Set<string>();
  private results = new Map<string, Stored>();
  /** Changes of the network so far. */
  private change = 0;
  /** Per variable: the change since which it holds its current value (none: from the start). */
  private since = new Map<string, number>();
  /** Failures noted so far (see `noteFailure`): a check made before is still valid while this stays the same. */
  noted = 0;

  /** Starts a call on a network of these lines with these bound variables. */
  begin(lines: readonly string[], bound: Set<string>) {
    const n = Math.min(lines.length, this.lines.length);
    const related = lines.slice(0, n).every((l, i) => l === this.lines[i]);
    if (!related || lines.length !== this.lines.length) {
      this.change++;
      if (!related || this.results.size >= DryRunMemo.MAX_RESULTS) {
        this.results = new Map();
        this.since = new Map();
      }
      // only variables bound in both networks keep their values
      if (related) for (const names of [bound, this.bound]) for (const v of names) if (!(bound.has(v) && this.bound.has(v))) this.since.set(v, this.change);
    }
    this.lines = [...lines];
    this.bound = bound;
  }

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

  /** One hash look-up (failures are kept as FAILED, never as undefined), then the variables' changes. */
  private lookup(key: string, variables: string[]): Kept | undefined {
    const stored = this.results.get(key);
    if (stored === undefined) return undefined;
    for (const v of variables) if ((this.since.get(v) ?? 0) > stored.after) return undefined;
    return stored.kept;
  }

  private keep(key: string, kept: Kept) {
    if (this.results.size < DryRunMemo.MAX_RESULTS) this.results.set(key, { kept, after: this.change });
  }
}
