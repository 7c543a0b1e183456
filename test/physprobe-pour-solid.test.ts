// A pour of solid food into a dry container that holds something already: the physics places
// what the step moved, and measures its grams, not the whole of what the container holds.
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';

const NETWORK = `#marshmallows-onto-walnuts
(get-kitchen ?k)
(fetch-and-proportion ?walnuts ?k1 ?k ?bowl-1 walnut 60 g)
(fetch-and-proportion ?marshmallows ?k2 ?k1 ?bowl-2 marshmallow 450 g)
(transfer-contents ?both ?rest ?k3 ?k2 ?walnuts ?marshmallows ?q ?u)
`;

describe('quantitative mode: a pour of solid food', () => {
  it('places and measures what arrived, not what the target held before', async () => {
    const recipe = parseSolutionText(NETWORK, 'net.solution').recipes[0];
    const q = await runQuantitative(new Simulator(), recipe, 'net.solution', { backend: 'plain' });
    expect(q.status).toBe('ok');
    const fetched = q.physics.filter((p, k) => p && q.timeline[k].action === 'fetch-and-proportion');
    const transfer = q.physics[q.timeline.findIndex((t) => t.action === 'transfer-contents')]!;
    // both fetches are placed (solid food), so the transfer's grams and bodies are comparable with them
    expect(fetched.map((p) => p!.detail.bodies)).toEqual([1, 1]);
    const marshmallowGrams = fetched[1]!.measuredGrams;
    expect(marshmallowGrams).toBeGreaterThan(0);
    expect(transfer.procedure).toBe('pour');
    expect(transfer.measuredGrams).toBe(marshmallowGrams);
    expect(transfer.detail).toMatchObject({ bodies: 1, resting: 1, item: 'marshmallow' });
  }, 60_000);
});
