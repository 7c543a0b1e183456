// Solid pieces scattered onto what a container holds (walnuts sprinkled on potatoes) are placed,
// and the step weighs the pieces it scattered, as a pour weighs what arrived; before, it weighed
// the whole container, potatoes included.
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';

const NETWORK = `#walnuts-on-potatoes
(get-kitchen ?k)
(fetch-and-proportion ?potatoes ?ks-1 ?k ?bowl potato 500 g)
(fetch-and-proportion ?walnuts ?ks-2 ?ks-1 ?bowl-2 walnut 60 g)
(sprinkle ?out ?ks-3 ?ks-2 ?potatoes ?walnuts)
`;

describe('quantitative mode: solid pieces scattered', () => {
  it('weighs the pieces scattered, not what they land on', async () => {
    const q = await runQuantitative(new Simulator(), parseSolutionText(NETWORK, 'w.solution').recipes[0], 'w.solution', { backend: 'plain' });
    expect(q.status).toBe('ok');
    const [potatoes, walnuts, sprinkle] = q.physics.slice(1);
    expect(sprinkle).toMatchObject({ procedure: 'scatter', detail: { item: 'walnut', bodies: 1, resting: 1 } });
    expect(potatoes!.measuredGrams).toBeGreaterThan(walnuts!.measuredGrams);
    expect(sprinkle!.measuredGrams).toBeCloseTo(walnuts!.measuredGrams, 9);
  }, 60_000);
});
