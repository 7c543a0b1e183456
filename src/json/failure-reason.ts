// The reason a failed object carries, in its JSON form (docs/schema/failure-reason.schema.json).
import { failureReasonOf as reasonOf, failureReasonToJson } from '../diagnostics/failure.ts';
import type { Entity } from '../kitchen/entity.ts';

/** The failure reason of a failed object as JSON, or undefined when none is known. */
export function failureReasonOf(e: Entity): unknown {
  const reason = reasonOf(e);
  return reason ? failureReasonToJson(reason) : undefined;
}
