// The ranking in `text` mode reads the recipe text as it is written (docs/ENVIRONMENT.md,
// "Ranking"): a line takes the quantity the text gives its ingredient in its unit, a line of an
// action and a number the number of the text line naming the action, and what the episode ran
// already ranks below what it has not. The recipe texts here are written for the test.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rankedEntries, type RankedEntry } from '../src/env/rank.ts';
import { doneLines, readRecipeWords, textScore } from '../src/env/rank-text.ts';
import type { AdmissibleEntry } from '../src/listing/admissible.ts';
import { openSession } from '../src/session/index.ts';
import { listTasks, type Task } from '../src/tasks/index.ts';
import { BENCHMARK } from './support/simulate.ts';

const source = { benchmark: BENCHMARK ?? undefined };
const fetchOf = (ingredient: string) => (e: RankedEntry) => e.action === 'fetch-and-proportion' && e.line.split(' ')[5] === ingredient;
const amountOf = (e: AdmissibleEntry) => e.line.slice(1, -1).split(' ').slice(-2).join(' ');

/** A corpus task with its text replaced: the kitchen and the goal stay, the ranking reads only the text. */
function withText(ingredients: string[], instructions: string[]): Task {
  const task = listTasks(source)[0];
  return { ...task, title: 'Test Recipe', text: { ingredients, instructions } };
}

/** An entry as a listing gives it: `butter 100 g`, the number's example, its range. */
function listed(line: string, example: number, position: number, min = 1, max = 500): AdmissibleEntry {
  const action = line.slice(1).split(' ')[0];
  return { line, action, mode: '1', parameters: [{ position, slot: 'quantity', example, min, max }], produces: '', duration: 30, output: 'medium-bowl', recency: 0 } as AdmissibleEntry;
}

describe('text scores', () => {
  const none = { exact: new Map<string, number>(), named: new Map<string, number>() };
  it('take the quantity the text gives in the line’s unit, within its range', () => {
    const text = readRecipeWords({ title: 'T', text: { ingredients: ['250 grams butter, softened', '1 1/2 cups white sugar'], instructions: [] } });
    const butter = textScore(listed('(fetch-and-proportion ?a ?b ?kitchen ?c butter 100 g)', 100, 5), text, none);
    expect(butter.change?.line).toBe('(fetch-and-proportion ?a ?b ?kitchen ?c butter 250 g)');
    expect(butter.change?.parameters[0].example).toBe(250);
    // a unit the text does not give for it keeps the example; a mixed number is read whole
    expect(textScore(listed('(fetch-and-proportion ?a ?b ?kitchen ?c butter 1 tablespoon)', 1, 5, 0.25, 16), text, none).change).toBeNull();
    expect(textScore(listed('(fetch-and-proportion ?a ?b ?kitchen ?c white-sugar 1 cup)', 1, 5, 0.25, 16), text, none).change?.line).toMatch(/white-sugar 1\.5 cup\)$/);
    // out of the number's range: not taken
    expect(textScore(listed('(fetch-and-proportion ?a ?b ?kitchen ?c butter 100 g)', 100, 5, 1, 200), text, none).change).toBeNull();
  });

  it('rank the quantity the text says above the example, and the ingredient it names above one it does not', () => {
    const text = readRecipeWords({ title: 'T', text: { ingredients: ['250 grams butter'], instructions: [] } });
    const said = textScore(listed('(fetch-and-proportion ?a ?b ?kitchen ?c butter 100 g)', 100, 5), text, none).score;
    const unsaid = textScore(listed('(fetch-and-proportion ?a ?b ?kitchen ?c butter 100 g)', 100, 5, 1, 200), text, none).score;
    const other = textScore(listed('(fetch-and-proportion ?a ?b ?kitchen ?c white-sugar 100 g)', 100, 5), text, none).score;
    expect(said).toBeGreaterThan(unsaid);
    expect(unsaid).toBeGreaterThan(other);
  });

  it('read a unit as no name: a line of an action and a unit takes nothing from a text line that only shares the unit', () => {
    const text = readRecipeWords({ title: 'T', text: { ingredients: [], instructions: ['Bake for 15 minutes.', 'Preheat the oven to 200 C.'] } });
    const leave = textScore(listed('(leave-for-time ?a ?b ?ks ?c 1 minute)', 1, 4, 1, 600), text, none);
    expect(leave.change).toBeNull();
    // the action named, the sentence mark after its unit notwithstanding
    expect(textScore(listed('(preheat-oven ?a ?b ?kitchen ?oven 180 degrees-celsius)', 180, 4, 20, 300), text, none).change?.line).toMatch(/ 200 degrees-celsius\)$/);
  });
});

