// The public API of irl-kitchen: parse networks, execute them, score them.
export { parseSolutionText, readSolutionFile, formatPlace } from './language/parse-solution.ts';
export type { Predicate, Recipe, SolutionFile, Term, SourcePlace } from './language/ast.ts';
export { Simulator, type RecipeRun, type SimulatorOptions, type RunStatus } from './simulator.ts';
export { evaluateRecipe, METRIC_NAMES, DEFAULT_METRICS, type EvaluationRow, type MetricName } from './evaluator/evaluate.ts';
export { GoldStandards } from './evaluator/gold-standards.ts';
export { smatch, smatchText, type SmatchResult } from './evaluator/smatch/index.ts';
export { renderCsv } from './evaluator/csv.ts';
export { formatNum, type Num } from './numbers/num.ts';
export { InputError, SimulationError } from './errors.ts';
