// Repair of unexecutable networks (docs/PLANNING.md, "Repair"), over the corpus's `drop-line` and
// `break-link` variants that `run` finds unexecutable:
// - repairExecutableFraction: repaired networks that execute with no failed object;
// - repairGoldDishFraction: repaired networks whose dish score against the corpus gold (scored by
//   the evaluator, here, never inside repair) equals the gold network's own;
// - repairMedianSeconds: the median wall time of one repair (in a process that has repaired before);
// and the same (`repairMade…`) over variants made the same way from the gold networks with a fixed
// seed (bench/repair-variants.ts), a larger set than the corpus's.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { showPredicate } from '../src/engine/program.ts';
import { evaluateRecipe } from '../src/evaluator/evaluate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';
import type { Recipe } from '../src/language/ast.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { repair } from '../src/repair/index.ts';
import { Simulator } from '../src/simulator.ts';
import { type FigureGroup, median, seconds3 } from './figure-group.ts';
import { madeVariants } from './repair-variants.ts';

export interface RepairCase {
  name: string;
  repaired: boolean;
  goldDish: boolean;
  seconds: number;
  edits: string[];
}

type Golds = { file: string; recipe: Recipe }[];

/** Repairs each variant `run` finds unexecutable; scores the result against the gold of the network it was made from. */
export function repairCases(benchmark: string, golds: Golds, variants: { name: string; text: string; gold: string }[]): RepairCase[] {
  const sim = new Simulator();
  const gold = new GoldStandards(sim, benchmark);
  const dish = (text: string, file: string) => evaluateRecipe(sim, gold, parseSolutionText(text, file).recipes[0], file, ['dish-approximation-score']).dishApproximationScore;
  const goldDishes = new Map<string, number | null>();
  // the gold network under the label its variant carries (black-bean-salad-2's own file says -4)
  const goldDish = (name: string, label: string | null) => {
    const key = `${name} ${label}`;
    if (!goldDishes.has(key)) {
      const own = golds.find((g) => basename(g.file, '.solution') === name)!;
      goldDishes.set(key, dish([`#${label}`, ...own.recipe.predicates.map(showPredicate)].join('\n') + '\n', own.file));
    }
    return goldDishes.get(key)!;
  };
  repair(variants[0]?.text ?? '(get-kitchen ?k)\n', { benchmark }); // the first repair of a process compiles the code
  const cases: RepairCase[] = [];
  for (const v of variants) {
    const recipe = parseSolutionText(v.text, v.name).recipes[0];
    if (sim.run(recipe, v.name).status !== 'unexecutable') continue;
    const t0 = performance.now();
    const result = repair(v.text, { file: v.name, benchmark });
    const seconds = (performance.now() - t0) / 1000;
    const run = sim.run(parseSolutionText(result.network, v.name).recipes[0], v.name);
    const clean = run.status === 'ok' && !run.execution?.steps.some((s) => s.failed);
    const sameDish = clean && dish(result.network, v.name) === goldDish(v.gold, recipe.id);
    cases.push({ name: v.name, repaired: clean, goldDish: sameDish, seconds, edits: result.edits.map((e) => `${e.kind} ${e.line} ${e.before} → ${e.after}`) });
  }
  return cases;
}

/** The corpus's drop-line and break-link variants. */
export function corpusVariants(benchmark: string) {
  const dir = join(benchmark, 'variants');
  return readdirSync(dir)
    .filter((f) => /--(drop-line|break-link)-\d+\.solution$/.test(f))
    .sort()
    .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8'), gold: f.split('--')[0] }));
}

function figures(prefix: string, cases: RepairCase[]) {
  const share = (n: number) => Math.round((n / Math.max(1, cases.length)) * 1000) / 1000;
  return {
    [`${prefix}Cases`]: cases.length,
    [`${prefix}ExecutableFraction`]: share(cases.filter((c) => c.repaired).length),
    [`${prefix}GoldDishFraction`]: share(cases.filter((c) => c.goldDish).length),
    [`${prefix}MedianSeconds`]: seconds3(median(cases.map((c) => c.seconds))),
  };
}

export const repairGroup: FigureGroup = {
  name: 'repair',
  measure: ({ benchmark, goldRecipes }) => {
    const golds = goldRecipes();
    const made = madeVariants(golds, new Simulator().inventory).map((v) => ({ ...v, gold: v.name.split('--')[0] }));
    return { ...figures('repair', repairCases(benchmark, golds, corpusVariants(benchmark))), ...figures('repairMade', repairCases(benchmark, golds, made)) };
  },
  describe: (f) => {
    const pc = (x: number) => Math.round(x * 1000) / 10;
    return [
      `repair of ${f.repairCases} unexecutable drop-line and break-link variants of the corpus: ${pc(f.repairExecutableFraction)} % execute with no failed object (target 95 %), ` +
        `${pc(f.repairGoldDishFraction)} % score the gold's own dish score (target 70 %); median ${f.repairMedianSeconds} s per repair (target 2 s)`,
      `the same over ${f.repairMadeCases} unexecutable variants made from the gold networks: ${pc(f.repairMadeExecutableFraction)} % execute cleanly, ${pc(f.repairMadeGoldDishFraction)} % score the gold's dish; median ${f.repairMadeMedianSeconds} s`,
    ];
  },
};
