// Validation simulations run side by side in worker threads give exactly what they give one
// after the other in this thread (the workers run from the sources, with tsx's loader).
import { describe, expect, it } from 'vitest';
import { liquidParams, loadMaterials } from '../../physics/materials.ts';
import { simulateAll } from '../../physics/validate/simulation-pool.ts';

const liquid = liquidParams(loadMaterials().materials.get('water')!);

describe('validation simulations in worker threads', () => {
  it(
    'piles: the same angles, grains and rest as in this thread, in the order asked',
    async () => {
      const at = { width: 8, grains: 60, settleSeconds: 0.5, diameter: 0.0072, dt: 0.00117, iterations: 4 };
      const piles = [
        { granular: { staticFriction: 1, kineticFriction: 0.8 }, seed: 1, ...at },
        { granular: { staticFriction: 0, kineticFriction: 0 }, seed: 2, ...at },
        { granular: { staticFriction: 1, kineticFriction: 0.8 }, seed: 3, ...at },
      ];
      const inThread = await simulateAll('plain', 'pile', piles, 1);
      const inWorkers = await simulateAll('plain', 'pile', piles, 2);
      expect(inWorkers).toEqual(inThread);
      // three different piles, not one answer repeated
      expect(new Set(inThread.map((r) => r.angleDeg)).size).toBeGreaterThan(1);
    },
    60_000,
  );

  it(
    'dam breaks and floating blocks: the same fronts and drafts as in this thread',
    async () => {
      const dams = [6, 8].map((resolution) => ({ resolution, liquid, until: 1 }));
      expect(await simulateAll('plain', 'dam-break', dams, 2)).toEqual(await simulateAll('plain', 'dam-break', dams, 1));
      const blocks = [500, 1200].map((density) => ({ liquid, density, blockRows: 4, spacing: 0.008, seconds: 0.2 }));
      const inWorkers = await simulateAll('plain', 'floating-block', blocks, 2);
      expect(inWorkers).toEqual(await simulateAll('plain', 'floating-block', blocks, 1));
      expect(inWorkers.map((r) => r.density)).toEqual([500, 1200]);
    },
    60_000,
  );
});
