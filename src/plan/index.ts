// The planner (docs/PLANNING.md, "Plan"): a network that reaches a task's goal, by search.
export { plan, PLAN_DEFAULTS, NODES_PER_SECOND } from './plan.ts';
export type { PlanOptions, PlanResult, PlanStop } from './types.ts';
