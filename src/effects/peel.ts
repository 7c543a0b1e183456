// peel: peel the items of a container, the peels going to a bowl (spec: primitives-b §2.7).
import { SimulationError } from '../errors.ts';
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect } from '../rules/action.ts';
import { detachedCopy } from './mash.ts';

export const effects: Record<string, Effect> = {
  peel: (env, input: Entity, knife: Entity, bowl: Entity) => {
    const { step } = env;
    // quirk: the peeled container is a copy of the input binding, never the kitchen's container
    const peeled = detachedCopy(step, input);
    const kept: Entity[] = [];
    for (const item of peeled.contents) {
      if (item.isA('egg')) {
        // the loaded ontology gives eggs no `boiled` slot, so reading it is a Lisp error
        if (!item.cls.slots.includes('boiled')) throw new SimulationError('no-applicable-method(boiled)', 'an egg has no boiled slot');
        if (item.s.boiled === true) {
          kept.unshift(step.make('hard-boiled-egg'));
          bowl.s.contents = [step.make('egg-shell', { cracked: true }), ...bowl.contents];
          continue;
        }
      }
      setSlot(item, 'peeled', true);
      kept.unshift(item); // collected by prepending: the peeled contents come out reversed
      bowl.s.contents = [step.make('peel', { 'peel-of': item }), ...bowl.contents];
    }
    peeled.s.contents = kept;
    knife.s.used = true;
    bowl.s.used = true;
    return { result: peeled };
  },
};
