// The generated parts of the docs: docs/ACTIONS.md as a whole (the built-in rules over the
// default ontology) and the condition vocabulary section of docs/RULES.md, kept between marker
// comments. scripts/generate-docs.ts writes them; test/action-model-docs.test.ts compares.
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';
import { actionModelMarkdown, vocabularyMarkdown } from './markdown.ts';
import type { ActionModel } from './types.ts';

export const ACTIONS_DOC = join(PACKAGE_ROOT, 'docs/ACTIONS.md');
export const RULES_DOC = join(PACKAGE_ROOT, 'docs/RULES.md');
export const REGENERATE_DOCS = 'npx tsx scripts/generate-docs.ts';

export const VOCABULARY_BEGIN = `<!-- generated: the condition vocabulary (src/conditions/); regenerate with ${REGENERATE_DOCS} -->`;
export const VOCABULARY_END = '<!-- end of the generated condition vocabulary -->';

export function actionsDoc(model: ActionModel): string {
  return actionModelMarkdown(model);
}

/** RULES.md with its vocabulary section replaced by the model's; an error when the markers are missing. */
export function withVocabulary(rulesDoc: string, model: ActionModel): string {
  const begin = rulesDoc.indexOf(VOCABULARY_BEGIN);
  const end = rulesDoc.indexOf(VOCABULARY_END);
  if (begin < 0 || end < begin) throw new Error(`docs/RULES.md lacks the marker comments of the generated vocabulary (${VOCABULARY_BEGIN} … ${VOCABULARY_END})`);
  return `${rulesDoc.slice(0, begin)}${VOCABULARY_BEGIN}\n\n${vocabularyMarkdown(model.conditions)}\n${rulesDoc.slice(end)}`;
}
