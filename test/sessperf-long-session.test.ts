// A long session answers, after every call, what a whole run of its network answers: steps,
// bindings, timeline and diagnostics. Continued calls keep the bindings as layers and the
// variables that show each class's ids as shared lists (src/continuation/binding-layers.ts,
// shown-variables.ts): a call adds to them without copying them, so earlier states — kept for
// undo, shared with forks — must read as they were, and the later ones as whole runs write them.
import { describe, expect, it } from 'vitest';
import { continuationCounts } from '../src/continuation/continue.ts';
import { openSession } from '../src/session/index.ts';
import { answersOf, replayAgainstWholeRuns, WholeRunSession } from './support/session-replay.ts';

/**
 * A chain of beats on one bowl with, every 7th line, a fetch-and-proportion on the chain (its
 * constants move the ids of objects earlier steps made: earlier bindings are rewritten) and,
 * every 10th, a fetch of more pans than the kitchen holds (a failed object and a warning).
 */
function longNetwork(n: number): string[] {
  const lines = ['(fetch-and-proportion ?w0 ?ks0 ?kitchen ?bowl butter 200 g)'];
  let ks = 0;
  let bowl = 0;
  for (let i = 1; lines.length < n; i++) {
    if (i % 10 === 0) lines.push(`(fetch ?p${i} ?y${i} ?kitchen pan 99)`);
    else if (i % 7 === 0) lines.push(`(fetch-and-proportion ?f${i} ?ks${i} ?ks${ks} ?c${i} white-sugar ${i} g)`), (ks = i);
    else lines.push(`(beat ?w${i} ?ks${i} ?ks${ks} ?w${bowl} ?whisk)`), (ks = i), (bowl = i);
  }
  return lines;
}

const LINES = longNetwork(120);

describe('a long session', () => {
  it('answers each call as a whole run does, and continues from the state', () => {
    const before = continuationCounts.continued ?? 0;
    const { steps, disagree } = replayAgainstWholeRuns(LINES.map((l) => `${l}\n`));
    expect(disagree).toEqual([]);
    expect(steps).toBe(LINES.length);
    // the calls did continue: the layers were what answered
    expect((continuationCounts.continued ?? 0) - before).toBeGreaterThan(LINES.length - 5);
  }, 120_000);

  it('moves ids of earlier bindings and keeps the failures, as a whole run does', () => {
    const s = openSession();
    const named = (line: string) => new Set(line.match(/\?[\w-]+/g));
    const earlier = LINES.map((l) => Object.keys(s.execute(`${l}\n`).newBindings).filter((name) => !named(l).has(name)).length);
    // some calls rewrote bindings of earlier lines (the numbering moved their ids)
    expect(earlier.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(s.status()).toBe('ok');
    expect(s.diagnostics().filter((d) => d.code === 'W_ACTION_FAILED')).toHaveLength(LINES.filter((l) => l.includes(' pan 99')).length);
  }, 60_000);

  it('gives back earlier states unchanged after undo and in forks that go their own way', () => {
    const s = openSession();
    for (const l of LINES.slice(0, 60)) s.execute(`${l}\n`);
    const fork = s.fork();
    // the session and its fork append different lines onto the lists and layers they share
    const mine = LINES.slice(60, 75);
    const theirs = ['(fetch-and-proportion ?g1 ?gk1 ?ks59 ?gc1 salt 3 g)', '(beat ?gw2 ?gk2 ?gk1 ?w59 ?whisk)', '(fetch-and-proportion ?g3 ?gk3 ?gk2 ?gc3 butter 7 g)'];
    for (const l of mine) s.execute(`${l}\n`);
    for (const l of theirs) fork.execute(`${l}\n`);
    const whole = (lines: string[]) => {
      const w = new WholeRunSession({});
      w.execute(lines.map((l) => `${l}\n`).join(''));
      return answersOf(w);
    };
    expect(answersOf(fork)).toBe(whole([...LINES.slice(0, 60), ...theirs]));
    expect(answersOf(s)).toBe(whole([...LINES.slice(0, 75)]));
    // undo back into the kept states, then another way on
    for (let i = 0; i < 5; i++) expect(s.undo()).toBe(true);
    expect(answersOf(s)).toBe(whole(LINES.slice(0, 70)));
    for (const l of theirs) s.execute(`${l.replaceAll('?ks59', '?ks69').replaceAll('?w59', '?w69')}\n`);
    expect(answersOf(s)).toBe(whole([...LINES.slice(0, 70), ...theirs.map((l) => l.replaceAll('?ks59', '?ks69').replaceAll('?w59', '?w69'))]));
  }, 60_000);
});
