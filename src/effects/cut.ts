// cut: flag every item of a container with the cutting pattern (spec: primitives-a §2.6).
import { ownContents } from '../kitchen/amounts.ts';
import { type Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Effect, EffectResult, SlotRef } from '../rules/action.ts';
import type { Step } from '../kitchen/step.ts';
import { firstOf, notFound, refNotFound } from '../diagnostics/why.ts';

/** A failure result: the main output and every listed computed slot hold failed objects. */
export function failedResult(step: Step, computed: (SlotRef | string)[]): EffectResult {
  const outputs: Record<string, Value> = {};
  for (const c of computed) {
    if (typeof c === 'string') outputs[c] = step.failed();
    else if (!c.given) outputs[c.slot] = step.failed();
  }
  return { failed: true, result: step.failed(), outputs };
}

export const effects: Record<string, Effect> = {
  cut: (env, object: Entity, pattern: Entity, tool: SlotRef, surface: SlotRef) => {
    const { step } = env;
    const counterTop = step.counterTop();
    // given tools must lie on the counter-top; defaults were retrieved there already
    const knife = tool.given ? step.findByPid(tool.value, counterTop) : (tool.value as Entity | null);
    const board = surface.given ? step.findByPid(surface.value, counterTop) : (surface.value as Entity | null);
    const target = step.findByPid(object);
    // a given knife is never checked (quirk: its absence only shows when it is marked used)
    if (!target || !board || (!tool.given && !knife)) {
      const why = firstOf(
        [!target, () => notFound(step, 'object to cut', object)],
        [!board, () => refNotFound(step, 'cutting surface', surface, true)],
        [true, () => refNotFound(step, 'cutting tool', tool, true)],
      );
      return failedResult(step.because(why), [tool, surface]);
    }
    // the pattern concept itself is shared by every item
    for (const item of ownContents(step, target)) setSlot(item, 'is-cut', pattern);
    setSlot(knife, 'used', true);
    board.s.used = true;
    return { result: target };
  },
};
