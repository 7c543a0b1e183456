// `irl-kitchen actions`: options here; the rules, the ontology and the model are loaded when it runs.
import { type Command, Option } from 'commander';
import type { CliIO } from '../io.ts';
import { worldOptions } from './options.ts';

export interface ActionsFlags {
  json?: boolean;
  markdown?: boolean;
  rules: string[];
  ontology: string[];
}

export function register(cli: Command, io: CliIO) {
  const cmd = cli
    .command('actions')
    .description('print every action of the loaded rules, or the named ones: slots, modes, defaults, conditions, effect, timing, physical procedure')
    .argument('[names...]', 'only these actions, as networks or rule files write them (e.g. beat transfer-items)')
    .addOption(new Option('--json', 'print the action model as one JSON document (docs/schema/action-model.schema.json)').conflicts('markdown'))
    .addOption(new Option('--markdown', 'print it as Markdown (docs/ACTIONS.md is this output for the built-in rules)'));
  worldOptions(cmd);
  cmd.action(async (names: string[], flags: ActionsFlags) => {
    const { actionsCommand } = await import('../actions-command.ts');
    actionsCommand(names, flags, io);
  });
}
