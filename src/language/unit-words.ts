// Words people write for units, and the unit of the ontology each stands for (with the factor an
// amount is multiplied by when the ontology has no such unit: kilograms are written in g).
import type { Ontology } from '../kitchen/ontology.ts';

interface UnitWord {
  unit: string;
  /** How many of `unit` one of the word is, when they differ. */
  factor?: number;
}

const WORDS: Record<string, UnitWord> = {
  gram: { unit: 'g' }, grams: { unit: 'g' }, gr: { unit: 'g' }, gramme: { unit: 'g' }, grammes: { unit: 'g' },
  kg: { unit: 'g', factor: 1000 }, kilogram: { unit: 'g', factor: 1000 }, kilograms: { unit: 'g', factor: 1000 }, kilo: { unit: 'g', factor: 1000 }, kilos: { unit: 'g', factor: 1000 },
  mg: { unit: 'g', factor: 0.001 }, milligram: { unit: 'g', factor: 0.001 }, milligrams: { unit: 'g', factor: 0.001 },
  milliliter: { unit: 'ml' }, milliliters: { unit: 'ml' }, millilitre: { unit: 'ml' }, millilitres: { unit: 'ml' },
  liter: { unit: 'l' }, liters: { unit: 'l' }, litre: { unit: 'l' }, litres: { unit: 'l' },
  dl: { unit: 'ml', factor: 100 }, cl: { unit: 'ml', factor: 10 },
  tbsp: { unit: 'tablespoon' }, tbs: { unit: 'tablespoon' }, tbl: { unit: 'tablespoon' }, tablespoons: { unit: 'tablespoon' },
  tsp: { unit: 'teaspoon' }, teaspoons: { unit: 'teaspoon' },
  cups: { unit: 'cup' },
  pieces: { unit: 'piece' }, pcs: { unit: 'piece' }, pc: { unit: 'piece' },
  cloves: { unit: 'clove' }, stalks: { unit: 'stalk' }, handfuls: { unit: 'handful' },
  min: { unit: 'minute' }, mins: { unit: 'minute' }, minutes: { unit: 'minute' },
  h: { unit: 'hour' }, hr: { unit: 'hour' }, hrs: { unit: 'hour' }, hours: { unit: 'hour' },
  s: { unit: 'minute', factor: 1 / 60 }, sec: { unit: 'minute', factor: 1 / 60 }, seconds: { unit: 'minute', factor: 1 / 60 },
  celsius: { unit: 'degrees-celsius' }, c: { unit: 'degrees-celsius' }, degrees: { unit: 'degrees-celsius' }, 'degree-celsius': { unit: 'degrees-celsius' },
  centimeter: { unit: 'cm' }, centimeters: { unit: 'cm' }, centimetre: { unit: 'cm' }, centimetres: { unit: 'cm' },
  'per-cent': { unit: 'percent' }, pct: { unit: 'percent' },
};

/** Whether a class is a unit of the ontology (a unit slot's constants). */
export function isUnit(ontology: Ontology, name: string): boolean {
  return ontology.classes.get(name)?.ancestors.has('unit') === true;
}

/** ` (write g)`, ` (write the amount in g: 1 kg = 1000 g)`, or '' for a word with no unit of this ontology. */
export function unitWordAdvice(word: string, ontology: Ontology): string {
  const known = WORDS[word.toLowerCase()] ?? (isUnit(ontology, word.toLowerCase()) ? { unit: word.toLowerCase() } : undefined);
  if (!known || !isUnit(ontology, known.unit)) return '';
  if (known.factor === undefined) return ` (did you mean ${known.unit}?)`;
  const per = known.factor >= 1 ? `1 ${word} = ${known.factor} ${known.unit}` : `1 ${known.unit} = ${Math.round(1 / known.factor)} ${word}`;
  return ` (the ontology has no such unit: write the amount in ${known.unit}, ${per})`;
}
