// `irl-kitchen evaluate`: options here; the evaluator is loaded when it runs.
import { type Command, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { batchOptions, benchmarkOption, kitchenOption, modeOptions, semanticsOption, waitForRedisOption, worldOptions } from './options.ts';

/** The CSV's metric columns, in order (kept here so that --help loads no evaluator). */
export const METRIC_NAMES_HELP = 'smatch-score goal-condition-success dish-approximation-score execution-time';

export function register(cli: Command, io: CliIO) {
  const cmd = cli
    .command('evaluate')
    .description('score predicted networks like the benchmark evaluator: one row per recipe (CSV, JSON or JSON Lines)')
    .option('--input <files...>', '.solution files of predictions, - for standard input (default: the corpus gold networks)')
    .option('--output <file>', 'where to write the result (FILE.partial until complete); - for standard output', '-')
    .option('--metrics <names...>', `metrics among ${METRIC_NAMES_HELP}, or all (default: goal-condition-success dish-approximation-score execution-time, the reference's)`)
    .addOption(new Option('--format <format>', 'output format; csv gets a file column first when several files are given').choices(['csv', 'json', 'jsonl']).default('csv'))
    .addOption(new Option('--smatch <mode>', 'best: deterministic best mapping; reference: the 5-start hill climbing').choices(['best', 'reference']).default('best'))
    .option('--queue <url>', 'score on a BullMQ queue in Redis (redis://HOST:PORT/DB) by `irl-kitchen worker`s, anywhere; rows as a local run writes them (docs/SCALING.md)');
  waitForRedisOption(cmd)
    .option('--show', 'also write a web view of every scored recipe, in a folder beside the output (results-views/ for --output results.csv, ./irl-kitchen-views/ for standard output), and open its index where a browser is available')
    .addOption(new Option('--reference-columns', 'exactly the reference CSV columns, also for several files').hideHelp());
  benchmarkOption(cmd);
  worldOptions(cmd);
  kitchenOption(cmd);
  semanticsOption(cmd, 'the reference figures');
  modeOptions(cmd);
  cmd.option('--physics-feedback', 'with --mode quantitative: measured transfers replace the nominal amounts (spills go to the counter-top)');
  batchOptions(cmd);
  cmd.action(async (opts) => {
    const { evaluateCommand } = await import('../evaluate-command.ts');
    await evaluateCommand(opts, io);
  });
}
