// Reasons of failed actions in words, worked out from the kitchen state only once an action has
// failed: which object was missing and where it is instead, how many objects of a class the
// kitchen has and whether all are used, which input was already a failed object.
import { Entity, type Value } from '../kitchen/entity.ts';
import { pidPath } from '../kitchen/search.ts';
import type { Step } from '../kitchen/step.ts';
import type { FailureCode } from './catalogue.ts';
import { failureReasonOf, type FailureReason, newReason } from './failure.ts';
import { nestedTool, nestedToolHint, nestedToolMessage } from './nested-place.ts';
import { notStockedHint } from './stocked.ts';

/** `a whisk`, `an onion`. */
export const a = (cls: string) => (/^[aeiou]/.test(cls) ? `an ${cls}` : `a ${cls}`);
/** `1 whisk`, `2 brushes`, `3 muffin-tins` (a class named in the plural stays so). */
const plural = (cls: string, n: number) => `${n} ${n === 1 || cls.endsWith('s') ? cls : /(sh|ch|x|z)$/.test(cls) ? `${cls}es` : /[^aeiou]y$/.test(cls) ? `${cls.slice(0, -1)}ies` : `${cls}s`}`;

/** Each entity below `root` (contents only) with the kitchen place it lies in (`root`'s child). */
export function walk(root: Entity, visit: (e: Entity, place: Entity, holder: Entity) => void) {
  const go = (e: Entity, place: Entity | null, depth: number) => {
    if (depth > 64) return;
    for (const c of e.contents) {
      if (!(c instanceof Entity)) continue;
      const p = place ?? c;
      if (place) visit(c, p, e);
      go(c, p, depth + 1);
    }
  };
  go(root, null, 0);
}

/** An input that was a failed object: the reason points at the failure it comes from. */
export function failedInput(role: string, value: Value): FailureReason {
  const cause = failureReasonOf(value);
  const from = cause && cause.line ? ` of ${cause.action} (line ${cause.line})` : '';
  return newReason('F_FAILED_INPUT', `the ${role} is a failed object${from}`, 'fix the line that failed first', cause ?? undefined);
}

/**
 * Why `value`, the `role` of the action, was not found (on the counter-top when `onCounterTop`):
 * it is a failed object, lies elsewhere, or is not in the kitchen state at all.
 */
export function notFound(step: Step, role: string, value: Value | undefined, onCounterTop = false): FailureReason {
  if (value instanceof Entity && value.isA('failed-object')) return failedInput(role, value);
  if (!(value instanceof Entity)) {
    if (step.misses) return notRetrieved(step);
    return newReason('F_NOT_IN_KITCHEN', `there is no ${role}`);
  }
  const what = `the ${role} (${value.cls.name} ${value.pid})`;
  const subject = value.pid;
  // where it lies instead matters only to a lookup on the counter-top
  const path = onCounterTop ? pidPath(step.ks, value, step.tx) : null;
  const holder = path ? path[path.length - 2] : null;
  if (holder && !holder.isA('counter-top'))
    return about(subject, newReason('F_NOT_ON_COUNTER_TOP', `${what} is in the ${holder.cls.name}, not on the counter-top`, 'fetch it to the counter-top first, or check that the kitchen-state input comes after the line that put it there'));
  return about(
    subject,
    // why it is missing (made outside the kitchen, removed by a later retrieval, a kitchen state from before it came) only the run's history tells: diagnostics/vanished.ts
    newReason('F_NOT_IN_KITCHEN', `${what} is not in the kitchen state this line works on`, 'pass a kitchen-state input that holds it: one of a line after the object was brought into the kitchen, before anything took it out'),
  );
}

/** The reason, noting the persistent id of the object it concerns (read by vanished.ts, never from the words). */
function about(subject: string, reason: FailureReason): FailureReason {
  reason.subject = subject;
  return reason;
}

