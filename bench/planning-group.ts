// Planning (docs/PLANNING.md, "Plan"): plan() over the 30 corpus tasks, in `visible` and in
// `text` goal mode, each measured at the end with the task's own goal checker and dish scorer
// (the evaluator's code):
// - planGoalConditionMean, planDishScoreMean: means over the tasks (visible mode; target ≥ 0.8);
// - planMedianSeconds: the median wall time of one plan;
// and the same three with a `Text` suffix. `--plan-seconds N` (default 60) is each plan's
// budget: its node budget (NODES_PER_SECOND per second) and its safety stop;
// `--plan-tasks a,b` plans those tasks only.
import { NODES_PER_SECOND, plan } from '../src/plan/index.ts';
import { DERIVED } from '../src/tasks/derive.ts';
import { listTasks, missingTask } from '../src/tasks/index.ts';
import { type FigureGroup, median, seconds3 } from './figure-group.ts';

function measureMode(benchmark: string, goal: 'visible' | 'text', budgetSeconds: number, only: string[] | null) {
  const tasks = listTasks({ benchmark }).filter((t) => !only || only.includes(t.id));
  const rows = tasks.map((task) => {
    const r = plan(task, { goal, budgetSeconds, benchmark });
    if (process.env.BENCH_PLAN_VERBOSE) process.stderr.write(`${goal} ${task.id}: ${r.progress.met}/${r.progress.total} dish ${r.dishScore} ${r.search.nodes} nodes ${r.search.stopped} ${r.search.seconds} s\n`);
    return r;
  });
  const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 1000) / 1000;
  return {
    tasks: rows.length,
    goal: mean(rows.map((r) => r.progress.fraction ?? 0)),
    dish: mean(rows.map((r) => r.dishScore)),
    seconds: seconds3(median(rows.map((r) => r.search.seconds ?? 0))),
    reached: rows.filter((r) => r.reached).length,
    safetyStops: rows.filter((r) => r.search.stopped === 'budget-seconds').length,
  };
}

/** Why each of `ids` is no corpus task (`--plan-tasks` plans corpus tasks only); empty when all are. */
export function unknownPlanTasks(benchmark: string, ids: string[]): string[] {
  const corpus = new Set(listTasks({ benchmark }).map((t) => t.id));
  return ids.filter((id) => !corpus.has(id)).map((id) => (id.includes(DERIVED) ? `${id} is a derived task; the planning group plans corpus tasks` : missingTask(id, { benchmark }, 'the corpus')));
}

export const planningGroup: FigureGroup = {
  name: 'planning',
  measure: ({ benchmark, plan: options }) => {
    const budgetSeconds = options.seconds;
    const only = options.tasks ?? null;
    plan(listTasks({ benchmark })[0], { maxNodes: 3, benchmark }); // the first plan of a process compiles the code
    const v = measureMode(benchmark, 'visible', budgetSeconds, only);
    const t = measureMode(benchmark, 'text', budgetSeconds, only);
    return {
      planTasks: v.tasks,
      planBudgetSeconds: budgetSeconds,
      planMaxNodes: Math.ceil(budgetSeconds * NODES_PER_SECOND),
      planGoalConditionMean: v.goal,
      planDishScoreMean: v.dish,
      planMedianSeconds: v.seconds,
      planReached: v.reached,
      planSafetyStops: v.safetyStops,
      planGoalConditionMeanText: t.goal,
      planDishScoreMeanText: t.dish,
      planMedianSecondsText: t.seconds,
      planReachedText: t.reached,
      planSafetyStopsText: t.safetyStops,
    };
  },
  describe: (f) => [
    `plan over ${f.planTasks} corpus tasks (budget ${f.planBudgetSeconds} s = ${f.planMaxNodes} nodes), visible goal: mean goal-condition success ${f.planGoalConditionMean} (target 0.8), ` +
      `mean dish score ${f.planDishScoreMean} (target 0.8), ${f.planReached} goals reached, median ${f.planMedianSeconds} s per plan, ${f.planSafetyStops} stopped by the seconds`,
    `text goal (the recipe text only): mean goal-condition success ${f.planGoalConditionMeanText}, mean dish score ${f.planDishScoreMeanText}, ${f.planReachedText} goals reached, ` +
      `median ${f.planMedianSecondsText} s per plan, ${f.planSafetyStopsText} stopped by the seconds`,
  ],
};
