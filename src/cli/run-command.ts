// `irl-kitchen run FILE…`: executes every recipe of every file and reports status, execution
// time, timeline and the dishes on the counter-top, recipe by recipe as they run; `--json`
// prints one array for all files, `--jsonl` one line per recipe.
import { existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { benchmarkDir, goldDir, missingCorpus, solutionPath } from '../benchmark-dir.ts';
import { checkInputs, type InputFile, runBatch } from './batch.ts';
import { type BatchFlags, checkModeFlags, simulationSettings } from './commands/options.ts';
import type { CliIO } from './io.ts';
import { openOutput } from './output.ts';
import { ruleNotes } from './rule-notes.ts';
import { checkBenchmarkFlag, checkKitchen } from './flag-checks.ts';
import type { ScoreSettings } from './score-segment.ts';
import { InputError } from '../errors.ts';
import { requirePhysics } from '../../physics/packages.ts';

export interface RunCommandOptions extends BatchFlags {
  json?: boolean;
  jsonl?: boolean;
  kitchen: string;
}

/** Resolves a file name, also as a network of the corpus's gold folder (`afghan-biscuits`). */
export function resolveInput(file: string, benchmark?: string): string {
  return file === '-' ? file : solutionPath(file, benchmark);
}

/** The gold folder's names, with and without `.solution`, for a "did you mean". */
function corpusNames(gold: string | null): string[] {
  const files = gold ? readdirSync(goldDir(gold)).filter((f) => f.endsWith('.solution')) : [];
  return [...files, ...files.map((f) => f.slice(0, -'.solution'.length))];
}

/** A bare name found nowhere, with no corpus to look it up in: says why the corpus was not there (run, view). */
export function refuseCorpusNamesWithoutCorpus(inputs: InputFile[], benchmark: string | undefined) {
  const missing = inputs.find((i) => i.path !== '-' && !existsSync(i.path) && basename(i.path) === i.path);
  if (missing) throw new InputError(`cannot read ${missing.name}: no such file here, and no corpus gold folder to look it up in: ${missingCorpus(benchmark).message}`);
}

export async function runCommand(files: string[], opts: RunCommandOptions, io: CliIO): Promise<void> {
  await checkBenchmarkFlag(opts.benchmark); // before the names are looked up in it
  const inputs: InputFile[] = files.map((f) => ({ name: f, path: resolveInput(f, opts.benchmark) }));
  const gold = benchmarkDir(opts.benchmark);
  if (!gold) refuseCorpusNamesWithoutCorpus(inputs, opts.benchmark);
  checkInputs(inputs, corpusNames(gold), gold ? goldDir(gold) : undefined);
  // a derived task's kitchen comes with a YAML of its own, loaded after the given files
  const ontology = await checkKitchen(opts.kitchen, opts.ontology, opts.rules);
  checkModeFlags(opts);
  if (opts.mode === 'quantitative') await requirePhysics(opts.backend);
  const format = opts.jsonl ? 'jsonl' : opts.json ? 'json' : 'human';
  const output = openOutput('-', io.stdout);
  const settings: ScoreSettings = {
    command: 'run',
    format,
    metrics: [],
    fileColumn: false,
    benchmark: gold,
    smatch: 'best',
    kitchen: opts.kitchen,
    ...simulationSettings({ ...opts, ontology }),
  };
  await runBatch(
    { inputs, settings, output, prologue: '', jsonArray: format === 'json', jobs: opts.jobs, quiet: opts.quiet === true, okWord: 'ran', messagesOnStderr: false, notes: ruleNotes(opts.rules, opts.ontology) },
    io,
  );
}
