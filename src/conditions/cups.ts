// Paper cups for muffin tins, as the reference takes them: one cup per tin, from the front of
// packs retrieved one after the other into a new collection (so in reverse pack order); an
// emptied pack leaves the counter-top, a partly used one stays there unused.
import { SimulationError } from '../errors.ts';
import { copyEntity, Entity, type Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import { compare, type Num, sub } from '../numbers/num.ts';

const items = (e: Entity): Entity[] => ((e.s.items as Value[] | null) ?? []) as Entity[];

export function takeCups(step: Step, tins: Entity): Entity {
  const counterTop = step.counterTop();
  const number = tins.s['number-of-tins'];
  if (!(number instanceof Entity)) throw new SimulationError('no-applicable-method(number-of-tins)', `${tins.cls.name} has no number of tins`);
  let remaining = number.s.value as Num;
  const cups = step.make('paper-baking-cups', { items: [] });
  let pack: Entity | null;
  do {
    pack = step.retrieve('paper-baking-cups');
    if (!pack) throw new SimulationError('no-applicable-method(items)', 'no pack of paper baking cups is left');
    while (compare(remaining, 0) > 0 && items(pack).length) {
      const [cup, ...rest] = items(pack);
      pack.s.items = rest;
      cups.s.items = [step.tx.adopt(copyEntity(cup)), ...items(cups)];
      remaining = sub(remaining, 1);
    }
    if (!items(pack).length) counterTop.s.contents = counterTop.contents.filter((e) => e !== pack);
  } while (compare(remaining, 0) > 0 && pack);
  return cups;
}
