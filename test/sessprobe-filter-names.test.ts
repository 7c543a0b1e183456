// A listing filter naming a variable or class that is not there says which one was meant: a bound
// variable written without its `?` or misspelt, a class of the ontology misspelt.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';
import { refusal } from './support/thrown.ts';

describe('listing filters with a misspelt name', () => {
  const s = openSession();
  s.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)');

  it('uses: a bound variable without its ? or misspelt', () => {
    expect(refusal(() => s.admissible({ uses: 'butter', limit: 1 }))).toBe(`uses: "butter" is not a variable the network binds (did you mean ?butter? a variable's name starts with ?)`);
    expect(refusal(() => s.admissibleCount({ uses: '?buter' }))).toBe('uses: "?buter" is not a variable the network binds (did you mean ?butter?)');
    expect(refusal(() => s.admissiblePage({ uses: '?zzzzzz' }))).toBe('uses: "?zzzzzz" is not a variable the network binds');
  });

  it('produces: a misspelt class', () => {
    expect(refusal(() => s.admissibleCount({ produces: 'medum-bowl' }))).toBe('produces: unknown class "medum-bowl" (did you mean medium-bowl?) (a class of the ontology, e.g. medium-bowl, container)');
    expect(refusal(() => s.admissible({ produces: 'qqqqqqqq', limit: 1 }))).toBe('produces: unknown class "qqqqqqqq" (a class of the ontology, e.g. medium-bowl, container)');
  });
});
