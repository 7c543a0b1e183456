// The physics vocabulary that rule files name in `physics(Mode, Procedure)` facts. Each
// procedure reads the step's symbolic values by slot name, runs its physical model and reports
// what it measured. Arguments are slot names (their values) or plain words.
import { Entity, type Value } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import { type GeometryTable, geometryOf, type Material, type MaterialTable, materialOf } from '../../physics/materials.ts';
import { placeOnto, pressedRadius, split } from '../../physics/procedures/bodies.ts';
import { exchangeHeat } from '../../physics/procedures/heat.ts';
import { pour } from '../../physics/procedures/pour.ts';
import { stir } from '../../physics/procedures/stir.ts';
import type { KernelFactory } from '../../physics/solver.ts';
import { dominantClass, hottest, ingredientsIn, itemCount, totalGrams } from './measure.ts';

/** What each step of a quantitative run reports. */
export interface StepPhysics {
  procedure: string;
  measuredGrams: number;
  spilledGrams: number;
  particles: number;
  simulatedSeconds: number;
  wallMs: number;
  /** Does the physical outcome bear out the symbolic one (mixture formed, amount arrived…)? */
  agrees: boolean;
  /** Procedure-specific figures (homogeneity, temperatures, pieces…). */
  detail: Record<string, number | string | boolean>;
}

export interface ProcedureContext {
  /** The step's value of a slot, by slot name (`_` form or `-` form). */
  slot(name: string): Value | undefined;
  /** Seconds the step takes on the kitchen clock. */
  durationS: number;
  units: Units;
  materials: MaterialTable;
  geometry: GeometryTable;
  kernels: KernelFactory;
  maxParticles: number;
}

type Args = string[];
export type Procedure = (ctx: ProcedureContext, args: Args) => Promise<Omit<StepPhysics, 'procedure' | 'wallMs'>>;

const ROOM = 20;

function materialFor(ctx: ProcedureContext, v: Value): Material {
  const d = dominantClass(ctx.units, v);
  return d ? materialOf(ctx.materials, d.cls, d.supers) : ctx.materials.materials.get(ctx.materials.fallback)!;
}

const gramsIn = (ctx: ProcedureContext, name: string | undefined) => (name ? totalGrams(ctx.units, ctx.slot(name) ?? null) : 0);

/** Pours (liquids, powders) or places (solid food) what arrived in the output container. */
const pourProc: Procedure = async (ctx, [out, target]) => {
  const before = target && target !== out ? gramsIn(ctx, target) : 0;
  const grams = Math.max(0, gramsIn(ctx, out) - before);
  const material = materialFor(ctx, ctx.slot(out) ?? null);
  if (material.model === 'solid' || grams === 0) return placeProc(ctx, [out, out]);
  const r = await pour({ grams, material, kernels: ctx.kernels, maxParticles: ctx.maxParticles, seconds: 0.4 });
  return {
    measuredGrams: r.measuredGrams, spilledGrams: r.spilledGrams, particles: r.particles, simulatedSeconds: r.simulatedSeconds,
    agrees: r.alive === r.particles && r.spilled <= Math.ceil(0.05 * r.particles),
    detail: { material: material.name, requestedGrams: grams, gramsPerParticle: r.gramsPerParticle },
  };
};

/** Toppings, coatings and sifted powders: the topping's grams poured onto the item. */
const scatterProc: Procedure = async (ctx, [out, topping]) => {
  const grams = gramsIn(ctx, topping) || gramsIn(ctx, out);
  const material = materialFor(ctx, ctx.slot(topping) ?? ctx.slot(out) ?? null);
  if (grams === 0 || material.model === 'solid') return placeProc(ctx, [out, topping]);
  const r = await pour({ grams, material, kernels: ctx.kernels, maxParticles: ctx.maxParticles, halfWidth: 0.12, height: 0.02, seconds: 0.3 });
  return {
    measuredGrams: r.measuredGrams, spilledGrams: r.spilledGrams, particles: r.particles, simulatedSeconds: r.simulatedSeconds,
    agrees: r.alive === r.particles, detail: { material: material.name, requestedGrams: grams },
  };
};

const siftProc: Procedure = async (ctx, [out, source]) => scatterProc(ctx, [out, source]);

/** Liquid separated from solids: the liquid leaves through the colander. */
const drainProc: Procedure = async (ctx, [solids, liquid]) => {
  const grams = gramsIn(ctx, liquid);
  if (grams === 0) return { measuredGrams: 0, spilledGrams: 0, particles: 0, simulatedSeconds: 0, agrees: true, detail: { solidsGrams: gramsIn(ctx, solids) } };
  const material = materialFor(ctx, ctx.slot(liquid) ?? null);
  const r = await pour({ grams, material: material.model === 'liquid' ? material : ctx.materials.materials.get('thin-liquid')!, kernels: ctx.kernels, maxParticles: ctx.maxParticles, halfWidth: 0.15, seconds: 0.3 });
  return {
    measuredGrams: r.measuredGrams, spilledGrams: r.spilledGrams, particles: r.particles, simulatedSeconds: r.simulatedSeconds,
    agrees: r.alive === r.particles, detail: { solidsGrams: gramsIn(ctx, solids) },
  };
};

/** Stirring until the homogeneity index reaches 0.8 (mix, beat, mingle, shake). */
const stirProc: Procedure = async (ctx, [out]) => {
  const v = ctx.slot(out) ?? null;
  const grams = gramsIn(ctx, out);
  const base = materialFor(ctx, v);
  // a mixture of solids and liquids is stirred as a paste
  const material = base.model === 'solid' ? ctx.materials.materials.get('creamy') ?? base : base;
  const r = await stir({ material, kernels: ctx.kernels, particles: Math.min(ctx.maxParticles, 160), seconds: Math.min(2, Math.max(0.5, ctx.durationS / 30)) });
  return {
    measuredGrams: grams, spilledGrams: 0, particles: r.particles, simulatedSeconds: r.simulatedSeconds, agrees: r.mixed,
    detail: { homogeneity: r.homogeneity, material: material.name, ingredients: ingredientsIn(v).length },
  };
};

