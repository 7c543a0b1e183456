// Options shared by several commands, declared once. Cheap to import: commander, and node:fs to
// look into a --rules folder.
import { statSync } from 'node:fs';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { numberFlag } from '../number-flag.ts';
import { InputError } from '../../errors.ts';
import { ruleFolderProblem } from '../../rules/rule-folder.ts';
import type { ScoreSettings } from '../score-segment.ts';

export const collect = (value: string, previous: string[]) => [...previous, value];

export type Semantics = 'reference' | 'corrected';

/** Defaults of the per-recipe bounds. */
export const DEFAULT_MAX_SECONDS = 10;
export const DEFAULT_GRAMMAR_MILLIS = 2_000;

export function benchmarkOption(cmd: Command): Command {
  return cmd.option('--benchmark <dir>', 'the benchmark corpus folder (default: $IRL_KITCHEN_BENCHMARK, else ../shared/benchmark beside a clone; an installed package has none)');
}

/** A --rules folder, refused as the command line is read when it holds no rule file. */
function ruleFolder(value: string, previous: string[]): string[] {
  // an empty name is refused with every other empty file name (parsed-args.ts), not as the working folder
  const problem = value === '' ? null : ruleFolderProblem(value);
  if (problem) throw new InvalidArgumentError(`${problem}.`);
  return collect(value, previous);
}

/** What keeps a path from being one file to read: `no such file`, `cannot read it (CODE)` or `folder`; null for a file. */
export function notAFile(path: string): string | null {
  try {
    return statSync(path).isDirectory() ? 'folder' : null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'no such file' : `cannot read it (${code})`;
  }
}

/**
 * An --ontology file, refused as the command line is read when it is missing or a folder, so
 * that the message names the option (the loader's own, for library callers, names no flag).
 */
export function ontologyFile(value: string, previous: string[]): string[] {
  const problem = value === '' ? null : notAFile(value);
  if (problem === 'folder') throw new InvalidArgumentError(`${value} is a folder; --ontology takes one YAML file (repeat the option for more).`);
  if (problem) throw new InvalidArgumentError(`${value}: ${problem}.`);
  return collect(value, previous);
}

export function worldOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--rules <dir>', 'extra rule folder adding or overriding actions (repeatable)').argParser(ruleFolder).default([]))
    .addOption(new Option('--ontology <file>', 'extra ontology YAML: classes, units, kitchens (repeatable)').argParser(ontologyFile).default([]));
}

/** --kitchen: a kitchen the world knows, or a derived task's by the name `plan` runs its network in. */
export function kitchenOption(cmd: Command): Command {
  return cmd.option('--kitchen <name>', "initial kitchen: one the ontology defines, or a derived task's, BASE+N-TOOL (full-kitchen+2-baking-tray: N more TOOL in BASE's kitchen-cabinet; docs/TASKS.md)", 'full-kitchen');
}

export function semanticsOption(cmd: Command, what: string): Command {
  return cmd.addOption(new Option('--semantics <mode>', `reference: ${what}, defects included; corrected: see docs/DEVIATIONS.md`).choices(['reference', 'corrected']).default('reference'));
}

const MODES = ['qualitative', 'quantitative'];

/** --mode, --backend: the qualitative kitchen, or each step also replayed with particles and rigid bodies. */
export function modeOptions(cmd: Command): Command {
  cmd
    .addOption(new Option('--mode <mode>', 'qualitative: the symbolic kitchen; quantitative: each step also replayed physically (docs/PHYSICS.md)').choices(MODES).default('qualitative'))
    .addOption(new Option('--backend <name>', 'with --mode quantitative: its particle backend (default auto: the fastest measured for each scene\'s size)').choices(['auto', 'cpu', 'webasm', 'webgpu', 'plain']))
    .addOption(new Option('--materials <file>', 'with --mode quantitative: a materials YAML like ontology/materials.yaml, loaded after it (its materials and ingredient mappings add to or override the project\'s; repeatable; docs/PHYSICS.md)').argParser(collect).default([]));
  // `--quantitative` is how a newcomer guesses the mode's flag: refused as the line is read, naming the real one
  for (const mode of MODES) {
    cmd.addOption(new Option(`--${mode}`).hideHelp());
    cmd.on(`option:${mode}`, () => cmd.error(`error: unknown option '--${mode}' (the mode is chosen by --mode ${mode})`, { code: 'commander.unknownOption' }));
  }
  return cmd;
}

