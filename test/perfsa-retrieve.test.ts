// A retrieval from a place where no two entities share a persistent id takes the object out
// without searching for it again, and leaves what the search and the move would: the same objects
// in the same order; the place's copy takes its original's summary over while it only lost that one.
import { describe, expect, it } from 'vitest';
import { copyEntity, type Entity, Factory } from '../src/kitchen/entity.ts';
import { Step } from '../src/kitchen/step.ts';
import { summary } from '../src/kitchen/summary.ts';
import { Simulator } from '../src/simulator.ts';

function setUp() {
  const sim = new Simulator();
  const factory = new Factory(sim.world.ontology);
  const kitchen = sim.initialKitchen(factory);
  return { sim, factory, kitchen, step: () => new Step(kitchen, factory, sim.world.units) };
}

const pids = (e: Entity) => e.contents.map((c) => c.pid);

describe('retrieving from a place of unique persistent ids', () => {
  it('leaves what the search by persistent id and the move leave', () => {
    const { step } = setUp();
    const fast = step();
    const slow = step();
    const got = fast.retrieve('medium-bowl')!;
    const hit = slow.findUnused('medium-bowl', slow.ks)!;
    const place = slow.place(hit.holder.cls.name)!;
    const want = slow.findByPid(hit.found, place)!;
    slow.move(want, place, slow.counterTop());
    expect(got.pid).toBe(want.pid);
    expect(fast.tx.isOwned(got)).toBe(true);
    expect(pids(fast.place(hit.holder.cls.name)!)).toEqual(pids(place));
    expect(pids(fast.counterTop())).toEqual(pids(slow.counterTop()));
    expect(fast.counterTop().contents[0]).toBe(got);
  });

  it("takes the place's summary over, and derives it again once the list changes otherwise", () => {
    const { step, kitchen } = setUp();
    const first = step();
    first.retrieve('medium-bowl');
    const cabinet = first.place('kitchen-cabinet')!;
    const original = first.inputPlace('kitchen-cabinet')!;
    expect(summary(original)!.uniquePks).toBe(true);
    expect(summary(cabinet)).toBe(summary(original));
    const second = step();
    const bowl = second.retrieve('medium-bowl')!;
    second.retrieve('medium-bowl', [bowl]);
    const twice = second.place('kitchen-cabinet')!;
    expect(pids(twice)).toHaveLength(pids(original).length - 2);
    expect(summary(twice)!.bits).toEqual(summary(original)!.bits);
    expect(kitchen.contents).toContain(original);
  });

  it('knows no unique persistent ids where two entities share one', () => {
    const { factory } = setUp();
    const bowls = Array.from({ length: 30 }, () => factory.make('medium-bowl'));
    const place = factory.make('kitchen-cabinet', { contents: [...bowls, copyEntity(bowls[7])] });
    expect(summary(place)!.uniquePks).toBe(false);
    expect(summary(factory.make('kitchen-cabinet', { contents: bowls }))!.uniquePks).toBe(true);
  });
});
