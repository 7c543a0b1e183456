// `irl-kitchen run`: options here; the work (engine, ontology, rules) is loaded when it runs.
import type { Command } from 'commander';
import type { CliIO } from '../io.ts';
import { batchOptions, benchmarkOption, modeOptions, semanticsOption, worldOptions } from './options.ts';

export function register(cli: Command, io: CliIO) {
  const cmd = cli
    .command('run')
    .description('execute every recipe of the given .solution files in the simulated kitchen')
    .argument('<files...>', '.solution files, - for standard input (a name not found is also looked up in the corpus gold folder)')
    .option('--json', 'print one JSON array over all files')
    .option('--jsonl', 'print one JSON object per recipe and line (JSON Lines)')
    .option('--kitchen <name>', 'initial kitchen', 'full-kitchen');
  benchmarkOption(cmd);
  worldOptions(cmd);
  semanticsOption(cmd, 'the reference simulator');
  modeOptions(cmd);
  batchOptions(cmd);
  cmd.action(async (files: string[], opts) => {
    const { runCommand } = await import('../run-command.ts');
    await runCommand(files, opts, io);
  });
}
