// What a physical procedure needs to know of symbolic values: grams, the ingredient classes
// inside, temperatures.
import { grams } from '../kitchen/amounts.ts';
import { amountValue, Entity, type Value } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import { numToJson } from '../numbers/num.ts';

/** The items of a list-of-kitchen-entities (portions arranged on the counter-top), else the value itself. */
export function listed(v: Value): Value {
  return v instanceof Entity && v.isA('list-of-kitchen-entities') ? ((v.s.items as Value[] | null) ?? []) : v;
}

/** The ingredients (not containers) in or below a value; a list's items count, as a container's contents do. */
export function ingredientsIn(v: Value): Entity[] {
  const out: Entity[] = [];
  const walk = (x: Value) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x instanceof Entity) {
      if (x.isA('ingredient')) out.push(x);
      else if (x.isA('list-of-kitchen-entities')) walk(listed(x));
      else x.contents.forEach(walk);
    }
  };
  walk(v);
  return out;
}

/** Grams of an ingredient, 0 when it has no gram conversion. */
export function gramsOf(units: Units, item: Entity): number {
  try {
    return numToJson(grams(units, item));
  } catch {
    return 0;
  }
}

export function totalGrams(units: Units, v: Value): number {
  return ingredientsIn(v).reduce((a, i) => a + gramsOf(units, i), 0);
}

/** Temperature (°C) of an entity's `temperature` slot, else null. */
export function temperatureOf(v: Value): number | null {
  if (!(v instanceof Entity)) return null;
  const t = v.s.temperature;
  if (!(t instanceof Entity)) return null;
  try {
    return numToJson(amountValue(t));
  } catch {
    return null;
  }
}

/** The highest temperature among a value and what it holds (an oven's, a dish's). */
export function hottest(v: Value): number | null {
  let best: number | null = null;
  const walk = (x: Value) => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!(x instanceof Entity)) return;
    const t = temperatureOf(x);
    if (t !== null && (best === null || t > best)) best = t;
    x.contents.forEach(walk);
  };
  walk(v);
  return best;
}

/** Number of separate items (pieces, portions) in or below a value. */
export function itemCount(v: Value): number {
  return Math.max(1, ingredientsIn(v).length);
}

/** Spills beyond this share of what was poured mean the physics does not bear out the transfer. */
export const SPILL_TOLERANCE = 0.05;

/** One part of what a value holds: an ingredient class (mixtures unfolded into their components) and its grams. */
export interface Part {
  cls: string;
  supers: string[];
  grams: number;
  pid: string;
}

/** The ingredients in or below a value, mixtures unfolded by their components' shares. */
export function compositionOf(units: Units, v: Value): Part[] {
  const out: Part[] = [];
  const unfold = (item: Entity, grams: number, pid: string) => {
    const components = item.isA('mixture') ? ((item.s.components as Entity[] | null) ?? []) : [];
    if (!components.length) {
      out.push({ cls: item.cls.name, supers: item.cls.cpl.map((k) => k.name).filter((c) => c !== item.cls.name), grams, pid });
      return;
    }
    for (const c of components) {
      let share = 0;
      try {
        share = numToJson(amountValue(c.s.amount as Entity));
      } catch {
        share = 1 / components.length;
      }
      unfold(c, grams * share, pid);
    }
  };
  for (const i of ingredientsIn(v)) unfold(i, gramsOf(units, i), i.pid);
  return out;
}
