// The bench's figures (run.ts is `npm run bench`'s entry, which points the source modules at the
// built package): of the engine, the evaluator, the command line's cold start, the session API and
// the particles, each group from one module (a FigureGroup, loaded only when it runs); prints
// them, never asserts (machines are shared and noisy). `--json` prints one JSON object of every
// figure. A new group: a module exporting a FigureGroup, named in GROUP_NAMES (options.ts) and
// added to GROUPS.
import { requireBenchmarkDir } from '../src/benchmark-dir.ts';
import { InputError } from '../src/errors.ts';
import { goldRecipes } from './evaluation.ts';
import { benchOptions, GROUP_NAMES, type GroupName } from './options.ts';
import type { BenchContext, FigureGroup, Figures } from './figure-group.ts';

const GROUPS: Record<GroupName, () => Promise<FigureGroup>> = {
  engine: async () => (await import('./engine-group.ts')).engineGroup,
  evaluation: async () => (await import('./evaluation.ts')).evaluationGroup,
  'cold-start': async () => (await import('./cold-start-group.ts')).coldStartGroup,
  parallel: async () => (await import('./parallel-group.ts')).parallelGroup,
  admissible: async () => (await import('./admissible.ts')).admissibleGroup,
  api: async () => (await import('./api-group.ts')).apiGroup,
  load: async () => (await import('./load-group.ts')).loadGroup,
  scaling: async () => (await import('./scaling-group.ts')).scalingGroup,
  physics: async () => (await import('./physics.ts')).physicsGroup,
  steps: async () => (await import('./session-steps.ts')).stepsGroup,
  env: async () => (await import('./env-group.ts')).envGroup,
  repair: async () => (await import('./repair-group.ts')).repairGroup,
  planning: async () => (await import('./planning-group.ts')).planningGroup,
};

const options = benchOptions(process.argv.slice(2));
const { json } = options;
// options.ts has refused unknown group names
const only: readonly GroupName[] = options.only ?? GROUP_NAMES;

const benchmark = benchmarkDir();

/** The corpus the figures are measured on; a missing one is a usage error, not a crash. */
function benchmarkDir(): string {
  try {
    return requireBenchmarkDir(options.benchmark);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    process.stderr.write(`bench: ${e.message}\n`);
    process.exit(2);
  }
}
if (options.planTasks && only.includes('planning')) {
  const problems = (await import('./planning-group.ts')).unknownPlanTasks(benchmark, options.planTasks);
  if (problems.length) {
    process.stderr.write(`bench: --plan-tasks: ${problems.join('; ')}\n`);
    process.exit(2);
  }
}

let recipes: ReturnType<typeof goldRecipes> | undefined;
const context: BenchContext = {
  benchmark,
  seconds: options.seconds,
  goldRecipes: () => (recipes ??= goldRecipes(benchmark)),
  plan: { seconds: options.planSeconds, tasks: options.planTasks },
};

const result: Figures = {};
// a group that fails is named and the others still measured: one broken group loses no figures
const failed: string[] = [];
const running = GROUP_NAMES.filter((n) => only.includes(n));
for (const [i, name] of running.entries()) {
  // progress for a person at a terminal; a log or a pipe gets only the figures and the errors
  if (process.stderr.isTTY) process.stderr.write(`bench: ${name} (${i + 1}/${running.length})…\n`);
  const figures = await GROUPS[name]()
    .then((group) => Promise.all([group, group.measure(context)]))
    .then(([group, figures]) => {
      if (!json) for (const line of group.describe(figures)) console.log(line);
      return figures;
    })
    .catch((e: Error) => {
      process.stderr.write(`bench: ${name}: ${e.message}\n`);
      failed.push(name);
      return {};
    });
  Object.assign(result, figures);
}
console.log(JSON.stringify(result));
if (failed.length) {
  process.stderr.write(`bench: ${failed.length} group${failed.length > 1 ? 's' : ''} failed (${failed.join(', ')}); the figures above are the others'\n`);
  process.exitCode = 1;
}
