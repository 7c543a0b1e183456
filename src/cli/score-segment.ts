// Scores (evaluate) or runs (run) the recipes of one segment of a `.solution` file and renders
// each result as the text the output gets. The same code serves the main thread (--jobs 1) and
// the worker threads (score-worker.ts), so both give byte-identical output. Settings and results
// are plain data: they cross to worker threads by structured clone.
import { isMainThread } from 'node:worker_threads';
import { csvRow } from '../evaluator/csv.ts';
import { type EvaluationRow, evaluateRecipe, type MetricName } from '../evaluator/evaluate.ts';
import { GoldStandards } from '../evaluator/gold-standards.ts';
import type { ParseProblem, Recipe } from '../language/ast.ts';
import { formatPlace, GRAMMAR_BOUND } from '../language/parse-solution.ts';
import { parseSegment, type Segment } from '../language/read-segments.ts';
import { InputError } from '../errors.ts';
import { Simulator } from '../simulator.ts';
import type { QuantitativeStep } from '../quantitative/run.ts';
import { type Diagnostic, noRecipeDiagnostic, parseProblemDiagnostics } from '../diagnostics/index.ts';
import { jsonRow } from './json-row.ts';
import { groupedMessages } from './row-messages.ts';
import { formatHuman, runReport, type RunReport } from './run-report.ts';

export type RowStatus = 'ok' | 'unexecutable' | 'error';

export interface ScoreSettings {
  command: 'evaluate' | 'run';
  /** human: run's report for people; csv/json/jsonl: one row or element per recipe. */
  format: 'human' | 'csv' | 'json' | 'jsonl';
  metrics: MetricName[];
  /** CSV: a `file` column first. */
  fileColumn: boolean;
  /** The corpus folder (evaluate: required; run: where gold networks are). */
  benchmark: string | null;
  semantics: 'reference' | 'corrected';
  smatch: 'best' | 'reference';
  rules: string[];
  ontology: string[];
  kitchen?: string;
  maxMillis: number;
  maxEvaluations?: number;
  grammarMillis: number;
  /** qualitative: the symbolic kitchen; quantitative: each step also replayed physically (src/quantitative/). */
  mode?: 'qualitative' | 'quantitative';
  /** Particle backend of the quantitative mode (default: the fastest that works). */
  backend?: 'auto' | 'cpu' | 'webasm' | 'webgpu' | 'plain';
  /** Quantitative mode: materials YAML files loaded after the project's (--materials). */
  materialFiles?: string[];
  /** Quantitative mode: the physics changes the kitchen (src/quantitative/feedback.ts). */
  physicsFeedback?: boolean;
}

/** One segment to score, and the file name to show for it. */
export interface Task {
  name: string;
  segment: Segment;
}

export interface RowResult {
  /** The file name as given. */
  file: string;
  recipeId: string | null;
  /** Line of the recipe's header (for notes about repeated ids). */
  line: number;
  status: RowStatus;
  /** What the output gets for this recipe (a CSV line, a JSON element, a report). */
  text: string;
  /** Why the recipe could not be scored (for stderr, grouped per recipe). */
  messages: string[];
  warnings: string[];
}

/** Test hook: `IRL_KITCHEN_FAULT=throw:<recipe-id>` or `crash:<recipe-id>` (crash: the worker thread dies). */
const FAULT = process.env.IRL_KITCHEN_FAULT?.match(/^(throw|crash):(.+)$/) ?? null;

/** Turns rows and reports into RowResults; needs no simulator (the main thread uses it for crashed workers). */
export class Renderer {
  constructor(readonly settings: ScoreSettings) {}

  /** A recipe whose scoring failed unexpectedly: an error row, and the others are still scored. */
  internalError(file: string, recipe: Recipe | null, e: unknown): RowResult {
    const where = recipe ? formatPlace(recipe.place) : file;
    const message =
      e instanceof InputError ? `${where}: ${e.message}` : `${where}: internal error while scoring this recipe (${e instanceof Error ? e.message : String(e)}); please report it with the input`;
    return this.settings.command === 'evaluate'
      ? this.evaluationResult({ ...blankRow(file, recipe), reason: 'internal-error', messages: [message] }, recipe)
      : this.runResult(errorReport(file, recipe, [message]), recipe);
  }

  evaluationResult(row: EvaluationRow, recipe: Recipe | null): RowResult {
    const { format, metrics, fileColumn } = this.settings;
    const text = format === 'csv' ? csvRow(row, metrics, { fileColumn }) : renderJson(jsonRow(row), format);
    return {
      file: row.file,
      recipeId: row.recipeId,
      line: recipe?.place.line ?? 1,
      status: row.status,
      text,
      messages: row.status === 'ok' ? [] : groupedMessages(row),
      warnings: row.warnings,
    };
  }

  runResult(report: RunReport, recipe: Recipe | null): RowResult {
    const format = this.settings.format;
    return {
      file: report.file,
      recipeId: report.recipeId,
      line: recipe?.place.line ?? 1,
      status: report.status,
      text: format === 'human' ? formatHuman(report) : renderJson(report, format),
      messages: [],
      warnings: [],
    };
  }
}

export class SegmentScorer extends Renderer {
  private readonly sim: Simulator;
  private readonly gold: GoldStandards | null;

