// nearest(text) when the text says nothing, or nothing of it is near: a text of no line and no
// word is refused (InputError starting `text:`), and a text whose words no entry holds gets an
// empty list rather than k entries scoring 0. A stop word names no action.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';
import { refusal } from './support/thrown.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';

describe('nearest with a text that matches nothing', () => {
  const s = openSession();
  s.execute(BUTTER);

  it('refuses a comment or a #recipe-id line, which is no step and no line', () => {
    for (const text of ['; comment', '#foo', '  ; beat the butter\n#my-cookies\n'])
      expect(refusal(() => s.nearest(text, 3))).toBe(`text: nearest takes a step or a line, got only comment or #recipe-id lines: ${JSON.stringify(text)}`);
  });

  it('refuses a text of stop words only, naming them', () => {
    expect(refusal(() => s.nearest('the', 3))).toBe('text: nearest takes a step or a line with at least one word, got "the" (the: too common to tell lines apart)');
    expect(refusal(() => s.nearest('in the kitchen', 3))).toBe('text: nearest takes a step or a line with at least one word, got "in the kitchen" (in, the, kitchen: too common to tell lines apart)');
  });

  it('gives an empty list when no entry holds anything of the text, listed whole or not', () => {
    for (const text of ['ßutter ☃', 'xyzzy', 'zzz']) {
      expect(s.fork().nearest(text, 3), text).toEqual([]);
      const whole = s.fork();
      expect(whole.admissible().length).toBeGreaterThan(3);
      expect(whole.nearest(text, 3), text).toEqual([]);
    }
  });

  it('never returns an entry scoring 0, and a stop word before a word names no action', () => {
    const near = s.nearest('the butter', 50);
    expect(near.length).toBeGreaterThan(0);
    for (const e of near) expect(e.score).toBeGreaterThan(0);
    // `the` is not `heat` or `bake` misspelt: every entry scores by its arguments alone (0.3 × the share found)
    for (const e of near) expect(e.score, e.line).toBeLessThanOrEqual(0.3);
  });

  it('takes words of any script: a variable named in Chinese is found', () => {
    const t = openSession();
    t.execute('(fetch-and-proportion ?黄油 ?ks-1 ?kitchen ?bowl-1 butter 230 g)');
    const [top] = t.nearest('beat ?黄油', 1);
    expect(top.action).toBe('beat');
    expect(top.line).toContain(' ?黄油 ');
  });
});
