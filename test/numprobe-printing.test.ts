// How numbers are printed back, as docs/FORMAT.md says: the Lisp form in messages and `text`
// (plain decimals between 10^-6 and 10^21, exponent form `1.0e21` outside), the reference's `~d`
// in the CSV (`E` from 10^7), JSON numbers by value; every printed form reads back the same.
// Amount text in YAML that is no amount says what to change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Factory } from '../src/kitchen/entity.ts';
import { F32, formatNum, formatNumPrinc, parseNumberToken, ratio } from '../src/numbers/num.ts';
import { ROOT } from './support/spawned-cli.ts';
import { worldFiles } from './support/world-files.ts';

/** Powers of ten across the single-float range, both signs. */
const MAGNITUDES = Array.from({ length: 83 }, (_, i) => 10 ** (i - 44)).flatMap((v) => [v, -v, 3 * v]);

describe('numbers printed back', () => {
  it('a float is in exponent form exactly below 10^-6 and from 10^21 up, and reads back as itself', () => {
    for (const v of MAGNITUDES) {
      const f = new F32(v);
      if (!Number.isFinite(f.v) || f.v === 0) continue;
      const text = formatNum(f);
      // the size of the shortest decimal that reads back, as printed
      const size = Math.abs(Number(text));
      expect(/e/.test(text), text).toBe(size < 1e-6 || size >= 1e21);
      expect(text).toMatch(/^-?\d+\.\d+(e-?\d+)?$/);
      const back = parseNumberToken(text);
      expect(back instanceof F32 && back.v === f.v, text).toBe(true);
      // the CSV's form reads back too
      const csv = parseNumberToken(formatNumPrinc(f));
      expect(csv instanceof F32 && csv.v === f.v).toBe(true);
    }
  });

  it('the forms FORMAT.md gives for each output', () => {
    expect([formatNum(new F32(1e21)), formatNumPrinc(new F32(1e21)), JSON.stringify(new F32(1e21).v)]).toEqual(['1.0e21', '1.0E21', '1.0000000200408773e+21']);
    expect([formatNum(new F32(12001730)), formatNumPrinc(new F32(12001730))]).toEqual(['12001730.0', '1.200173E7']);
    expect([formatNum(new F32(-0)), formatNum(ratio(6011960n, 7n)), formatNum(ratio(-2n, 4n))]).toEqual(['-0.0', '6011960/7', '-1/2']);
    const doc = readFileSync(join(ROOT, 'docs/FORMAT.md'), 'utf8');
    for (const form of ['`1.0e21`', '`12001730.0`', '`1.200173E7`', '`1.0000000200408773e+21`', '`"6011960/7"`']) expect(doc).toContain(form);
  });
});

describe('amount text in YAML that is no amount', () => {
  const { refusal } = worldFiles('irl-kitchen-numprobe-printing-');
  const stock = (amount: string) => ['kitchens:', '  - name: k', '    places:', `      - pantry: {contents: [{medium-bowl: {contents: [{white-sugar: ${amount}}]}}]}`];

  it('a unit in capitals is named with the text to write, in a kitchen and in a default', () => {
    expect(refusal('caps.yaml', stock('{amount: "5 G"}'))).toMatch(/found string "5 G"; units are written in lower case: "5 g"$/);
    expect(refusal('caps-default.yaml', stock('{amount: {amount: "5 G"}}'))).toMatch(/bad amount "5 G" \(expected "QUANTITY UNIT", e\.g\. "500 g"\); units are written in lower case: "5 g"$/);
  });

  it('a quantity that is no number is named', () => {
    expect(refusal('word.yaml', stock('{amount: {amount: "five g"}}'))).toMatch(/^word\.yaml:4:\d+: white-sugar\.amount: the amount "five g": "five" is not a number \(e\.g\. 500, 1\/2, 0\.25\)$/);
    expect(refusal('word-text.yaml', stock('{amount: "five g"}'))).toMatch(/^word-text\.yaml:4:\d+: .*expected an amount .*, found string "five g"; "five" is not a number$/);
    expect(refusal('zero.yaml', stock('{amount: "1/0 g"}'))).toMatch(/the amount "1\/0 g": "1\/0" is not a number/);
  });

  it('text of two words that is no amount stays text where no amount is expected: a name', () => {
    const { load } = worldFiles('irl-kitchen-numprobe-names-');
    for (const name of ['big bowl', 'shelf 2', 'bowl2 x']) {
      const world = load('name.yaml', ['kitchens:', '  - name: named', '    places:', `      - pantry: {contents: [{medium-bowl: {name: "${name}"}}]}`]);
      const kitchen = world.buildKitchen('named', new Factory(world.ontology));
      const pantry = kitchen.contents.find((c) => c.cls.name === 'pantry')!;
      expect(pantry.contents.map((bowl) => bowl.s.name)).toEqual([name]);
    }
  });
});
