// Condition terms of rule files (`pre/2`, `requires/2,3`, `applies/2`, `variant/3`) compiled to
// Condition values: each argument checked against its kind in the vocabulary, and a slot
// argument's declared type against the type the condition needs. Problems are collected, each
// at the term at fault.
import type { Condition, Depends } from '../conditions/condition.ts';
import { CONDITIONS, conditionNamed } from '../conditions/vocabulary.ts';
import type { BuiltArg, ConditionKind } from '../conditions/vocabulary-types.ts';
import type { KClass, Ontology } from '../kitchen/ontology.ts';
import type { SlotDef } from './action.ts';
import type { ProblemList } from './rule-problems.ts';
import { written } from './scope-checks.ts';
import { didYouMeanClass, didYouMeanProperty, didYouMeanWritten, underscored } from './suggest-names.ts';
import { ontologyNearHint } from './rule-folder.ts';
import { hyphenate, type PTerm, show } from './terms.ts';

export interface TermContext {
  action: string;
  slots: ReadonlyMap<string, SlotDef>;
  ontology: Ontology;
  problems: ProblemList;
}

/** Can values of a slot of type `slot` be of type `want`? (`t` and `entity` hold anything; classes that are sub- or superclasses meet.) */
export function typesMeet(ontology: Ontology, slot: KClass, want: string): boolean {
  if (want === 'entity' || slot.name === 'entity' || slot.ancestors.has(want)) return true;
  return ontology.has(want) && ontology.get(want).ancestors.has(slot.name);
}

/** The slot an atom names, checked against the type the place needs; null (and a problem) otherwise. */
export function slotOfType(t: PTerm, want: string, what: string, ctx: TermContext): string | null {
  if (t.t !== 'atom') return ctx.problems.add(t, `${what} must be a slot of ${ctx.action}, got ${show(t)}`);
  const name = hyphenate(t.name);
  const slot = ctx.slots.get(name);
  if (!slot) return ctx.problems.add(t, `${what}: ${t.name} is not a slot of ${ctx.action}${didYouMeanWritten(t.name, ctx.slots.keys())} (its slots: ${[...ctx.slots.keys()].map((s) => s.replace(/-/g, '_')).join(', ')})`);
  if (!typesMeet(ctx.ontology, slot.type, want))
    return ctx.problems.add(t, `${what} must be a slot whose values can be ${want.replace(/-/g, '_')}; slot ${t.name} holds ${slot.type.name.replace(/-/g, '_')}`);
  return name;
}

/** The slot names, hyphenated, when some class of the ontology declares each; null (and a problem) otherwise. */
function declaredSlots(at: PTerm, written: string[], what: string, ctx: TermContext): string[] | null {
  const names = written.map(hyphenate);
  // a slot no class declares could never be set or found: the condition would always stop or fail
  const unknown = undeclaredSlot(names, ctx.ontology, ctx.problems.file);
  return unknown === null ? names : ctx.problems.add(at, `${what}: ${unknown}`);
}

/** `no class of the ontology has a slot …` for the first of these (hyphenated) names no class declares; null when every one is declared. */
export function undeclaredSlot(names: string[], ontology: Ontology, file: string): string | null {
  const unknown = names.find((n) => ![...ontology.classes.values()].some((c) => c.slots.includes(n)));
  return unknown === undefined ? null : `no class of the ontology has a slot ${underscored(unknown)}${didYouMeanProperty(unknown, ontology)}${ontologyNearHint(file)}`;
}

export function compileCondition(t: PTerm, ctx: TermContext): Condition | null {
  const name = t.t === 'atom' || t.t === 'compound' ? t.name : '';
  const kind = conditionNamed(name);
  if (!kind) return ctx.problems.add(t, `unknown condition ${t.t === 'compound' ? name : written(t)}${name ? didYouMeanWritten(name, Object.keys(CONDITIONS)) : ''} (the vocabulary: ${Object.keys(CONDITIONS).sort().join(', ')})`);
  const args = t.t === 'compound' ? t.args : [];
  if (args.length !== kind.args.length)
    return ctx.problems.add(t, `condition ${name} takes ${kind.args.length} argument${kind.args.length === 1 ? '' : 's'} (${kind.args.map((a) => a.name).join(', ')}), got ${args.length}: ${show(t)}`);
  const built: BuiltArg[] = [];
  const slots: string[] = [];
  const nested: Condition[] = [];
  let ok = true;
  kind.args.forEach((spec, i) => {
    const a = args[i];
    const what = `argument ${i + 1} (${spec.name}) of ${name}`;
    let value: BuiltArg | null = null;
    switch (spec.kind) {
      case 'slot':
        value = slotOfType(a, spec.type, what, ctx);
        if (value !== null) slots.push(value);
        break;
      case 'class':
        if (a.t !== 'atom') ctx.problems.add(a, `${what} must be a class name, got ${show(a)}`);
        else if (!ctx.ontology.has(hyphenate(a.name))) ctx.problems.add(a, `${what}: ${a.name} is not a class of the ontology${didYouMeanClass(a.name, ctx.ontology)}${ontologyNearHint(ctx.problems.file)}`);
        else value = hyphenate(a.name);
        break;
      case 'slot_name':
        if (a.t !== 'atom') ctx.problems.add(a, `${what} must be the name of a slot of a class, got ${show(a)}`);
        else value = declaredSlots(a, [a.name], what, ctx)?.[0] ?? null;
        break;
      case 'slot_names':
        if (a.t !== 'list' || !a.items.length || a.items.some((x) => x.t !== 'atom'))
          ctx.problems.add(a, `${what} must be a list of slot names, e.g. [temperature, baked], got ${written(a)}`);
        else value = declaredSlots(a, a.items.map((x) => (x as { name: string }).name), what, ctx);
        break;
      case 'number':
        if (a.t !== 'num' || typeof a.value !== 'number') ctx.problems.add(a, `${what} must be a number, got ${written(a)}`);
        else value = a.value;
        break;
      case 'condition': {
        const c = compileCondition(a, ctx);
        if (c) nested.push(c);
        value = c;
        break;
      }
    }
    if (value === null) ok = false;
    else built.push(value);
  });
  if (!ok) return null;
  const depends: Depends = kind.depends !== 'derived' ? kind.depends : nested.every((c) => c.depends === 'value') ? 'value' : 'state';
  const test = kind.build(built);
  const stops = kind.stops?.(built);
  return { name, text: show(t), slots: [...new Set([...slots, ...nested.flatMap((c) => c.slots)])], depends, finds: findsOf(name, kind, built, nested), test, ...(stops ? { stops } : {}) };
}

/** What a condition finds for the effect: a look-up the slots of its `finds` arguments; all_of what either side finds, any_of what both sides find (either may be the one that held). */
function findsOf(name: string, kind: ConditionKind, built: readonly BuiltArg[], nested: readonly Condition[]): string[] {
  if (kind.finds) return kind.finds.map((i) => built[i] as string);
  if (name === 'all_of') return [...new Set(nested.flatMap((c) => c.finds))];
  if (name === 'any_of') return nested[0].finds.filter((s) => nested[1].finds.includes(s));
  return [];
}
