// Dry-run results kept from one listing to the next. A network only grows or shrinks at its end,
// and the engine runs a line appended last after everything before it, so a variable bound both
// before and after the change holds the same value (up to fresh ids) whenever one network's lines
// are a prefix of the other's: a dry run whose variables kept their values gives the same result
// now. Each result knows the change of the network it was made after, each variable the change
// since which it holds its value.
import type { NumberJson } from '../json/values.ts';

/** A clean dry run: its outputs in words, its duration, and the class of its first argument's value. */
export type DryResult = { produces: string; duration: NumberJson; output: string | null } | null;

/** A failed dry run as kept: distinct from a missing key in a single `Map.get`. */
const FAILED = { failed: true } as const;
type Stored = { kept: Exclude<DryResult, null> | typeof FAILED; after: number };

export class DryRunMemo {
  /** Results kept, at most (about 400 bytes each): a call that finds the memo full starts it afresh. */
  static readonly MAX_RESULTS = 500_000;
  private lines: string[] = [];
  private bound = new Set<string>();
  private results = new Map<string, Stored>();
  private change = 0;
  private since = new Map<string, number>();

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

  /** The result kept for the key, if its variables kept their values since; undefined when none. */
  get(key: string, variables: string[]): DryResult | undefined {
    const stored = this.results.get(key);
    if (stored === undefined) return undefined;
    for (const v of variables) if ((this.since.get(v) ?? 0) > stored.after) return undefined;
    return stored.kept === FAILED ? null : (stored.kept as Exclude<DryResult, null>);
  }

  set(key: string, result: DryResult) {
    if (this.results.size < DryRunMemo.MAX_RESULTS) this.results.set(key, { kept: result ?? FAILED, after: this.change });
  }
}
