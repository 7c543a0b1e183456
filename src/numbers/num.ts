// Numbers as the reference computes them: integers and ratios are exact, single-floats are
// IEEE binary32 and contaminate any operation they take part in. Like SBCL, a division by zero or
// a single-float result out of range is an error (SimulationError), never Infinity or NaN.
import { InputError, SimulationError } from '../errors.ts';

// Exact arithmetic on small terms in doubles: with numerators and denominators below 2^26 every
// product and sum stays below 2^53, so the result is the same as with bigints, without their cost.
const SMALL = 2 ** 26;

/** An exact ratio n/d in lowest terms with d > 1 (or any bigint integer when d = 1). */
export class Ratio {
  /** n and d as doubles when both are below 2^26 in size (see smallArith), else NaN. */
  readonly sn: number;
  readonly sd: number;
  /** n and d when they are not small (the fields depend on the value alone, so equal ratios are deep-equal). */
  private readonly big: readonly [bigint, bigint] | null;

  constructor(n: bigint | number, d: bigint | number) {
    const sn = Number(n);
    const sd = Number(d);
    const small = sn > -SMALL && sn < SMALL && sd < SMALL;
    this.sn = small ? sn : NaN;
    this.sd = small ? sd : NaN;
    this.big = small ? null : [BigInt(n), BigInt(d)];
  }

  get n(): bigint {
    return this.big ? this.big[0] : BigInt(this.sn);
  }

  get d(): bigint {
    return this.big ? this.big[1] : BigInt(this.sd);
  }
}

/** A single-float; `v` always holds a value representable in binary32. */
export class F32 {
  readonly v: number;
  constructor(v: number) {
    this.v = Math.fround(v);
  }
}

/** A JS number here is always a safe integer. */
export type Num = number | Ratio | F32;

const gcd = (a: bigint, b: bigint): bigint => {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b) [a, b] = [b, a % b];
  return a;
};

/** Builds the canonical exact number n/d. */
export function ratio(n: bigint, d: bigint): Num {
  if (d === 0n) throw new SimulationError('division-by-zero', 'division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  if (g > 1n) {
    n /= g;
    d /= g;
  }
  if (d === 1n) {
    const asNumber = Number(n);
    return Number.isSafeInteger(asNumber) ? asNumber : new Ratio(n, 1n);
  }
  return new Ratio(n, d);
}

export const isF32 = (x: Num): x is F32 => x instanceof F32;
export const isExact = (x: Num): x is number | Ratio => !(x instanceof F32);

function parts(x: number | Ratio): [bigint, bigint] {
  return typeof x === 'number' ? [BigInt(x), 1n] : [x.n, x.d];
}

/** The value as a double (exact values are rounded once). */
export function toDouble(x: Num): number {
  if (typeof x === 'number') return x;
  if (x instanceof F32) return x.v;
  return x.sn === x.sn ? x.sn / x.sd : Number(x.n) / Number(x.d);
}

/** The nearest single-float, as the reference's `(float x 1.0)`. */
export function toF32(x: Num): F32 {
  return x instanceof F32 ? x : new F32(f32Value(x));
}

/** The value of `toF32(x)`, without making the F32 when `x` is not one already. */
function f32Value(x: Num): number {
  if (x instanceof F32) return x.v;
  if (typeof x === 'number') return Math.fround(x);
  return Math.fround(x.sn === x.sn ? x.sn / x.sd : exactRatioToDouble(x.n, x.d));
}

/** n/d as a double: one rounding for the ranges met here (rounding to binary32 follows). */
function exactRatioToDouble(n: bigint, d: bigint): number {
  const nn = Number(n);
  const dd = Number(d);
  if (Number.isSafeInteger(nn) && Number.isSafeInteger(dd)) return nn / dd;
  const neg = n < 0n;
  if (neg) n = -n;
  let shift = 0;
  while (n < d << 64n) {
    n <<= 1n;
    shift++;
  }
  const v = Number(n / d) * 2 ** -shift;
  return neg ? -v : v;
}

/** The exact rational value of a finite double. */
function doubleToExact(v: number): Num {
  if (Number.isSafeInteger(v)) return v;
  let d = 1n;
  let x = v;
  while (!Number.isInteger(x)) {
    x *= 2;
    d *= 2n;
  }
  return ratio(BigInt(x), d);
}

