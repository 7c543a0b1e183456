// line: line a baking tray (or the like) with baking paper, muffin tins with paper cups, or each
// item of a list with a copy of a bowl's content (spec: primitives-b §2.2). The rule's conditions
// have found what to line and the lining (a sheet, papers, cups), or the list's items.
import { SimulationError } from '../errors.ts';
import { Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { inputItems } from './list-items.ts';

const items = (e: Entity): Entity[] => ((e.s.items as Value[] | null) ?? []) as Entity[];

function markLining(target: Entity, lining: Entity) {
  setSlot(target, 'lined-with', lining);
  setSlot(lining, 'is-lining', true);
  setSlot(target, 'used', true);
  setSlot(lining, 'used', true);
}

export const effects: Record<string, Effect> = {
  /** One target, one lining (a sheet of baking paper, or paper cups whose cups are used too); the lining leaves the counter-top. */
  line_with: (env, target: Entity, liner: Entity) => {
    markLining(target, liner);
    if (liner.isA('paper-baking-cups')) for (const cup of items(liner)) setSlot(cup, 'used', true);
    const counterTop = env.step.counterTop();
    counterTop.s.contents = counterTop.contents.filter((e) => e !== liner);
    return { result: target };
  },

  /** Each item of the list gets the paper of its retrieval (nothing where the kitchen had none left). */
  line_items_with: (env, list: Entity, papers: (Entity | null)[]) => {
    const targets = inputItems(env, list);
    for (let i = 0; i < Math.min(targets.length, papers.length); i++) {
      setSlot(targets[i], 'lined-with', papers[i]);
      setSlot(papers[i], 'is-lining', true);
      setSlot(targets[i], 'used', true);
      setSlot(papers[i], 'used', true);
    }
    return { result: list };
  },

  /** Every item gets a copy of the bowl's whole first content; the bowl keeps it and is not used. */
  line_items_with_copies: (env, list: Entity, given: Entity) => {
    const { step } = env;
    const bowl = step.findByPid(given);
    for (const item of inputItems(env, list)) {
      if (!bowl) throw new SimulationError('no-applicable-method(contents)', 'the lining container is not in the kitchen');
      const copy = step.copyOf(bowl.contents[0] ?? null);
      setSlot(copy, 'is-lining', true);
      setSlot(item, 'lined-with', copy);
      setSlot(item, 'used', true);
    }
    return { result: list };
  },
};
