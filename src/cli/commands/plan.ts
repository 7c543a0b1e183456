// `irl-kitchen plan`: options here; the search (engine, sessions, tasks) is loaded when it runs.
import { type Command, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { numberFlag } from '../number-flag.ts';
import { benchmarkOption, type Semantics, semanticsOption, worldOptions } from './options.ts';

export interface PlanFlags {
  goal: 'visible' | 'text';
  budgetSeconds: number;
  maxNodes?: number;
  seed: number;
  json?: boolean;
  timing: boolean;
  output?: string;
  list?: boolean;
  kitchen?: string;
  benchmark?: string;
  rules: string[];
  ontology: string[];
  semantics: Semantics;
}

export function register(cli: Command, io: CliIO): Command {
  const cmd = cli
    .command('plan')
    .description("search for a network that reaches a task's goal (docs/PLANNING.md); exit 0 when it does, 1 with the best partial network")
    .argument('[task-id]', 'a task id (plan --list): a corpus recipe id, or <recipe>~<variation>')
    .option('--list', 'print the corpus task ids, one a line, and plan nothing (a derived task id is <recipe>~<variation>: docs/TASKS.md)')
    .addOption(new Option('--goal <mode>', 'visible: the goal conditions guide the search; text: the recipe text only (the goal is measured at the end)').choices(['visible', 'text']).default('visible'))
    .addOption(new Option('--budget-seconds <s>', 'sets the node budget (5 nodes per second) and stops the search after this wall time at the latest; at most 3600 (an hour)').argParser(numberFlag('--budget-seconds', { unit: 'seconds', most: 3600 })).default(60))
    .addOption(new Option('--max-nodes <n>', 'nodes expanded at most (default: from --budget-seconds)').argParser(numberFlag('--max-nodes', { integer: true })))
    .addOption(new Option('--seed <n>', 'orders candidates of equal promise; the same seed gives the same plan').argParser(numberFlag('--seed', { integer: true, least: 0 })).default(0))
    .option('--json', 'print the result as JSON: the network, goal progress, dish score and the search (nodes, executions, stop, seconds)')
    .option('--no-timing', 'leave the wall time out, so that the output is byte-identical for the same task, options and seed')
    .option('--kitchen <name>', "plan in this kitchen instead of the task's (same goal): one the ontology defines (a kitchen of one's own: with --ontology FILE), or a derived task's, BASE+N-TOOL")
    .option('--output <file>', 'write the network to a .solution file, not in the report (its #id header is the task id: evaluate scores a corpus task\'s, a derived task has no gold network: run it with --kitchen set to the task\'s kitchen, e.g. run FILE --kitchen full-kitchen+2-baking-tray)');
  benchmarkOption(cmd);
  worldOptions(cmd);
  semanticsOption(cmd, 'the reference simulator');
  cmd.action(async (taskId: string | undefined, flags: PlanFlags) => {
    // the id is optional only to --list; without it, commander's own message for a missing argument
    if (taskId === undefined && !flags.list) cmd.error("error: missing required argument 'task-id' (plan --list prints the task ids)", { code: 'commander.missingArgument' });
    if (taskId !== undefined && flags.list) cmd.error(`error: --list takes no task id (got ${JSON.stringify(taskId)})`, { exitCode: 2 });
    const unused = flags.list ? searchOptionsGiven(cmd) : [];
    if (unused.length) cmd.error(`error: --list plans nothing, so ${unused.join(', ')} would do nothing: leave ${unused.length === 1 ? 'it' : 'them'} out`, { exitCode: 2 });
    const { listCommand, planCommand } = await import('../plan-command.ts');
    if (taskId === undefined) return listCommand(flags, io);
    await planCommand(taskId, flags, io);
  });
  return cmd;
}

/** The options of a search given on the command line: --list (which only names the tasks) would ignore them without a word. */
function searchOptionsGiven(cmd: Command): string[] {
  const listing = new Set(['--list', '--benchmark']);
  return cmd.options.filter((o) => !listing.has(o.long!) && cmd.getOptionValueSource(o.attributeName()) === 'cli').map((o) => o.long!);
}
