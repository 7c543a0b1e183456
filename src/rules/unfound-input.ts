// An effect works on the object a look-up condition (on_counter_top, in_kitchen, retrieved …)
// found in the step's kitchen state; for an input no look-up finds, it gets the object of the
// input state instead, which it cannot change. The same words say so wherever it is found: when
// the rule is compiled (mode-checks.ts), and when its effect throws all the same (compile-effect.ts).
// Which arguments an effect changes in place is its signature's (src/effects/signatures.ts).
import { Entity, type Value } from '../kitchen/entity.ts';
import type { GuardDef } from './compile-mode.ts';
import type { PTerm } from './terms.ts';

/** A slot (hyphenated) an effect receives as an object to change, at its argument as written. */
export interface ChangedSlot {
  slot: string;
  at: PTerm;
}

/** Values that no kitchen state holds as an object to change: amounts, and the concepts (the ontology's is-concept classes, and heating modes). */
const NOT_IN_THE_KITCHEN = ['quantity', 'pattern', 'shape', 'unit', 'heating-mode'];
export const livesInTheKitchen = (type: { ancestors: Set<string> }) => !NOT_IN_THE_KITCHEN.some((c) => type.ancestors.has(c));

/**
 * The slots look-up conditions of these guards find before the effect runs. `advises` is left
 * out: the reference semantics does not test it, so it finds nothing there.
 */
export function foundByLookups(guards: readonly GuardDef[]): Set<string> {
  return new Set(guards.filter((g) => g.kind !== 'advises').flatMap((g) => g.condition.finds));
}

/**
 * What is wrong and what to add, for the effect `effect` (as written, with its place) of mode
 * `mode`. A slot declared `conceptualizable` holds a concept (a class a network names, `whisk`),
 * which no kitchen holds: the look-ups to add are those that bring an object of its class.
 */
export function unfoundInputWords(effect: string, slot: string, mode: string, concept = false): string {
  const written = slot.replace(/-/g, '_');
  // the scope as a fact writes it: mode with-tool is with_tool (with-tool would read as a subtraction)
  const scope = mode.replace(/-/g, '_');
  return (
    `effect ${effect} changes ${written}, an input that no look-up condition of mode ${mode} finds ` +
    `in the step's kitchen state: add ` +
    (concept
      ? `a look-up that brings an object of the class it names, pre(${scope}, fetched(${written}, Quantity)) or pre(${scope}, line_target(${written}))`
      : `pre(${scope}, on_counter_top(${written})) or pre(${scope}, in_kitchen(${written}))`)
  );
}

/** Does the kitchen state hold the object (by persistent id) at any depth? Quantities, units and patterns it does not. */
export function holds(ks: Value, object: Entity): boolean {
  if (!(ks instanceof Entity)) return false;
  const seen = new Set<Entity>();
  const walk = (contents: readonly Entity[]): boolean =>
    contents.some((c) => c instanceof Entity && !seen.has(c) && (seen.add(c), c.pid === object.pid || walk(c.contents)));
  return walk(ks.contents);
}
