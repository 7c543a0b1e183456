// POST /plan in a worker: the task planned (src/plan/) in the server's world, the result as
// `irl-kitchen plan --json` gives it. The search's own safety stop comes before the request's.
import { nodeBudget, plan, type PlanResult } from '../../plan/index.ts';
import type { Semantics } from '../../rules/action.ts';

export interface PlanWork {
  task: string;
  goal?: 'visible' | 'text';
  seed?: number;
  budgetSeconds: number;
  maxNodes?: number;
  timing?: boolean;
}

export function planAnswer(work: PlanWork, world: { rules: string[]; ontology: string[]; benchmark: string | null; semantics: Semantics }, leftMs: number): PlanResult {
  const budgetSeconds = Math.min(work.budgetSeconds, Math.max(0.05, (leftMs - 250) / 1000));
  return plan(work.task, {
    goal: work.goal,
    seed: work.seed,
    budgetSeconds,
    // the node budget follows the asked budget, not the time a busy server left: the same answer either way
    maxNodes: nodeBudget(work.budgetSeconds, work.maxNodes),
    timing: work.timing,
    benchmark: world.benchmark ?? undefined,
    rules: world.rules,
    ontology: world.ontology,
    semantics: world.semantics,
  });
}
