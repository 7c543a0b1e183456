// `irl-kitchen evaluate`: score predicted networks like the benchmark's evaluator. Every recipe of
// every input file gets a row, in input order, written as soon as it is scored (see batch.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { goldDir, requireBenchmarkDir } from '../benchmark-dir.ts';
import { InputError } from '../errors.ts';
import { csvHeader } from '../evaluator/csv.ts';
import { didYouMean, didYouMeanOneOf } from '../did-you-mean.ts';
import { DEFAULT_METRICS, METRIC_NAMES, type MetricName } from '../evaluator/evaluate.ts';
import { type InputFile, runBatch } from './batch.ts';
import { checkCorpusInputs, corpusInputs } from './corpus-inputs.ts';
import { type CliIO, EXIT, raiseExit } from './io.ts';
import { type BatchFlags, checkModeFlags, simulationSettings } from './commands/options.ts';
import { openOutput } from './output.ts';
import { ruleNotes } from './rule-notes.ts';
import { checkKitchen, DEFAULT_KITCHEN } from './flag-checks.ts';
import { refuseOutputOverInput } from './same-file.ts';
import type { ScoreSettings } from './score-segment.ts';
import { requirePhysics } from '../../physics/packages.ts';
import { checkMaterialFiles } from './material-files.ts';


export interface EvaluateCommandOptions extends BatchFlags {
  input?: string[];
  output: string;
  metrics?: string[];
  format: 'csv' | 'json' | 'jsonl';
  smatch: 'best' | 'reference';
  /** Exactly the reference's CSV columns, even for several files (cookingbot-evaluator). */
  referenceColumns?: boolean;
  /** Also write the web view of every scored recipe beside the output. */
  show?: boolean;
  /** Score on the BullMQ queue of this Redis server (`irl-kitchen worker`s do the work). */
  queue?: string;
  /** With --queue: seconds to keep trying while Redis cannot be reached. */
  waitForRedis?: number;
  /** The kitchen predictions and gold networks start in (default full-kitchen). */
  kitchen?: string;
}

/**
 * Metric names as given (case-insensitive; `all`: the four). An unknown name is a usage error,
 * as a row without the column it meant would pass unseen (`--quiet` hides notes).
 */
export function parseMetrics(names: string[] | undefined): MetricName[] {
  if (!names || !names.length) return [...DEFAULT_METRICS];
  const out: MetricName[] = [];
  const unknown: string[] = [];
  for (const given of names.flatMap((x) => x.split(',')).map((x) => x.trim()).filter(Boolean)) {
    const n = given.toLowerCase();
    if (n === 'all') out.push(...METRIC_NAMES.filter((m) => !out.includes(m)));
    else if ((METRIC_NAMES as readonly string[]).includes(n)) out.push(n as MetricName);
    else unknown.push(given); // as given: a file name keeps its case
  }
  const known = `(known: ${METRIC_NAMES.join(', ')}, or all)`;
  if (!names.some((x) => x.replace(/[\s,]/g, ''))) throw new InputError(`--metrics names no metric ${known}`);
  // each name with its own hint: `--metrics subgoals-ratio dish-score` names two metrics of the reference
  const described = unknown.map((n) => `"${n}"${metricHint(n)}`).join(', ');
  // named with the option: the words may have landed in --metrics unawares (`--metrics all x.solution`)
  if (!out.length) throw new InputError(`no known metric among ${unknown.length === 1 ? `${unknown[0]}${metricHint(unknown[0])}` : described} ${known} in --metrics`);
  if (unknown.length) throw new InputError(`--metrics: unknown metric ${described} ${known}`);
  return out;
}

/** The reference's internal names of its figures (slots of its results), which its command line does not take either. */
const REFERENCE_SLOT_NAMES: Readonly<Record<string, MetricName>> = { 'dish-score': 'dish-approximation-score', 'subgoals-ratio': 'goal-condition-success' };

/** ` (did you mean smatch-score?)` for a metric named by its first word, its reference-internal name or mistyped; where files go for a file name. */
function metricHint(given: string): string {
  // --metrics takes every word up to the next option: `--metrics all x.solution` takes the file too
  if (given === '-' || /[./\\]/.test(given)) return ' (a file? input files go after --input)';
  const name = given.toLowerCase();
  if (name === 'none') return ' (the reference\'s -metrics none, which evaluates nothing: cookingbot-evaluator -metrics none does the same)';
  const metric = REFERENCE_SLOT_NAMES[name];
  if (metric) return ` (the reference evaluator's internal name of ${metric}: did you mean ${metric}?)`;
  const byWord = METRIC_NAMES.filter((m) => m.startsWith(`${name}-`));
  return byWord.length ? didYouMeanOneOf(byWord) : didYouMean(name, METRIC_NAMES);
}

/** What evaluate scores with these options (also what a worker thread gets). */
export function evaluateSettings(opts: EvaluateCommandOptions, metrics: MetricName[], benchmark: string, files: number): ScoreSettings {
  return {
    ...(opts.kitchen !== undefined && opts.kitchen !== DEFAULT_KITCHEN ? { kitchen: opts.kitchen } : {}),
    command: 'evaluate',
    format: opts.format,
    metrics,
    fileColumn: files > 1 && !opts.referenceColumns,
    benchmark,
    smatch: opts.smatch,
    ...simulationSettings(opts),
  };
}

