// Admissible lines ranked by relevance to a task, from the serialised task alone (recipe text,
// goal conditions), never from a gold network. The score of a line (docs/ENVIRONMENT.md):
//   goal    in `visible` mode, its first output meets an unmet goal condition (100 for the
//           earliest unmet condition, less for later ones; 70 when it is the condition's object
//           but for numbers — an amount, a temperature), and its action is the earliest unmet
//           condition's (30) or another unmet one's (5) (rank-goal.ts);
//   text    in `visible` mode, the share of the line's constants (ingredients, tools, units,
//           numbers) that the recipe text names (10); in `text` mode, the line read against the
//           text's lines, taking the quantity the text gives (rank-text.ts);
//   recency 5 / (1 + the age of its most recent input).
// Ties keep the listing's order. In `visible` mode only the actions of the next unmet
// conditions are listed (those of every unmet condition, then every action, when that gives
// fewer lines than asked for); each listing is cut at LISTED_AT_MOST entries, most recent first,
// and the whole ranking at RANK_TRIES assignments tried (RANK_MILLIS behind it; rank-listing.ts).
import { InputError, requireChoice } from '../errors.ts';
import { isRecord, kindOfValue } from '../language/check-recipe.ts';
import type { AdmissibleEntry } from '../listing/admissible.ts';
import type { Session } from '../session/api.ts';
import { optionalCount, optionalMillis } from '../session/arguments.ts';
import { optionalString, optionsOf, requireTask } from '../tasks/arguments.ts';
import type { GoalMode, Task } from '../tasks/task.ts';
import { taskJudge } from './judge.ts';
import { addGoalScores } from './rank-goal.ts';
import { rankingListing } from './rank-listing.ts';
import { doneLines, readRecipeWords, redescribe, textScore } from './rank-text.ts';
import { TASK_SOURCE_KEYS, type TaskSource } from './task-source.ts';

/** An admissible line with its relevance score to the task. */
export interface RankedEntry extends AdmissibleEntry {
  score: number;
}

/** How much a ranking may do. */
export interface RankOptions {
  /** Assignments its listings may try (default RANK_TRIES); they stop at it, keeping what they listed. */
  maxTries?: number;
  /** Milliseconds (default RANK_MILLIS), a bound behind `maxTries` for a slow machine. */
  maxMillis?: number;
}

/** Unmet conditions whose actions are listed first. */
const NEXT_GOALS = 3;
/**
 * The assignments a ranking's listings try at most: late in a long or tangled episode one
 * action's listing can take ten seconds, past a server's request time. A try is a dry run or a
 * look-up in the memo, so the bound cuts a ranking at the same place on every machine; a ranking
 * that reaches it takes up to about 5 s on a 2-core machine shared with other work.
 */
export const RANK_TRIES = 40_000;
/**
 * The time a ranking takes at most, in milliseconds (a little more: the clock is read between
 * dry runs), for a machine much slower than expected: only a ranking that reaches it depends on
 * the machine's speed.
 */
export const RANK_MILLIS = 6000;

/** The admissible lines ranked by relevance to the task (docs/ENVIRONMENT.md, "Ranking"), best first, at most `limit`. */
export function rankedEntries(session: Session, task: Task, goal: GoalMode, limit: number, source: TaskSource | null = {}, options: RankOptions | null = {}): RankedEntry[] {
  return ranked(session, task, goal, limit, source, options, 'rankedEntries');
}

/** The lines of rankedEntries(), as text. */
export function rankedLines(session: Session, task: Task, goal: GoalMode, limit: number, source: TaskSource | null = {}, options: RankOptions | null = {}): string[] {
  return ranked(session, task, goal, limit, source, options, 'rankedLines').map((e) => e.line);
}

const RANK_OPTIONS = ['maxTries', 'maxMillis'];

/**
 * The arguments, or an InputError naming the function and the argument: a wrong session or task
 * would fail deep inside with a TypeError, a misspelt key or goal would rank with a default silently.
 */
