// `irl-kitchen run`: options here; the work (engine, ontology, rules) is loaded when it runs.
import { type Command, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { batchOptions, benchmarkOption, modeOptions, semanticsOption, worldOptions, kitchenOption } from './options.ts';

export function register(cli: Command, io: CliIO) {
  const cmd = cli
    .command('run')
    .description('execute every recipe of the given .solution files in the simulated kitchen')
    .argument('<files...>', '.solution files, - for standard input (a name not found is also looked up in the corpus gold folder)')
    .addOption(new Option('--json', 'print one JSON array over all files').conflicts('jsonl'))
    .option('--jsonl', 'print one JSON object per recipe and line (JSON Lines)');
  benchmarkOption(cmd);
  kitchenOption(cmd);
  worldOptions(cmd);
  semanticsOption(cmd, 'the reference simulator');
  modeOptions(cmd);
  cmd.option('--physics-feedback', 'with --mode quantitative: measured transfers replace the nominal amounts (spills go to the counter-top)');
  batchOptions(cmd);
  cmd.action(async (files: string[], opts) => {
    const { runCommand } = await import('../run-command.ts');
    await runCommand(files, opts, io);
  });
}
