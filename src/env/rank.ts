// Admissible lines ranked by relevance to a task, from the serialised task alone (recipe text,
// goal conditions), never from a gold network. The score of a line (docs/ENVIRONMENT.md):
//   goal    in `visible` mode, its first output described as an unmet goal condition's object
//           is (100 for the earliest unmet condition, less for later ones; 60 when only the
//           amounts differ), and its action is the earliest unmet condition's (30) or another
//           unmet one's (10);
//   text    the share of the line's constants (ingredients, tools, units, numbers) that the
//           recipe text names (10);
//   recency 5 / (1 + the age of its most recent input).
// Ties keep the listing's order. In `visible` mode only the actions of the next unmet
// conditions are listed (those of every unmet condition, then every action, when that gives
// fewer lines than asked for); each listing is cut at LISTED_AT_MOST entries, most recent first.
import type { AdmissibleEntry } from '../listing/admissible.ts';
import type { Session } from '../session/api.ts';
import type { GoalMode, Task } from '../tasks/task.ts';
import { taskJudge } from './judge.ts';
import type { TaskSource } from './task-source.ts';

/** An admissible line with its relevance score to the task. */
export interface RankedEntry extends AdmissibleEntry {
  score: number;
}

/** Unmet conditions whose actions are listed first. */
const NEXT_GOALS = 3;
/**
 * Entries taken from one listing at most, most recently bound inputs first: late in a long
 * recipe an action may have tens of thousands of lines (a whole listing hundreds of thousands),
 * and ranking them all would cost seconds and a worker's memory for lines that score alike.
 */
const LISTED_AT_MOST = 5000;

/** The admissible lines ranked by relevance to the task (docs/ENVIRONMENT.md, "Ranking"), best first, at most `limit`. */
export function rankedEntries(session: Session, task: Task, goal: GoalMode, limit: number, source: TaskSource = {}): RankedEntry[] {
  const judge = taskJudge(task, source);
  const status = judge.goal(session.state().run);
  const unmet = task.goal.conditions.map((c, i) => ({ c, i })).filter(({ i }) => !status.met[i]);
  const visible = goal === 'visible';
  const words = textWords(task);
  const listed = (actions: string[]) => actions.flatMap((action) => (session.sim.inventory.get(action) ? session.admissible({ action, limit: LISTED_AT_MOST }) : []));
  const actionsOf = (goals: typeof unmet) => [...new Set(goals.map(({ c }) => c.action))];
  let entries = visible ? listed(actionsOf(unmet.slice(0, NEXT_GOALS))) : [];
  // too few: the actions of every unmet condition, then every action
  if (visible && entries.length < limit) entries = listed(actionsOf(unmet));
  if (entries.length < limit) entries = session.admissible({ limit: Math.max(limit, LISTED_AT_MOST) });
  const texts = visible ? judge.goalTexts() : [];
  const scored = entries.map((entry, order) => {
    const e: RankedEntry = { ...entry, parameters: entry.parameters.map((p) => ({ ...p })), score: 0 };
    return { e, order, score: score(e, words) + (visible ? goalScore(e, unmet, texts, session) : 0) };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map(({ e, score: s }) => ({ ...e, score: Math.round(s * 100) / 100 }));
}

/** The lines of rankedEntries(), as text. */
export function rankedLines(session: Session, task: Task, goal: GoalMode, limit: number, source: TaskSource = {}): string[] {
  return rankedEntries(session, task, goal, limit, source).map((e) => e.line);
}

/**
 * How well the entry meets the unmet conditions: the earliest condition it meets counts most
 * (agents mostly proceed in the goal's order); an exact description beats one whose amounts
 * differ, and the earliest condition's action adds to it. A loose match of the entry's example
 * amount takes the condition's amount where the entry's range allows (the line then meets it).
 */
function goalScore(e: RankedEntry, unmet: { c: Task['goal']['conditions'][number]; i: number }[], texts: string[], session: Session): number {
  const first = firstOutput(e, session);
  let best = 0;
  unmet.forEach(({ c, i }, k) => {
    const text = texts[i];
    const exact = first !== null && first === text;
    const loose = !exact && first !== null && withoutNumbers(first) === withoutNumbers(text);
    const g = ((exact ? 100 : loose ? 70 : 0) + (c.action === e.action && k === 0 ? 30 : c.action === e.action ? 5 : 0)) / (1 + k);
    if (g > best) {
      best = g;
      if (loose && first !== null) takeAmount(e, first, text);
    }
  });
  return best;
}

/** The entry's example number changed to the one the condition's description has at its place. */
function takeAmount(e: RankedEntry, mine: string, wanted: string) {
  const ours = mine.match(NUMBER) ?? [];
  const theirs = wanted.match(NUMBER) ?? [];
  if (e.parameters.length !== 1 || ours.length !== theirs.length) return;
  const p = e.parameters[0];
  const at = ours.findIndex((n) => Number(n) === Number(p.example));
  const value = at < 0 ? NaN : Number(theirs[at]);
  if (!Number.isFinite(value) || value < Number(p.min) || value > Number(p.max)) return;
  const words = e.line.slice(1, -1).split(' ');
  words[p.position + 1] = String(value);
  e.line = `(${words.join(' ')})`;
  e.parameters = [{ ...p, example: value }];
}

/** The description of the entry's first output, as its dry run gave it (`slot: description`). */
function firstOutput(e: AdmissibleEntry, session: Session): string | null {
  const slot = session.sim.inventory.get(e.action)?.slots[0]?.name;
  if (!slot || !e.produces.startsWith(`${slot}: `)) return null;
  const rest = e.produces.slice(slot.length + 2);
  const end = rest.indexOf('; ');
  return end < 0 ? rest : rest.slice(0, end);
}

const NUMBER = /-?\d+(\.\d+)?(\/\d+)?(e-?\d+)?/g;
const withoutNumbers = (s: string) => s.replace(NUMBER, '#');

/** Units as recipe texts write them, as lines write them. */
const UNIT_WORDS: Record<string, string> = { grams: 'g', gram: 'g', kilograms: 'kg', milliliters: 'ml', millilitres: 'ml', liters: 'l', litres: 'l', teaspoons: 'teaspoon', tablespoons: 'tablespoon', cups: 'cup', minutes: 'minute', hours: 'hour', pieces: 'piece', cloves: 'clove', degrees: 'degrees-celsius', celsius: 'degrees-celsius', tsp: 'teaspoon', tbsp: 'tablespoon' };

/** The words of the recipe text, lower-cased, units as lines write them, plurals also singular. */
function textWords(task: Task): Set<string> {
  const words = new Set<string>();
  for (const line of [task.title, ...task.text.ingredients, ...task.text.instructions])
    for (const raw of line.toLowerCase().split(/[^a-z0-9./]+/)) {
      if (!raw) continue;
      words.add(raw);
      if (UNIT_WORDS[raw]) words.add(UNIT_WORDS[raw]);
      if (raw.endsWith('s')) words.add(raw.slice(0, -1));
    }
  return words;
}

function score(e: AdmissibleEntry, words: Set<string>): number {
  const constants = e.line
    .slice(1, -1)
    .split(/\s+/)
    .slice(1)
    .filter((t) => !t.startsWith('?'));
  let found = 0;
  for (const c of constants) if (c.split('-').every((part) => words.has(part))) found++;
  const text = constants.length ? (10 * found) / constants.length : 0;
  return text + 5 / (1 + Math.max(0, e.recency));
}
