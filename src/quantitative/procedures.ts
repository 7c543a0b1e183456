// The physics vocabulary that rule files name in `physics(Mode, Procedure)` facts. Each
// procedure reads the step's symbolic values by slot name, runs its physical model and reports
// what it measured. Arguments are slot names (their values) or plain words.
import { Entity, type Value } from '../kitchen/entity.ts';
import type { Units } from '../kitchen/units.ts';
import { blendOf } from '../../physics/blend.ts';
import { type GeometryTable, geometryOf, type MaterialTable } from '../../physics/materials.ts';
import { placeOnto, pressedRadius, split } from '../../physics/procedures/bodies.ts';
import { stir } from '../../physics/procedures/stir.ts';
import type { KernelFactory } from '../../physics/solver.ts';
import { coolProc, heatProc } from './thermal.ts';
import { immerseInLiquid } from './immerse.ts';
import { compositionOf, ingredientsIn, itemCount, listed, totalGrams } from './measure.ts';
import { drainProc, pourProc, scatterProc } from './transfers.ts';

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
  /** The step's value of a slot, by slot name (`_` form or `-` form); undefined for an argument left out. */
  slot(name: string | undefined): Value | undefined;
  /** Seconds the step takes on the kitchen clock. */
  durationS: number;
  units: Units;
  materials: MaterialTable;
  geometry: GeometryTable;
  kernels: KernelFactory;
  maxParticles: number;
  /** particles across a pour's target container */
  resolution: number;
  /** the action's name (heating: how the heat reaches the item) */
  action: string;
  /** °C of the items met so far, by persistent id: heating and cooling start from them */
  temperatures: Map<string, number>;
  /** seconds each item has been held at its cooking temperature so far, by persistent id */
  cookedSeconds: Map<string, number>;
}

/** What a step's physics changes in the kitchen when measurements feed back (feedback.ts). */
export type Effect =
  // keptFraction scales the arrived entities; stayedShare, where they are more than the liquid (a dressing with pieces in it), is the liquid's own share that stayed
  | { kind: 'transfer'; slot: string; arrived: string[]; keptFraction: number; stayedShare?: number; spilledGrams: number; overflow: boolean; material: string }
  | { kind: 'temperature'; slot: string; endC: number; earned?: { flag: string; done: boolean; seconds: number; needS: number; atC: number } }
  | { kind: 'under-mixed'; slot: string; homogeneity: number; target: number; seconds: number };

type Args = string[];
export type ProcedureResult = Omit<StepPhysics, 'procedure' | 'wallMs'> & { effect?: Effect };
export type Procedure = (ctx: ProcedureContext, args: Args) => Promise<ProcedureResult>;

const gramsIn = (ctx: ProcedureContext, name: string | undefined) => (name ? totalGrams(ctx.units, ctx.slot(name) ?? null) : 0);

/** The mixing index at which stirred contents count as mixed. */
const MIXED_INDEX = 0.8;

/** Stirring until the homogeneity index reaches 0.8 (mix, beat, mingle, shake). */
const stirProc: Procedure = async (ctx, [out]) => {
  const v = ctx.slot(out) ?? null;
  const grams = gramsIn(ctx, out);
  // the ingredients' own materials combined; solid pieces (a salad) are tossed as pieces
  const blend = blendOf(ctx.materials, compositionOf(ctx.units, v));
  const material = blend.material.model === 'solid' ? (ctx.materials.materials.get('small-pieces') ?? blend.material) : blend.material;
  const r = await stir({ material, kernels: ctx.kernels, particles: Math.min(ctx.maxParticles, 160), seconds: Math.min(2, Math.max(0.5, ctx.durationS / 30)), target: MIXED_INDEX });
  return {
    measuredGrams: grams, spilledGrams: 0, particles: r.particles, simulatedSeconds: r.simulatedSeconds, agrees: r.mixed,
    detail: { homogeneity: r.homogeneity, material: material.name, ingredients: ingredientsIn(v).length },
    ...(r.mixed ? {} : { effect: { kind: 'under-mixed' as const, slot: out, homogeneity: r.homogeneity, target: MIXED_INDEX, seconds: r.simulatedSeconds } }),
  };
};

const waitProc: Procedure = async (ctx, [out]) => ({
  measuredGrams: gramsIn(ctx, out), spilledGrams: 0, particles: 0, simulatedSeconds: ctx.durationS, agrees: true, detail: {},
});

/** Items (or a tool, a cover, a lining) placed onto their container and left to rest. */
const placeProc: Procedure = (ctx, [out, items]) => placeItems(ctx, out, items);

/**
 * The place procedure on the step's slots. `arrived` (persistent ids): a pour of solid food
 * places what it moved, not what its container held before, and measures those grams.
 */
export const placeItems = async (ctx: ProcedureContext, out: string, items: string | undefined, arrived?: Set<string>): Promise<ProcedureResult> => {
  // portions arranged on the counter-top come as a list: its items are what is placed
  const raw = listed(ctx.slot(items) ?? ctx.slot(out) ?? null);
  // a container stands for what it holds
  const held: Value = raw instanceof Entity && raw.isA('container') && raw.contents.length ? raw.contents : raw;
  const v: Value = arrived && Array.isArray(held) ? held.filter((x) => ingredientsIn(x).some((e) => arrived.has(e.pid))) : held;
  const holder = ctx.slot(out) ?? null;
  const first = Array.isArray(v) ? v.find((x) => x instanceof Entity) : v;
  const cls = first instanceof Entity ? first.cls : null;
  const g = cls ? geometryOf(ctx.geometry, cls.name, cls.cpl.map((k) => k.name)) : ctx.geometry.fallback;
  // a container placed by itself (a fetched bowl) stands on the counter, not in itself
  const isHolder = (x: Value | null): x is Entity => x instanceof Entity && x !== v && x.isA('container');
  const container = isHolder(holder) ? holder : isHolder(raw) ? raw : null;
  const found = container ? geometryOf(ctx.geometry, container.cls.name, container.cls.cpl.map((k) => k.name)) : null;
  const tray = found && (found.shape === 'bowl' || found.shape === 'tray') ? found : geometryOf(ctx.geometry, 'baking-tray');
  // into a liquid, the items displace it (immerse.ts)
  const wet = container ? await immerseInLiquid(ctx, out, container, new Set(ingredientsIn(v).map((e) => e.pid))) : null;
  if (wet) return wet;
  const n = Array.isArray(v) ? v.length : 1;
  // a container placed on another (a lid, a lining) is a flat box of its footprint
  const body = g.shape === 'bowl' || g.shape === 'tray' ? ({ ...g, shape: 'box', size: [Math.min(2 * g.radius, 0.1), 0.01, Math.min(2 * g.radius, 0.1)] } as typeof g) : g;
  const r = await placeOnto(body, n, tray, 0.5);
  return {
    measuredGrams: arrived ? totalGrams(ctx.units, v) : gramsIn(ctx, out), spilledGrams: 0, particles: 0, simulatedSeconds: r.simulatedSeconds, agrees: r.resting === r.bodies,
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
  pour: pourProc(placeItems),
  scatter: scatterProc(placeItems),
  sift: scatterProc(placeItems),
  drain: drainProc,
  stir: stirProc,
  heat: heatProc,
  cool: coolProc,
  wait: waitProc,
  place: placeProc,
  split: splitProc,
  press: pressProc,
};
