// goal-condition-success (spec: evaluation §5): each executed gold step's primary output, with
// its container path, is a goal; a goal is reached when some predicted step produced a similar
// object in a similar place. Matching is greedy first-fit in gold order, each predicted output
// used at most once; the result stays an exact fraction (reduced only when printed).
import { type Entity, type Value } from '../kitchen/entity.ts';
import { location, similarLocations } from './locations.ts';
import { type ExecNode, isFailed } from './nodes.ts';
import type { Semantics } from '../rules/action.ts';
import { IDENTITY_SLOTS, rememberingSimilar } from './similarity.ts';

export interface GoalConditions {
  reached: number;
  total: number;
}

export interface GoalOptions {
  /**
   * 'reference' keeps gold steps whose output is a failed object as goals although no prediction
   * can ever reach them (failed predicted outputs are excluded); 'corrected' drops them.
   */
  semantics?: Semantics;
  /** Told each goal in order with the predicted node that reached it (null: missed); for explanations. */
  onGoal?: (goal: ExecNode, reachedBy: ExecNode | null) => void;
}

interface Placed {
  node: ExecNode;
  entity: Value;
  location: Entity[] | null;
}

const placed = (n: ExecNode): Placed => ({ node: n, entity: n.output, location: n.kitchen ? location(n.output, n.kitchen) : null });

export function goalConditions(gold: ExecNode[], predicted: ExecNode[], options: GoalOptions = {}): GoalConditions {
  const goals = gold
    .filter((n) => n.action !== 'get-kitchen')
    .filter((n) => options.semantics !== 'corrected' || !isFailed(n.output))
    .map(placed);
  const candidates = predicted.filter((n) => n.action !== 'get-kitchen' && !isFailed(n.output)).map(placed);
  // the outputs of finished runs no longer change, and kitchen states share most of their objects,
  // so the same pairs of objects come back in many comparisons
  const same = rememberingSimilar(IDENTITY_SLOTS);
  let reached = 0;
  for (const g of goals) {
    const i = candidates.findIndex((s) => similarLocations(g.location, s.location) && same(g.entity, s.entity));
    options.onGoal?.(g.node, i < 0 ? null : candidates[i].node);
    if (i < 0) continue;
    reached++;
    candidates.splice(i, 1);
  }
  return { reached, total: goals.length };
}

/** The gold steps whose output is a failed object: goals nothing can reach in reference mode. */
export function unreachableGoals(gold: ExecNode[]): ExecNode[] {
  return gold.filter((n) => n.action !== 'get-kitchen' && isFailed(n.output));
}
