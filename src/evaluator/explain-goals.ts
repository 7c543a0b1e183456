// Why goal-condition success came out as it did: each gold goal with the predicted step that
// reached it, or, when missed, the predicted output that came closest. The figures come from
// `goalConditions` itself (through its `onGoal` hook), so they cannot differ from the score.
import { describe } from '../describe.ts';
import { Entity } from '../kitchen/entity.ts';
import { propertyOverlap, scoreRatio } from './dish-score.ts';
import { type GoalOptions, goalConditions } from './goal-conditions.ts';
import { location, similarLocations } from './locations.ts';
import { type ExecNode, isFailed } from './nodes.ts';
import { toDouble } from '../numbers/num.ts';

export interface NodeSummary {
  line: number;
  action: string;
  variable: string;
  /** The output, described (`medium-bowl [butter 100 g]`). */
  object: string;
  /** Where the output sat: class names from the kitchen state down to its holder. */
  place: string;
}

export interface GoalExplanation {
  gold: NodeSummary;
  met: boolean;
  /** The predicted step that reached the goal; for a missed goal the closest predicted output, if any. */
  predicted: NodeSummary | null;
}

export interface GoalsExplanation {
  reached: number;
  total: number;
  goals: GoalExplanation[];
}

export function summarise(n: ExecNode): NodeSummary {
  const where = n.kitchen ? location(n.output, n.kitchen) : null;
  return {
    line: n.line,
    action: n.action,
    variable: n.outName.toLowerCase(),
    object: n.output instanceof Entity ? describe(n.output, 1) : String(n.output),
    place: where ? where.map((e) => e.cls.name).join(' › ') : '—',
  };
}

export function explainGoalConditions(gold: ExecNode[], predicted: ExecNode[], options: GoalOptions = {}): GoalsExplanation {
  const goals: GoalExplanation[] = [];
  const result = goalConditions(gold, predicted, {
    ...options,
    onGoal: (goal, by) => goals.push({ gold: summarise(goal), met: by !== null, predicted: by ? summarise(by) : closest(goal, predicted) }),
  });
  return { ...result, goals };
}

/**
 * The predicted output most like a missed goal: same class first, then most equal slots, the same
 * place, the same action and the same variable name (a changed line usually keeps its name).
 */
function closest(goal: ExecNode, predicted: ExecNode[]): NodeSummary | null {
  const g = goal.output;
  if (!(g instanceof Entity)) return null;
  const gPlace = goal.kitchen ? location(g, goal.kitchen) : null;
  let best: ExecNode | null = null;
  let bestScore = -1;
  for (const n of predicted) {
    const p = n.output;
    if (n.action === 'get-kitchen' || !(p instanceof Entity) || isFailed(p)) continue;
    const sameClass = p.cls.name === g.cls.name;
    const slots = sameClass ? toDouble(scoreRatio(propertyOverlap(p, g))) : 0;
    const place = similarLocations(gPlace, n.kitchen ? location(p, n.kitchen) : null) ? 0.5 : 0;
    const named = (n.action === goal.action ? 0.3 : 0) + (n.outName === goal.outName ? 0.6 : 0);
    const score = (sameClass ? 3 : 0) + slots + place + named;
    if (score > bestScore) [best, bestScore] = [n, score];
  }
  return best && bestScore >= 3 ? summarise(best) : null;
}
