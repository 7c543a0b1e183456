// Solid items put into a container that holds a liquid: the step's measured grams are the items
// it put in, and the liquid is weighed on its own (what it had, what stayed, what spilled); before,
// the items were weighed together with the liquid, so a 200 g transfer of potatoes measured 490 g.
// Pieces the container held already take room, and a spill takes out of a mixture only its grams.
import { describe, expect, it } from 'vitest';
import { loadMaterials, materialOf } from '../physics/materials.ts';
import { amountValue, type Entity } from '../src/kitchen/entity.ts';
import { numToJson } from '../src/numbers/num.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { physicsText, runQuantitative, type StepPhysics } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';

const NETWORK = `#potatoes-into-water
(get-kitchen ?k)
(fetch ?bowl ?ks-0 ?k large-bowl 1)
(fetch-and-proportion ?water ?ks-1 ?ks-0 ?bowl water 300 g)
(fetch-and-proportion ?potatoes ?ks-2 ?ks-1 ?bowl-2 potato 200 g)
(transfer-contents ?out ?rest ?ks-3 ?ks-2 ?water ?potatoes ?q ?u)
`;

describe('quantitative mode: solid items into a liquid', () => {
  it('weighs the items and the liquid each on its own', async () => {
    const recipe = parseSolutionText(NETWORK, 'n.solution').recipes[0];
    const q = await runQuantitative(new Simulator(), recipe, 'n.solution', { backend: 'plain' });
    expect(q.status).toBe('ok');
    const at = (action: string, nth = 0) => q.physics.filter((_, k) => q.timeline[k].action === action)[nth]!;
    const water = at('fetch-and-proportion', 0);
    const potatoes = at('fetch-and-proportion', 1);
    const transfer = at('transfer-contents');
    expect(transfer.detail).toMatchObject({ material: 'water', displacedBy: 'potato' });
    // what the transfer moved: the potatoes the fetch measured, nothing of the water
    expect(transfer.measuredGrams).toBeCloseTo(potatoes.measuredGrams, 9);
    expect(transfer.detail.itemGrams).toBeCloseTo(potatoes.measuredGrams, 9);
    // the water the bowl held (nominal, as the kitchen keeps it without feedback), and what of it stayed
    expect(transfer.detail.liquidGrams).toBeCloseTo(300, 6);
    expect(Number(transfer.detail.liquidKeptGrams) + transfer.spilledGrams).toBeCloseTo(300, 6);
    expect(water.procedure).toBe('pour');
    expect(physicsText(transfer)).toMatch(/^physics: pour, 200 g of potato into water, /);
  }, 120_000);

  it('says in words which grams are the items and which the liquid', () => {
    const step: StepPhysics = {
      procedure: 'place', measuredGrams: 1500, spilledGrams: 433, particles: 240, simulatedSeconds: 1.5, wallMs: 0, agrees: false,
      detail: { material: 'water', displacedBy: 'potato', itemGrams: 1500, liquidGrams: 5500, overflow: true },
    };
    expect(physicsText(step)).toBe('physics: place, 1500 g of potato into water, 433 g of water spilled, overflows, 240 particles — does not bear out the step');
  });
});

const HELD_PIECES = `#potatoes-into-water-with-celery
(get-kitchen ?k)
(fetch ?bowl ?ks-0 ?k large-bowl 1)
(fetch-and-proportion ?water ?ks-1 ?ks-0 ?bowl water 3000 g)
(fetch-and-proportion ?celery ?ks-2 ?ks-1 ?bowl-2 celery 500 g)
(transfer-contents ?both ?rest ?ks-3 ?ks-2 ?water ?celery ?q ?u)
(mingle ?mixed ?ks-4 ?ks-3 ?both ?spoon)
(fetch-and-proportion ?potatoes ?ks-5 ?ks-4 ?bowl-3 potato 1500 g)
(transfer-contents ?out ?rest-2 ?ks-6 ?ks-5 ?mixed ?potatoes ?q-2 ?u-2)
`;

describe('quantitative mode: items into a liquid that pieces share', () => {
  it('counts the pieces in the container, and takes out of it just the liquid that spilled', async () => {
    const recipe = parseSolutionText(HELD_PIECES, 'p.solution').recipes[0];
    const q = await runQuantitative(new Simulator(), recipe, 'p.solution', { backend: 'plain', feedback: true });
    expect(q.status).toBe('ok');
    const k = q.timeline.length - 1;
    const step = q.physics[k]!;
    expect(step.detail).toMatchObject({ displacedBy: 'potato', material: 'water' });
    // the bowl holds the water and the celery: both take room before the potatoes come
    const table = loadMaterials();
    const celeryMl = 500 / materialOf(table, 'celery', classOf('celery')).density * 1000;
    // the water the pour measured, which feedback left in the bowl
    const waterGrams = q.physics[2]!.measuredGrams;
    const waterMl = waterGrams / materialOf(table, 'water', classOf('water')).density * 1000;
    expect(Number(step.detail.heldMl)).toBeCloseTo(waterMl + celeryMl, -1);
    // 3000 ml of water, 526 of celery and 1579 of potato exceed the 4524 ml bowl
    expect(step.detail.overflow).toBe(true);
    expect(step.spilledGrams).toBeGreaterThan(0);
    // what leaves the bowl (a share of the water-and-celery mixture) weighs what spilled
    const expr = q.program!.expressions[q.execution!.steps[k].expression];
    const before = mixtureGrams(q.execution!.values[expr.args[4]]);
    const after = mixtureGrams(q.execution!.values[expr.args[0]]);
    expect(before - after).toBeCloseTo(step.spilledGrams, 1);
    const spill = q.feedback!.diagnostics.find((d) => d.code === 'physics-spill' && d.place === 'p.solution:9')!;
    const stayed = Math.round(1000 * (1 - step.spilledGrams / waterGrams)) / 10;
    expect(spill.message).toContain(`(${stayed} % stayed in the large-bowl)`);
  }, 180_000);
});

const sim = new Simulator();
const classOf = (name: string) => sim.world.ontology.get(name).cpl.map((c) => c.name).slice(1);
/** Grams of the heterogeneous mixture in a container. */
function mixtureGrams(v: unknown): number {
  const mixture = (v as Entity).contents.find((c) => c.isA('heterogeneous-mixture'))!;
  return numToJson(amountValue(mixture.s.amount as Entity));
}

describe('a drain in words', () => {
  const drain = (over: Partial<StepPhysics>): StepPhysics => ({ procedure: 'drain', measuredGrams: 0, spilledGrams: 0, particles: 0, simulatedSeconds: 0, wallMs: 0, agrees: true, detail: {}, ...over });
  it('says when there was no liquid to drain, and what solids it left', () => {
    expect(physicsText(drain({ detail: { solidsGrams: 300, material: 'none' } }))).toBe('physics: drain, no liquid to drain, 300 g of solids left');
    expect(physicsText(drain({ measuredGrams: 480, particles: 128, detail: { solidsGrams: 300, material: 'water' } }))).toBe('physics: drain, water, 480 g, 300 g of solids left, 128 particles');
  });
});
