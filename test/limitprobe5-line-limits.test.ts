// The reader's line limits at exactly the limit and one above, with multi-byte text: a line's
// length counts characters as a user does (an emoji is one, though UTF-16 takes two units for it),
// in the bound and in the message; the nesting bound names its column.
import { describe, expect, it } from 'vitest';
import { isHeaderLine, MAX_LINE_LENGTH, MAX_NESTING, parseSolutionText } from '../src/language/parse-solution.ts';

const read = (text: string) => {
  const r = parseSolutionText(text, 'x.solution');
  return { predicates: r.recipes.flatMap((x) => x.predicates).length, problems: r.problems.map((p) => `${p.place.line}:${p.place.column} ${p.message}`) };
};

/** A get-kitchen line whose comment fills it to `n` characters of `fill`. */
const lineOf = (n: number, fill: string) => {
  const head = '(get-kitchen ?k) ;';
  return head + fill.repeat(n - head.length);
};
const tooLong = (n: number) => [`1:1 line is ${n} characters long, more than the ${MAX_LINE_LENGTH} accepted: line not read`];

describe('line length', () => {
  for (const [name, fill] of [['ASCII', 'a'], ['é (2 bytes, 1 unit)', 'é'], ['an emoji (4 bytes, 2 units)', '😀'], ['CJK (3 bytes)', '鍋']]) {
    it(`${name}: a line of ${MAX_LINE_LENGTH} characters is read, one more is refused naming its length in characters`, () => {
      expect(read(lineOf(MAX_LINE_LENGTH, fill))).toEqual({ predicates: 1, problems: [] });
      expect(read(lineOf(MAX_LINE_LENGTH + 1, fill))).toEqual({ predicates: 0, problems: tooLong(MAX_LINE_LENGTH + 1) });
    });
  }

  it('a header line counts the same characters: an emoji title at the limit still starts its recipe', () => {
    const header = `#tray ${'😀'.repeat(MAX_LINE_LENGTH - 6)}`;
    expect(isHeaderLine(header)).toBe(true);
    expect(isHeaderLine(`${header}😀`)).toBe(false);
    const r = parseSolutionText(`${header}\n(get-kitchen ?k)`, 'x.solution');
    expect([r.recipes.map((x) => x.id), r.problems]).toEqual([['tray'], []]);
  });

  it('a line far above the limit names its characters, not its UTF-16 units', () => {
    expect(read('😀'.repeat(3 * MAX_LINE_LENGTH)).problems).toEqual(tooLong(3 * MAX_LINE_LENGTH));
  });
});

describe('nesting', () => {
  const nested = (depth: number, before = '') => `(get-kitchen ${before}${'('.repeat(depth - 1)}${')'.repeat(depth - 1)})`;
  it(`${MAX_NESTING} levels are read; one more is refused at the column of the "(" too deep`, () => {
    expect(read(nested(MAX_NESTING)).problems).toEqual([]);
    const column = '(get-kitchen '.length + MAX_NESTING; // the (MAX_NESTING + 1)th "(", 1-based
    expect(read(nested(MAX_NESTING + 1)).problems).toEqual([`1:${column} lists nested deeper than ${MAX_NESTING} levels: line not read`]);
  });
});
