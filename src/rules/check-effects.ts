// Effects named by a rule file, checked against the vocabulary and each effect's signature
// (src/effects/signatures.ts): every mismatch is reported, each with its file:line.
import { effectNamed } from '../effects/index.ts';
import { EFFECT_SIGNATURES, describeSignature, hasSignature, type EffectSignature } from '../effects/signatures.ts';
import type { Effect } from './action.ts';
import type { RuleProblem } from './problems.ts';
import type { RuleClause } from './read-terms.ts';
import { hyphenate, type PTerm, show } from './terms.ts';

/** The effect terms of a rule file: `effect(Mode, Term)` and `default(Mode, Slot, effect(Term))`. */
export function effectTerms(clauses: RuleClause[]): { term: PTerm; line: number }[] {
  const out: { term: PTerm; line: number }[] = [];
  for (const c of clauses) {
    if (c.key === 'effect/2') out.push({ term: c.args[1], line: c.line });
    const how = c.key === 'default/3' ? c.args[2] : null;
    if (how?.t === 'compound' && how.name === 'effect' && how.args.length === 1) out.push({ term: how.args[0], line: c.line });
  }
  return out;
}

/** The signature an effect is checked and compiled with; null for effects added without one. */
export const signatureOf = (name: string): EffectSignature | null => (hasSignature(name) ? EFFECT_SIGNATURES[name] : null);

/** Every mismatch between the file's effect terms and the vocabulary. */
export function checkEffects(clauses: RuleClause[], file: string, slots: ReadonlySet<string>, effects: Record<string, Effect>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const { term, line } of effectTerms(clauses)) {
    const say = (message: string) => problems.push({ file, line, message });
    const name = term.t === 'compound' || term.t === 'atom' ? term.name : '';
    if (!effectNamed(effects, name)) {
      say(`unknown effect ${name || show(term)} (the vocabulary: ${Object.keys(effects).sort().join(', ')})`);
      continue;
    }
    const args = term.t === 'compound' ? term.args : [];
    const sig = signatureOf(name);
    if (!sig) {
      for (const a of args) if (!isSlotRef(a) && a.t !== 'atom' && a.t !== 'num') say(`effect arguments are slot names, slot(Name), atoms or numbers, got ${show(a)}`);
      continue;
    }
    if (args.length !== sig.args.length) {
      say(`effect ${name} takes ${sig.args.length} argument${sig.args.length === 1 ? '' : 's'}, ${describeSignature(name, sig)}; got ${args.length}: ${show(term)}`);
      continue;
    }
    sig.args.forEach((want, i) => {
      const a = args[i];
      const which = `argument ${i + 1} (${want.name}) of ${name}`;
      switch (want.kind) {
        case 'value':
          if (a.t !== 'atom' || !slots.has(hyphenate(a.name))) say(`${which} must be the name of one of the action's slots (the effect gets its value), got ${show(a)}`);
          break;
        case 'slot':
          if (!isSlotRef(a)) say(`${which} must be slot(Name) (the effect gets the slot itself), got ${show(a)}`);
          else if (a.args[0].t !== 'atom' || !slots.has(hyphenate(a.args[0].name))) say(`${which}: ${show(a.args[0])} is not a slot of the action`);
          break;
        case 'atom':
          if (a.t !== 'atom') say(`${which} must be an atom${want.oneOf ? ` (${want.oneOf.join(' or ')})` : ''}, got ${show(a)}`);
          else if (want.oneOf && !want.oneOf.some((o) => hyphenate(o) === hyphenate(a.name))) say(`${which} must be ${want.oneOf.join(' or ')}, got ${a.name}`);
          break;
        case 'number':
          if (a.t !== 'num') say(`${which} must be a number, got ${show(a)}`);
          break;
      }
    });
  }
  return problems;
}

export const isSlotRef = (a: PTerm): a is Extract<PTerm, { t: 'compound' }> => a.t === 'compound' && a.name === 'slot' && a.args.length === 1;
