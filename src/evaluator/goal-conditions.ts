// goal-condition-success (spec: evaluation §5): each executed gold step's primary output, with
// its container path, is a goal; a goal is reached when some predicted step produced a similar
// object in a similar place. Matching is greedy first-fit in gold order, each predicted output
// used at most once; the result stays an exact fraction (reduced only when printed).
import type { Value } from '../kitchen/entity.ts';
import { formatNum, ratio, toDouble } from '../numbers/num.ts';
import { location, locationClasses, similarClassPaths } from './locations.ts';
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

/**
 * A goal condition as values: an object to find again (ids aside) and the classes of the
 * containers it lay in (null: no location, similar to any). Gold nodes give them here; a
 * serialised task gives them without its gold network (src/tasks/goal-checker.ts).
 */
export interface GoalValue {
  entity: Value;
  location: readonly string[] | null;
}

/** An executed step's primary output with the classes of its location in the state it left. */
export const placedOutput = (n: ExecNode): GoalValue => ({ entity: n.output, location: n.kitchen ? locationClasses(location(n.output, n.kitchen)) : null });

/** The gold steps that are goals: every executed step but get-kitchen (corrected: failed outputs dropped). */
export function goalNodes(gold: ExecNode[], semantics?: Semantics): ExecNode[] {
  return gold.filter((n) => n.action !== 'get-kitchen').filter((n) => semantics !== 'corrected' || !isFailed(n.output));
}

export function goalConditions(gold: ExecNode[], predicted: ExecNode[], options: GoalOptions = {}): GoalConditions {
  const goals = goalNodes(gold, options.semantics);
  const reachedBy = matchGoals(goals.map(placedOutput), predicted);
  let reached = 0;
  goals.forEach((g, i) => {
    options.onGoal?.(g, reachedBy[i]);
    if (reachedBy[i]) reached++;
  });
  return { reached, total: goals.length };
}

/** The success as JSON: the exact fraction as text (reduced) and its value. */
export function goalConditionsJson(g: GoalConditions | null): { fraction: string; value: number } | null {
  if (!g) return null;
  const fraction = ratio(BigInt(g.reached), BigInt(g.total));
  return { fraction: formatNum(fraction), value: toDouble(fraction) };
}

/**
 * For each goal in order, the predicted node that reached it (null: missed): the first predicted
 * output, in execution order and not yet taken, that is similar and lies in a similar place.
 * Failed predicted outputs and get-kitchen never count.
 */
export function matchGoals(goals: readonly GoalValue[], predicted: ExecNode[]): (ExecNode | null)[] {
  const candidates = predicted.filter((n) => n.action !== 'get-kitchen' && !isFailed(n.output)).map((node) => ({ node, ...placedOutput(node) }));
  // the outputs of finished runs no longer change, and kitchen states share most of their objects,
  // so the same pairs of objects come back in many comparisons
  const same = rememberingSimilar(IDENTITY_SLOTS);
  return goals.map((g) => {
    const i = candidates.findIndex((s) => similarClassPaths(g.location, s.location) && same(g.entity, s.entity));
    if (i < 0) return null;
    const [taken] = candidates.splice(i, 1);
    return taken.node;
  });
}

/** The gold steps whose output is a failed object: goals nothing can reach in reference mode. */
export function unreachableGoals(gold: ExecNode[]): ExecNode[] {
  return gold.filter((n) => n.action !== 'get-kitchen' && isFailed(n.output));
}
