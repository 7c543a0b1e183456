// Exact numbers are read as the reference reads them, but only within the single-float range: a
// 400-digit count ran as a soft failure and put a 400-digit time on every later binding; now such a
// number refuses its line at its column, in a .solution file and in the amounts of YAML files alike.
import { describe, expect, it } from 'vitest';
import { numberRefusal, readLineFast } from '../src/language/fast-line.ts';
import { parseSolutionText, readLineWithGrammar } from '../src/language/parse-solution.ts';
import { F32, formatNum, parseNumberToken, ratio, type Ratio } from '../src/numbers/num.ts';
import { outsideF32Range } from '../src/numbers/range.ts';
import { run } from './support/simulate.ts';
import { worldFiles } from './support/world-files.ts';

const K = '#np\n(get-kitchen ?kitchen)\n';
const problemsOf = (line: string) => parseSolutionText(K + line, 'p.solution').problems.map((p) => `${p.place.line}:${p.place.column}: ${p.message}`);
const fetchTrays = (n: string) => `(fetch ?t ?ks-1 ?kitchen baking-tray ${n})`;

/** The largest single float as an exact integer, (2 - 2^-23) * 2^127. */
const LARGEST = (2n ** 24n - 1n) * 2n ** 104n;

describe('an exact number past the single-float range', () => {
  it('a 400-digit count refuses its line at the number, with the grammar and the fast reader alike', () => {
    const digits = '1'.repeat(400);
    const line = fetchTrays(digits);
    const column = line.indexOf(digits) + 1;
    expect(problemsOf(line)).toEqual([`3:${column}: the number ${'1'.repeat(37)}… is beyond the single-float range (about 3.4e38): no count, amount or time of a kitchen is that large: line not read`]);
    // the fast reader leaves the line to the grammar, which words the refusal alone
    expect(readLineFast(line, 'p.solution', 3)).toBeNull();
    expect(readLineWithGrammar(line, 'p.solution', 3).problems.map((p) => p.place.column)).toEqual([column]);
    expect(parseSolutionText(K + line, 'p.solution').recipes[0].predicates.map((p) => p.name)).toEqual(['get-kitchen']);
  });

  it('the bound is the largest single float, negative numbers and ratios included', () => {
    expect(problemsOf(fetchTrays(String(LARGEST)))).toEqual([]);
    expect(problemsOf(fetchTrays(String(LARGEST + 1n)))).toHaveLength(1);
    expect(problemsOf(fetchTrays(`-${LARGEST + 1n}`))).toHaveLength(1);
    expect(problemsOf(fetchTrays(`${LARGEST * 3n + 1n}/3`))).toHaveLength(1);
    expect(outsideF32Range(ratio(-(LARGEST * 2n + 1n), 2n) as Ratio)).toBe('large');
    expect(outsideF32Range(ratio(LARGEST * 2n - 1n, 2n) as Ratio)).toBeNull();
  });

  it('a ratio nearer zero than the smallest single float refuses its line too; zero and 2^-149 do not', () => {
    const tiny = `1/${10n ** 50n}`;
    expect(problemsOf(fetchTrays(tiny))).toEqual([
      `3:38: the number ${tiny.slice(0, 37)}… is not zero but nearer zero than any single float (the smallest is about 1.4e-45): no amount of a kitchen is that small: line not read`,
    ]);
    expect(problemsOf(fetchTrays(`-${tiny}`))).toHaveLength(1);
    expect(problemsOf(fetchTrays(`1/${2n ** 149n}`))).toEqual([]);
    expect(problemsOf(fetchTrays(`0/${10n ** 50n}`))).toEqual([]);
  });

  it('large exact numbers inside the range still run exactly, as the reference keeps them', () => {
    const r = run(K + fetchTrays('99999999999999999999999999'));
    expect(r.status).toBe('ok');
    expect(formatNum(r.executionTime!)).toBe(String(99999999999999999999999999n * 30n));
  });

  it('floats keep their own refusals; numbers inside the range have none', () => {
    for (const token of ['0', '-0', '1/3', '-5', '1.0e0', '1e-45', '3.4028235e38', '12345678901234567890']) expect(numberRefusal(token, parseNumberToken(token)!)).toBeNull();
    expect(numberRefusal('1d0', parseNumberToken('1d0')!)).toMatch(/double float/);
    expect(numberRefusal('1e39', new F32(1e39))).toBe('is out of the single-float range');
  });
});

describe('the same bound on amounts written in YAML', () => {
  const { load, refusal } = worldFiles('irl-kitchen-numprobe-bounds-');

  it('a YAML number that a single float holds as zero is refused, as the same text in quotes is', () => {
    // before, the factor loaded as the single float 0
    expect(refusal('tiny.yaml', ['grams-per-unit:', '  butter: {teaspoon: 1.0e-50}'])).toBe(
      'tiny.yaml:2:12: grams-per-unit butter.teaspoon: the number 1e-50 is not zero but reads as zero, too small for a single float (the smallest is about 1.4e-45)',
    );
    expect(refusal('tiny-quoted.yaml', ['grams-per-unit:', '  butter: {teaspoon: "1.0e-50"}'])).toMatch(/the number 1\.0e-50 is not zero but reads as zero/);
    expect(refusal('tiny-stove.yaml', ['stove-temperatures:', '  low-heat: 1.0e-50'])).toMatch(/^tiny-stove\.yaml:2:\d+: .*the number 1e-50 is not zero but reads as zero/);
    expect(load('fine.yaml', ['grams-per-unit:', '  butter: {teaspoon: 1.0e-40}']).units.gramsPerUnit.get('butter')!.get('teaspoon')).toEqual(new F32(1e-40));
  });

  it('a kitchen amount of 400 digits is refused at its entry', () => {
    const lines = ['kitchens:', '  - name: huge', '    places:', `      - pantry: {contents: [{medium-bowl: {contents: [{white-sugar: {amount: "${'9'.repeat(400)} g"}}]}}]}`];
    expect(refusal('huge.yaml', lines)).toMatch(/^huge\.yaml:4:\d+: .*the number 9{37}… is beyond the single-float range \(about 3\.4e38\)/);
  });
});
