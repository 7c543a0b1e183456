// Heating and cooling with the item's own history: each starts from the temperature the item
// reached in earlier steps (by persistent id; 20 °C, or its symbolic temperature, when none),
// and leaves its end temperature for the next. The exchange surface is the item's portions'
// (each a sphere of its share of the volume), the coefficient the way heat reaches it. A heating
// step whose rule names a flag (`heat(thing_baked, baked)`) earns it when the item has been held
// long enough at its material's cooking temperature, counted over every step that heated it.
import { Entity, type Value } from '../kitchen/entity.ts';
import { blendOf } from '../../physics/blend.ts';
import { exchangeHeat, secondsAtOrAbove } from '../../physics/procedures/heat.ts';
import type { Material } from '../../physics/materials.ts';
import { compositionOf, hottest, itemCount, temperatureOf } from './measure.ts';
import type { Procedure, ProcedureContext } from './procedures.ts';

export const ROOM_C = 20;

/** W/(m²·K) by action: an oven's convection and radiation, boiling water, hot oil, a pan. */
const EXCHANGE: Record<string, number> = { bake: 40, 'preheat-oven': 60, boil: 500, fry: 300, melt: 100, 'bring-to-temperature': 25 };

/** The mass-weighted temperature of a value's ingredients as the ledger knows them. */
export function startTemperature(ctx: ProcedureContext, v: Value): number {
  const parts = compositionOf(ctx.units, v);
  const grams = parts.reduce((a, p) => a + p.grams, 0);
  const own = temperatureOf(v);
  if (grams <= 0) return own ?? (v instanceof Entity ? (ctx.temperatures.get(v.pid) ?? ROOM_C) : ROOM_C);
  const at = (pid: string) => ctx.temperatures.get(pid) ?? ROOM_C;
  return parts.reduce((a, p) => a + at(p.pid) * p.grams, 0) / grams;
}

function remember(ctx: ProcedureContext, v: Value, c: number) {
  for (const p of compositionOf(ctx.units, v)) ctx.temperatures.set(p.pid, c);
  if (v instanceof Entity) ctx.temperatures.set(v.pid, c);
}

/** Exposed surface (m²) of `count` equal spheres holding `grams` at `density`. */
function surface(grams: number, density: number, count: number): number {
  const volume = Math.max(grams, 1) / 1000 / density / count;
  const r = Math.cbrt((3 * volume) / (4 * Math.PI));
  return count * 4 * Math.PI * r * r;
}

/**
 * The seconds the item has now been held at its cooking temperature (the least cooked of its
 * parts counts, plus this step's), remembered for the next step, and whether that is enough.
 */
function doneness(ctx: ProcedureContext, v: Value, parts: { pid: string }[], m: Material, heat: { startC: number; environmentC: number; timeConstantS: number; seconds: number; capC?: number }) {
  const pids = [...parts.map((p) => p.pid), ...(v instanceof Entity ? [v.pid] : [])];
  const before = Math.min(...pids.map((pid) => ctx.cookedSeconds.get(pid) ?? 0));
  const seconds = before + secondsAtOrAbove({ ...heat, thresholdC: m.cookedAtC });
  for (const pid of pids) ctx.cookedSeconds.set(pid, seconds);
  return { seconds, done: seconds >= m.cookedForS };
}

/** Heating towards the hottest temperature the step's output holds (oven, pan, pot); `flag`: what the heating must earn. */
export const heatProc: Procedure = async (ctx, [out, flag]) => {
  const v = ctx.slot(out) ?? null;
  const parts = compositionOf(ctx.units, v);
  const grams = parts.reduce((a, p) => a + p.grams, 0);
  const env = hottest(v) ?? 180;
  const isOven = v instanceof Entity && v.isA('oven');
  const blend = blendOf(ctx.materials, parts);
  const startC = isOven ? (ctx.temperatures.get((v as Entity).pid) ?? ROOM_C) : startTemperature(ctx, v);
  const count = itemCount(v);
  // an oven heats its own 20 kg of steel; food its portions' surface
  const r = isOven
    ? exchangeHeat({ grams: 20000, startC, environmentC: env, seconds: ctx.durationS, exchange: 60, specificHeat: 500, area: 1.5 })
    : exchangeHeat({ grams, startC, environmentC: env, seconds: ctx.durationS, exchange: EXCHANGE[ctx.action] ?? 40, specificHeat: blend.material.specificHeat, area: surface(grams, blend.material.density, count), meltsAt: blend.material.meltsAt });
  // moist food stays at the boiling point while its water evaporates
  const moist = !isOven && blend.shares.liquid + blend.shares.granular > 0.2 && blend.shares.liquid > 0.05;
  const endC = moist ? Math.min(r.endC, 100) : r.endC;
  const m = blend.material;
  const cooked = flag && !isOven ? doneness(ctx, v, parts, m, { startC, environmentC: env, timeConstantS: r.timeConstantS, seconds: ctx.durationS, ...(moist ? { capC: 100 } : {}) }) : null;
  remember(ctx, v, endC);
  const earned = cooked && { flag, done: cooked.done, seconds: cooked.seconds, needS: m.cookedForS, atC: m.cookedAtC };
  return {
    measuredGrams: grams, spilledGrams: 0, particles: 0, simulatedSeconds: r.simulatedSeconds, agrees: !earned || earned.done,
    detail: {
      environmentC: env, startC: round(startC), endC: round(endC), timeConstantS: Math.round(r.timeConstantS), melted: r.melted,
      // an oven heats its own steel: no food's portions or material
      ...(isOven ? {} : { portions: count, material: m.name }),
      ...(earned ? { cookedAtC: m.cookedAtC, secondsAtCookedC: Math.round(earned.seconds), [flag]: earned.done } : {}),
    },
    effect: { kind: 'temperature', slot: out, endC, ...(earned ? { earned } : {}) },
  };
};

/** Cooling towards the fridge or the room, whichever the output's temperature says. */
export const coolProc: Procedure = async (ctx, [out]) => {
  const v = ctx.slot(out) ?? null;
  const parts = compositionOf(ctx.units, v);
  const grams = parts.reduce((a, p) => a + p.grams, 0);
  const env = Math.min(hottest(v) ?? ROOM_C, ROOM_C);
  const startC = startTemperature(ctx, v);
  const blend = blendOf(ctx.materials, parts);
  const r = exchangeHeat({ grams, startC, environmentC: env, seconds: ctx.durationS, exchange: 10, specificHeat: blend.material.specificHeat, area: surface(grams, blend.material.density, itemCount(v)) });
  remember(ctx, v, r.endC);
  return {
    measuredGrams: grams, spilledGrams: 0, particles: 0, simulatedSeconds: r.simulatedSeconds, agrees: true,
    detail: { environmentC: env, startC: round(startC), endC: round(r.endC) },
    effect: { kind: 'temperature', slot: out, endC: r.endC },
  };
};

const round = (c: number) => Math.round(c * 10) / 10;
