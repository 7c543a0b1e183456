// The values repair works with and returns: options, edits, the status of a network before and
// after (docs/PLANNING.md, "Repair").
import type { Semantics } from '../rules/action.ts';
import type { RunStatus } from '../simulator.ts';
import type { NumberJson } from '../json/index.ts';
import type { RepairHints } from './hint-source.ts';

/** What `repair` may do and how long it may search. */
export interface RepairOptions {
  /** Orders candidates of equal cost (default 0); the same seed gives byte-identical output. */
  seed?: number;
  /** Wall-clock bound of the search, in seconds (default 10). */
  budgetSeconds?: number;
  /** At most this many candidate networks are executed (default 300). */
  nodeBudget?: number;
  /** At most this many edits in a repair (default 6). */
  maxEdits?: number;
  /** The corpus folder whose recipe texts hint at ingredients and amounts (never its gold networks). */
  benchmark?: string;
  /** The file name diagnostics and the answer name (default `network.solution`). */
  file?: string;
  /** Kitchen, rules, ontology and semantics as for run. */
  kitchen?: string;
  semantics?: Semantics;
  rules?: string[];
  ontology?: string[];
}

/** repairAsync's options: repair's, and a signal that stops the search with the best repair so far. */
export interface RepairAsyncOptions extends RepairOptions {
  signal?: AbortSignal;
  /** Called every 50 ms or so with the networks tried so far (a progress bar). */
  onProgress?: (nodes: number) => void;
}

/** `repair`'s defaults: seed 0, 10 seconds, 300 nodes, 6 edits at most. */
export const REPAIR_DEFAULTS = { seed: 0, budgetSeconds: 10, nodeBudget: 300, maxEdits: 6 } as const;

/** What an edit does: insert a line, relink a variable, swap two arguments of a line, rename a line's output, change a constant, drop a line. */
export type RepairEditKind = 'insert' | 'relink' | 'swap' | 'rename' | 'constant' | 'drop';

/**
 * One edit. `line` is the line of the input file the edit concerns (for an insert, the line it
 * is inserted before); `before`/`after` the variable, constant, action name or whole line (null for a line
 * that is not there before, or no longer there after).
 */
export interface RepairEdit {
  kind: RepairEditKind;
  line: number;
  before: string | null;
  after: string | null;
  reason: string;
}

/**
 * A network's outcome: its status, the lines that bound a failed object, its execution time.
 * Lines are the input file's in `before`, the repaired network's (as `network` writes it) in `after`.
 */
export interface RepairStatus {
  status: RunStatus;
  failedLines: number[];
  executionTime: NumberJson | null;
  /** Root causes as `CODE line: message`, the first few. */
  problems: string[];
}

/** A repair: the repaired network, its edits, and the network's status before and after. */
export interface RepairResult {
  recipeId: string | null;
  /** Where the ingredient and amount hints came from, and whether the `#id` fits the network. */
  hints: RepairHints;
  /** True when the repaired network executes with no failed object. */
  repaired: boolean;
  /** The repaired network as a `.solution` text (the input's `#id` header kept), or the input when nothing was found. */
  network: string;
  edits: RepairEdit[];
  before: RepairStatus;
  after: RepairStatus;
  /** Candidate networks executed. */
  nodes: number;
  /** Why the search stopped before it had ruled out cheaper repairs, if it did (`interrupted`: repairAsync's signal). */
  stopped: 'node-budget' | 'budget-seconds' | 'interrupted' | null;
}
