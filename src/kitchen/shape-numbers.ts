// Numbers in ontology and kitchen YAML, read as the engine reads them: amounts "QUANTITY UNIT"
// read as a .solution file reads numbers (language/fast-line.ts), finite, below 0 for temperatures
// only; YAML numbers that hold their value exactly; positive conversion factors. Each refusal
// names the file:line:column of the entry at fault.
import { closest } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { numberRefusal } from '../language/fast-line.ts';
import { F32, type Num, parseNumberToken, toDouble } from '../numbers/num.ts';
import { unitKinds } from './slot-kinds.ts';
import { AMOUNT_TEXT, amountTextHint, describe, quote } from './yaml-values.ts';
import { placeOfEntry, type YamlDoc } from './yaml-source.ts';

const q = quote;

/** The refusal of the entry `key` of `parent`, at its file:line:column. */
export function refusal(doc: YamlDoc, parent: unknown, key: string | number, message: string): InputError {
  return new InputError(`${placeOfEntry(doc, parent, key)}: ${message}`);
}

/**
 * An amount written "QUANTITY UNIT", the entry `key` of `parent`: a finite quantity, of at least
 * 0 unless `slot` holds temperatures (a freezer at "-18 degrees-celsius").
 */
export function checkAmountText(doc: YamlDoc, text: string, parent: unknown, key: string | number, where: string, slot?: string) {
  const token = AMOUNT_TEXT.exec(text.trim())?.[1];
  if (token === undefined) throw refusal(doc, parent, key, `${where}: bad amount ${q(text)} (expected "QUANTITY UNIT", e.g. "500 g")${amountTextHint(text)}`);
  const value = readToken(doc, token, parent, key, `${where}: the amount ${q(text)}`);
  if (value === null) throw refusal(doc, parent, key, `${where}: the amount ${q(text)}: ${q(token)} is not a number (e.g. 500, 1/2, 0.25)`);
  const x = toDouble(value);
  const signed = slot !== undefined && !!unitKinds(slot)?.includes('temperature-unit');
  if (!Number.isFinite(x) || (x < 0 && !signed)) throw refusal(doc, parent, key, `${where}: the amount ${q(text)} must be a finite number${signed ? '' : ' of at least 0'}`);
}

/**
 * A number written as text, read as a .solution file reads it (language/fast-line.ts): a double
 * float (`0.1d0`) or a number past the single-float range is refused with the same words; null
 * when the text is no number.
 */
function readToken(doc: YamlDoc, token: string, parent: unknown, key: string | number, where: string): Num | null {
  const value = parseNumberToken(token);
  const why = value === null ? null : numberRefusal(token, value);
  if (why) throw refusal(doc, parent, key, `${where}: the number ${token.length > 40 ? `${token.slice(0, 37)}…` : token} ${why}`);
  return value;
}

export function numberOf(doc: YamlDoc, v: unknown, parent: unknown, key: string | number, where: string): number {
  if (typeof v === 'number') {
    exactWhole(doc, v, parent, key, where);
    return v;
  }
  // a key left out or left empty is said so: "nothing is not a number" names neither
  if (v === undefined || v === null) throw refusal(doc, parent, key, `${where}: ${absence(parent, key)}; give a number`);
  const n = typeof v === 'string' ? readToken(doc, v.trim(), parent, key, where) : null;
  if (n === null) throw refusal(doc, parent, key, `${where}: ${typeof v === 'string' ? q(v) : describe(v)} is not a number`);
  return toDouble(n);
}

/** Why an entry holds no value: its key left out of the mapping, or written with nothing after it. */
function absence(parent: unknown, key: string | number): string {
  const keys = parent !== null && typeof parent === 'object' && !Array.isArray(parent) ? Object.keys(parent) : [];
  if (keys.includes(String(key))) return `the entry ${key}: is empty`;
  // a key written with a typo (factr:) is the likely reason: name it
  const typo = closest(String(key), keys)[0];
  return `missing: the entry has no ${key}: key${typo === undefined ? '' : ` (it has ${typo}:, is that ${key}: misspelt?)`}`;
}

/**
 * A YAML number as the engine takes it (units.ts yamlNum): a whole number stays exact, so one past
 * 2^53, which a YAML number cannot hold exactly (1e40, 12345678901234567890), is refused; any other
 * becomes a single float, so one that would read as zero (1.0e-50) is refused as in a .solution file.
 */
function exactWhole(doc: YamlDoc, x: number, parent: unknown, key: string | number, where: string) {
  if (Number.isInteger(x) && !Number.isSafeInteger(x))
    throw refusal(doc, parent, key, `${where}: ${x} is a whole number past 2^53, which a YAML number cannot hold exactly; write it in quotes ("…"), read as a .solution file reads it`);
  const why = Number.isFinite(x) && !Number.isInteger(x) ? numberRefusal(String(x), new F32(x)) : null;
  if (why) throw refusal(doc, parent, key, `${where}: the number ${x} ${why}`);
}

export function finite(doc: YamlDoc, x: number, parent: unknown, key: string | number, where: string) {
  if (!Number.isFinite(x)) throw refusal(doc, parent, key, `${where}: ${x} is not a finite number`);
}

export function finiteExact(doc: YamlDoc, x: number, parent: unknown, key: string | number, where: string) {
  finite(doc, x, parent, key, where);
  exactWhole(doc, x, parent, key, where);
}

export function positive(doc: YamlDoc, v: unknown, parent: unknown, key: string | number, where: string) {
  const x = numberOf(doc, v, parent, key, where);
  if (!Number.isFinite(x) || x <= 0) throw refusal(doc, parent, key, `${where}: a conversion factor must be a finite number above 0, got ${typeof v === 'string' ? q(v) : String(v)}`);
}
