// `irl-kitchen actions`: the action model of the loaded inventory (the built-in rules, then the
// --rules folders, over the ontology and the --ontology files), as text, JSON or Markdown.
import { actionModel } from '../action-model/model.ts';
import { actionModelMarkdown } from '../action-model/markdown.ts';
import { actionModelText } from '../action-model/text.ts';
import { Simulator } from '../simulator.ts';
import type { ActionsFlags } from './commands/actions.ts';
import type { CliIO } from './io.ts';

export function actionsCommand(flags: ActionsFlags, io: CliIO): void {
  const { inventory } = new Simulator({ rulesDirs: flags.rules, ontologyFiles: flags.ontology });
  // an overridden built-in action is worth a word, on stderr so that the output stays data
  for (const note of inventory.notes) io.err(`note: ${note.message}`);
  const model = actionModel(inventory);
  const text = flags.json ? JSON.stringify(model, null, 2) + '\n' : flags.markdown ? actionModelMarkdown(model) : actionModelText(model);
  io.stdout.write(text);
}
