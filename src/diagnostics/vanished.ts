// An object missing from the kitchen state a line works on because an earlier retrieval took it
// from the counter-top onto the counter-top, which removes it from the kitchen (spec:
// ontology-and-kitchen §3.3, a quirk of the reference). An object lies unused on the counter-top
// most often because the line that fetched it failed: that failure is then the root cause.
import type { ExecutionResult, StepRecord } from '../engine/execute.ts';
import type { Program } from '../engine/program.ts';
import { Entity } from '../kitchen/entity.ts';
import { pidPath } from '../kitchen/search.ts';
import type { FailureReason } from './failure.ts';

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

/** The value of the kitchen-state input of an expression. */
function kitchenIn(program: Program, ex: ExecutionResult, expression: number): { variable: number; ks: Entity } | null {
  const { action, args } = program.expressions[expression];
  const slot = action.slots.findIndex((s) => s.dir === 'in' && s.type.isKitchenState);
  const ks = slot < 0 ? null : ex.values[args[slot]];
  return ks instanceof Entity ? { variable: args[slot], ks } : null;
}

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
    const path = pidPath(input.ks, object, null);
    const lying = path?.at(-1);
    if (!path || !lying || !path.at(-2)?.isA('counter-top') || lying.s.used === true) continue;
    const by = program.expressions[binder.expression];
    const leftBy = binderOf(program, steps, at, input.variable);
    const cause = leftBy?.failed && leftBy.reason ? leftBy.reason : null;
    const left = cause ? `, where the failed ${cause.action} (line ${cause.line}) had left it unused` : ', where it lay unused';
    const message = `${reason.message}: ${by.action.name} (line ${by.predicate.place.line}) retrieved it from the counter-top${left}, and retrieving an object that is already on the counter-top removes it from the kitchen (as in the reference)`;
    const hint = cause ? 'fix the line that failed first' : 'use the object that lies on the counter-top as the input instead of retrieving another one';
    return { reason: { ...reason, message, hint }, cause };
  }
  return null;
}
