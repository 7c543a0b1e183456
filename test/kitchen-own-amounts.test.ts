// Amounts in a kitchen and a network of one's own: a unit without a gram conversion is named as the
// network wrote it, with the units the ingredient does convert from; a unit of one's own that
// `before-lookup` re-expresses in grams needs no table entry; and a stock container holding more
// than its ingredient stops the run, as the reference's assertion does, instead of weighing
// whatever lies first in it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator, type RecipeRun } from '../src/simulator.ts';
import { amountOf, contentClasses, entity, valueOf } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-own-amounts-'));

/** A file of `lines` in a fresh folder. */
function file(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

/** Runs network `lines` (after `(get-kitchen ?kitchen)`) with the ontology files, in `kitchen`. */
function runIn(ontologyFiles: string[], kitchen: string | undefined, lines: string[]): RecipeRun {
  const sim = new Simulator({ ontologyFiles, kitchen });
  const parsed = parseSolutionText(['#own', '(get-kitchen ?kitchen)', ...lines].join('\n'), 'own.solution');
  return sim.run(parsed.recipes[0], 'own.solution');
}

const fetchSugar = (amount: string) => `(fetch-and-proportion ?sugar ?ks-1 ?kitchen ?bowl-1 white-sugar ${amount})`;

describe('an amount in a unit the ingredient has no gram conversion for', () => {
  it('names the unit as written, the one looked up, and the units it converts from', () => {
    const r = runIn([], undefined, [fetchSugar('100 ml')]);
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toContain('no gram conversion for ml (looked up as l) of white-sugar; white-sugar converts from g, teaspoon, tablespoon [no-conversion-entry(white-sugar)]');
  });

  it('a unit without a before-lookup rule is named once', () => {
    const r = runIn([], undefined, [fetchSugar('1 cup')]);
    expect(r.messages.join('\n')).toContain('no gram conversion for cup of white-sugar; white-sugar converts from g, teaspoon, tablespoon');
  });
});

describe('a unit of one\'s own, re-expressed in grams', () => {
  const kg = file('kg.yaml', ['classes:', '  kg: {is-a: [unit]}', 'before-lookup:', '  kg: {unit: g, factor: 1000}']);

  it('weighs 1/10 kg of sugar as 100 g from the 1000 g stock', () => {
    const r = runIn([kg], undefined, [fetchSugar('1/10 kg'), '(fetch-and-proportion ?more ?ks-2 ?ks-1 ?bowl-2 white-sugar 1 g)']);
    expect(r.messages).toEqual([]);
    expect(r.status).toBe('ok');
    const pantry = entity(valueOf(r, '?ks-2')).contents.find((c) => c.cls.name === 'pantry')!;
    const sugar = pantry.contents.flatMap((bowl) => bowl.contents).find((c) => c.cls.name === 'white-sugar')!;
    // the standard pantry stocks 1000 g; 100 g then 1 g were taken
    expect(amountOf(sugar)).toBe('899 g');
  });
});

describe('a stock container holding more than its ingredient', () => {
  const kitchen = file('mixed.yaml', [
    'kitchens:',
    '  - name: mixed-bowl',
    '    places:',
    '      - fridge:',
    '          contents:',
    '            - medium-bowl: {used: true, contents: [{butter: {amount: "50 g"}}, {white-sugar: {amount: "50 g"}}]}',
    '      - kitchen-cabinet: {contents: [{medium-bowl: {count: 3}}]}',
  ]);

  it('stops the run naming what the container holds, rather than weighing the butter for sugar', () => {
    const r = runIn([kitchen], 'mixed-bowl', [fetchSugar('10 g')]);
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toContain(
      'own.solution:3:1: (fetch-and-proportion ?sugar ?ks-1 ?kitchen ?bowl-1 white-sugar 10 g): the medium-bowl the ingredient is taken from holds 2 objects (butter, white-sugar); a stock container holds its ingredient alone [assertion-failed(weigh-ingredient)]',
    );
  });

  it('asking for the ingredient that lies first in it stops too: the reference asserts before it weighs', () => {
    expect(runIn([kitchen], 'mixed-bowl', ['(fetch-and-proportion ?b ?ks-1 ?kitchen ?bowl-1 butter 10 g)']).status).toBe('error');
  });

  it('a container holding its ingredient alone is weighed as before', () => {
    const single = file('single.yaml', ['kitchens:', '  - name: single', '    places:', '      - fridge: {contents: [{medium-bowl: {used: true, contents: [{butter: {amount: "50 g"}}]}}]}', '      - kitchen-cabinet: {contents: [medium-bowl]}']);
    const r = runIn([single], 'single', ['(fetch-and-proportion ?b ?ks-1 ?kitchen ?bowl-1 butter 10 g)']);
    expect(r.status).toBe('ok');
    expect(contentClasses(valueOf(r, '?b'))).toEqual(['butter']);
    expect(amountOf(entity(valueOf(r, '?b')).contents[0])).toBe('10 g');
  });
});

describe('a stock of no pieces, asked for in grams', () => {
  const kitchen = file('no-apples.yaml', [
    'kitchens:',
    '  - name: no-apples',
    '    places:',
    '      - fridge: {contents: [{medium-bowl: {used: true, contents: [{apple: {amount: "0 piece"}}]}}]}',
    '      - kitchen-cabinet: {contents: [medium-bowl]}',
  ]);

  it('stops saying why there is nothing to divide by, not only "division by zero"', () => {
    const r = runIn([kitchen], 'no-apples', ['(fetch-and-proportion ?a ?ks-1 ?kitchen ?bowl-1 apple 100 g)']);
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toContain('the stock of apple holds 0 piece, so the grams of one piece cannot be worked out to take g from it [division-by-zero]');
  });

  it('pieces asked for in pieces are still taken (the stock goes below zero, as in the reference)', () => {
    const r = runIn([kitchen], 'no-apples', ['(fetch-and-proportion ?a ?ks-1 ?kitchen ?bowl-1 apple 1 piece)']);
    expect(r.status).toBe('ok');
    expect(contentClasses(valueOf(r, '?a'))).toEqual(['apple']);
  });
});
