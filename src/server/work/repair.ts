// POST /repair in a worker: the network's first recipe repaired (src/repair/) within what is left
// of the request's time, the result as `irl-kitchen repair --json` gives it for one recipe.
import { repair, type RepairResult } from '../../repair/index.ts';
import type { Semantics } from '../../rules/action.ts';
import { requestFile } from '../evaluate-text.ts';

export interface RepairWork {
  network: string;
  seed?: number;
  budgetSeconds?: number;
}

export function repairAnswer(work: RepairWork, world: { rules: string[]; ontology: string[]; benchmark: string | null; semantics: Semantics }, leftMs: number): RepairResult {
  // the search stops a little before the request's own limit, so the answer still gets out
  const budgetSeconds = Math.min(work.budgetSeconds ?? 10, Math.max(0.05, (leftMs - 250) / 1000));
  return repair(work.network, {
    file: requestFile('network'),
    seed: work.seed,
    budgetSeconds,
    benchmark: world.benchmark ?? undefined,
    rules: world.rules,
    ontology: world.ontology,
    semantics: world.semantics,
  });
}
