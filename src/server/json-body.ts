// Request bodies of type application/json, read as bytes: text that is not UTF-8 is refused at
// its first bad byte (never turned into U+FFFD without a word), JSON that does not parse at its
// line and column, and an object that names a key twice at the second one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { byteHex, nonUtf8Place, otherEncoding, placeAfter } from '../bounded-file.ts';
import { ApiError, routeOf } from './errors.ts';
import { duplicateKey } from './json-keys.ts';

/**
 * The body parser: an empty body is no body (POST /sessions/{id}/undo needs none, but every POST
 * names its type), anything else UTF-8 JSON, parsed with fastify's guard against `__proto__` and
 * `constructor` keys.
 */
export function jsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: Parameters<typeof parse>[0], body: string | Buffer, done: NonNullable<Parameters<typeof parse>[2]>) => {
    const route = routeOf(request as FastifyRequest);
    let text: string;
    try {
      text = typeof body === 'string' ? body : utf8Body(body, route, request.headers['content-type']);
    } catch (e) {
      return done(e as ApiError);
    }
    if (text === '') return done(null, undefined);
    return parse(request, text, (error, value) => {
      if (error) return done(jsonProblem(text, route));
      const twice = duplicateKey(text);
      return twice ? done(new ApiError(400, 'malformed-json', `${route}: the key ${JSON.stringify(twice.key)} appears twice in one object of the body (each key once)`, twice.place)) : done(null, value);
    });
  };
}

/**
 * The body as text: JSON travels as UTF-8 (RFC 8259), whatever charset the Content-Type names,
 * so bytes that are not UTF-8 are refused with their offset, line and column.
 */
function utf8Body(bytes: Buffer, route: string, contentType: string | undefined): string {
  const other = otherEncoding(bytes, 'send JSON as UTF-8');
  if (other) throw new ApiError(400, 'not-utf8', `${route}: the body is not UTF-8: ${other}${charsetNote(contentType)}`, { line: 1, column: 1 });
  const bad = nonUtf8Place(bytes);
  if (!bad) return bytes.toString('utf8');
  const { offset, line, column, byte } = bad;
  throw new ApiError(
    400,
    'not-utf8',
    `${route}: the body is not UTF-8: byte ${byteHex(byte)} at byte offset ${offset} (line ${line}, column ${column}) is not part of a UTF-8 character (Latin-1 or Windows-1252 text?); send JSON as UTF-8${charsetNote(contentType)}`,
    { line, column },
  );
}

/** What a Content-Type naming another charset than UTF-8 did: nothing, which a client may not expect. */
function charsetNote(contentType: string | undefined): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  return charset && !/^utf-?8$/i.test(charset) ? ` (the Content-Type names charset=${charset}, but a JSON body is always read as UTF-8)` : '';
}

/**
 * Why a body the guarded parser refused is refused: a key that could poison prototypes in JSON
 * that is otherwise valid, else the parser's own words, with the line and column where it says
 * the position (fastify's error says only "not valid JSON").
 */
function jsonProblem(text: string, route: string): ApiError {
  try {
    JSON.parse(text);
    return new ApiError(400, 'malformed-json', `${route}: keys named __proto__, or constructor holding prototype, are refused`);
  } catch (e) {
    const why = (e as Error).message;
    const at = /at position (\d+)/.exec(why);
    return new ApiError(400, 'malformed-json', `${route}: the body is not valid JSON (${why})`, at ? placeAfter(text.slice(0, Number(at[1]))) : undefined);
  }
}
