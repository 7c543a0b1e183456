// The granular case's piles poured side by side in worker threads give exactly the piles poured
// one after the other in this thread (the workers run from the sources, with tsx's loader).
import { describe, expect, it } from 'vitest';
import { pourPiles } from '../../physics/validate/pile-pool.ts';

describe('piles poured in worker threads', () => {
  it(
    'give the same angles, grains and rest as in this thread, in the order asked',
    async () => {
      const at = { width: 8, grains: 60, settleSeconds: 0.5, diameter: 0.0072, dt: 0.00117, iterations: 4 };
      const piles = [
        { granular: { staticFriction: 1, kineticFriction: 0.8 }, seed: 1, ...at },
        { granular: { staticFriction: 0, kineticFriction: 0 }, seed: 2, ...at },
        { granular: { staticFriction: 1, kineticFriction: 0.8 }, seed: 3, ...at },
      ];
      const inThread = await pourPiles('plain', piles, 1);
      const inWorkers = await pourPiles('plain', piles, 2);
      const strip = (r: { angleDeg: number; grains: number; atRest: boolean; seconds: number }) => ({ angleDeg: r.angleDeg, grains: r.grains, atRest: r.atRest, seconds: r.seconds });
      expect(inWorkers.map(strip)).toEqual(inThread.map(strip));
      // three different piles, not one answer repeated
      expect(new Set(inThread.map((r) => r.angleDeg)).size).toBeGreaterThan(1);
    },
    60_000,
  );
});
