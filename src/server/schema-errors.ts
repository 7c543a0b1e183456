// Schema violations in words: where (body/network), what, and the allowed values or the
// unexpected property by name.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { DIGITS } from './openapi.ts';

export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const words = errors.map((e) => {
    const at = `${dataVar}${e.instancePath ?? ''}`;
    const p = (e.params ?? {}) as Record<string, unknown>;
    if (e.keyword === 'additionalProperties') return `${at} has no property ${JSON.stringify(p.additionalProperty)} (this route takes no such field)`;
    if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) return `${at} must be one of ${p.allowedValues.join(', ')}`;
    // a query parameter is text, or a list when the URL repeats it (`?limit=5&limit=6`)
    if (dataVar === 'querystring' && e.keyword === 'type' && p.type === 'string') return `${at} is given more than once (give it once)`;
    // the pattern is how a number is spelt in a query string: say so, not the regular expression
    if (dataVar === 'querystring' && e.keyword === 'pattern' && p.pattern === DIGITS) return `${at} must be a whole number written in digits (at most 9 of them: no sign, point or exponent)`;
    return `${at} ${e.message ?? 'is invalid'}`;
  });
  return new Error(words.join('; '));
}
