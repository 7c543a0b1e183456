// Arbitraries for mutated `.solution` texts: characters inserted, deleted or duplicated, lines
// swapped, joined or repeated, and nasty tokens spliced in (huge and odd numbers, deep nesting,
// long atoms, control characters). For fuzzing the parser and everything behind it.
//
//   fc.sample(mutatedTextArbitrary('(get-kitchen ?k)\n'), { seed: 1, numRuns: 1 })  // ['(get-kitchen ?k\n']
import fc from 'fast-check';
import { failer, requireText, shown, whole } from './argument-checks.ts';
import { isRecord } from '../language/check-recipe.ts';

/** Tokens that have broken readers before: numbers out of range, odd syntax, odd characters. */
export const NASTY_TOKENS = [
  '1e39',
  '-1e39',
  '3.4e38',
  '1e-46',
  '1/0',
  '0/5',
  '-0',
  '0.0',
  '-1/3',
  '99999999999999999999999999999999',
  '1e99999',
  '1d2',
  '.5',
  '5.',
  '+7',
  '?',
  '??',
  '#',
  '#|',
  '()',
  '(())',
  '((((((((((((((((((((((((((((((((((((((((x))))))))))))))))))))))))))))))))))))))))',
  '"string"',
  "'quoted",
  '`back',
  ',comma',
  '|bar|',
  '\\x',
  '\u0000',
  '\uFEFF',
  '\u00e9t\u00e9',
  '\ud83c\udf70',
  '\ud800',
  '\t',
  '\f',
  '\r',
  '\r\n',
  ';',
  'get-kitchen',
  'fetch-and-proportion',
  'butter',
  'failed-object',
  'kitchen-state',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
];

const KINDS = ['insert', 'delete', 'duplicate', 'swap-lines', 'join-lines', 'repeat-line', 'splice-token', 'truncate'] as const;
/** The ways `.solution` text is damaged: characters inserted or deleted, lines swapped, joined or repeated, tokens spliced, the text cut short. */
export type TextMutationKind = (typeof KINDS)[number];

/** One text mutation: its kind, where it applies and how long a stretch it touches. */
export interface TextMutation {
  kind: TextMutationKind;
  at: number;
  length: number;
  token: string;
}

/** Random text mutations of every kind. */
export const textMutationArbitrary: fc.Arbitrary<TextMutation> = fc.record({
  kind: fc.constantFrom<TextMutationKind>(...KINDS),
  at: fc.nat(),
  length: fc.integer({ min: 1, max: 40 }),
  token: fc.oneof(fc.constantFrom(...NASTY_TOKENS), fc.string({ maxLength: 8 }), fc.constantFrom('(', ')', ' ', '\n', '?', '/', '.')),
});

/** Applies one mutation to a text. */
export function mutateText(text: string, m: TextMutation): string {
  requireText('mutateText', text, 'text');
  const ok = isRecord(m) && KINDS.includes(m.kind as TextMutationKind) && whole(m.at, 0) && whole(m.length, 0) && typeof m.token === 'string';
  if (!ok) failer('mutateText')(`mutation: expected a text mutation ({kind, at, length, token}, as textMutationArbitrary gives it; kind one of ${KINDS.join(', ')}), got ${shown(m)}`);
  const at = text.length ? m.at % (text.length + 1) : 0;
  const lines = text.split('\n');
  const li = m.at % lines.length;
  switch (m.kind) {
    case 'insert':
      return text.slice(0, at) + m.token + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + m.length);
    case 'duplicate':
      return text.slice(0, at + m.length) + text.slice(at, at + m.length) + text.slice(at + m.length);
    case 'swap-lines': {
      const lj = (li + m.length) % lines.length;
      [lines[li], lines[lj]] = [lines[lj], lines[li]];
      return lines.join('\n');
    }
    case 'join-lines':
      return li + 1 < lines.length ? [...lines.slice(0, li), lines[li] + ' ' + lines[li + 1], ...lines.slice(li + 2)].join('\n') : text;
    case 'repeat-line':
      return [...lines.slice(0, li + 1), ...Array(m.length).fill(lines[li]), ...lines.slice(li + 1)].join('\n');
    case 'splice-token': {
      // replace the token under `at` (a run of non-blank, non-paren characters) by the nasty one
      let a = at;
      let b = at;
      while (a > 0 && !/[\s()]/.test(text[a - 1])) a--;
      while (b < text.length && !/[\s()]/.test(text[b])) b++;
      return text.slice(0, a) + m.token + text.slice(b);
    }
    case 'truncate':
      return text.slice(0, at);
  }
}

/** A text with one to `max` (default 4) mutations applied in order. */
export function mutatedTextArbitrary(text: string, max = 4): fc.Arbitrary<string> {
  const fail = failer('mutatedTextArbitrary');
  if (typeof text !== 'string') fail(`the text must be a string (a .solution text), got ${shown(text)}`);
  if (!whole(max, 1)) fail(`max must be a whole number of at least 1, got ${shown(max)}`);
  return fc.array(textMutationArbitrary, { minLength: 1, maxLength: max }).map((ms) => ms.reduce(mutateText, text));
}
