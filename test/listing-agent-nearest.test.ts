// nearest() as an agent uses it on a gold network: a slightly wrong line (a number the example
// does not have, an ingredient named as the gold names it) finds the admissible line it stands
// for, a text with no word is refused, and get-kitchen, which no listing holds, is refused as a
// filter rather than listed as nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { openSession } from '../src/session/index.ts';
import { GOLD_DIR } from './support/simulate.ts';

describe.skipIf(!GOLD_DIR)('nearest lines for a slightly wrong line of almond-crescent-cookies', () => {
  const gold = readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('(') && !l.startsWith('(get-kitchen'));
  const at = (n: number) => {
    const s = openSession();
    if (n) s.execute(gold.slice(0, n).join('\n'));
    return s;
  };

  it('takes a number in an entry’s range and a one-letter unit as found: 230 g finds a gram line, and that line with 230 runs', () => {
    const s = at(0);
    expect(gold[0]).toMatch(/ butter 230 g\)$/);
    const [top] = s.nearest(gold[0], 1);
    expect(top.line).toMatch(/ butter \d+ g\)$/);
    const p = top.parameters[0];
    expect(Number(p.min) <= 230 && 230 <= Number(p.max)).toBe(true);
    // the agent's number in place of the example: the line it stands for runs
    expect(s.check(top.line.replace(/ \d+ g\)$/, ' 230 g)')).admissible).toBe(true);
    // a line of the same ingredient in another unit scores lower: g is a word of the line
    const near = s.nearest(gold[0], 1000);
    const grams = near.find((e) => / butter \d+ g\)$/.test(e.line))!;
    const spoons = near.find((e) => / butter 1 tablespoon\)$/.test(e.line))!;
    expect(grams.score).toBeGreaterThan(spoons.score);
  });

  it('puts the ingredient the line names before one whose name adds words (white-sugar before powdered-white-sugar)', () => {
    const s = at(2);
    expect(gold[2]).toMatch(/ white-sugar 120 g\)$/);
    const near = s.nearest(gold[2], 5);
    expect(near[0].line).toMatch(/ white-sugar \d+ g\)$/);
    expect(near[0].line).not.toContain('powdered');
    // the same answer whether the whole listing is at hand or not
    const listed = at(2);
    listed.admissible();
    expect(listed.nearest(gold[2], 5)).toEqual(near);
  });

  it('finds for a gold line, as written, the listed line with its inputs: an argument of the text matches one argument of a line', () => {
    // before gold lines 9 and 12 (transfers whose inputs other lines' names share words with)
    for (const n of [8, 11]) {
      const s = at(n);
      const bound = new Set(Object.keys(s.bindings()));
      const inputs = gold[n].slice(1, -1).split(' ').filter((a) => bound.has(a));
      expect(inputs.length, gold[n]).toBeGreaterThan(1);
      const [top] = s.nearest(gold[n], 1);
      for (const input of inputs) expect(top.line.split(/[ )]/), `${gold[n]} → ${top.line}`).toContain(input);
      expect(s.check(top.line).admissible || s.fork().execute(top.line).status === 'ok').toBe(true);
    }
  });

  it('refuses a text with no word, naming the argument', () => {
    const s = at(1);
    for (const text of ['', '   ', '()', '( )'])
      expect(() => s.nearest(text, 3)).toThrow(new InputError(`text: nearest takes a step or a line with at least one word, got ${JSON.stringify(text)}`));
    expect(s.nearest('beat', 1)).toHaveLength(1);
  });

  it('refuses get-kitchen as a filter, which no listing holds, and nearest still answers a get-kitchen line', () => {
    const s = at(1);
    const refused = new InputError('action: get-kitchen is never listed (a network has one get-kitchen line, which the session supplies until the network holds its own)');
    expect(() => s.admissible({ action: 'get-kitchen' })).toThrow(refused);
    expect(() => s.admissiblePage({ action: 'get-kitchen' })).toThrow(refused);
    expect(() => s.admissibleCount({ action: 'get-kitchen' })).toThrow(refused);
    expect(() => s.templates({ action: 'get-kitchen' })).toThrow(refused);
    const near = s.nearest('(get-kitchen ?kitchen)', 2);
    expect(near).toHaveLength(2);
    for (const e of near) expect(e.action).not.toBe('get-kitchen');
  });
});

describe.skipIf(!GOLD_DIR)('nearest lines for a gold line of classic-greek-salad', () => {
  it('finds the line of the ingredient the line names, not one whose other arguments hold its words', () => {
    const gold = readFileSync(join(GOLD_DIR!, 'classic-greek-salad.solution'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('('));
    const n = gold.findIndex((l) => l.startsWith('(cut ') && l.includes('?proportioned-garlic'));
    expect(n).toBeGreaterThan(0);
    const s = openSession();
    s.execute(gold.slice(0, n).join('\n'));
    const [top] = s.nearest(gold[n], 1);
    expect(top.line).toContain(' ?proportioned-garlic ');
    expect(top.action).toBe('cut');
  });
});
