// The ranking reads the recipe text's words alike in both modes (docs/ENVIRONMENT.md, "Ranking"):
// a word that ends a sentence (`… the oven.`) is the word, and `text` mode, which reads no goal,
// makes no judge of the task's goal. The recipe texts here are written for the test.
import { describe, expect, it, vi } from 'vitest';
import * as judgeModule from '../src/env/judge.ts';
import { rankedEntries, type RankedEntry } from '../src/env/rank.ts';
import { openSession } from '../src/session/index.ts';
import { listTasks, type Task } from '../src/tasks/index.ts';
import { BENCHMARK } from './support/simulate.ts';

vi.mock('../src/env/judge.ts', async (original) => {
  const actual = await original<typeof import('../src/env/judge.ts')>();
  return { ...actual, taskJudge: vi.fn(actual.taskJudge) };
});

const source = { benchmark: BENCHMARK ?? undefined };

/** A corpus task with its text replaced: the kitchen and the goal stay. */
function withText(instructions: string[]): Task {
  const task = listTasks(source)[0];
  return { ...task, title: 'Test Recipe', text: { ingredients: [], instructions } };
}

/** The words of a line's constants (`butter 230 g` → butter, 230, g). */
const constantWords = (e: RankedEntry) =>
  e.line
    .slice(1, -1)
    .split(' ')
    .slice(1)
    .filter((w) => !w.startsWith('?'))
    .flatMap((w) => w.split('-'));

describe.skipIf(!BENCHMARK)('the ranking’s words', () => {
  it('read a word that ends a sentence, or stands before a comma, as the word in visible mode', () => {
    const none = rankedEntries(openSession(source), withText([]), 'visible', 20, source);
    const line = none.find((e) => constantWords(e).length > 0)!;
    expect(line).toBeDefined();
    const words = constantWords(line);
    const scoreOf = (instructions: string[]) => rankedEntries(openSession(source), withText(instructions), 'visible', 20, source).find((e) => e.line === line.line)?.score;
    const bare = scoreOf([words.join(' ')]);
    // each word the last of its sentence, or before a comma
    expect(scoreOf(words.map((w) => `Take the ${w}.`))).toBe(bare);
    expect(scoreOf([words.map((w) => `${w},`).join(' ')])).toBe(bare);
    expect(bare).toBeGreaterThan(line.score);
  });

  it('make no judge of the goal in text mode, and one in visible mode', () => {
    const made = vi.mocked(judgeModule.taskJudge);
    const task = withText(['Cream the butter.']);
    made.mockClear();
    expect(rankedEntries(openSession(source), task, 'text', 5, source).length).toBeGreaterThan(0);
    expect(made).not.toHaveBeenCalled();
    rankedEntries(openSession(source), task, 'visible', 5, source);
    expect(made).toHaveBeenCalled();
  });
});
