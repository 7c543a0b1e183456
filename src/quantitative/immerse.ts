// Items placed into a container that holds a liquid: the items as rigid bodies coupled to the
// liquid's particles (physics/procedures/immerse.ts). They displace the liquid; what they push
// over the rim is a spill of the liquid, which feedback takes out of the container.
import type { Entity } from '../kitchen/entity.ts';
import { blendOf } from '../../physics/blend.ts';
import { geometryOf, materialOf } from '../../physics/materials.ts';
import { immerse } from '../../physics/procedures/immerse.ts';
import { containerShape } from '../../physics/procedures/pour-scene.ts';
import { compositionOf, type Part, SPILL_TOLERANCE } from './measure.ts';
import { roomAbove } from './room.ts';
import type { ProcedureContext, ProcedureResult } from './procedures.ts';

const sum = (parts: Part[]) => parts.reduce((a, p) => a + p.grams, 0);

/**
 * The physics of putting the ingredients `placed` (persistent ids) into `holder` (the step's
 * output slot `out`) when it holds a liquid besides them, else null (a tray, a dry bowl).
 */
export async function immerseInLiquid(ctx: ProcedureContext, out: string, holder: Entity, placed: Set<string>): Promise<ProcedureResult | null> {
  const geometry = geometryOf(ctx.geometry, holder.cls.name, holder.cls.cpl.map((k) => k.name));
  if (geometry.shape !== 'bowl' && geometry.shape !== 'tray') return null;
  const all = compositionOf(ctx.units, holder);
  const liquids = all.filter((p) => !placed.has(p.pid) && materialOf(ctx.materials, p.cls, p.supers).model === 'liquid');
  const solids = all.filter((p) => placed.has(p.pid));
  const liquidGrams = sum(liquids), itemGrams = sum(solids);
  if (liquidGrams <= 0 || itemGrams <= 0) return null;
  const liquid = blendOf(ctx.materials, liquids).material;
  // the volume of parts by their own materials (a whole egg: raw egg's)
  const volumeOf = (parts: Part[]) => parts.reduce((a, p) => a + p.grams / materialOf(ctx.materials, p.cls, p.supers).density, 0);
  const itemVolume = volumeOf(solids);
  // what the container holds besides the liquid and the items (pieces added before) fills its bottom
  const heldVolume = volumeOf(all.filter((p) => !placed.has(p.pid) && !liquids.includes(p))) / 1000;
  const first = solids[0].cls;
  const r = await immerse({
    liquid, liquidGrams, itemGrams, itemDensity: itemGrams / itemVolume, count: new Set(solids.map((p) => p.pid)).size,
    container: roomAbove(geometry, heldVolume), kernels: ctx.kernels, resolution: ctx.resolution, maxParticles: ctx.maxParticles,
  });
  const shape = containerShape(geometry);
  // the liquid's ingredients leave by what spilled: a mixture holding it loses those grams, no more
  const arrived = new Set(liquids.map((p) => p.pid));
  const arrivedGrams = sum(all.filter((p) => arrived.has(p.pid)));
  const keptFraction = arrivedGrams === liquidGrams ? r.keptShare : 1 - r.spilledGrams / arrivedGrams;
  // each weighed on its own: the step's grams are the items it put in; what spilled is the liquid's
  return {
    measuredGrams: itemGrams, spilledGrams: r.spilledGrams, particles: r.particles, simulatedSeconds: r.simulatedSeconds,
    agrees: r.spilledGrams <= SPILL_TOLERANCE * liquidGrams,
    detail: {
      material: liquid.name, itemGrams, liquidGrams, liquidKeptGrams: liquidGrams - r.spilledGrams, container: holder.cls.name, containerMl: Math.round(shape.volume * 1e6), heldMl: r.liquidMl + Math.round(heldVolume * 1e6), amountMl: r.displacedMl,
      displacedBy: first, bodies: r.bodies, floating: r.floating, spacingMm: Number((r.spacing * 1000).toFixed(3)), overflow: r.overflow,
    },
    // what spills is the liquid: its share that stayed is kept in the container
    effect: { kind: 'transfer', slot: out, arrived: [...arrived], keptFraction, ...(arrivedGrams === liquidGrams ? {} : { stayedShare: r.keptShare }), spilledGrams: r.spilledGrams, overflow: r.overflow, material: liquid.name },
  };
}
