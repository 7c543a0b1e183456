// Text for a terminal: a recipe id or a path may hold control characters (an escape sequence
// that rewrites the screen) or bidirectional overrides (text that reads backwards); both are
// shown as \u{…} escapes instead.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export const printable = (text: string) => text.replace(UNSAFE, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