/** The options that only the quantitative mode reads, refused without it rather than ignored. */
export function checkModeFlags(flags: Pick<BatchFlags, 'mode' | 'backend' | 'physicsFeedback' | 'materials'>) {
  if (flags.mode === 'quantitative') return;
  if (flags.materials?.length) throw new InputError(`--materials ${flags.materials[0]}: only with --mode quantitative (the qualitative mode replays no step physically)`);
  if (flags.physicsFeedback) throw new InputError('--physics-feedback: only with --mode quantitative');
  if (flags.backend !== undefined) throw new InputError(`--backend ${flags.backend}: only with --mode quantitative (the qualitative mode replays no step physically)`);
}

/** --max-seconds, --max-evaluations: the bounds of one recipe's execution search (the E_SEARCH_BUDGET hint names them). */
export function searchBoundOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--max-seconds <s>', 'wall-clock bound of one recipe\'s execution search').argParser(numberFlag('--max-seconds', { unit: 'seconds' })).default(DEFAULT_MAX_SECONDS))
    .addOption(new Option('--max-evaluations <n>', 'bound on the action evaluations of one recipe\'s search (default: 200000)').argParser(numberFlag('--max-evaluations', { integer: true })));
}

/** --jobs, --max-seconds, --max-grammar-ms, --quiet: how a batch of recipes is worked through. */
export function batchOptions(cmd: Command): Command {
  cmd.addOption(new Option('-j, --jobs <n>', 'recipes run or scored in parallel, in worker threads, at most one per core (default: one thread; with 3 or more idle cores, one worker fewer than them once the input is long enough to repay starting them)').argParser(numberFlag('--jobs', { integer: true })));
  return searchBoundOptions(cmd)
    .addOption(new Option('--max-grammar-ms <ms>', 'bound on the time one recipe may spend in the grammar (lines the fast reader does not take)').argParser(numberFlag('--max-grammar-ms', { unit: 'milliseconds' })).default(DEFAULT_GRAMMAR_MILLIS))
    .option('-q, --quiet', 'print errors only: no notes, warnings, progress or summary');
}

/** --wait-for-redis: `worker`, `evaluate --queue` and `serve --store` started along with Redis (queue/wait-for-redis.ts). */
export function waitForRedisOption(cmd: Command, urlFlag: '--queue' | '--store' = '--queue'): Command {
  return cmd.addOption(
    new Option('--wait-for-redis <seconds>', `while nothing answers at the ${urlFlag} URL (Redis starting along with the command: connection refused, host not found, no answer), try again for up to SECONDS, saying so each second, instead of stopping at once with status 2; a wrong password, an unknown database or a TLS mismatch still stop at once`).argParser(
      numberFlag('--wait-for-redis', { integer: true, least: 0, most: 86_400 }),
    ),
  );
}

/** The options every batch command gets from commander. */
export interface BatchFlags {
  benchmark?: string;
  rules: string[];
  ontology: string[];
  semantics: Semantics;
  /** Worker threads; undefined: chosen from the cores and the input's length. */
  jobs?: number;
  maxSeconds: number;
  maxEvaluations?: number;
  maxGrammarMs: number;
  quiet?: boolean;
  mode: 'qualitative' | 'quantitative';
  backend?: 'auto' | 'cpu' | 'webasm' | 'webgpu' | 'plain';
  /** --physics-feedback: measured transfers and temperatures change the kitchen (quantitative mode) */
  physicsFeedback?: boolean;
  /** --materials: materials YAML files loaded after the project's (quantitative mode) */
  materials?: string[];
}

/** What the batch flags set of a run's simulation (the rest of ScoreSettings is the command's own). */
export function simulationSettings(flags: BatchFlags): Pick<ScoreSettings, 'semantics' | 'rules' | 'ontology' | 'maxMillis' | 'maxEvaluations' | 'grammarMillis' | 'mode' | 'backend' | 'physicsFeedback' | 'materialFiles'> {
  return {
    semantics: flags.semantics,
    rules: flags.rules,
    ontology: flags.ontology,
    maxMillis: flags.maxSeconds * 1000,
    maxEvaluations: flags.maxEvaluations,
    grammarMillis: flags.maxGrammarMs,
    mode: flags.mode,
    backend: flags.backend,
    ...(flags.physicsFeedback ? { physicsFeedback: true } : {}),
    ...(flags.materials?.length ? { materialFiles: flags.materials } : {}),
  };
}
