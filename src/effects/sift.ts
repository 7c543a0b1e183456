// sift: pass a container's contents through a sift into a target bowl (spec: primitives-b §2.15).
import { Entity } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { firstOf, notFound, refNotFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  sift_into: (env, target: SlotRef, source, tool: SlotRef) => {
    const { step } = env;
    // given objects are looked up anywhere (a failed one is not found); defaults were retrieved
    const lookup = (ref: SlotRef) => (ref.given ? step.findByPid(ref.value) : (ref.value as Entity | null));
    const bowl = lookup(target);
    const sift = lookup(tool);
    const from = step.findByPid(source);
    // a default target is bound as it was in the input state (nil, when no bowl was found, makes
    // the engine stop with an error as the reference does)
    const targetOut = target.given ? {} : { [target.slot]: target.value instanceof Entity ? (step.inInput(target.value) ?? target.value) : null };
    if (!bowl || !sift || !from) {
      step.because(
        firstOf(
          [!from, () => notFound(step, 'container to sift', source)],
          [!bowl, () => refNotFound(step, 'target container', target)],
          [true, () => refNotFound(step, 'sift', tool)],
        ),
      );
      return { failed: true, result: step.failed(), outputs: { ...targetOut, ...(tool.given ? {} : { [tool.slot]: step.failed() }) } };
    }
    // with both target and sift given the contents are added after the target's own; otherwise
    // they replace whatever the target held
    bowl.s.contents = target.given && tool.given ? [...bowl.contents, ...from.contents] : [...from.contents];
    from.s.contents = [];
    bowl.s.used = true;
    sift.s.used = true;
    for (const item of bowl.contents) if (item.isA('siftable')) step.tx.own([bowl, item]).s.sifted = true;
    return { result: bowl, outputs: targetOut };
  },
};
