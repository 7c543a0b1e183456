// A run the engine stopped with wrong-type(Slot) at a step of the action checked. A failed step
// binds the reference's failed objects, whose classes are fixed, and may stop so without any fault
// of the rule (typeViolations counts that stop only where a failed object would have fitted). A
// step whose declared conditions all held did not fail: the value of another type is then the
// rule's own, an effect or default giving a medium-bowl to a slot declared to hold a baking-tray.
import { Factory } from '../kitchen/entity.ts';
import type { RecipeRun, Simulator } from '../simulator.ts';

/** The run's wrong-type stop at a step of `actionName` whose declared conditions all held, as a `file:line: …` message (empty when there is none). */
export function unfailedWrongTypeStops(run: RecipeRun, simulator: Simulator, actionName: string): string[] {
  const { program, execution, initialKitchen } = run;
  const error = execution?.error;
  if (!program || !execution || !error || !initialKitchen || !/^wrong-type\(.+\)$/.test(error.reason) || error.expression === undefined) return [];
  const expression = program.expressions[error.expression];
  if (expression?.action.name !== actionName) return [];
  const values = expression.args.map((v) => (program.variables[v].constant ? program.constants[v] : execution.values[v]));
  const at = expression.args.map((v) => execution.at[v] ?? null);
  // the mode whose inputs are exactly the bound slots: the one the engine fired
  const mode = expression.action.modes.find((m) => m.bound.every((b, i) => b === (values[i] !== null && values[i] !== undefined)));
  if (!mode) return [];
  const factory = new Factory(simulator.world.ontology);
  const checked = mode.check({ values, avail: (i) => at[i] ?? 0, factory, units: simulator.world.units, initialKitchen, semantics: simulator.semantics });
  if (checked.failures.length) return [];
  return [`${run.file}:${expression.predicate.place.line}: ${actionName}: stopped the run: ${error.message} [${error.reason}], though every declared condition held (the step did not fail: the value of another type is the rule's own)`];
}
