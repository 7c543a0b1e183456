// melt: flag the meltable contents of a container as melted (spec: primitives-b §2.4).
import { hasFailed, ownContents } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { failedInput } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  melt: (env, container, tool: SlotRef) => {
    const { step } = env;
    // only failed inputs are tested; the tool itself is never looked up or changed
    if (hasFailed(container) || (tool.given && hasFailed(tool.value)))
      return { failed: true, result: step.because(hasFailed(container) ? failedInput('container to melt', container) : failedInput('tool', tool.value)).failed() };
    const bowl = step.findByPid(container as Entity, step.counterTop());
    // a container missing from the counter-top is bound as nil, which the engine rejects as
    // the reference does (no-value)
    if (!bowl) return { result: null };
    for (const item of ownContents(step, bowl)) if (item.isA('meltable')) item.s.melted = true;
    return { result: bowl };
  },
};
