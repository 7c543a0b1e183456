// Invariants of one run, each a function from the run to the list of its violations (empty when
// it holds): simulated time never goes backwards along the kitchen-state chain, every computed
// output has its slot's declared type or is a failed object, and a step leaves the grams of all
// ingredients in the kitchen unchanged.
//
//   timeViolations(run)   // ['network.solution:3: mix starts at 30 before its input kitchen time 60']
import { grams } from '../kitchen/amounts.ts';
import { amountUnit, amountValue, Entity, type Value } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import { add, compare, formatNum, isF32, type Num } from '../numbers/num.ts';
import type { Expression } from '../engine/program.ts';
import { failer, requireEntity, requireKitRun, requireMass, requireUnits, shown } from './argument-checks.ts';
import type { StepRecord } from '../engine/execute.ts';
import type { RecipeRun } from '../simulator.ts';

/** An executed step with its kitchen states and its place, for the invariants below. */
export interface StepView {
  step: StepRecord;
  expression: Expression;
  /** `file:line` and the action, for messages. */
  where: string;
  kitchenIn: Entity | null;
  kitchenOut: Entity | null;
}

const kitchenTime = (ks: Entity | null): Num | null => {
  const t = ks?.s['kitchen-time'];
  return t === undefined || t === null || t === true || typeof t === 'string' || Array.isArray(t) || t instanceof Entity ? null : t;
};

/** The executed steps of a run, in execution order. */
export function stepViews(run: RecipeRun): StepView[] {
  requireKitRun('stepViews', run);
  const { program, execution } = run;
  if (!program || !execution) return [];
  return execution.steps.map((step) => {
    const expression = program.expressions[step.expression];
    const slots = expression.action.slots;
    const ksIn = slots.findIndex((s) => s.dir === 'in' && s.type.name === 'kitchen-state');
    const ksOut = slots.findIndex((s) => s.dir === 'out' && s.type.name === 'kitchen-state');
    const value = (i: number) => {
      const v = i < 0 ? null : execution.values[expression.args[i]];
      return v instanceof Entity && v.isA('kitchen-state') ? v : null;
    };
    return {
      step,
      expression,
      where: `${run.file}:${expression.predicate.place.line}: ${expression.predicate.name}`,
      kitchenIn: value(ksIn),
      kitchenOut: value(ksOut),
    };
  });
}

/**
 * Simulated time never goes backwards: a step starts no earlier than its input kitchen time,
 * ends no earlier than it starts, its output kitchen time is no earlier than the input's, and
 * none of its outputs is available before the input kitchen time or before the step starts.
 */
export function timeViolations(run: RecipeRun): string[] {
  requireKitRun('timeViolations', run);
  const out: string[] = [];
  const at = run.execution?.at ?? [];
  for (const v of stepViews(run)) {
    const { step, expression, where } = v;
    const tin = kitchenTime(v.kitchenIn);
    const tout = kitchenTime(v.kitchenOut);
    if (tin !== null && compare(step.start, tin) < 0) out.push(`${where} starts at ${formatNum(step.start)}, before its input kitchen time ${formatNum(tin)}`);
    if (compare(step.end, step.start) < 0) out.push(`${where} ends at ${formatNum(step.end)}, before it starts at ${formatNum(step.start)}`);
    if (tin !== null && tout !== null && compare(tout, tin) < 0)
      out.push(`${where}: output kitchen time ${formatNum(tout)} is before the input kitchen time ${formatNum(tin)}`);
    if (tin === null) continue;
    const mode = expression.action.modes.find((m) => m.id === step.mode);
    expression.args.forEach((variable, slot) => {
      const t = at[variable];
      if (!mode || mode.bound[slot] || t === null || t === undefined) return;
      const name = expression.action.slots[slot].name;
      if (compare(t, tin) < 0) out.push(`${where}: ${name} is available at ${formatNum(t)}, before the input kitchen time ${formatNum(tin)}`);
      // a timing term that reads kt where the step starts later (its input not ready yet)
      else if (compare(t, step.start) < 0) out.push(`${where}: ${name} is available at ${formatNum(t)}, before the step starts at ${formatNum(step.start)}`);
    });
  }
  return out;
}

/** `file:line: action` of the line the run stopped at, or null when it did not stop at a line. */
function stopPlace(run: RecipeRun): string | null {
  const e = run.execution?.error?.expression;
  const expression = e === undefined ? undefined : run.program?.expressions[e];
  return expression ? `${run.file}:${expression.predicate.place.line}: ${expression.predicate.name}` : null;
}

/**
 * An action that threw: the engine ends the run with status `error` and the reason
 * `internal-error(…)` instead of throwing. (A rule file whose effect changes an object no look-up
 * found does not get there: loading refuses it, src/rules/unfound-input.ts.)
 */
export function crashViolations(run: RecipeRun): string[] {
  requireKitRun('crashViolations', run);
  const error = run.execution?.error;
  if (!error || !/^internal-error/.test(error.reason)) return [];
  return [`${stopPlace(run) ?? run.file} threw: ${error.message} [${error.reason}]`];
}

/**
 * Every slot a step computed holds an instance of the slot's declared type, or a failed object.
 * With the world's ontology (`sim.world.ontology`), a run the engine stopped because a step
 * computed a value of another type (`wrong-type(Slot)`) counts too, where a failed object would
 * have been of the type (the reference's failed object is not of every class: a failed
 * separate-eggs stops on its separator).
 */
