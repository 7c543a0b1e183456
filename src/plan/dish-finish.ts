// Visible mode's last phase: when the goal search stops short of the goal, the nodes it left
// go to lines that bring the dish closer to the task's target dish (its contents, its container
// and where it lies), from the network the goal search found best. The goal conditions come
// first: a line may never lose one, and a dish gain counts only between networks meeting as many.
import type { SearchSteps } from '../search-steps.ts';
import type { Session } from '../session/api.ts';
import type { Task } from '../tasks/task.ts';
import { type Candidate, candidatesFor, type Focus, networkOf } from './candidates.ts';
import { hintsOfJson } from './hints.ts';
import { bestFirst, type Scored, type SearchNode, type SearchStats } from './search.ts';

/** Share of the node budget kept for the dish phase (visible mode, a task with a target dish). */
export const DISH_SHARE = 0.3;
/** Focus actions of the dish phase: the goal conditions' distinct actions, the latest first. */
const DISH_ACTIONS = 6;

export interface DishJudge {
  goal(run: ReturnType<Session['state']>['run']): { met: boolean[]; total: number };
  dish(run: ReturnType<Session['state']>['run']): number;
}

/**
 * Best first from `from` over lines of the goal's latest actions focused on the target dish's
 * classes, scored by conditions met first and dish score second. Returns `from` itself when no
 * line improves on it.
 */
export function* finishDish(
  task: Task,
  from: SearchNode,
  judge: DishJudge,
  order: (cs: Candidate[]) => Candidate[],
  amounts: Focus['amounts'],
  maxNodes: number,
  deadline: number,
): SearchSteps<{ best: SearchNode; stats: SearchStats; templates: number }> {
  const dish = task.goal.dish!;
  const hints = hintsOfJson(dish.object);
  const focus: Focus = { classes: new Set([...hints.classes, ...(dish.location ?? [])]), amounts: [...hints.amounts, ...amounts], words: null };
  const actions: string[] = [];
  for (let i = task.goal.conditions.length - 1; i >= 0 && actions.length < DISH_ACTIONS; i--) {
    const a = task.goal.conditions[i].action;
    if (!actions.includes(a)) actions.push(a);
  }
  // a dish is often two mixtures brought together
  if (!actions.includes('transfer-contents')) actions.push('transfer-contents');
  let templates = 0;
  const score = (session: Session, lines: string[]): Scored => {
    const run = session.state().run;
    const met = judge.goal(run).met.filter(Boolean).length;
    const d = judge.dish(run);
    // conditions first (a whole one outweighs any dish gain), then the dish, then shorter
    return { value: met + d - 0.001 * lines.length, progress: met * 1e7 + Math.round(d * 1e6), done: d >= 1 };
  };
  const candidates = (node: SearchNode): Candidate[] => {
    const network = networkOf(node.session, node.lines);
    const out: Candidate[] = [];
    const seen = new Set<string>();
    for (const action of actions) {
      templates++;
      for (const c of order(candidatesFor(node.session, action, focus, network)))
        if (!seen.has(c.line)) {
          seen.add(c.line);
          out.push(c);
        }
    }
    return out;
  };
  const root: SearchNode = { ...from, score: score(from.session, from.lines), pending: null, stale: 0, order: 0 };
  root.priority = root.score.value;
  const { best, stats } = yield* bestFirst(root, { candidates, score, stalePenalty: 0 }, maxNodes, deadline);
  return { best, stats, templates };
}
