// The single-float range, for exact numbers: the reference keeps integers and ratios exact at any
// size, but `(float x 1.0)` of one past the largest single float signals an overflow, and one
// nearer zero than the smallest has no single float but zero.
//
//   outsideF32Range(10n ** 400n) → 'large'; outsideF32Range(1/3) → null
import type { Ratio } from './num.ts';

/** The exact largest single-float, (2 - 2^-23) * 2^127. */
const LARGEST = (2n ** 24n - 1n) * 2n ** 104n;
/** One over the smallest single-float above zero, 2^-149. */
const ONE_OVER_SMALLEST = 2n ** 149n;

/**
 * Where an exact number lies against the single-float range: 'large' past the largest single
 * float (about 3.4e38), 'small' when not zero but nearer zero than the smallest (about 1.4e-45),
 * else null.
 */
export function outsideF32Range(x: number | Ratio): 'large' | 'small' | null {
  // a JS number here is a safe integer, well inside the range
  if (typeof x === 'number') return null;
  const size = x.n < 0n ? -x.n : x.n;
  if (size > LARGEST * x.d) return 'large';
  return size !== 0n && size * ONE_OVER_SMALLEST < x.d ? 'small' : null;
}
