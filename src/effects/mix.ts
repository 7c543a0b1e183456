// mix (and beat): turn a container's contents into one homogeneous mixture with a tool
// (spec: primitives-b §2.6, primitives-a §2.2).
import { hasFailed, mixContainer } from '../kitchen/amounts.ts';
import type { Entity } from '../kitchen/entity.ts';
import type { Effect, EffectEnv, EffectResult, SlotRef } from '../rules/action.ts';
import { failedResult } from './cut.ts';
import { notFound, refNotFound } from '../diagnostics/why.ts';

/**
 * The container (found on the counter-top) becomes one mixture flagged `flag`; the tool, given
 * (looked up in `toolPlace`: counter_top or anywhere) or retrieved by default, is marked used.
 */
export function mixWithTool(env: EffectEnv, container: Entity, tool: SlotRef, flag: string, toolPlace: string): EffectResult {
  const { step } = env;
  const counterTop = step.counterTop();
  const bowl = step.findByPid(container, counterTop);
  const utensil = tool.given
    ? hasFailed(tool.value)
      ? null
      : step.findByPid(tool.value, toolPlace === 'counter-top' ? counterTop : step.ks)
    : (tool.value as Entity | null);
  if (!bowl || !utensil) {
    const why = !bowl ? notFound(step, `container to ${env.action}`, container, true) : refNotFound(step, 'tool', tool, toolPlace === 'counter-top');
    return failedResult(step.because(why), [tool]);
  }
  const mixture = mixContainer(step, bowl, 'homogeneous-mixture', flag);
  mixture.s[flag] = true;
  utensil.s.used = true;
  return { result: bowl };
}

export const effects: Record<string, Effect> = {
  mix_with_tool: (env, container, tool, flag, toolPlace) => mixWithTool(env, container, tool, flag, toolPlace),
};
