// The material of what a step moves or stirs, from its parts: each ingredient's own material
// (ontology class → materials.yaml), combined by volume. One material stands for itself; liquids
// blend (density by volume, viscosity and cohesion by mass); powder in a liquid or a soft solid
// (butter) makes a batter or a dough; mostly solid pieces (a salad) are stirred as pieces.
import { type Material, type MaterialTable, materialOf } from './materials.ts';

export interface PartIn {
  cls: string;
  supers: readonly string[];
  grams: number;
}

export interface Blend {
  material: Material;
  /** volume shares of the three models */
  shares: { liquid: number; granular: number; solid: number };
  /** each part's material, grams summed */
  parts: { material: string; grams: number }[];
}

export function blendOf(table: MaterialTable, parts: readonly PartIn[]): Blend {
  const byMaterial = new Map<string, { m: Material; grams: number }>();
  for (const p of parts) {
    const m = materialOf(table, p.cls, p.supers);
    const e = byMaterial.get(m.name) ?? { m, grams: 0 };
    e.grams += Math.max(0, p.grams);
    byMaterial.set(m.name, e);
  }
  const entries = [...byMaterial.values()].sort((a, b) => b.grams - a.grams || a.m.name.localeCompare(b.m.name));
  const fallback = table.materials.get(table.fallback)!;
  const summary = entries.map((e) => ({ material: e.m.name, grams: e.grams }));
  if (!entries.length) return { material: fallback, shares: { liquid: 0, granular: 0, solid: 1 }, parts: summary };
  const volume = (e: { m: Material; grams: number }) => e.grams / e.m.density;
  const total = entries.reduce((a, e) => a + volume(e), 0) || 1;
  // a soft solid (one that melts, as butter) mixes as a paste, with the liquids
  const modelOf = (m: Material) => (m.model === 'solid' && m.meltsAt !== null ? 'liquid' : m.model);
  const share = (model: Material['model']) => entries.filter((e) => modelOf(e.m) === model).reduce((a, e) => a + volume(e), 0) / total;
  const shares = { liquid: share('liquid'), granular: share('granular'), solid: share('solid') };
  const named = (name: string) => table.materials.get(name) ?? entries[0].m;
  let material: Material;
  if (entries.length === 1 || (entries[0].grams === 0 && entries.length)) material = entries[0].m;
  else if (shares.solid >= 0.5) material = named('small-pieces');
  else if (shares.granular >= 0.85) material = entries.find((e) => e.m.model === 'granular')!.m;
  else if (shares.granular >= 0.15) material = named(shares.liquid >= 0.45 ? 'batter' : 'dough');
  else if (!entries.some((e) => e.m.model === 'liquid')) material = named('creamy');
  else material = liquidBlend(entries.filter((e) => e.m.model === 'liquid'));
  return { material, shares, parts: summary };
}

/** Liquids mixed: volumes add, viscosity, cohesion and wall viscosity by mass; named after the main one. */
function liquidBlend(liquids: { m: Material; grams: number }[]): Material {
  const grams = liquids.reduce((a, e) => a + e.grams, 0) || 1;
  const main = liquids[0].m;
  if (liquids.length === 1 || liquids[0].grams >= 0.9 * grams) return main;
  const byMass = (k: 'viscosity' | 'cohesion' | 'wallViscosity' | 'specificHeat') => liquids.reduce((a, e) => a + e.m[k] * e.grams, 0) / grams;
  const volume = liquids.reduce((a, e) => a + e.grams / e.m.density, 0);
  return {
    ...main,
    name: `${main.name}-blend`,
    density: grams / volume,
    viscosity: byMass('viscosity'),
    cohesion: byMass('cohesion'),
    wallViscosity: byMass('wallViscosity'),
    specificHeat: byMass('specificHeat'),
    dynamicViscosity: null,
  };
}
