// `irl-kitchen run FILE…`: executes every recipe of every file and reports status, execution
// time, timeline and the dishes on the counter-top, recipe by recipe as they run; `--json`
// prints one array for all files, `--jsonl` one line per recipe.
import { benchmarkDir } from '../benchmark-dir.ts';
import { runBatch } from './batch.ts';
import { checkCorpusInputs, corpusInputs } from './corpus-inputs.ts';
import { type BatchFlags, checkModeFlags, simulationSettings } from './commands/options.ts';
import type { CliIO } from './io.ts';
import { openOutput } from './output.ts';
import { ruleNotes } from './rule-notes.ts';
import { checkBenchmarkFlag, checkKitchen } from './flag-checks.ts';
import type { ScoreSettings } from './score-segment.ts';
import { requirePhysics } from '../../physics/packages.ts';
import { checkMaterialFiles } from './material-files.ts';

export interface RunCommandOptions extends BatchFlags {
  json?: boolean;
  jsonl?: boolean;
  kitchen: string;
}

export async function runCommand(files: string[], opts: RunCommandOptions, io: CliIO): Promise<void> {
  await checkBenchmarkFlag(opts.benchmark); // before the names are looked up in it
  const inputs = corpusInputs(files, opts.benchmark);
  checkCorpusInputs(inputs, opts.benchmark);
  // a derived task's kitchen comes with a YAML of its own, loaded after the given files
  const ontology = await checkKitchen(opts.kitchen, opts.ontology, opts.rules);
  checkModeFlags(opts);
  if (opts.mode === 'quantitative') await requirePhysics(opts.backend);
  checkMaterialFiles(opts.materials ?? []); // a missing or malformed file is said before any recipe runs
  const format = opts.jsonl ? 'jsonl' : opts.json ? 'json' : 'human';
  const output = openOutput('-', io.stdout);
  const settings: ScoreSettings = {
    command: 'run',
    format,
    metrics: [],
    fileColumn: false,
    benchmark: benchmarkDir(opts.benchmark),
    smatch: 'best',
    kitchen: opts.kitchen,
    ...simulationSettings({ ...opts, ontology }),
  };
  await runBatch(
    { inputs, settings, output, prologue: '', jsonArray: format === 'json', jobs: opts.jobs, quiet: opts.quiet === true, okWord: 'ran', messagesOnStderr: false, notes: ruleNotes(opts.rules, opts.ontology) },
    io,
  );
}