/** Heating towards the hottest temperature the step's output holds (oven, pan, pot). */
const heatProc: Procedure = async (ctx, [out]) => {
  const v = ctx.slot(out) ?? null;
  const grams = gramsIn(ctx, out);
  const env = hottest(v) ?? 180;
  const material = materialFor(ctx, v);
  const isOven = v instanceof Entity && v.isA('oven');
  const r = exchangeHeat({ grams: isOven ? 20000 : grams, startC: ROOM, environmentC: env, seconds: ctx.durationS, exchange: isOven ? 60 : 25, meltsAt: material.meltsAt });
  return {
    measuredGrams: grams, spilledGrams: 0, particles: 0, simulatedSeconds: r.simulatedSeconds, agrees: true,
    detail: { environmentC: env, endC: r.endC, timeConstantS: r.timeConstantS, melted: r.melted },
  };
};

/** Cooling towards the fridge or the room, whichever the output's temperature says. */
const coolProc: Procedure = async (ctx, [out]) => {
  const v = ctx.slot(out) ?? null;
  const grams = gramsIn(ctx, out);
  const env = Math.min(hottest(v) ?? ROOM, ROOM);
  const r = exchangeHeat({ grams, startC: ROOM, environmentC: env, seconds: ctx.durationS, exchange: 10 });
  return { measuredGrams: grams, spilledGrams: 0, particles: 0, simulatedSeconds: r.simulatedSeconds, agrees: true, detail: { environmentC: env, endC: r.endC } };
};

const waitProc: Procedure = async (ctx, [out]) => ({
  measuredGrams: gramsIn(ctx, out), spilledGrams: 0, particles: 0, simulatedSeconds: ctx.durationS, agrees: true, detail: {},
});

/** Items (or a tool, a cover, a lining) placed onto their container and left to rest. */
const placeProc: Procedure = async (ctx, [out, items]) => {
  const raw = ctx.slot(items) ?? ctx.slot(out) ?? null;
  // a container stands for what it holds
  const v: Value = raw instanceof Entity && raw.isA('container') && raw.contents.length ? raw.contents : raw;
  const holder = ctx.slot(out) ?? null;
  const first = Array.isArray(v) ? v.find((x) => x instanceof Entity) : v;
  const cls = first instanceof Entity ? first.cls : null;
  const g = cls ? geometryOf(ctx.geometry, cls.name, cls.cpl.map((k) => k.name)) : ctx.geometry.fallback;
  const container = holder instanceof Entity && holder.isA('container') ? holder : raw instanceof Entity && raw.isA('container') ? raw : null;
  const found = container ? geometryOf(ctx.geometry, container.cls.name, container.cls.cpl.map((k) => k.name)) : null;
  const tray = found && (found.shape === 'bowl' || found.shape === 'tray') ? found : geometryOf(ctx.geometry, 'baking-tray');
  const n = Array.isArray(v) ? v.length : 1;
  // a container placed on another (a lid, a lining) is a flat box of its footprint
  const body = g.shape === 'bowl' || g.shape === 'tray' ? ({ ...g, shape: 'box', size: [Math.min(2 * g.radius, 0.1), 0.01, Math.min(2 * g.radius, 0.1)] } as typeof g) : g;
  const r = await placeOnto(body, n, tray, 0.5);
  return {
    measuredGrams: gramsIn(ctx, out), spilledGrams: 0, particles: 0, simulatedSeconds: r.simulatedSeconds, agrees: r.resting === r.bodies,
    detail: { bodies: r.bodies, resting: r.resting, item: cls?.name ?? 'none', onto: container?.cls.name ?? 'counter' },
  };
};

/** An item split into pieces (cut, peel, seed, crack, separate, mash, grind): mass is kept. */
const splitProc: Procedure = async (ctx, [out, input, pattern]) => {
  const grams = gramsIn(ctx, input) || gramsIn(ctx, out);
  const p = ctx.slot(pattern ?? '');
  const word = p instanceof Entity ? p.cls.name : (pattern ?? 'pieces');
  const r = await split(Math.max(grams, 1), word);
  return {
    measuredGrams: grams, spilledGrams: 0, particles: 0, simulatedSeconds: r.simulatedSeconds, agrees: Math.abs(r.gramsAfter - Math.max(grams, 1)) < 1e-6 * Math.max(grams, 1),
    detail: { pieces: r.pieces, pattern: word, resting: r.resting },
  };
};

/** Flattening and shaping: portions pressed to 1 cm, volume kept. */
const pressProc: Procedure = async (ctx, [out, portions]) => {
  const grams = gramsIn(ctx, portions) || gramsIn(ctx, out);
  const count = itemCount(ctx.slot(portions) ?? null);
  return {
    measuredGrams: grams, spilledGrams: 0, particles: 0, simulatedSeconds: 0, agrees: true,
    detail: { portions: count, radiusM: pressedRadius(grams / count, 0.01) },
  };
};

export const PROCEDURES: Record<string, Procedure> = {
  pour: pourProc,
  scatter: scatterProc,
  sift: siftProc,
  drain: drainProc,
  stir: stirProc,
  heat: heatProc,
  cool: coolProc,
  wait: waitProc,
  place: placeProc,
  split: splitProc,
  press: pressProc,
};
