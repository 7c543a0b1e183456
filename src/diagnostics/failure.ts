// Why an action failed: each failed object made by a step carries the step's reason. The reason
// lives outside the entity's slots (a WeakMap), because slots feed the evaluator's similarity.
// Effects say why through `Step.because`; the engine completes the reason with the action and
// its line. Nothing here runs while actions succeed.
import { Entity, type Value } from '../kitchen/entity.ts';
import type { FailureCode } from './catalogue.ts';

/** Why an action failed, as its failed objects carry it: a code, the condition and the slot it concerns. */
export interface FailureReason {
  code: FailureCode;
  /** The action that failed and the place of its line ('' and 0 until the engine fills them in). */
  action: string;
  file: string;
  line: number;
  column: number;
  /** The condition that did not hold, in words. */
  message: string;
  hint?: string;
  /** For F_FAILED_INPUT: the reason of the failed input. */
  cause?: FailureReason;
  /** The persistent id of the object the condition concerns, for a reason that names one (F_NOT_IN_KITCHEN, F_NOT_ON_COUNTER_TOP). */
  subject?: string;
  /** The error the reference stops with when a `requires` of this condition names none itself, e.g. `no-conversion-entry(dough)`. */
  stop?: string;
}

/** The JSON form of a reason (docs/schema/failure-reason.schema.json). */
export interface FailureReasonJson {
  code: FailureCode;
  action: string;
  line: number;
  message: string;
  hint?: string;
}

const reasons = new WeakMap<Entity, FailureReason>();

/** The reason of the latest failure an effect named, until the engine takes it. */
let pending: FailureReason | null = null;

export function newReason(code: FailureCode, message: string, hint?: string, cause?: FailureReason): FailureReason {
  const r: FailureReason = { code, action: '', file: '', line: 0, column: 0, message };
  if (hint !== undefined) r.hint = hint;
  if (cause !== undefined) r.cause = cause;
  pending = r;
  watcher?.(r);
  return r;
}

/** Sees every reason made while set: a session notes the ids its messages name (continuation/mentions.ts). */
let watcher: ((reason: FailureReason) => void) | null = null;

/** Runs `f` with `watch` seeing every reason made meanwhile. */
export function watchingReasons<T>(watch: (reason: FailureReason) => void, f: () => T): T {
  const was = watcher;
  watcher = watch;
  try {
    return f();
  } finally {
    watcher = was;
  }
}

/** Records that `failed` is a failed object for `reason` (the first reason recorded stays). */
export function markFailed(failed: Entity, reason: FailureReason) {
  if (!reasons.has(failed)) reasons.set(failed, reason);
}

/** The reason a failed object carries; null for any other value (or a failed object made elsewhere). */
export function failureReasonOf(entity: Value | undefined): FailureReason | null {
  return entity instanceof Entity ? (reasons.get(entity) ?? null) : null;
}

/** The reason the last failing effect named, once (the engine takes it for a failed step). */
export function takePendingReason(): FailureReason | null {
  const r = pending;
  pending = null;
  return r;
}

export function clearPendingReason() {
  pending = null;
}

/** Makes `reason` the one the engine takes for the current step. */
export function setPendingReason(reason: FailureReason) {
  pending = reason;
}

/** Fills in the action and line of a reason that has none yet. */
export function placeReason(reason: FailureReason, action: string, place: { file: string; line: number; column: number }) {
  if (reason.line !== 0) return;
  reason.action = action;
  reason.file = place.file;
  reason.line = place.line;
  reason.column = place.column;
}

/** `fetch-and-proportion (line 5): no unused medium-bowl in the kitchen-cabinet (…)`. */
export function describeFailure(reason: FailureReason): string {
  return reason.line ? `${reason.action} (line ${reason.line}): ${reason.message}` : reason.message;
}

/** The first failure down the chain of failed inputs: the root cause of a cascade. */
export function rootReason(reason: FailureReason): FailureReason {
  let r = reason;
  for (let i = 0; r.code === 'F_FAILED_INPUT' && r.cause && i < 1000; i++) r = r.cause;
  return r;
}

/** The short JSON form of a reason (docs/schema/failure-reason.schema.json): code, action, line, message, hint. */
export function failureReasonToJson(reason: FailureReason): FailureReasonJson {
  const json: FailureReasonJson = { code: reason.code, action: reason.action, line: reason.line, message: reason.message };
  if (reason.hint !== undefined) json.hint = reason.hint;
  return json;
}

/** Every failed object in a value, at any depth of lists (failed objects hold no other entities). */
export function failedObjectsIn(value: Value | undefined, out: Entity[] = []): Entity[] {
  if (value instanceof Entity) {
    if (value.isA('failed-object')) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) failedObjectsIn(v, out);
  return out;
}
