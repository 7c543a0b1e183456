// What ontology and kitchen YAML values are, for the checks and the counts: a plain mapping (not
// a date, binary data or a set a YAML tag made), and a value described in a few words for messages.
//
//   isMapping({a: 1}) → true; isMapping(new Date()) → false; describe([1]) → 'a list'

export type Mapping = Record<string, unknown>;

/** A YAML mapping: a plain object (a timestamp is a Date and `!!binary` a byte array; neither is one). */
export function isMapping(x: unknown): x is Mapping {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/**
 * A name from a user's file in double quotes, `"` and `\` escaped. Control and bidirectional
 * characters are left to the sinks, which show them escaped (src/printable.ts): one notation
 * reaches the terminal, whichever module wrote the message.
 */
export function quote(name: string): string {
  return `"${name.replace(/["\\]/g, '\\$&')}"`;
}

/** A value in a few words, for "… found …" (long strings cut and quoted). */
export function describe(v: unknown): string {
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Date) return `a date (${Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString().slice(0, 10)})`;
  if (v instanceof Uint8Array) return 'binary data (!!binary)';
  if (isMapping(v)) return 'a mapping';
  if (typeof v === 'object') return 'a value of another kind (a YAML tag made it)';
  const s = typeof v === 'string' ? quote(v) : String(v);
  return `${typeof v} ${s.length > 40 ? `${s.slice(0, 40)}…` : s}`;
}

/**
 * An amount written as text, "QUANTITY UNIT" (e.g. "500 g", "5 pinch2"): the quantity's token
 * (1) and the unit (2), named as ontology.ts names classes (lower-case letters, digits, hyphens).
 * Every reader of amount text uses this one pattern, so a unit the ontology takes is taken in
 * every place an amount is written; blanks around the text are the caller's to allow (trim).
 */
export const AMOUNT_TEXT = /^(\S+)\s+([a-z0-9][a-z0-9-]*)$/;

/** A quantity token that starts as a number does ("500", "1/2", ".5", "-18", and "1/0" too). */
const NUMBER_START = /^[+-]?\.?\d/;

/**
 * Kitchen text that is an amount: "QUANTITY UNIT" whose quantity starts as a number ("500 g"; "1/0 g"
 * is one, refused as such), so that a name such as "big bowl" or "shelf 2" stays text.
 */
export function isAmountText(text: string): boolean {
  const m = AMOUNT_TEXT.exec(text);
  return m !== null && NUMBER_START.test(m[1]);
}

/** What to change in text meant as an amount that is none (the unit in capitals, a word for the quantity), or ''. */
export function amountTextHint(text: string): string {
  const m = /^(\S+)\s+(\S+)$/.exec(text.trim());
  if (!m) return '';
  const lower = `${m[1]} ${m[2].toLowerCase()}`;
  if (lower !== `${m[1]} ${m[2]}` && isAmountText(lower)) return `; units are written in lower case: ${quote(lower)}`;
  return AMOUNT_TEXT.test(lower) && !NUMBER_START.test(m[1]) ? `; ${quote(m[1])} is not a number` : '';
}

/** An amount written as text, blanks around it allowed: the unit, or undefined. */
export function amountUnit(text: string): string | undefined {
  const trimmed = text.trim();
  return isAmountText(trimmed) ? AMOUNT_TEXT.exec(trimmed)?.[2] : undefined;
}
