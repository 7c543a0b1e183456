// The text part of a line's score in `text` mode, where the recipe text is all an agent has: a
// listed line carries its number's example (`butter 100 g`), so every ingredient would score
// alike and ties fall to the listing's order. Here each line is read against the text's lines
// one by one (the title, each ingredient line, each instruction): the line takes the quantity
// the text line that names its constants gives in its unit (`200 grams unsalted butter` turns
// `butter 100 g` into `butter 200 g`), a line whose number the text says scores more, an action
// the text names adds to it, and a line the episode has run already (same action, same constants)
// ranks below one it has not, unless the text names that quantity more than once.
import type { AdmissibleEntry } from '../listing/admissible.ts';
import type { Session } from '../session/api.ts';
import type { Task } from '../tasks/task.ts';
import { dryRunner } from './dry-run.ts';

/** Units as recipe texts write them, as lines write them. */
export const UNIT_WORDS: Record<string, string> = { grams: 'g', gram: 'g', kilograms: 'kg', milliliters: 'ml', millilitres: 'ml', liters: 'l', litres: 'l', teaspoons: 'teaspoon', tablespoons: 'tablespoon', cups: 'cup', minutes: 'minute', hours: 'hour', pieces: 'piece', cloves: 'clove', degrees: 'degrees-celsius', celsius: 'degrees-celsius', tsp: 'teaspoon', tbsp: 'tablespoon' };

/** Units that only follow a number (`180 C`): read as a unit there, never as a word. */
const UNITS_AFTER_NUMBER: Record<string, string> = { c: 'degrees-celsius' };

/** Score parts (docs/ENVIRONMENT.md, "Ranking"). */
export const TEXT_WEIGHTS = { named: 10, quantity: 3, action: 2, done: -10 };

/** Words of an action's name that say nothing of what it does. */
const LINKING_WORDS = new Set(['and', 'to', 'from', 'with', 'in', 'on', 'of', 'into']);
/** Words of a text line that say nothing of what it is about. */
const STOP_WORDS = new Set([...LINKING_WORDS, 'a', 'an', 'the', 'or', 'at', 'for', 'by', 'until', 'about', 'them', 'it', 'each', 'well', 'and/or']);

/** One line of the recipe text: its words, and the quantities it gives (a number with its unit). */
export interface TextLine {
  words: Set<string>;
  /** The words that say what it is about: no numbers, units or linking words. */
  content: string[];
  quantities: { value: number; unit: string }[];
}

/** The recipe text, line by line, and all its words. */
export interface RecipeWords {
  lines: TextLine[];
  all: Set<string>;
}

/** The words of a text: lower-cased, sentence marks stripped, units as lines write them, plurals also singular. */
export function readRecipeWords(task: Pick<Task, 'title' | 'text'>): RecipeWords {
  const all = new Set<string>();
  const lines = [task.title, ...task.text.ingredients, ...task.text.instructions].map((text) => {
    const tokens = text
      .toLowerCase()
      .split(/[^a-z0-9./]+/)
      .map((t) => t.replace(/^\.+|\.+$/g, ''))
      .filter(Boolean);
    const words = new Set<string>();
    for (const raw of tokens) {
      words.add(raw);
      if (UNIT_WORDS[raw]) words.add(UNIT_WORDS[raw]);
      if (raw.endsWith('s')) words.add(raw.slice(0, -1));
    }
    const quantities = quantitiesOf(tokens);
    for (const q of quantities) words.add(q.unit);
    for (const w of words) all.add(w);
    const units = new Set(quantities.map((q) => q.unit));
    const content = tokens.filter((t) => numberOf(t) === null && !units.has(UNIT_WORDS[t] ?? UNITS_AFTER_NUMBER[t] ?? t) && !STOP_WORDS.has(t));
    return { words, content, quantities };
  });
  return { lines, all };
}

/** `200 grams`, `1 1/2 cups`, `0.5 l`, `180 C`: a number (a whole and a fraction added) and the unit after it. */
function quantitiesOf(tokens: string[]): TextLine['quantities'] {
  const out: TextLine['quantities'] = [];
  for (let i = 0; i < tokens.length; i++) {
    let value = numberOf(tokens[i]);
    if (value === null) continue;
    let j = i + 1;
    const fraction = tokens[j]?.includes('/') ? numberOf(tokens[j]) : null;
    if (fraction !== null) (value += fraction), j++;
    const word = tokens[j];
    const unit = word === undefined ? undefined : (UNIT_WORDS[word] ?? UNITS_AFTER_NUMBER[word] ?? word);
    if (unit !== undefined && numberOf(unit) === null) out.push({ value, unit });
  }
  return out;
}

