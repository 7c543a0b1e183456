// The goal part of a line's score: does its first output meet an unmet goal condition? Listing
// entries describe their outputs in short (`medium-bowl [butter 230 g]`), which leaves out what
// the check also compares (temperatures, what a mixture is made of), so a description only
// finds candidates: each candidate line is dry-run again and its output compared with the
// condition's object as the check compares them (`similar`, and a similar place). A candidate
// that differs in numbers only (an amount, a temperature) takes the condition's numbers where
// the line's ranges allow, and counts as meeting it when the changed line's output does.
import { similarClassPaths } from '../evaluator/locations.ts';
import { IDENTITY_SLOTS, similar } from '../evaluator/similarity.ts';
import type { AdmissibleEntry } from '../listing/admissible.ts';
import type { Session } from '../session/api.ts';
import type { GoalCondition } from '../tasks/task.ts';
import { dryRunner, type DryOutput } from './dry-run.ts';
import { goalWords } from './goal-words.ts';
import type { TaskJudge } from './judge.ts';

/** Candidate lines dry-run again at most, best first (each costs a dry run or two). */
const CHECKED_AT_MOST = 1000;

type Unmet = { c: GoalCondition; i: number }[];
type Scored = { e: AdmissibleEntry; score: number };
/** A condition a line's output may meet: its place among the unmet ones, exact or in numbers only. */
type Match = { k: number; i: number; exact: boolean };

/**
 * Adds each line's goal score to its score: the earliest condition it meets counts most (agents
 * mostly proceed in the goal's order), one it meets but for numbers less, and the earliest
 * condition's action adds to it. Changes the line where it takes a condition's numbers.
 */
export function addGoalScores(scored: Scored[], session: Session, judge: TaskJudge, unmet: Unmet, deadline: number): void {
  const texts = judge.goalTexts();
  const goals = judge.goalValues();
  const slotOf = (action: string) => session.sim.inventory.get(action)?.slots[0]?.name;
  const bonus = (action: string, k: number) => (unmet[k].c.action !== action ? 0 : k === 0 ? 30 : 5);
  // per action: the most its action alone scores (the earliest unmet condition it is the action of)
  const byAction = new Map<string, number>();
  unmet.forEach(({ c }, k) => byAction.set(c.action, Math.max(byAction.get(c.action) ?? 0, bonus(c.action, k) / (1 + k))));
  const value = (e: AdmissibleEntry, m: Match | null) => {
    const alone = byAction.get(e.action) ?? 0;
    return m ? Math.max(alone, ((m.exact ? 100 : 70) + bonus(e.action, m.k)) / (1 + m.k)) : alone;
  };
  // by the descriptions: what each line may meet (per text: a listing's thousands of lines have a few texts)
  const shapes = texts.map(withoutNumbers);
  const byText = new Map<string, Match[]>();
  const matchesOf = (first: string) => {
    let matches = byText.get(first);
    if (!matches) {
      const shape = withoutNumbers(first);
      matches = [];
      for (const [k, { i }] of unmet.entries()) if (first === texts[i] || shape === shapes[i]) matches.push({ k, i, exact: first === texts[i] });
      byText.set(first, matches);
    }
    return matches;
  };
  const candidates: { s: Scored; matches: Match[]; first: string; guess: number }[] = [];
  for (const s of scored) {
    const first = firstOutput(s.e, slotOf(s.e.action));
    const matches = first === null ? [] : matchesOf(first);
    const guess = Math.max(0, ...matches.map((m) => value(s.e, m)));
    if (first !== null && matches.length) candidates.push({ s, matches, first, guess });
    else s.score += value(s.e, null);
  }
  // the best candidates checked by a dry run; the others as their descriptions say
  candidates.sort((a, b) => b.guess - a.guess);
  const dry = candidates.length ? dryRunner(session) : null;
  candidates.forEach(({ s, matches, first }, n) => {
    if (n < CHECKED_AT_MOST && performance.now() < deadline) {
      const found = checked(s.e, matches, dry!, goals, value);
      s.score += found.score;
      if (found.change) Object.assign(s.e, found.change);
      return;
    }
    // unchecked, a description vouches only for conditions that test no more than it says
    const said = matches.map((m) => ({ ...m, exact: m.exact && goals[m.i].words === texts[m.i] }));
    const m = best(said, (x) => value(s.e, x));
    s.score += value(s.e, m);
    if (m && !m.exact) Object.assign(s.e, withNumbers(s.e, first, texts[m.i]) ?? {});
  });
}

