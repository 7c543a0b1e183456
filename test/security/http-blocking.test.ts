// No request blocks another, on a real loopback server: while listings of late gold lines, a
// quantitative execution and the page of a 1,999-line session run, /health and a session's
// one-line step are answered before them; each heavy request ends within its time limit (or
// is stopped there); a page never reloads faster than it renders; a huge listing neither fails
// with a 500 nor keeps new sessions out afterwards.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/listen.ts';
import { BENCHMARK, GOLD_DIR } from '../support/simulate.ts';
import { json, longNetwork, mixes, type RawReply } from './http-support.ts';
import { PROCESS_MS } from '../support/timeouts.ts';

const SLOW = 240_000;
const REQUEST_MS = 8_000;

const goldLines = (name: string) =>
  readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('('));

/** Lines a session is given per request: each request well within REQUEST_MS even on a loaded machine. */
const LINES_PER_REQUEST = 100;

/** A new session on `server` holding these lines. */
async function openOn(server: RunningServer, lines: string[] = []): Promise<string> {
  const id = (JSON.parse((await json(server.url, 'POST', '/sessions')).body) as { session: string }).session;
  for (let i = 0; i < lines.length; i += LINES_PER_REQUEST)
    expect((await json(server.url, 'POST', `/sessions/${id}/execute`, { network: lines.slice(i, i + LINES_PER_REQUEST).join('\n') })).status).toBe(200);
  return id;
}

describe.skipIf(!BENCHMARK)('no request blocks another', () => {
  let server: RunningServer;
  const open = (lines: string[] = []) => openOn(server, lines);
  beforeAll(async () => {
    server = await startServer({ port: 0, limits: { requestMillis: REQUEST_MS } });
  }, SLOW);
  afterAll(() => server?.close());

  it('ten heavy requests at once: /health and a one-line step answer before they are done; each heavy one ends within its limit', async () => {
    const late = await Promise.all(['almond-crescent-cookies', 'easy-banana-bread', 'afghan-biscuits', 'whole-wheat-ginger-snaps'].map((n) => open(goldLines(n).slice(0, 16))));
    const long = await open(longNetwork(1999));
    const light = await open();
    const heavy: Promise<RawReply & { done: number }>[] = [];
    let done = 0;
    const track = (p: Promise<RawReply>) => heavy.push(p.then((r) => ({ ...r, done: ++done })));
    for (const id of [...late, ...late]) track(json(server.url, 'GET', `/sessions/${id}/admissible`));
    track(json(server.url, 'POST', '/execute', { network: mixes(30), mode: 'quantitative' }));
    track(json(server.url, 'GET', `/sessions/${long}/view`));
    expect(heavy).toHaveLength(10);

    const health = await json(server.url, 'GET', '/health');
    expect(health.status).toBe(200);
    const doneAtHealth = done;
    const step = await json(server.url, 'POST', `/sessions/${light}/execute`, { network: '(fetch ?bowl ?ks ?kitchen medium-bowl 1)' });
    expect(step.status).toBe(200);
    const doneAtStep = done;
    const answers = await Promise.all(heavy);
    expect(doneAtHealth).toBeLessThan(10);
    expect(doneAtStep).toBeLessThan(10);
    for (const a of answers) {
      // answered, stopped at the time limit, or told the server was busy: never a 500, never longer than the limit and its grace
      expect([200, 422, 503]).toContain(a.status);
      expect(a.ms).toBeLessThan(REQUEST_MS + 5_000);
    }
  }, SLOW);

  it('a huge single-action listing is answered (or stopped at its limit), never a 500; new sessions come right after', async () => {
    const id = await open(goldLines('almond-crescent-cookies').slice(0, 20));
    const r = await json(server.url, 'GET', `/sessions/${id}/admissible?action=portion-and-arrange`);
    expect([200, 422]).toContain(r.status);
    expect((await json(server.url, 'POST', '/sessions')).status).toBe(200);
  }, SLOW);
});

// The page of a long session renders for seconds alone, ten times as long on a loaded machine: on
// a server whose request limit is long enough for that (8 s, above, would stop it), since what is
// tried here is the reload, not the limit.
describe.skipIf(!BENCHMARK)("a long session's page", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, limits: { requestMillis: PROCESS_MS } });
  }, SLOW);
  afterAll(() => server?.close());

  it('the page of a 1,999-line session (the most a session holds) reloads no faster than twice its render time', async () => {
    const long = await openOn(server, longNetwork(1999));
    const page = await json(server.url, 'GET', `/sessions/${long}/view`);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    const seconds = Number(/http-equiv="refresh" content="(\d+)"/.exec(page.body)![1]);
    expect(seconds).toBeGreaterThanOrEqual(3);
    // at least twice the render time, which is most of the answer's time
    expect(seconds * 1000).toBeGreaterThanOrEqual(page.ms * 1.5);
  }, SLOW);
});
