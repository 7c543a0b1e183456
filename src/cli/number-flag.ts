// The one reading of the numbers flags take. A count (--jobs, --seed, --port) is decimal digits
// only; a quantity (--max-seconds, --budget-seconds, --until) is a decimal number, with a point
// and an exponent allowed (0.5, .5, 1e1). Number() alone would also take '0x10', '0b1', ' 5' and
// '', and a count beyond 2^53 would silently become another number.
import { InvalidArgumentError } from 'commander';
import { InputError } from '../errors.ts';

export interface NumberForm {
  /** A count: digits only, and an integer. */
  integer?: boolean;
  /** The least value allowed (default: above 0, a positive number or an integer of at least 1). */
  least?: number;
  most?: number;
  /** What a quantity measures, for the message: `seconds`. */
  unit?: string;
}

const COUNT = /^\d+$/;
const QUANTITY = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The words after "FLAG must be": `an integer of at least 1`, `a positive number of seconds, at most 3600`. */
function wanted(form: NumberForm, value: string): string {
  const { integer, least, most, unit } = form;
  if (integer) {
    // digits beyond 2^53 - 1 are an integer all the same: say the bound they pass
    const top = most ?? (COUNT.test(value) && !Number.isSafeInteger(Number(value)) ? Number.MAX_SAFE_INTEGER : undefined);
    const low = least ?? 1;
    if (top === undefined) return `an integer of at least ${low}`;
    return `an integer from ${low} to ${top}${top === Number.MAX_SAFE_INTEGER ? ' (2^53 - 1)' : ''}`;
  }
  const of = unit ? ` of ${unit}` : '';
  // 1e999 is written right, but no double holds it: say so, not "positive" (a bound says enough)
  if (most === undefined && QUANTITY.test(value) && !Number.isFinite(Number(value))) return `a finite number${of} (${value} is beyond the largest double, about 1.8e308)`;
  if (least !== undefined) return most === undefined ? `a number${of} of at least ${least}` : `a number${of} from ${least} to ${most}`;
  return `a positive number${of}${most !== undefined ? `, at most ${most}` : ''}`;
}

/** The number `value` writes when it has the form and lies within its bounds, else null. */
function numberIn(value: string, form: NumberForm): number | null {
  const n = (form.integer ? COUNT : QUANTITY).test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || (form.integer && !Number.isSafeInteger(n))) return null;
  const low = form.least ?? (form.integer ? 1 : undefined);
  if (low === undefined ? n <= 0 : n < low) return null;
  return form.most !== undefined && n > form.most ? null : n;
}

/** A commander argument parser: the number, or commander's refusal naming the flag and its value. */
export const numberFlag = (flag: string, form: NumberForm = {}) => (value: string): number => {
  const n = numberIn(value, form);
  if (n === null) throw new InvalidArgumentError(`${flag} must be ${wanted(form, value)}.`);
  return n;
};

/** The same reading for a flag's text read after commander (a subcommand's own options). */
export function numberValue(flag: string, value: string, form: NumberForm = {}): number {
  const n = numberIn(value, form);
  // the form of the engine's own option checks: `options.resolution: expected …, got '…'`
  if (n === null) throw new InputError(`${flag}: expected ${wanted(form, value)}, got '${value}'`);
  return n;
}