describe.skipIf(!BENCHMARK)('ranked lines in text mode', () => {
  it('ask for the amount the recipe text names, described as the changed line runs', () => {
    const task = withText(['250 grams butter', '100 grams caster sugar'], ['Cream the butter and sugar.']);
    const session = openSession(source);
    const butter = rankedEntries(session, task, 'text', Infinity, source).find(fetchOf('butter'))!;
    expect(amountOf(butter)).toBe('250 g');
    expect(butter.produces).toContain('butter 250 g');
  });

  it('list every line with no limit (Infinity), in either mode, rather than refuse the listing it asks for', () => {
    const task = withText(['250 grams butter'], []);
    for (const goal of ['text', 'visible'] as const) {
      const all = rankedEntries(openSession(source), task, goal, Infinity, source);
      expect(all.length, goal).toBeGreaterThan(rankedEntries(openSession(source), task, goal, 10, source).length);
    }
  });

  it('rank an ingredient fetched already below one not fetched yet, and take the next quantity of one the text names twice', () => {
    const task = withText(['250 grams butter', '100 grams caster sugar', '3 tablespoons cocoa powder', '2 tablespoons cocoa powder'], []);
    const session = openSession(source);
    const first = rankedEntries(session, task, 'text', 1, source)[0];
    expect(first.action).toBe('fetch-and-proportion');
    session.execute(first.line);
    const fetched = first.line.split(' ')[5];
    const after = rankedEntries(session, task, 'text', Infinity, source);
    const again = after.findIndex(fetchOf(fetched));
    const others = ['butter', 'caster-sugar', 'cocoa-powder'].filter((i) => i !== fetched).map((i) => after.findIndex(fetchOf(i)));
    for (const k of others) expect(k).toBeGreaterThanOrEqual(0);
    if (fetched !== 'cocoa-powder') for (const k of others) expect(k).toBeLessThan(again);
    // the first `limit` lines hold no fetch of what the episode has, unless the text names it again
    const cocoa = after.filter(fetchOf('cocoa-powder')).find((e) => e.line.endsWith('tablespoon)'))!;
    expect(amountOf(cocoa)).toBe(fetched === 'cocoa-powder' ? '2 tablespoon' : '3 tablespoon');
  });

  it('counts what the episode ran, not the text: the same rankings on a corpus copy without gold files', () => {
    const copy = mkdtempSync(join(tmpdir(), 'irl-kitchen-text-rank-'));
    try {
      cpSync(BENCHMARK!, copy, { recursive: true, filter: (src) => !src.includes('gold-standard-solutions') && !src.includes('reference-figures') && !src.includes(join(BENCHMARK!, 'variants')) });
      const task = listTasks(source).find((t) => t.id === 'afghan-biscuits')!;
      const a = openSession(source);
      const b = openSession({ benchmark: copy });
      for (let step = 0; step < 3; step++) {
        const withGold = rankedEntries(a, task, 'text', 5, source, { maxMillis: Infinity });
        expect(rankedEntries(b, task, 'text', 5, { benchmark: copy }, { maxMillis: Infinity })).toEqual(withGold);
        a.execute(withGold[0].line);
        b.execute(withGold[0].line);
      }
      expect(doneLines(a).exact.size).toBe(3);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
