// Dry-run results kept from one listing to the next. A network only grows or shrinks at its end,
// and the engine runs a line appended last after everything before it, so a variable bound both
// before and after the change holds the same value (up to fresh ids) whenever one network's lines
// are a prefix of the other's: a dry run whose variables kept their values gives the same result
// now. Each result knows the change of the network it was made after, each variable the change
// since which it holds its value. Early tests of declared conditions on a prefix of an
// assignment (grounding.ts) are kept the same way.
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
  /** Outcomes of early tests (grounding.ts) on prefixes of assignments: a trie per action mode. */
  private tests = new Map<string, TestNode>();
  private testCount = 0;
  private change = 0;
  private since = new Map<string, number>();
  /** One string per distinct text of the dry runs' outputs: a listing's hundred thousand entries have a few thousand texts. */
  private texts = new Map<string, string>();

  /** Starts a call on a network of these lines with these bound variables. */
  begin(lines: readonly string[], bound: Set<string>) {
    const n = Math.min(lines.length, this.lines.length);
    const related = lines.slice(0, n).every((l, i) => l === this.lines[i]);
    if (!related || lines.length !== this.lines.length) {
      this.change++;
      if (!related || this.results.size + this.testCount >= DryRunMemo.MAX_RESULTS) {
        this.results = new Map();
        this.tests = new Map();
        this.testCount = 0;
        this.since = new Map();
        this.texts = new Map();
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
    if (this.results.size + this.testCount < DryRunMemo.MAX_RESULTS) this.results.set(key, { kept: result ?? FAILED, after: this.change });
  }

  /** The kept string equal to `text` (kept from now on if none is). */
  text(text: string): string {
    const kept = this.texts.get(text);
    if (kept !== undefined) return kept;
    this.texts.set(text, text);
    return text;
  }

  /** The change since which the variable holds its value (0: since before the memo's first call). */
  sinceOf(variable: string): number {
    return this.since.get(variable) ?? 0;
  }

  /** The trie of early-test outcomes of one action mode (`key` names it). */
  testsOf(key: string): TestNode {
    let root = this.tests.get(key);
    if (!root) this.tests.set(key, (root = new TestNode()));
    return root;
  }

  /**
   * The outcome kept at the end of `tokens` (one per argument of the prefix), if it was found no
   * earlier than `since` (the latest change of the prefix's variables); undefined when none.
   */
  getTest(root: TestNode, tokens: readonly string[], since: number): boolean | undefined {
    let node: TestNode | undefined = root;
    for (let k = 0; node && k < tokens.length; k++) node = node.next?.get(tokens[k]);
    return node && node.after >= since ? node.holds : undefined;
  }

  setTest(root: TestNode, tokens: readonly string[], holds: boolean) {
    if (this.results.size + this.testCount >= DryRunMemo.MAX_RESULTS) return;
    let node = root;
    for (const t of tokens) {
      const next: Map<string, TestNode> = (node.next ??= new Map());
      let child = next.get(t);
      if (!child) next.set(t, (child = new TestNode()));
      node = child;
    }
    if (node.after < 0) this.testCount++;
    node.holds = holds;
    node.after = this.change;
  }
}

/** A prefix of arguments (one token each) in the trie of early-test outcomes. */
export class TestNode {
  next: Map<string, TestNode> | undefined = undefined;
  holds = false;
  /** The change after which `holds` was found; -1 where no outcome is kept. */
  after = -1;
}
