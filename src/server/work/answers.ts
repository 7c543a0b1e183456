// Answers as workers send them: the body serialised and encoded once, in the worker, and
// refused when it is larger than the server's response limit (the client is told how to ask
// for less). Its bytes are moved to the main thread, which sends them as they are.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { InputError } from '../../errors.ts';
import { ApiError, errorBody } from '../errors.ts';
import type { Answer } from './protocol.ts';

/** A JSON answer; a 413 response-too-large when its body is over `limit` bytes. */
export function json(status: number, value: unknown, limit: number): Answer {
  return sized(status, JSON.stringify(value), 'json', limit);
}

/** An HTML page, under the same limit. */
export function html(body: string, limit: number, csp?: string): Answer {
  const answer = sized(200, body, 'html', limit);
  return csp && answer.status === 200 ? { ...answer, csp } : answer;
}

const encoder = new TextEncoder();

function sized(status: number, text: string, type: Answer['type'], limit: number): Answer {
  // a character is at most 3 UTF-8 bytes: only a text that may be over is measured before encoding
  const bytes = text.length * 3 <= limit ? 0 : Buffer.byteLength(text);
  if (bytes > limit)
    return errorAnswer(413, 'response-too-large', `the answer would be ${bytes} bytes, more than the server's limit of ${limit} (--response-limit); ask for less (fewer lines, one action, a smaller limit)`);
  // TextEncoder gives the bytes an ArrayBuffer of their own, which can be moved (Buffer.from may share a pool)
  return { status, body: encoder.encode(text), type };
}

export function errorAnswer(status: number, code: string, message: string, place?: { line: number; column: number }): Answer {
  return { status, body: encoder.encode(JSON.stringify(errorBody(code, message, place))), type: 'json' };
}

/** The answer wrapped so that piscina moves its bytes instead of copying them. */
export function movable(answer: Answer): object {
  return move({
    get [transferableSymbol]() {
      return [answer.body.buffer];
    },
    get [valueSymbol]() {
      return answer;
    },
  });
}

/**
 * Runs a library call whose argument the request names otherwise (nearest's `text` is the body's
 * `line`): its InputError then names the request's field, which is what the client can change.
 */
export function asField<T>(call: () => T, argument: string, field: string): T {
  try {
    return call();
  } catch (e) {
    if (e instanceof InputError && e.message.startsWith(`${argument}: `)) throw new InputError(`${field}: ${e.message.slice(argument.length + 2)}`, e.place);
    throw e;
  }
}

/** Errors thrown by the work, as answers: bad input is the client's, anything else is ours (no stack). */
export function failure(e: unknown): Answer {
  if (e instanceof ApiError) return errorAnswer(e.status, e.code, e.message, e.place);
  // by name (the session library is loaded only when a session is used): a named thing that is not there, as unknown-task is
  if (e instanceof Error && e.name === 'UnknownRecipeError') return errorAnswer(404, 'unknown-recipe', e.message);
  if (e instanceof InputError) return errorAnswer(400, 'invalid-input', e.message, e.place ? { line: e.place.line, column: e.place.column } : undefined);
  if (e instanceof Error && e.name === 'AdmissibleTimeLimit') return errorAnswer(422, 'time-limit', `${e.message} (?action=NAME); the server's limit is --request-ms`);
  const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return errorAnswer(500, 'internal-error', `the server could not complete this request (${what}); please report it`);
}
