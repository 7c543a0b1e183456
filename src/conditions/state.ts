// Conditions on what the kitchen state holds: the contents of an object a lookup found, a cover
// on it, the slots an effect will set on it.
import { because, stopsWith } from '../diagnostics/why.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import type { FailureReason } from '../diagnostics/failure.ts';
import type { Units } from '../kitchen/units.ts';
import { objectOf, roleOf } from './condition.ts';
import { type ConditionKind, slotArg, slotNamesArg } from './vocabulary-types.ts';

export const STATE: Record<string, ConditionKind> = {
  not_empty: {
    args: [slotArg('container', 'container')],
    depends: 'state',
    codes: ['F_EMPTY'],
    doc: 'the container (as a lookup found it, else as bound) holds something',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const c = objectOf(env, s);
        return c instanceof Entity && c.contents.length ? null : because('F_EMPTY', `the ${roleOf(s)} (${describe(c)}) is empty`, 'check which line should have filled it');
      };
    },
  },
  covered: {
    args: [slotArg('container', 'container')],
    depends: 'state',
    codes: ['F_NOT_COVERED'],
    doc: 'the container (as a lookup found it) has a cover on',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const c = objectOf(env, s);
        return c instanceof Entity && c.s['covered-with'] instanceof Entity ? null : because('F_NOT_COVERED', `the ${describe(c)} has no cover on`, 'cover it first');
      };
    },
  },

  heated: {
    args: [slotArg('appliance')],
    depends: 'state',
    codes: ['F_WRONG_KIND'],
    doc: 'the appliance (as a lookup found it) has a temperature: it was preheated',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const c = objectOf(env, s);
        return c instanceof Entity && c.s.temperature instanceof Entity ? null : because('F_WRONG_KIND', `the ${roleOf(s)} (${describe(c)}) has no temperature: it was not preheated`, 'preheat it first');
      };
    },
  },

  has_dough: {
    args: [slotArg('container', 'container')],
    depends: 'state',
    codes: ['F_EMPTY'],
    doc: 'the first content of the container (as a lookup found it) has an amount: there is dough to portion',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const c = objectOf(env, s);
        const first = c instanceof Entity ? c.contents[0] : undefined;
        return first && first.s.amount instanceof Entity ? null : because('F_EMPTY', `the ${roleOf(s)} (${describe(c)}) holds no dough`);
      };
    },
  },

  settable: {
    args: [slotArg('object'), slotNamesArg('slots')],
    depends: 'state',
    codes: ['F_WRONG_KIND'],
    doc: "the object (as a lookup found it) has each of the slots an effect sets on it; when not, a `requires` stops with `no-applicable-method(setf-Slot)`, as the reference's slot writer does",
    stops: ([, slots]) => setfStops(slots as string[]),
    build: ([object, slots]) => {
      const o = object as string;
      const names = slots as string[];
      return (env) => unsettable(objectOf(env, o), names);
    },
  },

  contents_settable: {
    args: [slotArg('container', 'container'), slotNamesArg('slots')],
    depends: 'state',
    codes: ['F_WRONG_KIND'],
    doc: "every direct content of the container (as a lookup found it) has each of the slots an effect sets on it, item by item in order; the first that does not makes a `requires` stop with `no-applicable-method(setf-Slot)`",
    stops: ([, slots]) => setfStops(slots as string[]),
    build: ([container, slots]) => {
      const c = container as string;
      const names = slots as string[];
      return (env) => {
        const holder = objectOf(env, c);
        if (!(holder instanceof Entity)) return null; // a lookup says the container is missing
        for (const item of holder.contents) {
          const why = unsettable(item, names);
          if (why) return why;
        }
        return null;
      };
    },
  },

  contents_measured: {
    args: [slotArg('container', 'container')],
    depends: 'state',
    codes: ['F_WRONG_KIND'],
    doc: 'every direct content of the container (as a lookup found it) has an amount, as an effect that reads each one\'s needs; the first that has none makes a `requires` stop with `no-applicable-method(amount)`',
    stops: () => 'no-applicable-method(amount)',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const holder = objectOf(env, s);
        if (!(holder instanceof Entity)) return null; // a lookup says the container is missing
        const bare = holder.contents.find((item) => !(item.s.amount instanceof Entity));
        if (!bare) return null;
        return stopsWith('no-applicable-method(amount)', `${bare.cls.name} has no amount`, `give a ${roleOf(s)} whose contents have amounts`);
      };
    },
  },

  weighable: {
    args: [slotArg('container', 'container'), slotArg('unit', 'unit')],
    depends: 'state',
    codes: ['F_WRONG_KIND'],
    doc: 'an amount in the unit of the first content of the container (as a lookup found it) converts to grams: the unit is g, or the ingredient (each ingredient of a mixture) has a conversion for it; when not, a `requires` stops with `no-conversion-entry(Ingredient)`',
    stops: () => 'no-conversion-entry(Ingredient)',
    build: ([container, unit]) => {
      const c = container as string;
      const u = unit as string;
      return (env) => {
        const holder = objectOf(env, c);
        const unitValue = env.values[u];
        const first = holder instanceof Entity ? holder.contents[0] : undefined;
        if (!first || !(unitValue instanceof Entity)) return null;
        const missing = missingConversion(env.step.units, first, unitValue.cls.name);
        if (missing === null) return null;
        return stopsWith(`no-conversion-entry(${missing})`, `an amount in ${unitValue.cls.name} of ${first.cls.name} does not convert to grams: no conversion for ${missing}`, 'give the amount in g or in a unit the ingredient has a conversion for');
      };
    },
  },
};

/** The stops of a slot writer that may lack any of the slots, in the order they are written. */
const setfStops = (slots: string[]) => slots.map((n) => `no-applicable-method(setf-${n})`).join(' or ');

/** Why the slots cannot all be set on the value (the first missing one, as the reference's writer stops), or null. */
function unsettable(v: Value, slots: string[]): FailureReason | null {
  for (const slot of slots) {
    if (v instanceof Entity && slot in v.s) continue;
    return stopsWith(`no-applicable-method(setf-${slot})`, `cannot set ${slot} of ${v instanceof Entity ? `a ${v.cls.name}` : 'nothing'}`, `give a thing of a kind that has ${slot}`);
  }
  return null;
}

/** The first ingredient without a gram conversion for the unit, in the order the reference converts them (a mixture's components); null when all convert. */
function missingConversion(units: Units, item: Entity, unit: string, depth = 0): string | null {
  if (unit === 'g') return null;
  const base = units.beforeLookup.get(unit)?.unit ?? unit;
  if (base === 'g') return null; // re-expressed in grams: no table entry needed (amounts.ts gramsFor)
  if (!item.isA('mixture')) return units.gramsPerUnit.get(item.cls.name)?.has(base) ? null : item.cls.name;
  if (depth > 64) return null;
  for (const component of (item.s.components as Entity[] | null) ?? []) {
    const missing = missingConversion(units, component, unit, depth + 1);
    if (missing !== null) return missing;
  }
  return null;
}

const describe = (v: unknown) => (v instanceof Entity ? `${v.cls.name} ${v.pid}` : 'nothing');
