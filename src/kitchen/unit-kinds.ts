// The kind of a unit, as the ontology's unit classes say it (ontology/classes.yaml): g is a
// mass-unit, degrees-celsius a temperature-unit, minute a time-unit. A slot that holds an amount
// takes units of some kinds only (slot-kinds.ts): a fridge set to "5 g" or "5 degrees-celsius" of
// butter would only fail when a step reads it.
//
//   unitKindProblem(ontology, units, 'g', ['temperature-unit'])
//     → '"g", a mass-unit; expected one in a temperature-unit (e.g. degrees-celsius)'
//   unitKindProblem(ontology, units, 'mass-unit', ['temperature-unit'])
//     → '"mass-unit", a kind of unit rather than a unit; expected a unit such as degrees-celsius'
import type { Ontology } from './ontology.ts';
import type { Units } from './units.ts';
import { quote } from './yaml-values.ts';

/** Why an amount in `unit` cannot be held where units of `kinds` are taken, or null. */
export function unitKindProblem(ontology: Ontology, units: Units | undefined, unit: string, kinds: readonly string[]): string | null {
  const kindNamed = () => `${quote(unit)}, a kind of unit rather than a unit; expected a unit such as ${examples(ontology, kinds).slice('e.g. '.length)}`;
  if (unit === 'unit' || kinds.includes(unit)) return kindNamed();
  // a unit of one's own re-expressed by `before-lookup` (a kg in g) is of the kind of that unit
  const as = units?.beforeLookup.get(unit)?.unit;
  const isA = (u: string | undefined, kind: string) => u !== undefined && !!ontology.classes.get(u)?.ancestors.has(kind);
  if (kinds.some((k) => isA(unit, k) || isA(as, k))) return null;
  // any other kind (mass-unit where a temperature is taken) is named as such too, not as a unit of no kind
  if (isUnitKind(ontology, unit)) return kindNamed();
  const its = kindOf(ontology, unit) ?? kindOf(ontology, as);
  const wanted = kinds.join(', a ').replace(/, a ([^,]*)$/, ' or a $1');
  const how = its ? '' : `; a unit's kind is the class it is under, e.g. {is-a: [${kinds[0]}]}`;
  return `${quote(unit)}, ${its ? `a ${its}` : 'a unit of no kind'}; expected one in a ${wanted} (${examples(ontology, kinds)})${how}`;
}

/** Whether a class is a kind of unit: one directly under `unit` that other classes are under (mass-unit; not g, nor very-low-heat). */
function isUnitKind(ontology: Ontology, name: string): boolean {
  if (!ontology.classes.get(name)?.directSupers.includes('unit')) return false;
  for (const c of ontology.classes.values()) if (c.name !== name && c.ancestors.has(name)) return true;
  return false;
}

/** The kind of a unit: the class between it and `unit` (mass-unit for g), or undefined. */
function kindOf(ontology: Ontology, unit: string | undefined): string | undefined {
  const cls = unit === undefined ? undefined : ontology.classes.get(unit);
  return cls?.cpl.find((k) => k.name !== unit && k.name !== 'unit' && k.ancestors.has('unit'))?.name;
}

/** A few units of the kinds, for a message: those the ontology defines, in name order. */
function examples(ontology: Ontology, kinds: readonly string[]): string {
  const names = [...ontology.classes.values()].filter((c) => !kinds.includes(c.name) && kinds.some((k) => c.ancestors.has(k))).map((c) => c.name);
  return `e.g. ${names.sort().slice(0, 4).join(', ')}${names.length > 4 ? ', …' : ''}`;
}
