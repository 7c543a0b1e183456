// `irl-kitchen repair`: options here; the search (engine, sessions, listings) is loaded when it runs.
import { type Command, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { numberFlag } from '../number-flag.ts';
import { type Semantics, semanticsOption, worldOptions, kitchenOption } from './options.ts';

export interface RepairFlags {
  json?: boolean;
  output?: string;
  seed: number;
  budgetSeconds: number;
  maxNodes: number;
  kitchen: string;
  benchmark?: string;
  rules: string[];
  ontology: string[];
  semantics: Semantics;
}

export function register(cli: Command, io: CliIO): Command {
  const cmd = cli
    .command('repair')
    .description('find the fewest edits (insert, relink, swap two arguments, change a constant, drop a line) that make a network execute with no failed object')
    .argument('<file>', '.solution file to repair, - for standard input (a name not found is also looked up in the corpus gold folder)')
    .option('--json', 'print the result as JSON: per recipe the edits, the status before and after, the repaired network')
    .option('--output <file>', 'write the repaired network as a .solution file (the #id header kept, so evaluate scores it against its gold)')
    .addOption(new Option('--seed <n>', 'orders candidates of equal cost; the same seed gives the same output').argParser(numberFlag('--seed', { integer: true, least: 0 })).default(0))
    .addOption(new Option('--budget-seconds <s>', 'wall-clock bound of the search per recipe, at most an hour').argParser(numberFlag('--budget-seconds', { unit: 'seconds', most: 3600 })).default(10))
    .addOption(new Option('--max-nodes <n>', 'at most this many candidate networks executed per recipe').argParser(numberFlag('--max-nodes', { integer: true })).default(300))
    .option('--benchmark <dir>', 'the corpus folder: a name not found is looked up in its gold folder, and its recipe texts hint at ingredients and amounts; the search never reads a gold network (default: $IRL_KITCHEN_BENCHMARK or ../shared/benchmark)');
  kitchenOption(cmd);
  worldOptions(cmd);
  semanticsOption(cmd, 'the reference simulator');
  cmd.action(async (file: string, flags: RepairFlags) => {
    // a derived task's kitchen brings its YAML: the search then loads it with the given files
    const { checkKitchen } = await import('../flag-checks.ts');
    flags.ontology = await checkKitchen(flags.kitchen, flags.ontology, flags.rules);
    const { repairCommand } = await import('../repair-command.ts');
    await repairCommand(file, flags, io);
  });
  return cmd;
}
