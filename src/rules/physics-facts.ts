// The physical procedures a rule file may name in `physics(Mode, Procedure)`, with the arguments
// each takes: checked at load, so that `rules check` names a misspelt procedure or a slot the
// action does not have (the quantitative mode runs them: src/quantitative/procedures.ts).
import { didYouMean } from '../did-you-mean.ts';
import { ontologyNearHint } from './rule-folder.ts';
import { didYouMeanProperty, didYouMeanWritten } from './suggest-names.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import type { ProblemList } from './rule-problems.ts';
import { hyphenate, type PTerm, show } from './terms.ts';

/** `slot`: a slot of the action; `flag`: a property some class declares (what heating earns); `word`: a slot or a plain word. */
type ProcedureArg = { kind: 'slot' | 'flag' | 'word'; optional?: true; role: string };

const slot = (role: string, optional?: true): ProcedureArg => ({ kind: 'slot', role, ...(optional ? { optional } : {}) });

/** Every procedure with its arguments, in order (docs/PHYSICS.md, "Physical procedures"). */
export const PHYSICAL_PROCEDURES: Readonly<Record<string, readonly ProcedureArg[]>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, readonly ProcedureArg[]>, {
    none: [],
    pour: [slot('output'), slot('target container', true)],
    scatter: [slot('output'), slot('topping', true)],
    sift: [slot('output'), slot('topping', true)],
    drain: [slot('solids'), slot('liquid')],
    stir: [slot('output'), slot('input', true)],
    heat: [slot('output'), { kind: 'flag', role: 'the flag the heating must earn', optional: true }],
    cool: [slot('output')],
    wait: [slot('output')],
    place: [slot('output'), slot('items', true)],
    split: [slot('output'), slot('input'), { kind: 'word', role: 'the pattern (a slot or a word)', optional: true }],
    press: [slot('output'), slot('portions', true)],
  }),
);

/** Adds a problem for each thing wrong with a physics fact's procedure term. */
export function checkProcedure(term: PTerm, action: string, slots: ReadonlySet<string>, ontology: Ontology, problems: ProblemList): void {
  const name = term.t === 'atom' || term.t === 'compound' ? term.name : null;
  const known = Object.keys(PHYSICAL_PROCEDURES);
  if (name === null || !Object.hasOwn(PHYSICAL_PROCEDURES, name)) {
    problems.add(term, `unknown physical procedure ${show(term)}${name ? didYouMean(name, known) : ''} (known: ${known.join(', ')})`);
    return;
  }
  const spec = PHYSICAL_PROCEDURES[name];
  const args = term.t === 'compound' ? term.args : [];
  const least = spec.filter((a) => !a.optional).length;
  if (args.length < least || args.length > spec.length) {
    const count = least === spec.length ? `${least} argument${least === 1 ? '' : 's'}` : `${least} to ${spec.length} arguments`;
    problems.add(term, `${name} takes ${count} (${spec.map((a) => a.role).join(', ') || 'none'}), got ${args.length}`);
    return;
  }
  args.forEach((a, i) => {
    const { kind, role } = spec[i];
    const what = `argument ${i + 1} of ${name} (${role})`;
    if (a.t !== 'atom') problems.add(a, `${what} must be a name, got ${show(a)}`);
    else if (kind === 'slot' && !slots.has(hyphenate(a.name))) problems.add(a, `${what}: ${a.name} is not a slot of ${action}${didYouMeanWritten(a.name, slots)}`);
    else if (kind === 'flag' && ![...ontology.classes.values()].some((c) => c.slots.includes(hyphenate(a.name))))
      problems.add(a, `${what}: no class of the ontology has a slot ${a.name}${didYouMeanProperty(a.name, ontology)}${ontologyNearHint(problems.file)}`);
  });
}
