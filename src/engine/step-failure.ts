// What a step that went wrong leaves behind: the reason of a failed step, placed at its line and
// carried by its failed objects, and the error standing for an action that threw.
import { failedObjectsIn, failureReasonOf, type FailureReason, markFailed, newReason, placeReason, takePendingReason } from '../diagnostics/failure.ts';
import { SimulationError } from '../errors.ts';
import type { Value } from '../kitchen/entity.ts';
import { isShippedRuleFile } from '../rules/registry.ts';
import type { Program } from './program.ts';

/**
 * The reason of a failed step, completed with its action and line: the one its effect named,
 * which every failed object among its outputs carries too.
 */
export function failureOf(expression: Program['expressions'][number], produced: { value: Value }[]): FailureReason {
  const { name } = expression.action;
  const place = expression.predicate.place;
  const reason = takePendingReason() ?? newReason('F_UNSPECIFIED', `${name} could not do its job`);
  placeReason(reason, name, place);
  takePendingReason();
  for (const p of produced)
    for (const f of failedObjectsIn(p.value)) {
      const own = failureReasonOf(f);
      if (own) placeReason(own, name, place);
      else markFailed(f, reason);
    }
  return reason;
}

/** A SimulationError standing for an unexpected exception of an action (a bug, not bad input). */
export function internalError(err: unknown, ruleFile: string): SimulationError {
  const name = err instanceof Error ? err.name : typeof err;
  const message = err instanceof Error ? err.message : String(err);
  // an action of a rule folder of the user's may use the vocabulary in a way no built-in rule does
  const whose = isShippedRuleFile(ruleFile) ? 'a bug in irl-kitchen, please report it' : `in the action of ${ruleFile}: check that its conditions find what its effect changes (e.g. on_counter_top); if they do, a bug in irl-kitchen, please report it`;
  const wrapped = new SimulationError(`internal-error(${name})`, `internal error (${whose}): ${name}: ${message}`);
  (wrapped as Error & { cause?: unknown }).cause = err;
  return wrapped;
}
