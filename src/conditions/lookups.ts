// Conditions that find an object in the step's kitchen state, by persistent id, or check that a
// default found one: when they hold, the effect works on the object they found.
import { newReason } from '../diagnostics/failure.ts';
import { noIngredient, notFound, notRetrieved, tooFew } from '../diagnostics/why.ts';
import { Entity } from '../kitchen/entity.ts';
import { compare, formatNum, type Num, numEquals } from '../numbers/num.ts';
import { keepFound, roleOf } from './condition.ts';
import { takeCups } from './cups.ts';
import { type ConditionKind, classArg, slotArg } from './vocabulary-types.ts';

export const LOOKUPS: Record<string, ConditionKind> = {
  in_kitchen: {
    args: [slotArg('object')],
    finds: [0],
    depends: 'state',
    // F_NO_UNUSED_OBJECT: the slot is empty because its retrieve default found nothing (why.ts notFound)
    codes: ['F_FAILED_INPUT', 'F_NOT_IN_KITCHEN', 'F_NO_UNUSED_OBJECT'],
    doc: 'the object is somewhere in the kitchen state (found by its persistent id; a failed object never is; a slot its `retrieve` default left empty gives F_NO_UNUSED_OBJECT)',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s];
        const found = v instanceof Entity ? env.step.findByPid(v) : null;
        if (!found) return notFound(env.step, roleOf(s), v);
        keepFound(env, s, found);
        return null;
      };
    },
  },

  on_counter_top: {
    args: [slotArg('object')],
    finds: [0],
    depends: 'state',
    codes: ['F_FAILED_INPUT', 'F_NOT_ON_COUNTER_TOP', 'F_NOT_IN_KITCHEN', 'F_NO_UNUSED_OBJECT'],
    doc: 'the object lies on the counter-top (at any depth; a slot its `retrieve` default left empty gives F_NO_UNUSED_OBJECT)',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s];
        const found = v instanceof Entity ? env.step.findByPid(v, env.step.counterTop()) : null;
        if (!found) return notFound(env.step, roleOf(s), v, true);
        keepFound(env, s, found);
        return null;
      };
    },
  },

  retrieved: {
    args: [slotArg('object')],
    finds: [0],
    depends: 'state',
    codes: ['F_NO_UNUSED_OBJECT'],
    doc: 'the default retrieval of the slot found an unused object (and brought it to the counter-top)',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s];
        if (!(v instanceof Entity)) return notRetrieved(env.step);
        keepFound(env, s, v);
        return null;
      };
    },
  },

  placed: {
    args: [slotArg('place'), classArg('class')],
    finds: [0],
    depends: 'state',
    codes: ['F_NOT_IN_KITCHEN'],
    doc: "the kitchen has a place of this class (its slot's place(Class) default found one)",
    build: ([slot, cls]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s];
        if (!(v instanceof Entity)) return newReason('F_NOT_IN_KITCHEN', `the kitchen has no ${cls as string}`);
        keepFound(env, s, v);
        return null;
      };
    },
  },

  stocked: {
    args: [slotArg('ingredient', 'conceptualizable')],
    // a test of the stock only: it finds no object for the slot
    finds: [],
    depends: 'state',
    codes: ['F_NO_INGREDIENT'],
    doc: 'the kitchen holds the ingredient the concept names somewhere outside the counter-top',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s];
        const cls = v instanceof Entity ? v.cls.name : '';
        return env.step.findIngredient(cls) ? null : noIngredient(env.step, cls);
      };
    },
  },

  stocked_class: {
    args: [classArg('ingredient')],
    finds: [],
    depends: 'state',
    codes: ['F_NO_INGREDIENT'],
    doc: 'the kitchen holds an ingredient of the class somewhere outside the counter-top',
    build: ([cls]) => {
      const c = cls as string;
      return (env) => (env.step.findIngredient(c) ? null : noIngredient(env.step, c));
    },
  },

  fetched: {
    args: [slotArg('concept', 'conceptualizable'), slotArg('quantity', 'quantity')],
    finds: [0],
    depends: 'state',
    codes: ['F_NO_UNUSED_OBJECT'],
    doc: 'as many unused objects of the class the concept names as the quantity asks for were brought to the counter-top, one after the other (those brought stay there when too few are found); the effect gets them',
    build: ([concept, quantity]) => {
      const c = concept as string;
      const q = quantity as string;
      return (env) => {
        const cls = (env.values[c] as Entity).cls.name;
        const n = (env.values[q] as Entity).s.value as Num;
        const { step } = env;
        if (numEquals(n, 1)) {
          const thing = step.retrieve(cls);
          if (!thing) return notRetrieved(step);
          keepFound(env, c, thing);
          return null;
        }
        // `i <= n`: a fractional quantity fetches its whole part, 0 none; objects fetched by this call are excluded
        const fetched: Entity[] = [];
        for (let i = 1; compare(i, n) <= 0; i++) {
          const thing = step.retrieve(cls, fetched);
          if (!thing) return tooFew(step, cls, fetched.length, formatNum(n));
          fetched.push(thing);
        }
        keepFound(env, c, fetched);
        return null;
      };
    },
  },

  listed_on_counter_top: {
    args: [slotArg('list', 'list-of-kitchen-entities')],
    finds: [0],
    depends: 'state',
    codes: ['F_FAILED_INPUT'],
    doc: "the list's own items that lie on the counter-top, found again (a failed list never is; a list whose items all share one persistent id and none of which lies there stops the reference)",
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s] as Entity;
        const found = env.step.findKitchenEntities(v, env.step.counterTop());
        if (!found) return notFound(env.step, roleOf(s), v);
        keepFound(env, s, found);
        return null;
      };
    },
  },

  line_target: {
    args: [slotArg('thing')],
    finds: [0],
    depends: 'state',
    codes: ['F_FAILED_INPUT', 'F_NO_UNUSED_OBJECT', 'F_NOT_ON_COUNTER_TOP', 'F_NOT_IN_KITCHEN'],
    doc: 'the thing to work on: for a concept, an unused object of its class brought to the counter-top; for an object, the object on the counter-top',
    build: ([slot]) => {
      const s = slot as string;
      return (env) => {
        const v = env.values[s] as Entity;
        const { step } = env;
        const concept = v.s['is-concept'] === true;
        const found = concept ? step.retrieve(v.cls.name) : step.findByPid(v, step.counterTop());
        if (found) {
          keepFound(env, s, found);
          return null;
        }
        if (v.isA('failed-object')) return notFound(step, roleOf(s), v);
        return concept ? notRetrieved(step) : notFound(step, roleOf(s), v, true);
      };
    },
  },

  retrieves: {
    args: [slotArg('slot'), classArg('class')],
    finds: [0],
    depends: 'state',
    codes: ['F_NO_UNUSED_OBJECT'],
    doc: "an unused object of the class was brought to the counter-top; the effect gets it in the slot's place",
    build: ([slot, cls]) => {
      const s = slot as string;
      const c = cls as string;
      return (env) => {
        const found = env.step.retrieve(c);
        if (!found) return notRetrieved(env.step);
        keepFound(env, s, found);
        return null;
      };
    },
  },

  took_cups: {
    args: [slotArg('tins', 'muffin-tins'), slotArg('lining')],
    finds: [1],
    depends: 'state',
    codes: ['F_EMPTY'],
    doc: "one paper baking cup per tin was taken from the front of packs retrieved one after the other (an emptied pack leaves the counter-top; no pack left stops the reference); the effect gets the cups in the lining's place",
    build: ([tins, lining]) => {
      const t = tins as string;
      const l = lining as string;
      return (env) => {
        const cups = takeCups(env.step, env.values[t] as Entity);
        if (!(cups.s.items as unknown[]).length) return newReason('F_EMPTY', 'no paper baking cup is left to line with');
        keepFound(env, l, cups);
        return null;
      };
    },
  },
};
