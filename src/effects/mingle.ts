// mingle: turn a container's contents into one heterogeneous mixture (spec: primitives-b §2.5).
import { SimulationError } from '../errors.ts';
import { mixContainer } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { refNotFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  mingle: (env, container, tool: SlotRef) => {
    const { step } = env;
    const bowl = step.findByPid(container, step.counterTop());
    // a given tool is looked up anywhere; the success test only looks at the tool
    const utensil = tool.given ? step.findByPid(tool.value) : (tool.value as Entity | null);
    if (!utensil) return { failed: true, result: step.because(refNotFound(step, 'mingling tool', tool)).failed(), outputs: tool.given ? {} : { [tool.slot]: step.failed() } };
    // a missing (or failed) container is never tested: the mixture helper fails on it
    if (!bowl) throw new SimulationError('no-applicable-method(contents)', 'the container to mingle is not on the counter-top');
    // no flag: a heterogeneous mixture is not `mixed`
    mixContainer(step, bowl, 'heterogeneous-mixture', null);
    utensil.s.used = true;
    return { result: bowl };
  },
};
