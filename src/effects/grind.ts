// grind: flag the grindable items of a container as ground (spec: primitives-a §2.17).
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { notFound, refNotFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  grind: (env, container: Entity, tool: SlotRef) => {
    const { step } = env;
    const target = step.findByPid(container);
    const processor = tool.given ? step.findByPid(tool.value) : (tool.value as Entity | null);
    // a failed default tool is bound to a can-grind slot, which the engine refuses as a type
    // error, as the reference does (e.g. a second default grind: the only food processor is used)
    if (!target || !processor)
      return failedResult(step.because(!target ? notFound(step, 'container to grind', container) : refNotFound(step, 'grinding tool', tool)), [tool]);
    target.contents.forEach((item) => {
      // other items are left alone, no error
      if (item.isA('grindable')) step.tx.own([target, item]).s.ground = true;
    });
    processor.s.used = true;
    return { result: target };
  },
};