type Op = (a: bigint, b: bigint, c: bigint, d: bigint) => [bigint, bigint];
const exactOps: Record<'+' | '-' | '*' | '/', Op> = {
  '+': (a, b, c, d) => [a * d + c * b, b * d],
  '-': (a, b, c, d) => [a * d - c * b, b * d],
  '*': (a, b, c, d) => [a * c, b * d],
  '/': (a, b, c, d) => [a * d, b * c],
};
const floatOps: Record<'+' | '-' | '*' | '/', (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
};

function arith(op: '+' | '-' | '*' | '/', x: Num, y: Num): Num {
  if (x instanceof F32 || y instanceof F32) {
    const b = f32Value(y);
    if (op === '/' && b === 0) throw new SimulationError('division-by-zero', 'division by zero');
    const r = new F32(floatOps[op](f32Value(x), b));
    if (!Number.isFinite(r.v))
      throw new SimulationError('floating-point-overflow', `${formatNum(x)} ${op} ${formatNum(y)} is out of the single-float range`);
    return r;
  }
  if (typeof x === 'number' && typeof y === 'number' && op !== '/') {
    const r = floatOps[op](x, y);
    if (Number.isSafeInteger(r)) return r;
  }
  const small = smallArith(op, x, y);
  if (small !== null) return small;
  const [a, b] = parts(x);
  const [c, d] = parts(y);
  const [n, m] = exactOps[op](a, b, c, d);
  return ratio(n, m);
}

// The numerator and denominator of an exact number when both are small, read apart so that no
// pair is allocated (arithmetic and comparison run at every amount change).
const smallNum = (x: number | Ratio): number => (typeof x === 'number' ? (x > -SMALL && x < SMALL ? x : NaN) : x.sn);
const smallDen = (x: number | Ratio): number => (typeof x === 'number' ? 1 : x.sd);

