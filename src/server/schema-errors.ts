// Schema violations in words: where (body/network), what, and the allowed values or the
// unexpected property by name.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { DIGITS } from './openapi.ts';

/** The names the route schemas' patterns allow, in words: a client reads what to send, not a regular expression. */
const PATTERN_WORDS: Record<string, string> = {
  '^[a-z0-9][a-z0-9+-]*$': 'a kitchen name: lower-case letters, digits, - and + (e.g. full-kitchen, full-kitchen+2-baking-tray)',
  '^[a-z0-9][a-z0-9-]*$': 'a class name: lower-case letters, digits and - (e.g. medium-bowl)',
  '^\\?[^\\s()]+$': 'a variable: ? and a name without blanks or brackets (e.g. ?butter)',
  '^[A-Za-z0-9_-]+$': 'the next of a page as it was given (letters, digits, _ and -)',
};

/** A pattern of the route schemas in words, or undefined for one that has none. */
export const patternWords = (pattern: unknown): string | undefined => (typeof pattern === 'string' && Object.hasOwn(PATTERN_WORDS, pattern) ? PATTERN_WORDS[pattern] : undefined);

export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const words = errors.map((e) => {
    const at = `${dataVar}${e.instancePath ?? ''}`;
    const p = (e.params ?? {}) as Record<string, unknown>;
    if (e.keyword === 'additionalProperties') return `${at} has no property ${JSON.stringify(p.additionalProperty)} (this route takes no such field)`;
    if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) return `${at} must be one of ${p.allowedValues.join(', ')}`;
    // the one value a field may hold (a snapshot's format and version): name it, not "constant"
    if (e.keyword === 'const') return `${at} must be ${JSON.stringify(p.allowedValue)}`;
    // a query parameter is text, or a list when the URL repeats it (`?limit=5&limit=6`)
    if (dataVar === 'querystring' && e.keyword === 'type' && p.type === 'string') return `${at} is given more than once (give it once)`;
    // the pattern is how a number is spelt in a query string: say so, not the regular expression
    if (dataVar === 'querystring' && e.keyword === 'pattern' && p.pattern === DIGITS) return `${at} must be a whole number written in digits (at most 9 of them: no sign, point or exponent)`;
    const named = e.keyword === 'pattern' ? patternWords(p.pattern) : undefined;
    if (named) return `${at} must be ${named}`;
    return `${at} ${e.message ?? 'is invalid'}`;
  });
  return new Error(words.join('; '));
}