export function typeViolations(run: RecipeRun, ontology?: Ontology): string[] {
  requireKitRun('typeViolations', run);
  const out: string[] = [];
  const values = run.execution?.values ?? [];
  const error = run.execution?.error;
  const stopSlot = error && /^wrong-type\((.+)\)$/.exec(error.reason)?.[1];
  const e = error?.expression;
  const def = stopSlot && e !== undefined ? run.program?.expressions[e]?.action.slots.find((d) => d.name === stopSlot) : undefined;
  if (ontology && error && def && ontology.has('failed-object') && ontology.get('failed-object').ancestors.has(def.type.name))
    out.push(`${stopPlace(run) ?? run.file}: stopped the run: ${error.message} [${error.reason}]`);
  for (const { step, expression, where } of stepViews(run)) {
    const mode = expression.action.modes.find((m) => m.id === step.mode);
    if (!mode) {
      out.push(`${where}: ran in mode ${step.mode}, which the action does not declare`);
      continue;
    }
    expression.args.forEach((variable, slot) => {
      if (mode.bound[slot]) return;
      const def = expression.action.slots[slot];
      const value = values[variable];
      if (value === null || value === undefined) out.push(`${where}: ${def.name} was left unbound`);
      else if (def.type.name !== 'entity' && !(value instanceof Entity && (value.isA(def.type.name) || value.isA('failed-object'))))
        out.push(`${where}: ${def.name} holds ${describe(value)}, not a ${def.type.name} or a failed object`);
    });
  }
  return out;
}

const describe = (v: Value): string => (v instanceof Entity ? `a ${v.cls.name}` : JSON.stringify(String(v)));

/**
 * The ingredients a kitchen state holds, weighed: `grams` sums every item (at any depth of
 * `contents`, mixtures counted whole) whose grams are exact; `other` sums the rest by
 * `class unit` (no conversion, or a single-float one), so that nothing is lost.
 */
export interface KitchenMass {
  grams: Num;
  other: Map<string, Num>;
}

/** The grams of every ingredient in a kitchen state, for conservation checks. */
export function kitchenMass(units: Units, ks: Entity): KitchenMass {
  requireUnits('kitchenMass', units);
  requireEntity('kitchenMass', ks, 'kitchen state');
  return massOf(units, ks.contents);
}

/** The mass (as kitchenMass weighs it) of some entities and everything they contain. */
export function massOf(units: Units, entities: Entity[]): KitchenMass {
  requireUnits('massOf', units);
  if (!Array.isArray(entities)) failer('massOf')(`entities: expected an array of kitchen entities (a kitchen state's contents), got ${shown(entities)}`);
  const mass: KitchenMass = { grams: 0, other: new Map() };
  const seen = new Set<Entity>();
  const walk = (contents: Entity[]) => {
    for (const c of contents) {
      if (!(c instanceof Entity) || seen.has(c)) continue;
      seen.add(c);
      if (c.isA('ingredient') && c.s.amount instanceof Entity) {
        let g: Num | null = null;
        try {
          g = grams(units, c);
        } catch {
          g = null;
        }
        if (g !== null && !isF32(g)) mass.grams = add(mass.grams, g);
        else {
          const key = `${c.cls.name} ${amountUnit(c.s.amount).cls.name}`;
          mass.other.set(key, add(mass.other.get(key) ?? 0, amountValue(c.s.amount)));
        }
      }
      if (Array.isArray(c.s.contents)) walk(c.contents);
    }
  };
  walk(entities);
  return mass;
}

/** Why two masses differ, or null when they are equal. */
export function massDifference(before: KitchenMass, after: KitchenMass): string | null {
  requireMass('massDifference', before, 'before');
  requireMass('massDifference', after, 'after');
  if (compare(before.grams, after.grams) !== 0) return `${formatNum(before.grams)} g of ingredients before, ${formatNum(after.grams)} g after`;
  const keys = new Set([...before.other.keys(), ...after.other.keys()]);
  for (const k of [...keys].sort()) {
    const a = before.other.get(k) ?? 0;
    const b = after.other.get(k) ?? 0;
    if (compare(a, b) !== 0) return `${formatNum(a)} ${k} before, ${formatNum(b)} after`;
  }
  return null;
}

/** Steps (of the named actions, or all) whose output kitchen holds other amounts than their input kitchen. */
export function conservationViolations(run: RecipeRun, units: Units, actions?: string[]): string[] {
  requireKitRun('conservationViolations', run);
  requireUnits('conservationViolations', units);
  if (actions !== undefined && !(Array.isArray(actions) && actions.every((a) => typeof a === 'string'))) failer('conservationViolations')(`actions: expected a list of action names, got ${shown(actions)}`);
  const out: string[] = [];
  for (const v of stepViews(run)) {
    if (actions && !actions.includes(v.expression.action.name)) continue;
    if (!v.kitchenIn || !v.kitchenOut) continue;
    const diff = massDifference(kitchenMass(units, v.kitchenIn), kitchenMass(units, v.kitchenOut));
    if (diff) out.push(`${v.where} does not conserve amounts: ${diff}`);
  }
  return out;
}
