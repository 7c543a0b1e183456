// Evaluates files in this process with N worker threads and returns the CSV, for measuring the
// parallel speed-up (bench) or for programs that want evaluate's output without the command line.
//
//   const { text, seconds } = await parallelEvaluate({ files, jobs: 2, metrics: [...METRIC_NAMES] });
import { requireBenchmarkDir } from '../benchmark-dir.ts';
import { csvHeader } from '../evaluator/csv.ts';
import type { MetricName } from '../evaluator/evaluate.ts';
import { checkInputs, runBatch } from './batch.ts';
import { DEFAULT_GRAMMAR_MILLIS, DEFAULT_MAX_SECONDS } from './commands/options.ts';
import { evaluateSettings } from './evaluate-command.ts';
import type { CliIO } from './io.ts';
import type { OutputSink } from './output.ts';

export interface ParallelEvaluateOptions {
  files: string[];
  jobs: number;
  metrics?: MetricName[];
  benchmark?: string;
  format?: 'csv' | 'json' | 'jsonl';
}

export interface ParallelEvaluateResult {
  /** The output as `irl-kitchen evaluate` writes it. */
  text: string;
  /** Recipes scored, and how many could not be (unexecutable or error). */
  recipes: number;
  failed: number;
  /** Wall-clock seconds, worker start-up included. */
  seconds: number;
}

export async function parallelEvaluate(options: ParallelEvaluateOptions): Promise<ParallelEvaluateResult> {
  const started = performance.now();
  const benchmark = requireBenchmarkDir(options.benchmark);
  const metrics = options.metrics ?? ['goal-condition-success', 'dish-approximation-score', 'execution-time'];
  const format = options.format ?? 'csv';
  const inputs = options.files.map((f) => ({ name: f, path: f }));
  checkInputs(inputs);
  const settings = evaluateSettings(
    { format, smatch: 'best', semantics: 'reference', rules: [], ontology: [], jobs: options.jobs, maxSeconds: DEFAULT_MAX_SECONDS, maxGrammarMs: DEFAULT_GRAMMAR_MILLIS, output: '-', mode: 'qualitative' },
    metrics,
    benchmark,
    inputs.length,
  );
  const chunks: string[] = [];
  const output: OutputSink = { write: async (t) => void chunks.push(t), finish: async () => {}, abort: () => {} };
  const lines: string[] = [];
  const io: CliIO = { out: () => {}, err: (s) => lines.push(s), stdout: process.stdout, stdin: process.stdin, errIsTTY: false, exitCode: 0 };
  await runBatch(
    {
      inputs,
      settings,
      output,
      prologue: format === 'csv' ? csvHeader(metrics, { fileColumn: settings.fileColumn }) : '',
      jsonArray: format === 'json',
      jobs: options.jobs,
      quiet: false,
      okWord: 'scored',
      messagesOnStderr: false,
      notes: [],
    },
    io,
  );
  const summary = lines.at(-1)?.match(/^(\d+) recipes?: (\d+) scored/);
  const recipes = summary ? Number(summary[1]) : 0;
  return { text: chunks.join(''), recipes, failed: summary ? recipes - Number(summary[2]) : 0, seconds: (performance.now() - started) / 1000 };
}