/** Why the default retrievals of this step found nothing: counts of that class in the kitchen. */
export function notRetrieved(step: Step): FailureReason {
  const misses = step.misses ?? [];
  // a tool found in a place nested in another place: counting the kitchen's objects would not say why
  const nested = misses.map((cls) => nestedTool(step, cls));
  const parts = misses.map((cls, i) => (nested[i] ? nestedToolMessage(nested[i]) : missingClass(step.tx.before, cls)));
  const message = parts.length ? parts.join('; ') : 'an object the action fetches by default was not found';
  const first = nested.find((n) => n !== null);
  if (first) return newReason('F_NO_UNUSED_OBJECT', message, nestedToolHint(first));
  const cls = step.misses?.[0] ?? 'object';
  // a class the kitchen has none of: no earlier line can have made one either
  if (step.misses?.length && countOf(step.tx.before, cls) === 0)
    return newReason('F_NO_UNUSED_OBJECT', message, notStockedHint(step.tx.before, step.factory.ontology, cls));
  return newReason('F_NO_UNUSED_OBJECT', message, `pass ${a(cls)} that an earlier line produced (a bound variable) instead of a fresh variable`);
}

function countOf(ks: Entity, cls: string): number {
  let total = 0;
  walk(ks, (e) => {
    if (e.isA(cls)) total++;
  });
  return total;
}

function missingClass(ks: Entity, cls: string): string {
  let total = 0;
  let used = 0;
  const places = new Map<string, number>();
  walk(ks, (e, place) => {
    if (!e.isA(cls)) return;
    total++;
    if (e.s.used === true) used++;
    places.set(place.cls.name, (places.get(place.cls.name) ?? 0) + 1);
  });
  if (total === 0) return `no ${cls} anywhere in the kitchen`;
  const where = places.size === 1 ? `the ${[...places.keys()][0]}` : 'the kitchen';
  const spread = places.size > 1 ? `: ${[...places].map(([p, n]) => `${n} ${p === 'counter-top' ? 'on' : 'in'} the ${p}`).join(', ')}` : '';
  if (used === total) return `no unused ${cls} in ${where} (${plural(cls, total)}, all used${spread})`;
  return `no unused ${cls} could be fetched from ${where} (${plural(cls, total)}, ${used} used${spread})`;
}

/** A fetch of more objects than the kitchen has unused. */
export function tooFew(step: Step, cls: string, found: number, asked: string): FailureReason {
  // none at all: why the first one was not found, not "only 0"
  if (found === 0) return notRetrieved(step);
  // the objects this step fetched lie first on its counter-top (each is put in front)
  const nested = nestedTool(step, cls, step.counterTop().contents.slice(0, found).filter((e): e is Entity => e instanceof Entity));
  if (nested)
    return newReason('F_NO_UNUSED_OBJECT', `only ${plural(cls, found)} could be fetched, ${asked} asked for: ${nestedToolMessage(nested)}`, nestedToolHint(nested));
  return newReason(
    'F_NO_UNUSED_OBJECT',
    `the kitchen has only ${plural(`unused ${cls}`, found)}, ${asked} asked for`,
    `ask for at most ${found}`,
  );
}

/** Why an ingredient was not found: none at all, or only on the counter-top (never looked at). */
export function noIngredient(step: Step, cls: string): FailureReason {
  let onTop = 0;
  let total = 0;
  walk(step.ks, (e, place) => {
    if (!e.isA(cls)) return;
    total++;
    if (place.isA('counter-top')) onTop++;
  });
  if (total && total === onTop)
    return newReason(
      'F_NO_INGREDIENT',
      `no ${cls} in the kitchen outside the counter-top (the ${cls} on the counter-top is not looked at)`,
      `an ingredient on the counter-top is not fetched from: pass the container that holds the ${cls} there as the input instead`,
    );
  return newReason('F_NO_INGREDIENT', `no ${cls} anywhere in the kitchen`, 'use an ingredient the kitchen stocks');
}

/** Any other condition, in words. */
export function because(code: FailureCode, message: string, hint?: string): FailureReason {
  return newReason(code, message, hint);
}

/** What a `requires` stops the simulation with (`stop`, the reference's error), for a thing of the wrong kind. */
export function stopsWith(stop: string, message: string, hint?: string): FailureReason {
  const reason = wrongKind(message, hint);
  reason.stop = stop;
  return reason;
}

/** `cannot fry in a medium-bowl`: an object of a kind the action cannot work with. */
export function wrongKind(message: string, hint?: string): FailureReason {
  return newReason('F_WRONG_KIND', message, hint);
}

/** `a whisk` for an entity, the printed value for anything else. */
export function kindOf(value: Value | undefined): string {
  return value instanceof Entity ? a(value.cls.name) : value === null || value === undefined ? 'nothing' : String(value);
}
