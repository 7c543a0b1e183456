// Heating and cooling carry the item's temperature from step to step (src/quantitative/thermal.ts).
import { describe, expect, it } from 'vitest';
import { loadGeometry, loadMaterials } from '../../physics/materials.ts';
import { plainKernels } from '../../physics/plain.ts';
import { Factory } from '../../src/kitchen/entity.ts';
import type { ProcedureContext } from '../../src/quantitative/procedures.ts';
import { coolProc, heatProc } from '../../src/quantitative/thermal.ts';
import { Simulator } from '../../src/simulator.ts';

describe('heating and cooling', () => {
  const sim = new Simulator();
  const f = new Factory(sim.world.ontology);
  const bowl = f.make('medium-bowl', { contents: [f.make('water', { amount: f.amount(500, 'g') })] });
  const ctx = (action: string, durationS: number): ProcedureContext => ({
    slot: () => bowl, durationS, units: sim.world.units, materials: loadMaterials(), geometry: loadGeometry(), kernels: plainKernels,
    maxParticles: 64, resolution: 20, action, temperatures,
  });
  const temperatures = new Map<string, number>();

  it('starts each step where the last one left the item, and moist food stops at 100 °C', async () => {
    const first = await heatProc(ctx('bring-to-temperature', 300), ['out']);
    expect(first.detail.startC).toBe(20);
    const e1 = first.detail.endC as number;
    expect(e1).toBeGreaterThan(20);
    expect(e1).toBeLessThan(100);
    const second = await heatProc(ctx('boil', 3600), ['out']);
    expect(second.detail.startC).toBe(e1);
    expect(second.detail.endC).toBe(100);
    const cooled = await coolProc(ctx('leave-for-time', 600), ['out']);
    expect(cooled.detail.startC).toBe(100);
    expect(cooled.detail.endC as number).toBeLessThan(100);
    expect(cooled.effect).toMatchObject({ kind: 'temperature', slot: 'out' });
  });
});
