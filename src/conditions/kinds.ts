// Conditions on the values themselves, whatever the kitchen state: a failed object, the class of
// an object, the classes of a list's items or a container's contents. A listing decides these
// once per candidate value.
import { because, failedInput, kindOf, wrongKind } from '../diagnostics/why.ts';
import { Entity, type Value } from '../kitchen/entity.ts';
import { compare, formatNum } from '../numbers/num.ts';
import type { Condition } from './condition.ts';
import { roleOf } from './condition.ts';
import { type ConditionKind, classArg, conditionArg, slotArg, slotNameArg } from './vocabulary-types.ts';

const isFailed = (v: Value) => v instanceof Entity && v.isA('failed-object');
const listed = (v: Value): Value[] => (v instanceof Entity && Array.isArray(v.s.items) ? (v.s.items as Value[]) : []);
const allAre = (xs: Value[], cls: string) => xs.every((x) => x instanceof Entity && x.isA(cls));

export const KINDS: Record<string, ConditionKind> = {
  not_failed: {
    args: [slotArg('value')],
    depends: 'value',
    codes: ['F_FAILED_INPUT'],
    doc: 'the value is not a failed object of an earlier action',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => (isFailed(env.values[s]) ? failedInput(roleOf(s), env.values[s]) : null);
    },
  },

  is_a: {
    args: [slotArg('value'), classArg('class')],
    depends: 'value',
    codes: ['F_WRONG_KIND'],
    doc: 'the value is an instance of the class (a failed object is an instance of every class)',
    build: ([slot, cls]) => {
      const s = slot as string;
      const c = cls as string;
      return (env) => {
        const v = env.values[s];
        return v instanceof Entity && v.isA(c) ? null : wrongKind(`the ${roleOf(s)} (${kindOf(v)}) is not ${article(c)}`, `${env.action} needs ${article(c)} as the ${roleOf(s)} here`);
      };
    },
  },

  of_class: {
    args: [slotArg('value'), classArg('class')],
    depends: 'value',
    codes: ['F_WRONG_KIND'],
    doc: 'the value is exactly of the class (not of a subclass, and not a failed object)',
    build: ([slot, cls]) => {
      const s = slot as string;
      const c = cls as string;
      return (env) => {
        const v = env.values[s];
        return v instanceof Entity && v.cls.name === c ? null : wrongKind(`the ${roleOf(s)} (${kindOf(v)}) is not ${article(c)}`, `${env.action} needs ${article(c)} itself as the ${roleOf(s)} here`);
      };
    },
  },

  list_of: {
    args: [slotArg('value'), classArg('class')],
    depends: 'value',
    codes: ['F_WRONG_KIND'],
    doc: 'the value is a list of kitchen entities whose items are all instances of the class',
    build: ([slot, cls]) => {
      const s = slot as string;
      const c = cls as string;
      return (env) => {
        const v = env.values[s];
        if (v instanceof Entity && v.isA('list-of-kitchen-entities') && allAre(listed(v), c)) return null;
        return wrongKind(`cannot ${env.action} ${v instanceof Entity && v.isA('list-of-kitchen-entities') ? 'a list holding anything but' : kindOf(v) + ', not a list of'} ${plural(c)}`, `give the ${roleOf(s)} as a list of ${plural(c)}`);
      };
    },
  },

  contents_are: {
    args: [slotArg('container', 'container'), classArg('class')],
    depends: 'value',
    codes: ['F_WRONG_KIND'],
    doc: 'every content of the value (as bound) is an instance of the class',
    build: ([slot, cls]) => {
      const s = slot as string;
      const c = cls as string;
      return (env) => {
        const v = env.values[s];
        const contents = v instanceof Entity ? v.contents : [];
        const bad = contents.find((x) => !x.isA(c));
        return bad ? wrongKind(`cannot ${env.action} with ${kindOf(v)} holding ${kindOf(bad)}: its contents must be ${plural(c)}`, `${env.action} works on ${plural(c)} only`) : null;
      };
    },
  },

  has_property: {
    args: [slotArg('value'), slotNameArg('property')],
    depends: 'value',
    codes: ['F_WRONG_KIND'],
    doc: 'the value is of a class that has the slot (a property or flag an effect sets; setting one a class lacks stops the reference)',
    build: ([slot, property]) => {
      const s = slot as string;
      const p = property as string;
      return (env) => {
        const v = env.values[s];
        return v instanceof Entity && v.cls.slots.includes(p) ? null : wrongKind(`${kindOf(v)} has no ${p}: the ${roleOf(s)} cannot be ${p === 'used' ? 'used' : `given ${p}`}`, `give a ${roleOf(s)} of a kind that has ${p}`);
      };
    },
  },

  has_items: {
    args: [slotArg('list', 'list-of-kitchen-entities')],
    depends: 'value',
    codes: ['F_EMPTY'],
    doc: 'the list has items',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => (listed(env.values[s]).length ? null : because('F_EMPTY', `the ${roleOf(s)} is empty`, 'check which line should have filled it'));
    },
  },

  toppable: {
    args: [slotArg('thing')],
    depends: 'value',
    codes: ['F_WRONG_KIND'],
    doc: 'the thing is a container whose contents, or a list whose items, can all have something on top (a failed object is an empty container)',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s];
        const all = (xs: Value) => ((xs as Value[] | null) ?? []).every((x) => x instanceof Entity && x.isA('can-have-on-top'));
        if (v instanceof Entity && ((v.isA('transferable-container') && all(v.s.contents)) || (v.isA('list-of-kitchen-entities') && all(v.s.items)))) return null;
        const list = v instanceof Entity && v.isA('list-of-kitchen-entities') ? v.s.items : v instanceof Entity ? v.s.contents : null;
        const bad = ((list as Value[] | null) ?? []).find((x) => !(x instanceof Entity && x.isA('can-have-on-top')));
        return wrongKind(`cannot ${env.action} ${bad !== undefined ? `${kindOf(bad)} in ${kindOf(v)}` : kindOf(v)}`, 'top portions, or a container or list of them');
      };
    },
  },

  positive: {
    args: [slotArg('quantity', 'quantity')],
    depends: 'value',
    codes: ['F_NOT_POSITIVE'],
    doc: 'the quantity is more than zero (the reference takes any number: a negative time moves the clock back, a negative amount adds to the stock)',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s];
        const n = v instanceof Entity && !v.isA('failed-object') ? v.s.value : null;
        if (n === null || n === undefined || n instanceof Entity || typeof n === 'string' || n === true || Array.isArray(n) || compare(n, 0) > 0) return null;
        return because('F_NOT_POSITIVE', `the ${roleOf(s)} is ${formatNum(n)}: ${env.action} needs more than zero`, 'give a number above zero');
      };
    },
  },

  all_of: {
    args: [conditionArg('first'), conditionArg('second')],
    depends: 'derived',
    codes: [],
    doc: 'both conditions hold (the reason given is that of the first that does not)',
    build: ([a, b]) => {
      const first = a as Condition;
      const second = b as Condition;
      return (env) => first.test(env) ?? second.test(env);
    },
  },

  any_of: {
    args: [conditionArg('first'), conditionArg('second')],
    depends: 'derived',
    codes: [],
    doc: "one of the two conditions holds (the reason given is the first one's)",
    build: ([a, b]) => {
      const first = a as Condition;
      const second = b as Condition;
      return (env) => {
        const why = first.test(env);
        return why && second.test(env) ? why : null;
      };
    },
  },
};

const article = (cls: string) => (/^[aeiou]/.test(cls) ? `an ${cls}` : `a ${cls}`);
const plural = (cls: string) => (cls.endsWith('s') ? cls : `${cls}s`);
