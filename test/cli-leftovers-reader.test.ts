// Escapes in a recipe id: the reference reads the text after `#` with the Lisp reader, for which
// `\` and `|` continue the token (`#a\,b` is the id A,B), so the id is never the part before them.
import { describe, expect, it } from 'vitest';
import { parseSolutionText, readLineWithGrammar } from '../src/language/parse-solution.ts';
import { readLineFast } from '../src/language/fast-line.ts';
import { F32, formatNum, formatNumPrinc } from '../src/numbers/num.ts';

const read = (header: string) => parseSolutionText(`${header}\n(get-kitchen ?kitchen)\n`, 'x.solution');

describe('an escape in a recipe id', () => {
  it('\\ after the id: a syntax problem at the escape, and a header without an id', () => {
    const file = read('#almond-crescent-cookies\\,b');
    expect(file.recipes.map((r) => [r.id, r.predicates.length])).toEqual([[null, 1]]);
    expect(file.problems).toHaveLength(1);
    expect(file.problems[0].place).toEqual({ file: 'x.solution', line: 1, column: 25 });
    expect(file.problems[0].code).toBeUndefined(); // E_SYNTAX
    expect(file.problems[0].message).toMatch(/^the escape character \\ in the recipe id: .*"A,B", not a\); recipe ids need no escapes/);
  });

  it('| after or before the id, and \\ before it, are refused the same way', () => {
    expect(read('#almond-crescent-cookies|x|').problems.map((p) => [p.place.column, p.message.slice(0, 24)])).toEqual([[25, 'the escape character | i']]);
    expect(read('# |almond-crescent-cookies|').problems.map((p) => [p.place.column, p.message.slice(0, 24)])).toEqual([[3, 'the escape character | i']]);
    expect(read('#\\almond-crescent-cookies').problems.map((p) => [p.place.column, p.message.slice(0, 24)])).toEqual([[2, 'the escape character \\ i']]);
    for (const h of ['#almond-crescent-cookies|x|', '#\\a']) expect(read(h).recipes[0].id).toBeNull();
  });

  it('the fast reader leaves such headers to the grammar, and still reads the others', () => {
    expect(readLineFast('#almond-crescent-cookies\\,b', 'x.solution', 1)).toBeNull();
    expect(readLineFast('#almond-crescent-cookies|b|', 'x.solution', 1)).toBeNull();
    expect(readLineFast('#almond-crescent-cookies b\\c', 'x.solution', 1)?.meaning).toMatchObject({ kind: 'header', id: 'almond-crescent-cookies' });
    expect(readLineWithGrammar('#almond-crescent-cookies b\\c', 'x.solution', 1)).toMatchObject({ meaning: { id: 'almond-crescent-cookies' }, problems: [] });
  });

  it('a comma or a quote ends the id, as they end a Lisp token: the rest of the line is ignored', () => {
    for (const h of ['#almond-crescent-cookies,b', '#almond-crescent-cookies"b"', "#almond-crescent-cookies'b"]) {
      expect(read(h)).toMatchObject({ recipes: [{ id: 'almond-crescent-cookies' }], problems: [] });
    }
  });
});

describe('a negative zero', () => {
  it('is read as the single-float -0.0 and printed so, as Lisp prints it', () => {
    const file = parseSolutionText('#a\n(fetch ?x ?k2 ?k -0.0 g)\n(fetch ?y ?k3 ?k2 0.0 g)\n', 'x.solution');
    const texts = file.recipes[0].predicates.map((p) => (p.args[3] as { text?: string }).text);
    expect(texts).toEqual(['-0.0', '0.0']);
    expect(formatNum(new F32(-0))).toBe('-0.0');
    expect(formatNumPrinc(new F32(-0))).toBe('-0.0');
  });
});
