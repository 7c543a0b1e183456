// `irl-kitchen actions`: the action model of the loaded inventory (the built-in rules, then the
// --rules folders, over the ontology and the --ontology files), as text, JSON or Markdown.
import { type ActionModel, actionModel, actionNamed } from '../action-model/model.ts';
import { actionMarkdown, actionModelMarkdown } from '../action-model/markdown.ts';
import { actionModelText } from '../action-model/text.ts';
import { InputError } from '../errors.ts';
import { printableText } from '../printable.ts';
import { Simulator } from '../simulator.ts';
import type { ActionsFlags } from './commands/actions.ts';
import type { CliIO } from './io.ts';
import { ruleNoteLines } from './rule-notes.ts';

export function actionsCommand(names: string[], flags: ActionsFlags, io: CliIO): void {
  const { inventory } = new Simulator({ rulesDirs: flags.rules, ontologyFiles: flags.ontology });
  // an overridden built-in action is worth a word, on stderr so that the output stays data
  for (const note of ruleNoteLines(inventory.notes)) io.err(printableText(`note: ${note}`));
  const model = only(actionModel(inventory), names);
  // the Markdown of some actions is their sections alone: the page's heading and index are docs/ACTIONS.md's
  const markdown = () => (names.length ? model.actions.map((a) => actionMarkdown(a).join('\n')).join('\n\n') + '\n' : actionModelMarkdown(model));
  // the words of the rule files, as text, may hold escape sequences; JSON escapes its own
  const text = flags.json ? JSON.stringify(model, null, 2) + '\n' : printableText(flags.markdown ? markdown() : actionModelText(model));
  io.out(text.replace(/\n$/, ''));
}

/** The model with the named actions only, in the order named (all of them when none is named). */
function only(model: ActionModel, names: string[]): ActionModel {
  if (!names.length) return model;
  const actions = names.map((name) => {
    const found = actionNamed(model, name);
    if ('unknown' in found) throw new InputError(`actions: ${found.unknown}${ownActionHint(found.unknown)} (\`irl-kitchen actions\` lists them all)`);
    return found.action;
  });
  return { ...model, actions: [...new Set(actions)] };
}

/** No known action is close: most often one of a rules folder not loaded, as `run` says of a network's step. */
const ownActionHint = (unknown: string): string => (unknown.includes('(did you mean') ? '' : '; an action of your own is known once its rules folder is loaded (--rules DIR)');
