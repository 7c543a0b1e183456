// The planner (docs/PLANNING.md, "Plan"): a network that reaches a task's goal, by search.
export { nodeBudget, plan, planAsync, PLAN_DEFAULTS, NODES_PER_SECOND } from './plan.ts';
export type { PlanAsyncOptions, PlanOptions, PlanResult, PlanStop } from './types.ts';
