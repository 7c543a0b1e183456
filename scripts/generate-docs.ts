// Writes the generated docs: docs/ACTIONS.md (what `irl-kitchen actions --markdown` prints for the
// built-in rules) and the condition vocabulary section of docs/RULES.md.
// Usage: npx tsx scripts/generate-docs.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { actionModel } from '../src/action-model/model.ts';
import { ACTIONS_DOC, actionsDoc, RULES_DOC, withVocabulary } from '../src/action-model/generated-docs.ts';
import { Simulator } from '../src/simulator.ts';

const model = actionModel(new Simulator().inventory);
writeFileSync(ACTIONS_DOC, actionsDoc(model));
writeFileSync(RULES_DOC, withVocabulary(readFileSync(RULES_DOC, 'utf8'), model));
process.stdout.write(`wrote ${ACTIONS_DOC} (${model.actions.length} actions) and the vocabulary of ${RULES_DOC}\n`);
