// flour: dust a container with flour, a default 10 g from the all-purpose flour stock or a given
// bowl's whole content (spec: primitives-a §2.13).
import { type Entity, setSlot } from '../kitchen/entity.ts';
import type { Effect, SlotRef } from '../rules/action.ts';
import { takeTenGrams } from './grease.ts';
import { because, firstOf, noIngredient, notFound } from '../diagnostics/why.ts';

export const effects: Record<string, Effect> = {
  flour_container: (env, container, flour: SlotRef) => {
    const { step } = env;
    const target = step.findByPid(container); // a failed object is simply not found
    if (!flour.given) {
      const stock = step.findIngredient('all-purpose-flour');
      if (!target || !stock) {
        step.because(target ? noIngredient(step, 'all-purpose-flour') : notFound(step, 'container to flour', container));
        return { failed: true, result: step.failed(), outputs: { [flour.slot]: step.failed() } };
      }
      const { bowl, portion } = takeTenGrams(step, stock);
      setSlot(target, 'sprinkled-with', portion);
      target.s.used = true;
      return { result: target, outputs: { [flour.slot]: bowl } };
    }
    const bowl = step.findByPid(flour.value);
    const first = bowl?.contents[0] as Entity | undefined;
    if (!target || !bowl || !first) {
      const why = firstOf(
        [!target, () => notFound(step, 'container to flour', container)],
        [!bowl, () => notFound(step, 'container with the flour', flour.value)],
        [true, () => because('F_EMPTY', `the container with the flour (${bowl!.cls.name} ${bowl!.pid}) is empty`)],
      );
      return { failed: true, result: step.because(why).failed() };
    }
    // the whole content goes on the container, the bowl is left empty
    bowl.s.contents = [];
    setSlot(target, 'sprinkled-with', first);
    target.s.used = true;
    return { result: target };
  },
};
