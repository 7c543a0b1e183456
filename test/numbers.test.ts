import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, compare, div, F32, floor, formatNum, max, mul, parseNumberToken, Ratio, sub, toF32 } from '../src/numbers/num.ts';

const n = (s: string) => parseNumberToken(s)!;

describe('reading numbers like the Lisp reader', () => {
  it('reads integers, reduced ratios and single-floats', () => {
    expect(n('230')).toBe(230);
    expect(formatNum(n('2/4'))).toBe('1/2');
    expect(n('4/2')).toBe(2);
    expect(n('1.')).toBe(1);
    expect(n('2.50')).toBeInstanceOf(F32);
    expect(formatNum(n('2.50'))).toBe('2.5');
    expect(parseNumberToken('5-cm-apart')).toBeNull();
    expect(parseNumberToken('1/0')).toBeNull();
  });
});

describe('arithmetic', () => {
  it('keeps integers and ratios exact', () => {
    expect(formatNum(div(230, 840))).toBe('23/84');
    expect(mul(div(230, 840), 840)).toBe(230);
    expect(formatNum(add(div(1, 3), div(1, 6)))).toBe('1/2');
    expect(div(1000, 12)).toEqual(new Ratio(250n, 3n));
  });

  it('turns to single precision as soon as a float takes part', () => {
    // 1000 - 25.2 in single precision is 974.8 (the reference's weighing example)
    const r = sub(1000, mul(6, n('4.2')));
    expect(r).toBeInstanceOf(F32);
    expect(formatNum(r)).toBe('974.8');
    expect(formatNum(mul(60, n('0.5')))).toBe('30.0');
  });

  it('compares floats and ratios exactly and keeps the larger argument itself', () => {
    expect(compare(n('0.5'), div(1, 2))).toBe(0);
    expect(compare(n('0.1'), div(1, 10))).not.toBe(0); // 0.1f is not exactly 1/10
    const f = new F32(2735);
    expect(max(2735, f)).toBe(2735); // ties keep the first, like Lisp's max
    expect(max(f, 2736)).toBe(2736);
  });

  it('floors ratios towards minus infinity', () => {
    expect(floor(div(5, 2))).toBe(2);
    expect(floor(div(-5, 2))).toBe(-3);
  });

  it('rounds ratios to the nearest single-float', () => {
    expect(toF32(div(3, 40)).v).toBe(Math.fround(0.075));
  });
});

describe('exact arithmetic on small and big terms alike', () => {
  // an independent bigint model of exact rationals: [numerator, denominator] in lowest terms
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
  const norm = (p: bigint, q: bigint): [bigint, bigint] => {
    if (q < 0n) [p, q] = [-p, -q];
    const g = gcd(p, q) || 1n;
    return [p / g, q / g];
  };
  const model = (x: ReturnType<typeof add>): [bigint, bigint] => (typeof x === 'number' ? [BigInt(x), 1n] : x instanceof Ratio ? [x.n, x.d] : [NaN as never, 1n]);
  const make = ([p, q]: [bigint, bigint]) => div(Number(p), Number(q));
  // terms around the 2^26 boundary where the fast path hands over to bigints
  const term = fc.oneof(fc.integer({ min: -(2 ** 27), max: 2 ** 27 }), fc.integer({ min: -50, max: 50 }));
  const rational = fc.tuple(term, term.filter((d) => d !== 0)).map(([p, q]) => norm(BigInt(p), BigInt(q)));

  it('gives the same lowest terms as bigint arithmetic', () => {
    fc.assert(
      fc.property(rational, rational, ([a, b], [c, d]) => {
        const x = make([a, b]);
        const y = make([c, d]);
        expect(model(add(x, y))).toEqual(norm(a * d + c * b, b * d));
        expect(model(sub(x, y))).toEqual(norm(a * d - c * b, b * d));
        expect(model(mul(x, y))).toEqual(norm(a * c, b * d));
        if (c !== 0n) expect(model(div(x, y))).toEqual(norm(a * d, b * c));
        else expect(() => div(x, y)).toThrow(/division by zero/);
        const l = a * d;
        const r = c * b;
        expect(compare(x, y)).toBe(l < r ? -1 : l > r ? 1 : 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('compares an integer with a single-float by their exact values, either way round', () => {
    // the single-float's exact value as a fraction of bigints, compared with the integer's
    const exact = (v: number): [bigint, bigint] => {
      let d = 1n;
      while (!Number.isInteger(v)) {
        v *= 2;
        d *= 2n;
      }
      return [BigInt(v), d];
    };
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.float({ noNaN: true, noDefaultInfinity: true }), (i, f) => {
        const single = toF32(f);
        const [p, q] = exact((single as F32).v);
        const want = BigInt(i) * q < p ? -1 : BigInt(i) * q > p ? 1 : 0;
        expect(compare(i, single)).toBe(want);
        expect(compare(single, i)).toBe(-want || 0);
      }),
      { numRuns: 3000 },
    );
  });
});
