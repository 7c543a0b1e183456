// The library takes a derived task's kitchen by its name wherever it takes a kitchen's name, as
// --kitchen does (docs/TASKS.md), and says in the refusal of an unknown name that such names exist.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { openSession, restoreSession } from '../src/session/index.ts';
import { Simulator } from '../src/simulator.ts';
import { thrown } from './support/thrown.ts';

const DERIVED = 'full-kitchen+2-baking-tray';

/** How many baking trays the kitchen cabinet of a kitchen holds. */
function trays(sim: Simulator): number {
  const k = sim.initialKitchen(null as never);
  const cabinet = k.contents.find((c) => c.cls.name === 'kitchen-cabinet');
  return (cabinet?.contents ?? []).filter((c) => c.cls.name === 'baking-tray').length;
}

describe('a derived kitchen by name in the library', () => {
  it('new Simulator builds it: two more baking trays than its base', () => {
    const derived = new Simulator({ kitchen: DERIVED });
    expect(derived.kitchenName).toBe(DERIVED);
    expect(trays(derived)).toBe(trays(new Simulator()) + 2);
    // the options keep the name only: a simulator made again from them is the same kitchen
    expect(derived.options.ontologyFiles).toBeUndefined();
    expect(trays(new Simulator(derived.options))).toBe(trays(derived));
  });

  it('openSession and restoreSession open in it', () => {
    const s = openSession({ kitchen: DERIVED });
    const step = s.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 100 g)');
    expect(step.status).toBe('ok');
    const again = restoreSession(JSON.parse(JSON.stringify(s.snapshot())));
    expect(again.network()).toEqual(s.network());
    expect(JSON.stringify(again.kitchen())).toBe(JSON.stringify(s.kitchen()));
  });

  it('an unknown name is refused with the closest names and the derived form', () => {
    expect(() => new Simulator({ kitchen: 'ful-kitchen' })).toThrow(InputError);
    const plain = thrown(() => new Simulator({ kitchen: 'ful-kitchen' })).replace(/^\w+: /, '');
    expect(plain).toMatch(/^kitchen: unknown kitchen "ful-kitchen" \(did you mean full-kitchen\?\) \(known: "full-kitchen"\); a derived task's kitchen is BASE\+N-TOOL/);
    expect(thrown(() => openSession({ kitchen: 'full-kitchen-2-baking-tray' }))).toMatch(/unknown kitchen "full-kitchen-2-baking-tray" \(did you mean full-kitchen\+2-baking-tray\?\)/);
    expect(thrown(() => openSession({ kitchen: 'full-kitchen+5-baking-tray' }))).toMatch(/unknown kitchen "full-kitchen\+5-baking-tray": no derived task adds 5 tools/);
    expect(thrown(() => restoreSession({ ...openSession().snapshot(), options: { kitchen: 'full-kitchen+2-bakng-tray' } }))).toMatch(/holds no bakng-tray \(did you mean baking-tray\?\)/);
  });
});