function smallGcd(a: number, b: number): number {
  a = Math.abs(a);
  while (b) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

function smallArith(op: '+' | '-' | '*' | '/', x: number | Ratio, y: number | Ratio): Num | null {
  const a = smallNum(x);
  const c = smallNum(y);
  if (a !== a || c !== c) return null;
  const b = smallDen(x);
  const d = smallDen(y);
  let n = op === '+' ? a * d + c * b : op === '-' ? a * d - c * b : op === '*' ? a * c : a * d;
  let m = op === '/' ? b * c : b * d;
  if (m === 0) throw new SimulationError('division-by-zero', 'division by zero');
  if (m < 0) {
    n = -n;
    m = -m;
  }
  const g = smallGcd(n, m);
  if (g > 1) {
    n /= g;
    m /= g;
  }
  return m === 1 ? n + 0 : new Ratio(n, m);
}

export const add = (x: Num, y: Num): Num => arith('+', x, y);
export const sub = (x: Num, y: Num): Num => arith('-', x, y);
export const mul = (x: Num, y: Num): Num => arith('*', x, y);
export const div = (x: Num, y: Num): Num => arith('/', x, y);

/** Exact comparison, as Lisp's `<` and `=` compare a float and a rational. */
export function compare(x: Num, y: Num): number {
  if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : x > y ? 1 : 0;
  if (x instanceof F32 && y instanceof F32) return x.v < y.v ? -1 : x.v > y.v ? 1 : 0;
  // an integer and a single-float are both exactly their doubles: comparing those compares the
  // values (a loop up to an amount compares one at every turn)
  if (typeof x === 'number' && y instanceof F32) return x < y.v ? -1 : x > y.v ? 1 : 0;
  if (x instanceof F32 && typeof y === 'number') return x.v < y ? -1 : x.v > y ? 1 : 0;
  // an infinite single-float has no exact value (doubleToExact would never end)
  if ((x instanceof F32 && !Number.isFinite(x.v)) || (y instanceof F32 && !Number.isFinite(y.v))) {
    const a = toDouble(x);
    const b = toDouble(y);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const ex = x instanceof F32 ? doubleToExact(x.v) : x;
  const ey = y instanceof F32 ? doubleToExact(y.v) : y;
  const pn = smallNum(ex as number | Ratio);
  const qn = smallNum(ey as number | Ratio);
  if (pn === pn && qn === qn) {
    const l = pn * smallDen(ey as number | Ratio);
    const r = qn * smallDen(ex as number | Ratio);
    return l < r ? -1 : l > r ? 1 : 0;
  }
  const [a, b] = parts(ex as number | Ratio);
  const [c, d] = parts(ey as number | Ratio);
  const l = a * d;
  const r = c * b;
  return l < r ? -1 : l > r ? 1 : 0;
}

export const numEquals = (x: Num, y: Num): boolean => compare(x, y) === 0;

/** The larger argument itself (type preserved, the first on ties), like Lisp's `max`. */
export function max(x: Num, y: Num): Num {
  return compare(y, x) > 0 ? y : x;
}

export function floor(x: Num): Num {
  if (typeof x === 'number') return x;
  if (x instanceof F32) return Math.floor(x.v);
  const q = x.n / x.d;
  return ratio(x.n < 0n && q * x.d !== x.n ? q - 1n : q, 1n);
}

export function isZero(x: Num): boolean {
  return compare(x, 0) === 0;
}

/** Fewest significant digits that read back as the same single-float (9 always do). */
function shortestF32Digits(v: number): number {
  for (let p = 1; p < 9; p++) if (Math.fround(Number(v.toPrecision(p))) === v) return p;
  return 9;
}

/** Shortest decimal that reads back as the same single-float. */
function shortestF32(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  return String(Number(v.toPrecision(shortestF32Digits(v))));
}

/** Lisp's printed form: `230`, `1/2`, `0.5`, `30.0`. */
export function formatNum(x: Num): string {
  if (typeof x === 'number') return String(x);
  if (x instanceof Ratio) return x.d === 1n ? String(x.n) : `${x.n}/${x.d}`;
  // checked after the common kinds, so the hot path pays nothing: a string would print "und.0eNaN"
  if (typeof (x as { v?: unknown } | null)?.v !== 'number') throw new InputError(`formatNum: expected a number (a number, Ratio or F32), got ${x === null ? 'null' : Array.isArray(x) ? 'an array' : typeof x === 'string' ? JSON.stringify(x) : typeof x}`);
  if (Object.is(x.v, -0)) return '-0.0'; // a single-float keeps its sign at zero, and Lisp prints it
  const s = shortestF32(x.v);
  if (/e/.test(s)) {
    const [m, e] = s.split('e');
    return `${m.includes('.') ? m : m + '.0'}e${Number(e)}`;
  }
  return s.includes('.') ? s : `${s}.0`;
}

/**
 * `princ` of a number, which the reference's CSV writes for an execution time (`~d` of a
 * non-integer): as formatNum, except that the Common Lisp printer writes a float of magnitude
 * 10^7 or more, or below 10^-3, in exponent form (`1.08035E7`, `5.0E-4`; CLHS 22.1.3.1.3).
 */
export function formatNumPrinc(x: Num): string {
  if (!(x instanceof F32) || !Number.isFinite(x.v)) return formatNum(x);
  const size = Math.abs(x.v);
  if (size === 0 || (size >= 1e-3 && size < 1e7)) return formatNum(x);
  const [m, e] = x.v.toExponential(shortestF32Digits(x.v) - 1).split('e');
  return `${m.includes('.') ? m : `${m}.0`}E${Number(e)}`;
}

/** Reads a number token as the Lisp reader would; null when the token is not a number. */
export function parseNumberToken(token: string): Num | null {
  let m = /^([+-]?)(\d+)\.?$/.exec(token);
  if (m) return ratio(BigInt(m[1] + m[2]), 1n);
  m = /^([+-]?\d+)\/(\d+)$/.exec(token);
  if (m) {
    if (BigInt(m[2]) === 0n) return null;
    return ratio(BigInt(m[1]), BigInt(m[2]));
  }
  if (/^[+-]?(\d+\.\d*|\.\d+|\d+)([eEsSfFdDlL][+-]?\d+)?$/.test(token) && /[.eEsSfFdDlL]/.test(token)) {
    return new F32(Number(token.replace(/[sSfFdDlL]/, 'e')));
  }
  return null;
}

/** For JSON output: integers stay integers, others become doubles. */
export function numToJson(x: Num): number {
  return toDouble(x);
}
