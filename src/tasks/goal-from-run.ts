// A task's goal from an executed network (the gold network, or a transformed one for a derived
// task): the goal conditions goal-condition success checks — each executed step's primary output
// with the classes of its location, get-kitchen aside, in execution order — and the target dish
// the dish approximation score compares with, in the serialised form of task.ts.
import { failureReasonOf, failureReasonToJson, type FailureReason, type FailureReasonJson } from '../diagnostics/failure.ts';
import { type GoldEnvironment, dishNode } from '../evaluator/gold-standards.ts';
import { goalNodes, placedOutput } from '../evaluator/goal-conditions.ts';
import type { ExecNode } from '../evaluator/nodes.ts';
import { type EntityValueJson, valueJson } from '../json/values.ts';
import type { Value } from '../kitchen/entity.ts';
import type { Semantics } from '../rules/action.ts';
import { placedSentence } from './sentences.ts';
import type { GoalCondition, Task } from './task.ts';

/**
 * The goal of a run of an environment's network. `semantics` as the evaluator's: 'reference'
 * keeps failed outputs as (unreachable) goals and names the reference's dish variable.
 */
export function goalOfRun(nodes: ExecNode[], environment: GoldEnvironment, semantics: Semantics = 'reference'): Task['goal'] {
  const conditions = goalNodes(nodes, semantics).map((n, i): GoalCondition => {
    const { entity, location } = placedOutput(n);
    return { id: `g${i + 1}`, sentence: placedSentence(entity, location), object: objectJson(entity), location: location && [...location], action: n.action };
  });
  const d = dishNode(nodes, environment, semantics);
  if (!d) return { conditions, dish: null };
  const { entity, location } = placedOutput(d);
  return { conditions, dish: { object: objectJson(entity), location: location && [...location], sentence: placedSentence(entity, location) } };
}

/** A step's output written in full: refs only to places inside it. */
function objectJson(v: Value): EntityValueJson {
  const json = valueJson(v);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error(`a goal object must be a kitchen entity, not ${JSON.stringify(json)}`);
  const reason = json.kind === 'failed' ? failureReasonOf(v) : null;
  if (json.kind === 'failed' && reason) json.reason = placeless(reason);
  return json;
}

/**
 * A failed goal object's reason without the place of the run it came from: the line of the gold
 * network (or a derived task's network) is no line of any network an agent writes, and a task
 * never tells its gold network. Line 0 is the schema's "outside a network run".
 */
function placeless(reason: FailureReason): FailureReasonJson {
  const { cause } = reason;
  // an F_FAILED_INPUT message names the line of the failure it follows from (diagnostics/why.ts)
  const message = cause?.line ? reason.message.replace(` (line ${cause.line})`, '') : reason.message;
  return failureReasonToJson({ ...reason, line: 0, message });
}
