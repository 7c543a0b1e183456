// Checks of request sizes beyond the body limit.
import { ApiError } from './errors.ts';
import { countLines } from './limits.ts';

/** The text's network lines, refused (413) above the limit per request. */
export function checkLines(text: string, limit: number, route: string): number {
  const n = countLines(text);
  if (n > limit) throw new ApiError(413, 'too-many-lines', `${route}: ${n} network lines, more than the limit of ${limit} per request`);
  return n;
}