  /**
   * `stop` (Ctrl-C) also ends a quantitative replay between its steps, not only between recipes;
   * `onStep` hears of each physical step as it starts (a replay takes tens of seconds).
   */
  constructor(
    settings: ScoreSettings,
    private readonly stop?: AbortSignal,
    private readonly onStep?: (recipe: string, step: QuantitativeStep) => void,
  ) {
    super(settings);
    this.sim = new Simulator({
      rulesDirs: settings.rules,
      ontologyFiles: settings.ontology,
      kitchen: settings.kitchen,
      semantics: settings.semantics,
      maxMillis: settings.maxMillis,
      maxEvaluations: settings.maxEvaluations,
    });
    // the gold networks run without the bounds meant for predictions (same loaded world)
    const goldSim = new Simulator({ rulesDirs: settings.rules, ontologyFiles: settings.ontology, kitchen: settings.kitchen, semantics: settings.semantics });
    this.gold = settings.command === 'evaluate' && settings.benchmark ? new GoldStandards(goldSim, settings.benchmark) : null;
  }

  async score(task: Task): Promise<RowResult[]> {
    const units = parseSegment(task.segment, this.settings.grammarMillis);
    const results: RowResult[] = [];
    for (const { recipe, problems } of units) results.push(await this.scoreOne(task, recipe, problems));
    return results;
  }

  private async scoreOne(task: Task, recipe: Recipe | null, problems: ParseProblem[]): Promise<RowResult> {
    const messages = problems.map((p) => `${formatPlace(p.place)}: ${p.message}`);
    const diagnostics = problems.length ? parseProblemDiagnostics(problems) : [];
    if (!recipe && !messages.length) {
      messages.push(`${task.name}: the file holds no recipe`);
      diagnostics.push(noRecipeDiagnostic(task.name));
    }
    try {
      if (recipe && FAULT && FAULT[2] === recipe.id) {
        if (FAULT[1] === 'crash' && !isMainThread) process.exit(70);
        throw new Error(`fault injected for ${recipe.id}`);
      }
      return this.settings.command === 'evaluate' ? await this.evaluate(task.name, recipe, messages, diagnostics) : await this.run(task.name, recipe, messages, diagnostics);
    } catch (e) {
      if (this.stop?.aborted && e === this.stop.reason) throw e; // the interruption, not a fault of this recipe
      return this.internalError(task.name, recipe, e);
    }
  }

  private async evaluate(file: string, recipe: Recipe | null, problems: string[], diagnostics: Diagnostic[]): Promise<RowResult> {
    let row: EvaluationRow;
    if (!recipe || problems.length) {
      const reason = problems.some((m) => m.includes(GRAMMAR_BOUND)) ? 'grammar-time-bound' : 'unreadable';
      row = { ...blankRow(file, recipe), reason, messages: problems, diagnostics, diagnosedMessages: problems.length };
    }
    else {
      row = evaluateRecipe(this.sim, this.gold!, recipe, file, this.settings.metrics, { semantics: this.settings.semantics, smatch: this.settings.smatch });
      // the physical replay keeps the symbolic state, so the scores are the qualitative ones
      if (this.settings.mode === 'quantitative' && row.status !== 'error') {
        const q = await this.quantitative(recipe);
        row.physics = physicsSummary(q);
        if (q.feedback) row.physics = { ...row.physics, ...(await import('../quantitative/index.ts')).feedbackSummary(this.sim, this.gold!, q, this.settings.semantics) };
      }
    }
    return this.evaluationResult(row, recipe);
  }

  private async run(file: string, recipe: Recipe | null, problems: string[], diagnostics: Diagnostic[]): Promise<RowResult> {
    if (!recipe || problems.length) return this.runResult(errorReport(file, recipe, problems, diagnostics), recipe);
    if (this.settings.mode !== 'quantitative') return this.runResult(runReport(file, this.sim.run(recipe, recipe.place.file)), recipe);
    const run = await this.quantitative(recipe);
    const { withPhysics } = await import('../quantitative/index.ts');
    return this.runResult(withPhysics(runReport(file, run), run), recipe);
  }

  private async quantitative(recipe: Recipe) {
    const { runQuantitative } = await import('../quantitative/index.ts');
    const onStep = this.onStep && ((s: QuantitativeStep) => this.onStep!(recipe.id ?? recipe.place.file, s));
    return runQuantitative(this.sim, recipe, recipe.place.file, { backend: this.settings.backend, materialFiles: this.settings.materialFiles, feedback: this.settings.physicsFeedback, signal: this.stop }, onStep);
  }
}

function blankRow(file: string, recipe: Recipe | null): EvaluationRow {
  return { file, recipeId: recipe?.id ?? null, status: 'error', goalConditionSuccess: null, dishApproximationScore: null, executionTime: null, messages: [], warnings: [] };
}

function errorReport(file: string, recipe: Recipe | null, messages: string[], diagnostics: Diagnostic[] = []): RunReport {
  return { file, recipeId: recipe?.id ?? null, status: 'error', executionTime: null, timeline: [], dishes: [], criticalPath: [], messages, diagnostics };
}

/**
 * One element of a JSON array as JSON.stringify(array, null, 2) prints it (indented by two more
 * spaces; the array's brackets and commas are the writer's), or one JSON Lines line.
 */
export function renderJson(value: unknown, format: 'json' | 'jsonl' | 'csv' | 'human'): string {
  if (format === 'jsonl') return JSON.stringify(value) + '\n';
  return '  ' + JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
}

/** What `evaluate --mode quantitative` adds to a row: the physical replay's totals. */
function physicsSummary(run: { backend: string; wallMs: number; physics: ({ measuredGrams: number; spilledGrams: number; particles: number; simulatedSeconds: number } | null)[] }) {
  const steps = run.physics.filter((p) => p !== null);
  const sum = (k: 'measuredGrams' | 'spilledGrams' | 'simulatedSeconds') => steps.reduce((a, p) => a + p[k], 0);
  return { backend: run.backend, steps: steps.length, measuredGrams: sum('measuredGrams'), spilledGrams: sum('spilledGrams'), simulatedSeconds: sum('simulatedSeconds'), wallMs: Math.round(run.wallMs) };
}
