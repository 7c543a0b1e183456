// Characters that a person reading a network cannot see, refused in its names (variables,
// symbols, predicate names, recipe ids): `?a\u200Bb` would be a different variable from `?ab`
// that looks the same, and a right-to-left override (`?\u202Eevil`) shows a line in another order
// than the one that runs. The grammar takes them as atom characters so that the reader can name
// the character and its place (parse-solution.ts); the fast reader takes printable ASCII only and
// leaves every line holding one to the grammar.
//
//   invisibleIn('?a\u200Bb') → { index: 2, code: 'U+200B', what: 'zero width space' }

/**
 * Controls (Cc), format characters (Cf: zero-width and bidirectional controls, soft hyphen, BOM),
 * lone surrogates (Cs), separators other than the blanks between tokens (Z: no-break and other
 * spaces, line and paragraph separators), the default-ignorable code points (variation
 * selectors, Hangul fillers, combining grapheme joiner…) and the braille blank.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/u;

const NAMES: Record<number, string> = {
  0x00a0: 'no-break space',
  0x00ad: 'soft hyphen',
  0x034f: 'combining grapheme joiner',
  0x061c: 'arabic letter mark, a bidirectional control',
  0x200b: 'zero width space',
  0x200c: 'zero width non-joiner',
  0x200d: 'zero width joiner',
  0x200e: 'left-to-right mark, a bidirectional control',
  0x200f: 'right-to-left mark, a bidirectional control',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
  0x202a: 'left-to-right embedding, a bidirectional control',
  0x202b: 'right-to-left embedding, a bidirectional control',
  0x202c: 'pop directional formatting, a bidirectional control',
  0x202d: 'left-to-right override, a bidirectional control',
  0x202e: 'right-to-left override, a bidirectional control',
  0x2060: 'word joiner',
  0x2066: 'left-to-right isolate, a bidirectional control',
  0x2067: 'right-to-left isolate, a bidirectional control',
  0x2068: 'first strong isolate, a bidirectional control',
  0x2069: 'pop directional isolate, a bidirectional control',
  0xfeff: 'zero width no-break space (byte order mark)',
};

export interface Invisible {
  /** UTF-16 offset of the character in the name (columns count the same units). */
  index: number;
  /** `U+200B`. */
  code: string;
  /** What it is, in words. */
  what: string;
}

const codeOf = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first invisible character of `name`, or null. */
export function invisibleIn(name: string): Invisible | null {
  const m = INVISIBLE.exec(name);
  if (!m) return null;
  const cp = m[0].codePointAt(0)!;
  const what = NAMES[cp] ?? (/\p{Cc}/u.test(m[0]) ? 'a control character' : /\p{Z}/u.test(m[0]) ? 'a space character' : 'an invisible character');
  return { index: m.index, code: codeOf(cp), what };
}

/** The name with every invisible character written `<U+XXXX>`, safe to print. */
export function showName(name: string): string {
  return name.replace(new RegExp(INVISIBLE.source, 'gu'), (c) => `<${codeOf(c.codePointAt(0)!)}>`);
}

/** The problem message for a name holding an invisible character. */
export function invisibleMessage(kind: string, name: string, found: Invisible): string {
  return `the ${kind} ${showName(name)} holds ${found.code} (${found.what}), which cannot be seen: names are made of visible characters`;
}
