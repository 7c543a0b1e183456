// The generated docs stay in step with the rules and the vocabulary: docs/ACTIONS.md and the
// condition vocabulary of docs/RULES.md are regenerated and compared; the hand-written parts of
// RULES.md name every fact and every default form the compiler knows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS_DOC, actionsDoc, REGENERATE_DOCS, RULES_DOC, withVocabulary } from '../src/action-model/generated-docs.ts';
import { actionModel } from '../src/action-model/model.ts';
import { DEFAULT_FORMS } from '../src/rules/compile-defaults.ts';
import { FACT_FORMS } from '../src/rules/fact-forms.ts';
import { simulator } from './support/simulate.ts';

const rulesDoc = () => readFileSync(RULES_DOC, 'utf8');

describe('generated docs', () => {
  it(`docs/ACTIONS.md is what the built-in rules say (regenerate: ${REGENERATE_DOCS})`, () => {
    const fresh = actionsDoc(actionModel(simulator().inventory));
    expect(readFileSync(ACTIONS_DOC, 'utf8') === fresh, `docs/ACTIONS.md is stale: regenerate it with ${REGENERATE_DOCS}`).toBe(true);
  });

  it(`the condition vocabulary of docs/RULES.md is the vocabulary's (regenerate: ${REGENERATE_DOCS})`, () => {
    const doc = rulesDoc();
    expect(withVocabulary(doc, actionModel(simulator().inventory)) === doc, `docs/RULES.md's condition vocabulary is stale: regenerate it with ${REGENERATE_DOCS}`).toBe(true);
  });
});

describe('docs/RULES.md', () => {
  const doc = rulesDoc();
  const facts = doc.slice(doc.indexOf('## The facts'), doc.indexOf('### Scopes'));
  const defaults = doc.slice(doc.indexOf('### Defaults'), doc.indexOf('### Conditions'));

  it('explains every fact a rule file may state', () => {
    const missing = Object.keys(FACT_FORMS).filter((key) => {
      const [name, arity] = key.split('/');
      return !new RegExp(`^\\| \`${name}\\(([^,)]+(, )?){${arity}}\\)\``, 'm').test(facts);
    });
    expect(missing, 'facts of src/rules/fact-forms.ts without a row in the facts table of docs/RULES.md').toEqual([]);
  });

  it('explains every default form, with what a failure does to it as the compiler says', () => {
    const forms = DEFAULT_FORMS.split(/,\s*(?![^(]*\))/).map((f) => f.replace(/\(.*$/, ''));
    const rows = new Map([...defaults.matchAll(/^\| `([a-z_]+)\(.*?\| ([^|]+) \|$/gm)].map((m) => [m[1], m[2].trim()]));
    expect(forms.filter((f) => !rows.has(f)), 'default forms of src/rules/compile-defaults.ts without a row in docs/RULES.md').toEqual([]);
    // what failing keeps, as the compiled defaults of the built-in rules say it
    for (const action of simulator().inventory.actions.values())
      for (const mode of action.modes)
        for (const scope of [mode.plan.mode, ...mode.plan.variants.map((v) => v.plan)])
          scope.defaults.forEach((d, i) => {
            const form = scope.text.defaults[i].how.replace(/\(.*$/s, '');
            expect(rows.get(form), `${action.name} default ${form}`).toBe(d.keptOnFailure ? 'kept' : 'a failed object');
          });
  });
});
