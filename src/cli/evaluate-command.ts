// `irl-kitchen evaluate`: score predicted networks like the benchmark's evaluator. Every recipe of
// every input file gets a row (in file order), even when other recipes are broken.
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SingleBar } from 'cli-progress';
import { goldDir, requireBenchmarkDir } from '../benchmark-dir.ts';
import { InputError } from '../errors.ts';
import { renderCsv } from '../evaluator/csv.ts';
import { DEFAULT_METRICS, type EvaluationRow, evaluateRecipe, METRIC_NAMES, type MetricName } from '../evaluator/evaluate.ts';
import { GoldStandards } from '../evaluator/gold-standards.ts';
import { smatch } from '../evaluator/smatch/index.ts';
import type { Predicate, Recipe } from '../language/ast.ts';
import { formatPlace, readSolutionFile } from '../language/parse-solution.ts';
import { fileProblems, problemsOf } from '../language/recipe-problems.ts';
import { formatNum, numToJson, ratio, toDouble } from '../numbers/num.ts';
import type { Semantics } from '../rules/action.ts';
import { Simulator } from '../simulator.ts';

export interface EvaluateCommandOptions {
  input?: string[];
  output: string;
  metrics?: string[];
  format: 'csv' | 'json';
  benchmark?: string;
  semantics: Semantics;
  rules: string[];
  ontology: string[];
  smatch: 'best' | 'reference';
}

export interface EvaluateOutcome {
  rows: EvaluationRow[];
  text: string;
  /** Notes for stderr (unknown metric names, a non-.csv output, …). */
  notes: string[];
}

/** Metric names as given (case-insensitive); unknown names are reported, not fatal. */
export function parseMetrics(names: string[] | undefined, notes: string[]): MetricName[] {
  if (!names || !names.length) return [...DEFAULT_METRICS];
  const out: MetricName[] = [];
  for (const n of names.flatMap((x) => x.split(',')).map((x) => x.trim().toLowerCase()).filter(Boolean)) {
    if ((METRIC_NAMES as readonly string[]).includes(n)) out.push(n as MetricName);
    else notes.push(`unknown metric "${n}" ignored (known: ${METRIC_NAMES.join(', ')})`);
  }
  if (!out.length) throw new InputError(`no known metric among ${names.join(' ')} (known: ${METRIC_NAMES.join(', ')})`);
  return out;
}

export function evaluateFiles(opts: EvaluateCommandOptions, progress = false): EvaluateOutcome {
  const notes: string[] = [];
  const metrics = parseMetrics(opts.metrics, notes);
  const benchmark = requireBenchmarkDir(opts.benchmark);
  const inputs = opts.input?.length ? opts.input : defaultInputs(benchmark, notes);
  const sim = new Simulator({ rulesDirs: opts.rules, ontologyFiles: opts.ontology, semantics: opts.semantics });
  const gold = new GoldStandards(sim, benchmark);

  const work: { file: string; recipe: Recipe | null; problems: string[] }[] = [];
  for (const file of inputs) {
    const parsed = readSolutionFile(file);
    for (const p of fileProblems(parsed)) work.push({ file, recipe: null, problems: [`${formatPlace(p.place)}: ${p.message}`] });
    if (!parsed.recipes.length && !parsed.problems.length) work.push({ file, recipe: null, problems: [`${file}: the file holds no recipe`] });
    const seen = new Map<string, number>();
    for (const recipe of parsed.recipes) {
      const problems = problemsOf(parsed, recipe).map((p) => `${formatPlace(p.place)}: ${p.message}`);
      if (recipe.id) {
        const first = seen.get(recipe.id);
        if (first !== undefined)
          notes.push(`${formatPlace(recipe.place)}: recipe ${recipe.id} appears again (first at line ${first}); each occurrence is scored (the reference rejects the whole file)`);
        else seen.set(recipe.id, recipe.place.line);
      }
      work.push({ file, recipe, problems });
    }
  }

  const bar = progress && work.length > 1 ? new SingleBar({ format: 'evaluating [{bar}] {value}/{total} recipes', hideCursor: true, stream: process.stderr }) : null;
  bar?.start(work.length, 0);
  const rows: EvaluationRow[] = [];
  const goldNetworks = new Map<string, Predicate[] | null>();
  for (const w of work) {
    rows.push(scoreOne(w, metrics, sim, gold, opts, goldNetworks));
    bar?.increment();
  }
  bar?.stop();
  const text = opts.format === 'json' ? JSON.stringify(rows.map(jsonRow), null, 2) + '\n' : renderCsv(rows, metrics);
  return { rows, text, notes };
}

function scoreOne(
  w: { file: string; recipe: Recipe | null; problems: string[] },
  metrics: MetricName[],
  sim: Simulator,
  gold: GoldStandards,
  opts: EvaluateCommandOptions,
  goldNetworks: Map<string, Predicate[] | null>,
): EvaluationRow {
  const blank: EvaluationRow = {
    file: w.file,
    recipeId: w.recipe?.id ?? null,
    status: 'error',
    goalConditionSuccess: null,
    dishApproximationScore: null,
    executionTime: null,
    messages: w.problems,
    warnings: [],
  };
  if (!w.recipe || w.problems.length) return { ...blank, reason: 'unreadable' };
  const row = evaluateRecipe(sim, gold, w.recipe, w.file, metrics, { semantics: opts.semantics });
  if (metrics.includes('smatch-score') && w.recipe.id && gold.environment(w.recipe.id)) {
    const goldNet = goldNetwork(gold, w.recipe.id, goldNetworks);
    if (goldNet) row.smatch = smatch(w.recipe.predicates, goldNet, { mode: opts.smatch });
  }
  return row;
}

/** The gold network as written (Smatch compares texts; no execution needed). */
function goldNetwork(gold: GoldStandards, recipeId: string, cache: Map<string, Predicate[] | null>): Predicate[] | null {
  const env = gold.environment(recipeId)!;
  if (!cache.has(env.recipeId)) {
    const parsed = readSolutionFile(join(goldDir(gold.dir), `${env.file}.solution`));
    cache.set(env.recipeId, parsed.recipes[0]?.predicates ?? null);
  }
  return cache.get(env.recipeId)!;
}

/** With no --input: the corpus's gold networks, the benchmark's own sanity check. */
function defaultInputs(benchmark: string, notes: string[]): string[] {
  const dir = goldDir(benchmark);
  notes.push(`no --input given: evaluating the ${dir} gold networks`);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => join(dir, f));
}

function jsonRow(r: EvaluationRow) {
  const g = r.goalConditionSuccess;
  const fraction = g ? ratio(BigInt(g.reached), BigInt(g.total)) : null;
  return {
    file: r.file,
    recipeId: r.recipeId,
    status: r.status,
    ...(r.reason ? { reason: r.reason } : {}),
    goalConditionSuccess: fraction !== null ? { fraction: formatNum(fraction), value: toDouble(fraction) } : null,
    dishApproximationScore: r.dishApproximationScore,
    executionTime: r.executionTime === null ? null : numToJson(r.executionTime),
    ...(r.smatch !== undefined ? { smatch: r.smatch } : {}),
    messages: r.messages,
    warnings: r.warnings,
  };
}

/** Writes the result to a file (creating folders) or, for `-`, returns it for stdout. */
export function writeOutput(path: string, text: string, notes: string[]): string | null {
  if (path === '-') return text;
  if (!/\.(csv|json)$/.test(path)) notes.push(`${path}: the file name does not end in .csv or .json; written anyway`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return null;
}
