// Why an object is missing from the kitchen state a line works on, from the run's history: a
// retrieval took it from the counter-top onto the counter-top, which removes it from the kitchen
// (spec: ontology-and-kitchen §3.3, a quirk of the reference), either the retrieval that gave it
// or a later line's retrieve default (a `fetch` leaves what it brings unused); or its line made it
// outside the kitchen (a new(Class) default). An object lies unused on the counter-top most often
// because the line that fetched it failed: that failure is then the root cause.
import type { ExecutionResult, StepRecord } from '../engine/execute.ts';
import type { Program } from '../engine/program.ts';
import { Entity } from '../kitchen/entity.ts';
import { pidPath } from '../kitchen/search.ts';
import type { FailureReason } from './failure.ts';
import { a } from './why.ts';

export interface Vanished {
  /** The reason with the retrieval that removed the object in words. */
  reason: FailureReason;
  /** The failed step that left the object unused on the counter-top, if one did. */
  cause: FailureReason | null;
}

/** The step that first bound variable `v` among the steps before `upTo` (execution order). */
function binderOf(program: Program, steps: StepRecord[], upTo: number, v: number): StepRecord | null {
  for (let i = 0; i < upTo; i++) if (program.expressions[steps[i].expression].args.includes(v)) return steps[i];
  return null;
}

/** The variable and value of an expression's kitchen-state input (`in`) or output (`out`). */
function kitchenAt(program: Program, ex: ExecutionResult, expression: number, dir: 'in' | 'out'): { variable: number; ks: Entity } | null {
  const { action, args } = program.expressions[expression];
  const slot = action.slots.findIndex((s) => s.dir === dir && s.type.isKitchenState);
  const ks = slot < 0 ? null : ex.values[args[slot]];
  return ks instanceof Entity ? { variable: args[slot], ks } : null;
}

const kitchenIn = (program: Program, ex: ExecutionResult, expression: number) => kitchenAt(program, ex, expression, 'in');

/** Does the kitchen state hold the object unused on its counter-top? */
function lyingUnusedOnCounterTop(ks: Entity, object: Entity): boolean {
  const path = pidPath(ks, object, null);
  return !!path && path.at(-2)?.isA('counter-top') === true && path.at(-1)?.s.used !== true;
}

/** The cause, in words, of the object lying unused in `ks`: the failed line that left it there (the binder of `variable`), if one did. */
function leftThere(program: Program, steps: StepRecord[], upTo: number, variable: number): { cause: FailureReason | null; left: string } {
  const leftBy = binderOf(program, steps, upTo, variable);
  const cause = leftBy?.failed && leftBy.reason ? leftBy.reason : null;
  return { cause, left: cause ? `, where the failed ${cause.action} (line ${cause.line}) had left it unused` : ', where it lay unused' };
}

const REMOVES = 'and retrieving an object that is already on the counter-top removes it from the kitchen (as in the reference)';

/** For the failed step `at` (index in `ex.steps`) that did not find an object: whether the quirk removed it, and after which failure. */
export function vanishedObject(program: Program, ex: ExecutionResult, at: number, reason: FailureReason): Vanished | null {
  if (reason.code !== 'F_NOT_IN_KITCHEN') return null;
  const { steps } = ex;
  const expression = program.expressions[steps[at].expression];
  for (const v of expression.args) {
    const object = ex.values[v];
    if (!(object instanceof Entity) || object.cls.isKitchenState || object.isA('failed-object')) continue;
    if (reason.subject !== object.pid) continue;
    const binder = binderOf(program, steps, at, v);
    const input = binder && kitchenIn(program, ex, binder.expression);
    if (!binder || !input) continue;
    const by = program.expressions[binder.expression];
    if (lyingUnusedOnCounterTop(input.ks, object)) {
      const { cause, left } = leftThere(program, steps, at, input.variable);
      const message = `${reason.message}: ${by.action.name} (line ${by.predicate.place.line}) retrieved it from the counter-top${left}, ${REMOVES}`;
      const hint = cause ? 'fix the line that failed first' : 'use the object that lies on the counter-top as the input instead of retrieving another one';
      return { reason: { ...reason, message, hint }, cause };
    }
    return removedLater(program, ex, at, object, reason) ?? madeOutside(program, ex, binder, object, reason);
  }
  return null;
}

/**
 * A later line on the way of this line's kitchen state (kitchen-state input after kitchen-state
 * input, back from line `at`) whose default retrieved the object from the counter-top, where it
 * lay unused (a `fetch` leaves what it brings unused), and so removed it from the kitchen.
 */
function removedLater(program: Program, ex: ExecutionResult, at: number, object: Entity, reason: FailureReason): Vanished | null {
  const { steps } = ex;
  let state = kitchenIn(program, ex, steps[at].expression);
  for (let hops = 0; state && hops < steps.length; hops++) {
    const step = binderOf(program, steps, at, state.variable);
    const input = step && kitchenIn(program, ex, step.expression);
    if (!step || !input) return null;
    if (lyingUnusedOnCounterTop(input.ks, object) && !pidPath(state.ks, object, null)) {
      const by = program.expressions[step.expression];
      const line = by.predicate.place.line;
      // the output the retrieval bound to the object, when the line gives it out
      const k = by.args.findIndex((a) => (ex.values[a] as Entity | null)?.pid === object.pid);
      const as = k < 0 ? '' : ` as ${program.variables[by.args[k]].name.toLowerCase()}`;
      const own = `give line ${line} ${a(object.cls.name)} an earlier line produced${as}, so that its default does not take this one`;
      const { cause, left } = leftThere(program, steps, at, input.variable);
      const message = `${reason.message}: ${by.action.name} (line ${line}) retrieved it${as} by default from the counter-top${left}, ${REMOVES}`;
      const hint = cause ? 'fix the line that failed first' : own;
      return { reason: { ...reason, message, hint }, cause };
    }
    state = input;
  }
  return null;
}

/** An object its line made outside the kitchen (a `new(Class)` default, or an object an effect keeps to itself): no kitchen state ever held it. */
function madeOutside(program: Program, ex: ExecutionResult, binder: StepRecord, object: Entity, reason: FailureReason): Vanished | null {
  const after = kitchenAt(program, ex, binder.expression, 'out');
  if (!after || pidPath(after.ks, object, null)) return null;
  const by = program.expressions[binder.expression];
  const message = `${reason.message}: ${by.action.name} (line ${by.predicate.place.line}) made it outside the kitchen (as a new(Class) default does), and no kitchen state holds it`;
  return { reason: { ...reason, message, hint: 'pass an object that is in the kitchen (one a line fetched or retrieved there) instead' }, cause: null };
}
