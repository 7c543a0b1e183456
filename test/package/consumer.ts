// A TypeScript consumer of the installed package under a standard strict configuration
// (tsconfig.json beside it): type-checked with `tsc --noEmit`, never run.
import {
  DEFAULT_METRICS,
  GoldStandards,
  InputError,
  METRIC_NAMES,
  Simulator,
  evaluateRecipe,
  formatNum,
  formatPlace,
  parseSolutionText,
  renderCsv,
  smatch,
  smatchText,
  type EvaluationRow,
  type MetricName,
  type Recipe,
  type RecipeRun,
  type RunStatus,
  type SmatchResult,
  type SolutionFile,
} from 'irl-kitchen';
import { assertActionProperties, fc, kitchenFacts, networkText, validNetworkArbitrary, type KitchenFacts } from 'irl-kitchen/testing';

const parsed: SolutionFile = parseSolutionText('#afghan-biscuits\n(get-kitchen ?kitchen)\n', 'inline.solution');
const recipe: Recipe | undefined = parsed.recipes[0];
const sim = new Simulator({ kitchen: 'full-kitchen', semantics: 'reference' });

if (recipe) {
  const run: RecipeRun = sim.run(recipe, 'inline.solution');
  const status: RunStatus = run.status;
  const time: string = run.executionTime === null ? 'NIL' : formatNum(run.executionTime);
  const where: string = formatPlace(recipe.place);
  const metrics: readonly MetricName[] = METRIC_NAMES.filter((m) => DEFAULT_METRICS.includes(m));
  const row: EvaluationRow = evaluateRecipe(sim, new GoldStandards(sim), recipe, 'inline.solution', metrics);
  const csv: string = renderCsv([row], metrics);
  const score: SmatchResult = smatch(recipe.predicates, recipe.predicates);
  const text: string = smatchText(recipe.predicates);
  console.log(status, time, where, csv, score.f.toFixed(2), text);
}

const facts: KitchenFacts = kitchenFacts(sim);
const sample: string[] = fc.sample(validNetworkArbitrary(facts, { maxSteps: 3 }).map((n) => networkText(n)), 1);
const report = assertActionProperties(sim, 'mix', { numRuns: 5, seed: 1 });
console.log(report.executed);
const problem: Error = new InputError('bad input');
console.log(sample.length, problem.message);