export async function evaluateCommand(opts: EvaluateCommandOptions, io: CliIO): Promise<void> {
  // a local run reaches no Redis: the option would be ignored without a word
  if (opts.waitForRedis !== undefined && opts.queue === undefined) throw new InputError(`--wait-for-redis ${opts.waitForRedis}: only with --queue URL (a local run needs no Redis)`);
  const notes: string[] = ruleNotes(opts.rules, opts.ontology);
  const metrics = parseMetrics(opts.metrics);
  const benchmark = requireBenchmarkDir(opts.benchmark);
  // a name is also looked up in the corpus's gold folder, as run and view look it up
  const inputs = corpusInputs(opts.input?.length ? opts.input : defaultInputs(benchmark, notes), benchmark);
  checkCorpusInputs(inputs, benchmark);
  refuseOutputOverInput(opts.output, inputs.map((i) => i.path));
  checkModeFlags(opts);
  // a queue's jobs carry no file: the workers' replays would use the project's materials, not these
  if (opts.materials?.length && opts.queue !== undefined) throw new InputError(`--materials ${opts.materials[0]}: not with --queue (the queue's workers replay with the project's materials only)`);
  // a derived task's kitchen comes with a YAML of its own; queue workers make it themselves from
  // their own files (the world hash covers the files given, not a temporary one)
  const ontology = await checkKitchen(opts.kitchen ?? DEFAULT_KITCHEN, opts.ontology, opts.rules);
  // minutes of physics would otherwise be run for nothing
  if (opts.mode === 'quantitative' && opts.format === 'csv')
    throw new InputError('--mode quantitative: the CSV (the default --format) has no columns for what the physics measured; use --format json or jsonl (each row\'s `physics`)');
  if (opts.mode === 'quantitative') await requirePhysics(opts.backend);
  checkMaterialFiles(opts.materials ?? []); // a missing or malformed file is said before any recipe runs
  if (opts.queue !== undefined) (await import('../redis/url.ts')).parseRedisUrl(opts.queue, '--queue'); // a typo is said before any work
  if (opts.queue !== undefined && opts.jobs !== undefined) notes.push('--jobs is not used with --queue: each worker\'s --concurrency says how many recipes it scores at once');
  const nameNote = outputNameNote(opts.output, opts.format, opts.referenceColumns === true);
  if (nameNote) notes.push(nameNote);
  const output = openOutput(opts.output, io.stdout);
  if (output.earlier) notes.push(output.earlier);
  try {
    // the default gold set is one job with the reference's columns; a file column only for files the user names
    const settings = evaluateSettings(opts.queue === undefined ? { ...opts, ontology } : opts, metrics, benchmark, opts.input?.length ?? 0);
    await runBatch(
      {
        inputs,
        settings,
        output,
        prologue: opts.format === 'csv' ? csvHeader(metrics, { fileColumn: settings.fileColumn }) : '',
        jsonArray: opts.format === 'json',
        jobs: opts.jobs,
        queue: opts.queue,
        waitForRedis: opts.waitForRedis,
        quiet: opts.quiet === true,
        okWord: 'scored',
        messagesOnStderr: true,
        notes,
      },
      io,
    );
  } catch (e) {
    output.abort();
    throw e;
  }
  if (opts.show) await showViews(inputs, { ...opts, ontology }, benchmark, io);
}

/** `--show`: the pages of every scored file, written beside the output; says where they are. */
async function showViews(inputs: InputFile[], opts: EvaluateCommandOptions, benchmark: string, io: CliIO) {
  const files = inputs.filter((i) => i.path !== '-');
  if (files.length < inputs.length) io.err('note: --show: standard input cannot be read twice, so it gets no view');
  if (!files.length) return;
  const { writeViewsForRows } = await import('../view/write.ts');
  // the pages show the runs the rows scored: in the same kitchen (`ontology` holds a derived one's file)
  const simulator = { rulesDirs: opts.rules, ontologyFiles: opts.ontology, semantics: opts.semantics, kitchen: opts.kitchen };
  const { printable } = await import('../printable.ts');
  // a file given no page is said as every other error is, after the program's name
  const warn = (m: string) => io.err(printable(`irl-kitchen: ${m}`));
  const written = await writeViewsForRows(files.map((i) => ({ file: i.path })), opts.output, { benchmark, simulator, warn });
  io.err(`views of ${written.pages.length} recipe${written.pages.length === 1 ? '' : 's'}: ${written.index}`);
  // a page that could not be written is an I/O error: the rows are complete, the views are not
  if (written.errors.length) raiseExit(io, EXIT.usage);
  if (process.stdout.isTTY) {
    const { openInBrowser } = await import('../view/open.ts');
    if (!(await openInBrowser(written.index))) io.err(printable(`note: --show: no browser found to open it; the index is at ${written.index}`));
  }
}

/**
 * A note when --output's extension is not the format's: `--output results.json` without `--format json`
 * gets CSV. Extensions are read in any case (`x.CSV` is a CSV name); with the reference's columns
 * (cookingbot-evaluator) the name is checked as the reference checks it, for `.csv` in lower case.
 */
export function outputNameNote(output: string, format: EvaluateCommandOptions['format'], reference = false): string | null {
  if (output === '-' || output.startsWith('/dev/')) return null;
  if (reference && format === 'csv')
    return output.endsWith('.csv') ? null : `${output}: the file name does not end in .csv (the reference evaluator checks it in lower case and warns "Specified file is not a CSV file"); written anyway`;
  const ext = /\.(csv|jsonl?)$/i.exec(output)?.[1];
  if (!ext) return `${output}: the file name does not end in .csv, .json or .jsonl; written anyway`;
  if (ext.toLowerCase() === format) return null;
  return `${output}: the file name ends in .${ext} but the rows are written as ${format === 'csv' ? 'CSV' : format === 'json' ? 'JSON' : 'JSON Lines'} (--format ${ext.toLowerCase()} writes that); written anyway`;
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
