// Text for a terminal: a recipe id, a path or a name from a user's file may hold control
// characters (an escape sequence that rewrites the screen) or bidirectional overrides (text that
// reads backwards); both are shown as \u{…} escapes instead.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** The same, but line breaks and tabs stay: for a message or a report of several lines. */
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const escaped = (c: string) => `\\u{${c.codePointAt(0)!.toString(16)}}`;

export const printable = (text: string) => text.replace(UNSAFE, escaped);

/** `printable` for text of several lines: `\n` and `\t` are kept (a lone `\r` is not). */
export const printableText = (text: string) => text.replace(UNSAFE_IN_TEXT, escaped);
