// What `plan` takes and gives (docs/PLANNING.md, "Plan").
import type { Semantics } from '../rules/action.ts';
import type { GoalMode } from '../tasks/task.ts';

/** How `plan` searches: goal mode, seed, budgets, and the world it plans in. */
export interface PlanOptions {
  /** `visible`: the goal conditions guide the search; `text`: the recipe text only (default visible). */
  goal?: GoalMode;
  /** Orders candidates of equal promise; the same seed gives the same plan (default 0). */
  seed?: number;
  /** Sets the node budget (NODES_PER_SECOND per second) and is the wall-clock safety stop (default 60). */
  budgetSeconds?: number;
  /** Nodes expanded at most (default: from budgetSeconds). */
  maxNodes?: number;
  /** Leave the wall time out of the result, so that it is byte-identical for the same input. */
  timing?: boolean;
  /** The benchmark folder (tasks by id; sessions never read a gold network). */
  benchmark?: string;
  rules?: string[];
  ontology?: string[];
  semantics?: Semantics;
}

/** planAsync's options: plan's, and a signal that stops the search with the best network so far. */
export interface PlanAsyncOptions extends PlanOptions {
  signal?: AbortSignal;
  /** Called every 50 ms or so with the nodes expanded so far (a progress bar). */
  onProgress?: (nodes: number) => void;
}

/** Why a plan's search stopped: the goal reached, a budget spent, no candidate left, or planAsync's signal. */
export type PlanStop = 'goal' | 'node-budget' | 'budget-seconds' | 'exhausted' | 'interrupted';

/** A plan: the network found (or the best partial one), its goal progress and dish score, and what the search cost. */
export interface PlanResult {
  task: string;
  goal: GoalMode;
  seed: number;
  /** Every goal condition holds. */
  reached: boolean;
  /** The network found (the best partial one when the goal was not reached), with a #task-id line. */
  network: string;
  lines: number;
  status: 'ok' | 'unexecutable' | 'error';
  /** Measured at the end with the task's goal checker and dish scorer (in `text` mode too); `fraction` null for a task without goal conditions. */
  progress: { met: number; total: number; fraction: number | null };
  dishScore: number;
  /** The heuristic's value of the network returned (text mode: its progress towards the text). */
  heuristic: number;
  search: {
    /** Nodes expanded (each: the templates of its focus actions, and candidates executed in forks). */
    nodes: number;
    /** Candidate lines executed in forks of a session (the planner makes no listing dry runs). */
    executions: number;
    /** Template look-ups (no dry run). */
    templates: number;
    maxNodes: number;
    stopped: PlanStop;
    /** Wall time, when `timing` is not false: the one figure that differs between runs. */
    seconds?: number;
  };
}
