// Networks as language models write them: a recipe header as a Markdown heading
// (`## afghan-biscuits`), predicates in a numbered or bulleted list or in inline code. Each line's
// problem names what stands there, and what to write instead.
import { describe, expect, it } from 'vitest';
import { GOLD_ENVIRONMENTS, nearGoldId } from '../src/evaluator/gold-standards.ts';
import { formatProblem, parseSolutionText } from '../src/language/parse-solution.ts';

const problems = (text: string) => parseSolutionText(text, 'x.solution').problems.map(formatProblem);

describe('a header written as a Markdown heading', () => {
  it('names the second "#" and the header to write', () => {
    expect(problems('## afghan-biscuits\n(get-kitchen ?k)\n')).toEqual([
      'x.solution:1:2: empty recipe id after "#"; found a second "#", as a Markdown heading has: a header is one "#" and the recipe id, write #afghan-biscuits',
    ]);
    expect(problems('  ### best-brownies')[0]).toMatch(/write #best-brownies$/);
  });

  it('gives no header to write for a heading of several words', () => {
    expect(problems('## Afghan Biscuits')[0]).toMatch(/found a second "#", as a Markdown heading has: a header is one "#" and the recipe id$/);
  });

  it('keeps the plain words for a "#" alone', () => {
    expect(problems('#\n')).toEqual(['x.solution:1:2: empty recipe id after "#"']);
  });
});

describe('text before a predicate', () => {
  it('is named for a list number, a bullet or inline code', () => {
    for (const line of ['1. (get-kitchen ?k)', '  - (get-kitchen ?k)', '`(get-kitchen ?k)`', '* (get-kitchen ?k)']) {
      const column = line.search(/[^ ]/) + 1;
      expect(problems(`#a\n${line}\n`)).toEqual([
        `x.solution:2:${column}: expected end of line, "(", or "#"; found text before the predicate: a predicate line starts with its "(" (no list number, bullet or quote before it)`,
      ]);
    }
  });

  it('keeps the plain words for a line with no predicate', () => {
    expect(problems('#a\nHere is the network:\n')).toEqual(['x.solution:2:1: expected end of line, "(", or "#"']);
  });
});

describe('a recipe id written as words (#afghan biscuits: the id is the first word)', () => {
  it('is pointed to the one gold id that word begins', () => {
    const id = GOLD_ENVIRONMENTS.map((e) => e.recipeId).find((r) => GOLD_ENVIRONMENTS.filter((e) => e.recipeId.startsWith(r.split('-')[0] + '-')).length === 1 && r.includes('-'))!;
    const word = id.split('-')[0];
    expect(parseSolutionText(`#${word} ${id.split('-').slice(1).join(' ')}\n`).recipes[0].id).toBe(word);
    expect(nearGoldId(word)).toBe(` (did you mean ${id}? a recipe id is one word, its parts joined by "-")`);
  });

  it('names none when several gold ids begin with the word', () => {
    const firsts = GOLD_ENVIRONMENTS.map((e) => e.recipeId.split('-')[0]);
    const shared = firsts.find((w, i) => firsts.indexOf(w) !== i && w.length > 4)!;
    expect(shared).toBeDefined();
    expect(nearGoldId(shared)).not.toMatch(/one word/);
  });
});
