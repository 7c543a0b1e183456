// What `place` drops: a fetched container stands on the counter (it was dropped into itself), and
// portion-and-arrange drops the portions it made onto the tray (it dropped the whole dough once);
// portions arranged on the counter-top come as a list, whose items are weighed, placed and pressed
// (they were 0 g, one body, one portion of radius 0).
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';

const TEXT = `#portions
(get-kitchen ?kitchen)
(fetch-and-proportion ?water ?ks-1 ?kitchen ?bowl-1 water 100 g)
(fetch-and-proportion ?flour ?ks-2 ?ks-1 ?bowl-2 all-purpose-flour 100 g)
(fetch ?bowl ?ks-3 ?ks-2 large-bowl 1)
(transfer-contents ?b-1 ?rest-1 ?ks-4 ?ks-3 ?bowl ?water ?q-1 ?u-1)
(transfer-contents ?b-2 ?rest-2 ?ks-5 ?ks-4 ?b-1 ?flour ?q-2 ?u-2)
(mix ?dough ?ks-6 ?ks-5 ?b-2 ?whisk)
(fetch ?tray ?ks-7 ?ks-6 baking-tray 1)
(portion-and-arrange ?portions ?ks-8 ?ks-7 ?dough 50 g ?pattern ?tray)
`;

describe('the bodies place drops', () => {
  it('a fetched container on the counter, the portions of portion-and-arrange onto their tray', async () => {
    const q = await runQuantitative(new Simulator(), parseSolutionText(TEXT, 'p.solution').recipes[0], 'p.solution', { backend: 'plain' });
    expect(q.status).toBe('ok');
    const byLine = new Map(q.timeline.map((t, k) => [t.line, q.physics[k]]));
    expect(byLine.get(5)).toMatchObject({ procedure: 'place', detail: { item: 'large-bowl', onto: 'counter', bodies: 1 } });
    expect(byLine.get(9)).toMatchObject({ procedure: 'place', detail: { item: 'baking-tray', onto: 'counter' } });
    // 200 g of dough in portions of 50 g: four bodies on the baking tray
    const portions = byLine.get(10)!;
    expect(portions.procedure).toBe('place');
    expect(portions.measuredGrams).toBeCloseTo(200, 6);
    expect(portions.detail).toMatchObject({ bodies: 4, onto: 'baking-tray' });
    expect(portions.agrees).toBe(true);
  }, 60_000);

  it('portions on the counter-top: every portion placed, weighed and pressed', async () => {
    const text = TEXT.replace('?pattern ?tray)', '?pattern ?countertop)') + '(shape ?balls ?ks-9 ?ks-8 ?portions ball-shape)\n(flatten ?flat ?ks-10 ?ks-9 ?balls ?rolling-pin)\n';
    const q = await runQuantitative(new Simulator(), parseSolutionText(text, 'c.solution').recipes[0], 'c.solution', { backend: 'plain' });
    expect(q.status).toBe('ok');
    const byAction = new Map(q.timeline.map((t, k) => [t.action, q.physics[k]!]));
    const placed = byAction.get('portion-and-arrange')!;
    expect(placed.measuredGrams).toBeCloseTo(200, 6);
    expect(placed.detail).toMatchObject({ bodies: 4, resting: 4, onto: 'counter' });
    expect(placed.detail.item).not.toBe('list-of-kitchen-entities');
    for (const action of ['shape', 'flatten']) {
      const pressed = byAction.get(action)!;
      expect(pressed.procedure).toBe('press');
      expect(pressed.measuredGrams).toBeCloseTo(200, 6);
      expect(pressed.detail.portions).toBe(4);
      // 50 g of dough pressed to 1 cm: a disc of a few centimetres
      expect(pressed.detail.radiusM).toBeGreaterThan(0.02);
      expect(pressed.detail.radiusM).toBeLessThan(0.06);
    }
  }, 60_000);
});