function checkRankArguments(session: unknown, task: unknown, goal: unknown, limit: unknown, source: unknown, options: unknown, where: string): [TaskSource, RankOptions] {
  if (!(isRecord(session) && typeof session.state === 'function' && typeof session.admissible === 'function'))
    throw new InputError(`${where}: expected a session (openSession(options?)), got ${kindOfValue(session)}`);
  requireTask(task, where);
  requireChoice(`${where}: goal`, goal, ['visible', 'text']);
  if (limit === undefined) throw new InputError(`limit: ${where} takes a whole number from 0 (Infinity for no limit), got nothing`);
  optionalCount(limit, 'limit', where, 0, true);
  // a task source's keys only: an environment's other options (maxSteps, seed, …) are refused as misplaced
  const s = optionsOf<TaskSource>(source as TaskSource, `${where}: source`, TASK_SOURCE_KEYS);
  optionalString(s.benchmark, `${where}: source.benchmark`);
  const o = optionsOf<RankOptions>(options as RankOptions, `${where}: options`, RANK_OPTIONS);
  optionalCount(o.maxTries, 'maxTries', where, 0, true);
  optionalMillis(o.maxMillis, 'maxMillis', where);
  return [s, o];
}

function ranked(session: Session, task: Task, goal: GoalMode, limit: number, givenSource: TaskSource | null, givenOptions: RankOptions | null, where: string): RankedEntry[] {
  const [source, options] = checkRankArguments(session, task, goal, limit, givenSource, givenOptions, where);
  const bound = { tries: { left: options.maxTries ?? RANK_TRIES }, deadline: performance.now() + (options.maxMillis ?? RANK_MILLIS) };
  const copy = (entry: AdmissibleEntry): RankedEntry => ({ ...entry, parameters: entry.parameters.map((p) => ({ ...p })), score: 0 });
  // text mode reads no goal: neither the task's judge nor the goal status is made for it
  if (goal === 'text') return rankedByText(session, task, rankingListing(session, [], [], limit, bound).map(copy), limit);
  const judge = taskJudge(task, source);
  const status = judge.goal(session.state().run);
  const unmet = task.goal.conditions.map((c, i) => ({ c, i })).filter(({ i }) => !status.met[i]);
  const actionsOf = (goals: typeof unmet) => [...new Set(goals.map(({ c }) => c.action))];
  const entries = rankingListing(session, actionsOf(unmet.slice(0, NEXT_GOALS)), actionsOf(unmet), limit, bound);
  // the same words as text mode reads: sentence marks stripped (`oven.` is `oven`)
  const words = readRecipeWords(task).all;
  const scored = entries.map((entry, order) => {
    const e = copy(entry);
    return { e, order, score: score(e, words) };
  });
  addGoalScores(scored, session, judge, unmet, bound.deadline);
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map(({ e, score: s }) => ({ ...e, score: Math.round(s * 100) / 100 }));
}

/** `text` mode: the lines read against the recipe text, taking its quantities, what the episode ran already ranked lower. */
function rankedByText(session: Session, task: Task, entries: RankedEntry[], limit: number): RankedEntry[] {
  const text = readRecipeWords(task);
  const done = doneLines(session);
  const changed = new Set<RankedEntry>();
  const scored = entries.map((e, order) => {
    const found = textScore(e, text, done);
    if (found.change) changed.add(Object.assign(e, found.change));
    e.score = Math.round((found.score + recencyScore(e)) * 100) / 100;
    return { e, order };
  });
  scored.sort((a, b) => b.e.score - a.e.score || a.order - b.order);
  return redescribe(scored.map(({ e }) => e), changed, session, limit);
}

const recencyScore = (e: AdmissibleEntry) => 5 / (1 + Math.max(0, e.recency));

function score(e: AdmissibleEntry, words: Set<string>): number {
  const constants = e.line
    .slice(1, -1)
    .split(/\s+/)
    .slice(1)
    .filter((t) => !t.startsWith('?'));
  let found = 0;
  for (const c of constants) if (c.split('-').every((part) => words.has(part))) found++;
  const text = constants.length ? (10 * found) / constants.length : 0;
  return text + recencyScore(e);
}
