// Which variations a corpus recipe admits (variations.ts): each scale factor; for each ingredient
// its gold network fetches, every sibling class the kitchen stocks (the same first superclass in
// the ontology, `ingredient` itself aside: white-sugar ↔ brown-sugar, all-purpose-flour ↔
// whole-wheat-flour); for each tool class the gold run took out of the kitchen cabinet, one or two
// more of it. Whether a variation's network then executes is for derive.ts to find out.
import type { GoldStandard } from '../evaluator/gold-standards.ts';
import { Entity, Factory } from '../kitchen/entity.ts';
import type { Simulator } from '../simulator.ts';
import { EXTRA_TOOLS, fetchedIngredients, SCALE_FACTORS, type Variation } from './variations.ts';

/** Every variation of one recipe, in a fixed order: scales, swaps by ingredient and sibling, tools by name. */
export function candidateVariations(gold: GoldStandard, sim: Simulator): Variation[] {
  if (!gold.recipe || !gold.run?.initialKitchen) return [];
  const scales = SCALE_FACTORS.map((factor): Variation => ({ kind: 'scale', factor }));
  const stocked = stockedIngredients(sim);
  const fetched = [...new Set(fetchedIngredients(gold.recipe).map((f) => f.ingredient))];
  const swaps = fetched.flatMap((from) => siblings(from, stocked, sim).map((to): Variation => ({ kind: 'swap', from, to })));
  const tools = toolsTaken(gold).flatMap((tool) => EXTRA_TOOLS.map((extra): Variation => ({ kind: 'tools', tool, extra })));
  return [...scales, ...swaps, ...tools];
}

const stockCache = new WeakMap<object, Set<string>>();

/** The ingredient classes anywhere in the simulator's initial kitchen. */
export function stockedIngredients(sim: Simulator): Set<string> {
  const kitchen = sim.initialKitchen(new Factory(sim.world.ontology));
  let known = stockCache.get(kitchen);
  if (known) return known;
  known = new Set();
  const visit = (e: Entity) => {
    if (e.isA('ingredient')) known!.add(e.cls.name);
    for (const c of e.contents) if (c instanceof Entity) visit(c);
  };
  visit(kitchen);
  stockCache.set(kitchen, known);
  return known;
}

/** Stocked classes with the same first superclass as `cls` (not `ingredient`), sorted. */
function siblings(cls: string, stocked: Set<string>, sim: Simulator): string[] {
  const onto = sim.world.ontology;
  if (!onto.has(cls)) return [];
  const family = onto.get(cls).directSupers[0];
  if (!family || family === 'ingredient') return [];
  return [...stocked].filter((c) => c !== cls && onto.get(c).directSupers[0] === family).sort();
}

/** Tool classes fewer in the kitchen cabinet after the gold run than before it, sorted. */
function toolsTaken(gold: GoldStandard): string[] {
  const last = gold.nodes[gold.nodes.length - 1]?.kitchen;
  const first = gold.run?.initialKitchen;
  if (!last || !first) return [];
  const before = cabinetCounts(first);
  const after = cabinetCounts(last);
  return [...before.keys()].filter((cls) => (after.get(cls) ?? 0) < before.get(cls)!).sort();
}

function cabinetCounts(kitchen: Entity): Map<string, number> {
  const counts = new Map<string, number>();
  for (const place of kitchen.contents)
    if (place.cls.name === 'kitchen-cabinet') for (const c of place.contents) counts.set(c.cls.name, (counts.get(c.cls.name) ?? 0) + 1);
  return counts;
}
