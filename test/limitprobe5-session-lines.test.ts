// A session meets one refusal at its line limit: the server's 413 `session-too-long`, never the
// engine's E_NETWORK_TOO_LARGE behind it (the session's network also holds its get-kitchen, which
// the engine counts among its MAX_PREDICATES); a limit the engine could not hold is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREDICATES } from '../src/engine/program.ts';
import { DEFAULT_LIMITS, MAX_SESSION_LINES, resolveLimits } from '../src/server/limits.ts';
import { refusal } from './support/thrown.ts';
import { testServer } from './server/support.ts';

/** `n` lines fetching baking trays, each from the kitchen state the one before left. */
const trays = (n: number, from = 0) =>
  Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return `(fetch ?tray-${i} ?ks-${i} ${i ? `?ks-${i - 1}` : '?kitchen'} baking-tray 1)`;
  });

describe('the session line limit and the engine agree', () => {
  it('the default holds a network with its get-kitchen within MAX_PREDICATES', () => {
    expect(DEFAULT_LIMITS.linesPerSession).toBe(MAX_SESSION_LINES);
    expect(MAX_SESSION_LINES + 1).toBe(MAX_PREDICATES);
    expect(resolveLimits({ linesPerSession: MAX_SESSION_LINES }).linesPerSession).toBe(MAX_SESSION_LINES);
  });

  it('a larger --max-session-lines is refused, naming the flag and the most it may be', () => {
    expect(refusal(() => resolveLimits({ linesPerSession: MAX_PREDICATES }))).toBe(
      `--max-session-lines ${MAX_PREDICATES} is more than a session can hold: at most ${MAX_SESSION_LINES} (a network holds at most ${MAX_PREDICATES} predicates, the session's get-kitchen included)`,
    );
  });
});

describe('HTTP API: lines sent one by one up to the default session limit', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    // the lines up to the limit go in one request, so the request limit is raised to take them
    s = await testServer({ limits: { workers: 1, linesPerRequest: DEFAULT_LIMITS.linesPerSession } });
  });
  afterAll(() => s.close());

  it('the last line the limit allows runs; the one after it is the 413 session-too-long', async () => {
    const limit = DEFAULT_LIMITS.linesPerSession;
    const { session } = (await s.call('POST', '/sessions')).body;
    const most = await s.call('POST', `/sessions/${session}/execute`, { network: trays(limit - 1).join('\n') });
    expect([most.status, most.body.accepted, most.violations]).toEqual([200, true, []]);
    const last = await s.call('POST', `/sessions/${session}/execute`, { network: trays(1, limit - 1)[0] });
    expect(last.body.diagnostics?.map((d: { code: string }) => d.code)).not.toContain('E_NETWORK_TOO_LARGE');
    expect([last.status, last.body.accepted]).toEqual([200, true]);
    const over = await s.call('POST', `/sessions/${session}/execute`, { network: trays(1, limit)[0] });
    expect([over.status, over.body.error?.code, over.violations]).toEqual([413, 'session-too-long', []]);
    expect(over.body.error.message).toBe(`POST /sessions/{id}/execute: the session would hold ${limit + 1} lines, more than the limit of ${limit} per session (open another session)`);
  }, 120_000);
});