function numberOf(token: string): number | null {
  const m = /^(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(token);
  if (!m) return null;
  const v = m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
  return Number.isFinite(v) ? v : null;
}

/** A line's words after the action: the constants, the number's place and its unit. */
function readLine(e: AdmissibleEntry) {
  const words = e.line.slice(1, -1).split(' ');
  const p = e.parameters.length === 1 ? e.parameters[0] : null;
  const numberAt = p ? p.position + 1 : -1;
  // the unit is no name: a line of an action and a unit (`leave-for-time … 15 minute`) names nothing
  const names = words.slice(1).filter((w, k) => !w.startsWith('?') && k + 1 !== numberAt && k !== numberAt && numberOf(w) === null);
  const unit = p ? words[numberAt + 1] : undefined;
  return { words, p, numberAt, names, unit };
}

/** What the episode did already, counted: each run line's action and constants (numbers as numbers), and the same without numbers and their units. */
export interface Done {
  exact: Map<string, number>;
  named: Map<string, number>;
}

export function doneLines(session: Session): Done {
  const done: Done = { exact: new Map(), named: new Map() };
  const count = (map: Map<string, number>, key: string | null) => key !== null && map.set(key, (map.get(key) ?? 0) + 1);
  for (const line of session.networkLines()) {
    const words = line.trim().replace(/^\(|\)$/g, '').split(/\s+/);
    count(done.exact, exactKey(words));
    count(done.named, namedKey(words));
  }
  return done;
}

const canonical = (w: string) => (numberOf(w) === null ? w : String(numberOf(w)));
/** The action and its constants, numbers read as numbers; null for a line of variables only. */
function exactKey(words: string[]): string | null {
  const constants = words.slice(1).filter((w) => !w.startsWith('?'));
  return constants.length ? [words[0], ...constants.map(canonical)].join(' ') : null;
}
/** The action and its constants but numbers and the units after them: what was fetched, whatever the amount. */
function namedKey(words: string[]): string | null {
  const constants = words.slice(1).filter((w, k) => !w.startsWith('?') && numberOf(w) === null && numberOf(words[k]) === null);
  return constants.length ? [words[0], ...constants].join(' ') : null;
}

const names = (line: TextLine, constants: string[]) => constants.every((c) => c.split('-').every((part) => line.words.has(part)));
const sameWord = (token: string, part: string) => token === part || token === `${part}s` || token === `${part}es`;
/** How much of what a text line is about the constants say (`almond-flakes` all of `50 grams almond flakes`, `almond` half). */
function coverage(line: TextLine, constants: string[]): number {
  if (!line.content.length) return 1;
  const parts = constants.flatMap((c) => c.split('-'));
  return line.content.filter((t) => parts.some((part) => sameWord(t, part))).length / line.content.length;
}

/**
 * The text score of a line, and the line changed to the quantity the text gives where it does:
 * the text lines naming all its constants give the quantities in its unit, within its number's
 * range, the first not run yet taken (as often as the text names it).
 */
export function textScore(e: AdmissibleEntry, text: RecipeWords, done: Done): { score: number; change: Pick<AdmissibleEntry, 'line' | 'parameters'> | null } {
  const { words, p, numberAt, names: constants, unit } = readLine(e);
  const actionParts = e.action.split('-').filter((w) => !LINKING_WORDS.has(w));
  // a line of an action and a number (`preheat-oven … 180 degrees-celsius`) takes the number of the text line naming the action
  const naming = text.lines.filter((l) => (constants.length ? names(l, constants) : actionParts.length > 0 && names(l, actionParts)));
  const said = p && unit ? naming.flatMap((l) => l.quantities.filter((q) => q.unit === unit && q.value >= Number(p.min) && q.value <= Number(p.max))) : [];
  let change: Pick<AdmissibleEntry, 'line' | 'parameters'> | null = null;
  let saysNumber = false;
  if (p && said.length) {
    // the quantities in the text's order, each as often as the text says it: the first the episode has not used up
    const used = new Map<number, number>();
    for (const q of said) {
      const n = (used.get(q.value) ?? 0) + 1;
      used.set(q.value, n);
      const line = [...words];
      line[numberAt] = String(q.value);
      if ((done.exact.get(exactKey(line)!) ?? 0) >= n) continue;
      saysNumber = true;
      if (q.value !== Number(p.example)) change = { line: `(${line.join(' ')})`, parameters: [{ ...p, example: q.value }] };
      break;
    }
  }
  const key = namedKey(words);
  const named = !constants.length
    ? 0
    : naming.length
      ? 0.5 + 0.5 * Math.max(...naming.map((l) => coverage(l, constants)))
      : constants.filter((c) => c.split('-').every((part) => text.all.has(part))).length / constants.length / 2;
  const action = actionParts.length ? actionParts.filter((w) => text.all.has(w)).length / actionParts.length : 0;
  // run already as often as the text names it with a quantity (once, where it gives none)
  const again = key !== null && !saysNumber && (done.named.get(key) ?? 0) >= Math.max(1, constants.length ? naming.filter((l) => l.quantities.length).length : 0);
  const score = TEXT_WEIGHTS.named * named + (saysNumber ? TEXT_WEIGHTS.quantity : 0) + TEXT_WEIGHTS.action * action + (again ? TEXT_WEIGHTS.done : 0);
  return { score, change };
}

/** Lines changed to the text's quantities are dry-run again at most (the first of the ranking), for what they produce. */
const REDESCRIBED_AT_MOST = 200;

/**
 * The changed entries among the first `limit` described as their changed lines run (a listing's
 * `produces` is its example's); an entry whose changed line does not run is dropped, and so is
 * a changed entry past the first REDESCRIBED_AT_MOST (only a list of hundreds reaches them).
 */
export function redescribe<T extends AdmissibleEntry>(entries: T[], changed: Set<T>, session: Session, limit: number): T[] {
  const dry = changed.size ? dryRunner(session) : null;
  const out: T[] = [];
  let checked = 0;
  for (const e of entries) {
    if (out.length >= limit) break;
    if (changed.has(e)) {
      if (checked++ >= REDESCRIBED_AT_MOST) continue;
      const again = dry!(e);
      if (!again) continue;
      e.produces = again.produces;
    }
    out.push(e);
  }
  return out;
}
