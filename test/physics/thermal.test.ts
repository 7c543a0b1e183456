// Heating and cooling carry the item's temperature from step to step (src/quantitative/thermal.ts).
import { describe, expect, it } from 'vitest';
import { loadGeometry, loadMaterials } from '../../physics/materials.ts';
import { plainKernels } from '../../physics/plain.ts';
import { exchangeHeat, secondsAtOrAbove } from '../../physics/procedures/heat.ts';
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
    maxParticles: 64, resolution: 20, action, temperatures, cookedSeconds: new Map(),
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

describe('doneness as time at temperature', () => {
  it('counts the seconds the exchange spends at or above a threshold, as the curve itself does', () => {
    const heat = { startC: 20, environmentC: 180, timeConstantS: 600, seconds: 1200 };
    // the curve sampled finely: the share of samples at or above 93 °C
    const sampled = (o: typeof heat, thresholdC: number) => {
      let n = 0;
      for (let k = 0; k < 120_000; k++) if (exchangeHeat({ grams: 1000, startC: o.startC, environmentC: o.environmentC, seconds: ((k + 0.5) * o.seconds) / 120_000, exchange: 1, area: 1, specificHeat: o.timeConstantS }).endC >= thresholdC) n++;
      return (n / 120_000) * o.seconds;
    };
    expect(secondsAtOrAbove({ ...heat, thresholdC: 93 })).toBeCloseTo(sampled(heat, 93), 0);
    const cooling = { startC: 100, environmentC: 4, timeConstantS: 900, seconds: 3600 };
    expect(secondsAtOrAbove({ ...cooling, thresholdC: 70 })).toBeCloseTo(sampled(cooling, 70), 0);
    expect(secondsAtOrAbove({ ...heat, thresholdC: 200 })).toBe(0);
    expect(secondsAtOrAbove({ ...heat, thresholdC: 10 })).toBe(1200);
    // moist food stops at the boiling point: a threshold above it is never reached
    expect(secondsAtOrAbove({ ...heat, thresholdC: 120, capC: 100 })).toBe(0);
  });

  it('a short bake leaves a dough unbaked; a longer one, counted on top, bakes it', async () => {
    const sim = new Simulator();
    const f = new Factory(sim.world.ontology);
    const dough = f.make('homogeneous-mixture', { amount: f.amount(400, 'g') });
    const tray = f.make('baking-tray', { contents: [dough] });
    const cookedSeconds = new Map<string, number>();
    const ctx = (durationS: number): ProcedureContext => ({
      slot: () => tray, durationS, units: sim.world.units, materials: loadMaterials(), geometry: loadGeometry(), kernels: plainKernels,
      maxParticles: 64, resolution: 20, action: 'bake', temperatures: new Map(), cookedSeconds,
    });
    const short = await heatProc(ctx(300), ['out', 'baked']);
    expect(short.detail).toMatchObject({ material: 'dough', cookedAtC: 93, baked: false });
    expect(short.agrees).toBe(false);
    expect(short.effect).toMatchObject({ kind: 'temperature', earned: { flag: 'baked', done: false, needS: 120, atC: 93 } });
    const long = await heatProc(ctx(3600), ['out', 'baked']);
    expect(long.detail.baked).toBe(true);
    expect(long.detail.secondsAtCookedC as number).toBeGreaterThanOrEqual(120);
    expect(cookedSeconds.get(dough.pid)).toBe((long.effect as { earned: { seconds: number } }).earned.seconds);
    // without a flag nothing is earned or judged
    const plain = await heatProc(ctx(60), ['out']);
    expect(plain.agrees).toBe(true);
    expect(plain.effect).not.toHaveProperty('earned');
  });
});
