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

/** An amount written as text, "QUANTITY UNIT" (e.g. "500 g"): the unit, or undefined. */
export function amountUnit(text: string): string | undefined {
  return /^\s*(\S+)\s+([a-z][a-z-]*)\s*$/.exec(text)?.[2];
}
