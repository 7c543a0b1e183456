// What guides the planner's choice of constants and numbers, from the serialised task alone:
// in `visible` mode each goal condition's object (its classes, its amounts), and in both modes
// the recipe text (ingredient words, amounts with their units, temperatures and times).
import type { Task } from '../tasks/task.ts';

/** A number with the unit it came with, as a line writes them (`230 g`, `1/4 teaspoon`). */
export interface Amount {
  value: string;
  unit: string;
}

/** What a goal condition's object is made of: its classes and amounts. */
export interface ObjectHints {
  classes: Set<string>;
  amounts: Amount[];
}

/** Amounts in the order first met, each once. */
function amountList() {
  const amounts: Amount[] = [];
  const seen = new Set<string>();
  const add = (value: string, unit: string) => {
    const key = `${value} ${unit}`;
    if (!seen.has(key)) {
      seen.add(key);
      amounts.push({ value, unit });
    }
  };
  return { amounts, add };
}

/** The classes and amounts of a value in the entity JSON form (refs add nothing: their entity was written before). */
export function hintsOfJson(value: unknown): ObjectHints {
  const classes = new Set<string>();
  const { amounts, add } = amountList();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      v.forEach(walk);
      // n alike pieces (2 × 1 piece tomato) were fetched as one amount of n
      const alike = new Map<string, number>();
      for (const x of v) {
        const a = (x as { class?: string; slots?: { amount?: { text?: string; unit?: string } } })?.slots?.amount;
        if (a?.text && a.unit && /^\d+$/.test(a.text)) {
          const key = `${(x as { class: string }).class} ${a.text} ${a.unit}`;
          alike.set(key, (alike.get(key) ?? 0) + 1);
        }
      }
      for (const [key, n] of alike) {
        const [, text, unit] = key.split(' ');
        if (n > 1) add(String(n * Number(text)), unit);
      }
      return;
    }
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (o.kind === 'quantity') {
      if (typeof o.unit === 'string' && typeof o.text === 'string') add(o.text, o.unit);
      return;
    }
    if (typeof o.class === 'string') classes.add(o.class);
    for (const [k, x] of Object.entries(o)) if (k !== 'class' && k !== 'kind' && k !== 'id' && k !== 'persistentId') walk(x);
  };
  walk(value);
  return { classes, amounts };
}

/** Units as recipe texts write them, as lines write them. */
const UNIT_WORDS: Record<string, string> = {
  g: 'g', gram: 'g', grams: 'g', kg: 'kg', ml: 'ml', milliliter: 'ml', milliliters: 'ml', l: 'l', liter: 'l', liters: 'l',
  teaspoon: 'teaspoon', teaspoons: 'teaspoon', tsp: 'teaspoon', tablespoon: 'tablespoon', tablespoons: 'tablespoon', tbsp: 'tablespoon',
  cup: 'cup', cups: 'cup', minute: 'minute', minutes: 'minute', min: 'minute', hour: 'hour', hours: 'hour',
  piece: 'piece', pieces: 'piece', clove: 'clove', cloves: 'clove', cm: 'cm', stalk: 'stalk', stalks: 'stalk', handful: 'handful',
  '°c': 'degrees-celsius', c: 'degrees-celsius', degrees: 'degrees-celsius', celsius: 'degrees-celsius',
};

/** What the recipe text offers: its words (plurals also singular) and its amounts, in text order. */
export interface TextHints {
  words: Set<string>;
  amounts: Amount[];
}

export function textHints(task: Task): TextHints {
  const words = new Set<string>();
  const { amounts, add } = amountList();
  for (const line of [task.title, ...task.text.ingredients, ...task.text.instructions, ...task.variation]) {
    const lower = line.toLowerCase().replace(/°\s*c\b/g, ' °c');
    for (const w of lower.split(/[^a-z0-9°]+/)) {
      if (!w) continue;
      words.add(w);
      if (w.endsWith('s')) words.add(w.slice(0, -1));
      if (w.endsWith('es')) words.add(w.slice(0, -2));
    }
    for (const a of amountsIn(line, task.text.ingredients.includes(line))) add(a.value, a.unit);
  }
  return { words, amounts };
}

/** The amounts a line of the text writes (`230 grams`, `175°C`); a bare number of an ingredient line counts pieces. */
export function amountsIn(line: string, ingredient: boolean): Amount[] {
  const lower = line.toLowerCase().replace(/°\s*c\b/g, ' °c');
  const out: Amount[] = [];
  for (const m of lower.matchAll(/(\d+(?:[./]\d+)?)\s*([a-z°]+)?/g)) {
    const unit = m[2] ? UNIT_WORDS[m[2]] : undefined;
    if (unit) out.push({ value: m[1], unit });
    else if (ingredient) out.push({ value: m[1], unit: 'piece' });
  }
  return out;
}

/** How many parts of a constant's name (`all-purpose-flour`) the words hold: 0 unless every part is one of them. */
export function namedIn(constant: string, words: Set<string>): number {
  const parts = constant.split('-');
  return parts.every((part) => words.has(part)) ? parts.length : 0;
}
