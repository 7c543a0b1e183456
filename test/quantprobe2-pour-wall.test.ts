// A pour counts what lies against the container's walls as in the container: liquid pressed
// against a wall settles a little into the wall's first particle layer (half a spacing beyond its
// inner face), as it does into the floor's. Before, such a particle counted as spilled: 300 g of
// water poured into the middle of a 4.5 l bowl "spilled" 9.4 g.
import { describe, expect, it } from 'vitest';
import { geometryOf, loadGeometry, loadMaterials } from '../physics/materials.ts';
import { plainKernels } from '../physics/plain.ts';
import { pour } from '../physics/procedures/pour.ts';
import { pourScene } from '../physics/procedures/pour-scene.ts';

const water = loadMaterials().materials.get('water')!;

describe('pour: what is in the container', () => {
  it('300 g of water into a large bowl all stays in it', async () => {
    const bowl = geometryOf(loadGeometry(), 'large-bowl');
    const scene = pourScene({ grams: 300, material: water, target: bowl, resolution: 20, maxParticles: 256 });
    // a tenth of the bowl: no overflow, and the stream lands well inside the rim
    expect(scene.amountVolume).toBeLessThan(0.1 * scene.containerVolume);
    const r = await pour({ grams: 300, material: water, kernels: plainKernels, halfWidth: scene.halfWidth, height: scene.height, spacing: scene.spacing, particles: scene.particles });
    expect(r.alive).toBe(r.particles);
    expect(r.spilled).toBe(0);
    expect(r.measuredGrams).toBeCloseTo(300, 9);
  }, 60_000);
});
