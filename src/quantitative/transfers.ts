// Transfers: pours, toppings, sifting and draining. What moves is the ingredients that arrived in
// the output container (those the target did not hold before), as particles of their own
// material (physics/blend.ts); the scene is the cross-section of the output container's class
// geometry, the amount mapped to particles at a stated resolution (physics/procedures/pour-scene.ts).
import { Entity, type Value } from '../kitchen/entity.ts';
import { blendOf } from '../../physics/blend.ts';
import { type Geometry, geometryOf } from '../../physics/materials.ts';
import { pour } from '../../physics/procedures/pour.ts';
import { containerShape, pourScene } from '../../physics/procedures/pour-scene.ts';
import { immerseInLiquid } from './immerse.ts';
import { roomAbove } from './room.ts';
import { compositionOf, type Part, SPILL_TOLERANCE } from './measure.ts';
import type { placeItems, Procedure, ProcedureContext, ProcedureResult } from './procedures.ts';

export { SPILL_TOLERANCE } from './measure.ts';

/** The container a value is (or the first container in a list), else null. */
function containerIn(v: Value): Entity | null {
  if (v instanceof Entity) return v.isA('container') && !v.isA('kitchen-state') ? v : null;
  if (Array.isArray(v)) for (const x of v) if (x instanceof Entity && x.isA('container')) return x;
  return null;
}

/** The geometry of the container's class; a container without one is taken as a medium bowl. */
function targetGeometry(ctx: ProcedureContext, c: Entity | null): { geometry: Geometry; name: string } {
  if (c) {
    const names = [c.cls.name, ...c.cls.cpl.map((k) => k.name)];
    for (const n of names) {
      const g = ctx.geometry.classes.get(n);
      if (g && (g.shape === 'bowl' || g.shape === 'tray')) return { geometry: g, name: n };
    }
  }
  return { geometry: geometryOf(ctx.geometry, 'medium-bowl'), name: 'medium-bowl (default)' };
}

const sum = (parts: Part[]) => parts.reduce((a, p) => a + p.grams, 0);

/** Moves `moving` into the container `into` (the step's output slot `outSlot`), already holding `held`. */
async function transfer(ctx: ProcedureContext, outSlot: string, into: Entity | null, moving: Part[], held: Part[], fallback: () => Promise<ProcedureResult>): Promise<ProcedureResult> {
  const grams = sum(moving);
  const blend = blendOf(ctx.materials, moving);
  const material = blend.material;
  if (grams <= 0) return fallback();
  // solid pieces into a liquid displace it (immerse.ts); onto a tray or into a dry bowl they are placed
  if (material.model === 'solid') return (into && held.length ? await immerseInLiquid(ctx, outSlot, into, new Set(moving.map((p) => p.pid))) : null) ?? fallback();
  const { geometry, name } = targetGeometry(ctx, into);
  const shape = containerShape(geometry);
  // what the container holds already raises its floor
  const heldVolume = held.length ? sum(held) / 1000 / blendOf(ctx.materials, held).material.density : 0;
  const scene = pourScene({ grams, material, target: roomAbove(geometry, heldVolume), resolution: ctx.resolution, maxParticles: ctx.maxParticles });
  const r = await pour({ grams, material, kernels: ctx.kernels, halfWidth: scene.halfWidth, height: scene.height, spacing: scene.spacing, particles: scene.particles });
  const overflow = scene.amountVolume > scene.containerVolume;
  const spilledShare = r.particles ? r.spilled / r.particles : 0;
  return {
    measuredGrams: r.measuredGrams, spilledGrams: r.spilledGrams, particles: r.particles, simulatedSeconds: r.simulatedSeconds,
    agrees: r.alive === r.particles && spilledShare <= SPILL_TOLERANCE,
    detail: {
      material: material.name, requestedGrams: grams, gramsPerParticle: r.gramsPerParticle, container: name,
      spacingMm: Number((scene.spacing * 1000).toFixed(3)), containerMl: Math.round(shape.volume * 1e6), heldMl: Math.round(heldVolume * 1e6),
      amountMl: Math.round(scene.amountVolume * 1e6), overflow,
    },
    effect: { kind: 'transfer', slot: outSlot, arrived: [...new Set(moving.map((p) => p.pid))], keptFraction: r.particles ? r.inTarget / r.particles : 1, spilledGrams: r.spilledGrams, overflow, material: material.name },
  };
}

/** Pours (liquids, powders) or places (solid food) what arrived in the output container. */
export const pourProc = (place: typeof placeItems): Procedure => async (ctx, [out, target]) => {
  const outV = ctx.slot(out) ?? null;
  const targetV = target && target !== out ? (ctx.slot(target) ?? null) : null;
  const before = new Set(compositionOf(ctx.units, targetV).map((p) => p.pid));
  const all = compositionOf(ctx.units, outV);
  const moving = all.filter((p) => !before.has(p.pid));
  const held = all.filter((p) => before.has(p.pid));
  const arrived = moving.length ? new Set(moving.map((p) => p.pid)) : undefined;
  return transfer(ctx, out, containerIn(outV), moving, held, () => place(ctx, out, out, arrived));
};

/** Toppings, coatings and sifted powders: the topping poured onto the output's container. */
export const scatterProc = (place: typeof placeItems): Procedure => async (ctx, [out, topping]) => {
  const outV = ctx.slot(out) ?? null;
  const toppingV = topping ? (ctx.slot(topping) ?? null) : null;
  const moving = compositionOf(ctx.units, toppingV ?? outV);
  // solid pieces scattered are placed, and weighed without what they land on
  const arrived = toppingV && moving.length ? new Set(moving.map((p) => p.pid)) : undefined;
  // a topping lies on the items: they do not fill the container's volume
  return transfer(ctx, out, containerIn(outV), moving, [], () => place(ctx, out, topping, arrived));
};

/** Liquid separated from solids: the liquid leaves through the colander. */
export const drainProc: Procedure = async (ctx, [solids, liquid]) => {
  const parts = compositionOf(ctx.units, ctx.slot(liquid) ?? null);
  const grams = sum(parts);
  const solidsGrams = sum(compositionOf(ctx.units, ctx.slot(solids) ?? null));
  if (grams === 0) return { measuredGrams: 0, spilledGrams: 0, particles: 0, simulatedSeconds: 0, agrees: true, detail: { solidsGrams, material: 'none' } };
  const blend = blendOf(ctx.materials, parts).material;
  const material = blend.model === 'liquid' ? blend : ctx.materials.materials.get('water')!;
  const r = await pour({ grams, material, kernels: ctx.kernels, maxParticles: Math.min(ctx.maxParticles, 128), halfWidth: 0.15, seconds: 0.3 });
  return {
    measuredGrams: r.measuredGrams, spilledGrams: r.spilledGrams, particles: r.particles, simulatedSeconds: r.simulatedSeconds,
    agrees: r.alive === r.particles, detail: { solidsGrams, material: material.name },
  };
};
