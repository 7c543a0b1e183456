// What goal conditions test beyond what descriptions say: `describe` and the tasks' sentences
// leave temperatures out, yet goal-condition success compares every slot, so butter fetched from
// the fridge (5 degrees-celsius) and the same butter brought to 18 read alike while only one
// meets its condition. The environment's sentences and the ranking add them.
import { describe } from '../describe.ts';
import { amountUnit, amountValue, Entity, type Value } from '../kitchen/entity.ts';
import { formatNum } from '../numbers/num.ts';

/** The temperatures of an object and of what it holds, one level down as `describe(e, 1)` shows it (`butter at 18 degrees-celsius`), each text once. */
export function temperatures(v: Value): string[] {
  if (!(v instanceof Entity)) return [];
  const out = new Set<string>();
  for (const e of [v, ...inner(v)]) {
    const t = e.s.temperature;
    if (t instanceof Entity && t.cls.name === 'amount') out.add(`${e.cls.name} at ${formatNum(amountValue(t))} ${amountUnit(t).cls.name}`);
  }
  return [...out];
}

/** `describe(v, 1)` and its temperatures: the text the ranking compares an output with a goal condition's object by. */
export function goalWords(v: Value): string {
  if (!(v instanceof Entity)) return String(v);
  const t = temperatures(v);
  return t.length ? `${describe(v, 1)} (${t.join(', ')})` : describe(v, 1);
}

/** A task's sentence with the temperatures its object has (left as it is where it says them already). */
export function sentenceWithTemperatures(sentence: string, object: Value): string {
  const t = temperatures(object);
  return t.length && !/\bdegrees-celsius\b/.test(sentence) ? `${sentence} (${t.join(', ')})` : sentence;
}

const inner = (e: Entity): Entity[] => {
  const list = Array.isArray(e.s.contents) ? e.s.contents : Array.isArray(e.s.items) ? e.s.items : [];
  return list.filter((x): x is Entity => x instanceof Entity);
};
