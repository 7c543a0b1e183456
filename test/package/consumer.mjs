// A plain Node consumer of the installed package (no TypeScript, no tsx): reads one gold network
// of the corpus (the folder given as the argument, else $IRL_KITCHEN_BENCHMARK), executes it,
// scores it against its gold standard and checks the figures a gold network must get. Exits 1
// with a message when one is wrong.
import { join } from 'node:path';
import { DEFAULT_METRICS, GoldStandards, Simulator, evaluateRecipe, readSolutionFile, renderCsv, smatch } from 'irl-kitchen';

const benchmark = process.argv[2] ?? process.env.IRL_KITCHEN_BENCHMARK;
if (!benchmark) throw new Error('usage: node consumer.mjs BENCHMARK_DIR (or set IRL_KITCHEN_BENCHMARK)');
const file = join(benchmark, 'data/gold-standard-solutions/meaning-only/afghan-biscuits.solution');

const parsed = readSolutionFile(file);
const recipe = parsed.recipes[0];
const sim = new Simulator();
const run = sim.run(recipe, file);
const row = evaluateRecipe(sim, new GoldStandards(sim, benchmark), recipe, file, DEFAULT_METRICS);
const same = smatch(recipe.predicates, recipe.predicates);

const failures = [
  parsed.problems.length === 0 || `parse problems: ${parsed.problems.map((p) => p.message).join('; ')}`,
  run.status === 'ok' || `run status ${run.status}: ${run.messages.join('; ')}`,
  row.status === 'ok' || `evaluation status ${row.status}: ${row.messages.join('; ')}`,
  (row.goalConditionSuccess && row.goalConditionSuccess.reached === row.goalConditionSuccess.total) || 'goal conditions not all reached',
  row.dishApproximationScore === 1 || `dish approximation score ${row.dishApproximationScore}, expected 1`,
  same.f === 1 || `smatch of a network with itself: ${same.f}`,
].filter((x) => x !== true);
if (failures.length) {
  console.error(`consumer.mjs: ${failures.join('\n')}`);
  process.exit(1);
}
process.stdout.write(renderCsv([row], DEFAULT_METRICS));
console.log(`consumer.mjs: ${recipe.predicates.length} predicates executed and scored from plain Node`);