type Goal = ReturnType<TaskJudge['goalValues']>[number];
type Change = Pick<AdmissibleEntry, 'line' | 'parameters' | 'produces'>;

/** The score of a line dry-run against the conditions it may meet, and the line changed to meet one where numbers make the difference. */
function checked(e: AdmissibleEntry, matches: Match[], dry: ReturnType<typeof dryRunner>, goals: Goal[], value: (e: AdmissibleEntry, m: Match | null) => number): { score: number; change: Change | null } {
  const out = dry(e);
  if (!out) return { score: value(e, null), change: null };
  let top = { score: value(e, null), change: null as Change | null };
  for (const { k, i } of matches) {
    const goal = goals[i];
    let m: Match = { k, i, exact: meets(out, goal) };
    let change: Change | null = null;
    if (!m.exact) {
      const numbers = withNumbers(e, goalWords(out.output), goal.words);
      const again = numbers && dry(e, numbers.line);
      if (numbers && again) {
        change = { ...numbers, produces: again.produces };
        m = { k, i, exact: meets(again, goal) };
      }
    }
    const v = value(e, m);
    if (v > top.score) top = { score: v, change };
  }
  return top;
}

/** Does the output meet the condition as the check decides it: similar, ids aside, in a similar place? */
const meets = (out: DryOutput, goal: Goal) => similarClassPaths(goal.location, out.location) && similar(goal.entity, out.output, IDENTITY_SLOTS);

function best(matches: Match[], value: (m: Match) => number): Match | null {
  let top: Match | null = null;
  for (const m of matches) if (!top || value(m) > value(top)) top = m;
  return top;
}

/** The description of the entry's first output, as its dry run gave it (`slot: description`). */
function firstOutput(e: AdmissibleEntry, slot: string | undefined): string | null {
  if (!slot || !e.produces.startsWith(`${slot}: `)) return null;
  const rest = e.produces.slice(slot.length + 2);
  const end = rest.indexOf('; ');
  return end < 0 ? rest : rest.slice(0, end);
}

const NUMBER = /-?\d+(\.\d+)?(\/\d+)?(e-?\d+)?/g;
const withoutNumbers = (s: string) => s.replace(NUMBER, '#');

/**
 * The entry's line with its number changed to the one `wanted` has where `mine` has the
 * number's example (two texts alike but for numbers), null when the entry has not exactly one
 * number, the texts do not line up, or the wanted number is out of the number's range.
 */
function withNumbers(e: AdmissibleEntry, mine: string, wanted: string): Pick<AdmissibleEntry, 'line' | 'parameters'> | null {
  const ours = mine.match(NUMBER) ?? [];
  const theirs = wanted.match(NUMBER) ?? [];
  if (e.parameters.length !== 1 || ours.length !== theirs.length || withoutNumbers(mine) !== withoutNumbers(wanted)) return null;
  const p = e.parameters[0];
  const at = ours.findIndex((n) => Number(n) === Number(p.example));
  const value = at < 0 ? NaN : Number(theirs[at]);
  if (!Number.isFinite(value) || value === Number(p.example) || value < Number(p.min) || value > Number(p.max)) return null;
  const words = e.line.slice(1, -1).split(' ');
  words[p.position + 1] = String(value);
  return { line: `(${words.join(' ')})`, parameters: [{ ...p, example: value }] };
}
