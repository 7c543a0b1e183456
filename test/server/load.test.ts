// 100 concurrent clients on a real loopback server, each executing a gold network line by line
// in its own session: final status, execution time and bindings equal the whole-file run's, no
// session sees another's variables, and memory comes back once the sessions expire.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientResult, clientSuffix, goldNetworks, renameVariables, runClients } from '../../bench/api.ts';
import { type RunningServer, startServer } from '../../src/server/listen.ts';
import { BENCHMARK } from './support.ts';

const CLIENTS = 100;
const IDLE_SECONDS = 900;
/** Every client stops by then (the whole load takes about 30 s on an idle 2-core machine). */
const CLIENT_DEADLINE_MS = 240_000;
/** The server's clock for session expiry: moved forward instead of waiting. */
let skew = 0;
const clock = () => Date.now() + skew;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

type WholeFile = { status: string; executionTime: number | string | null; bindings: Record<string, unknown> };

describe.skipIf(!BENCHMARK)('the HTTP API under 100 concurrent sessions', () => {
  let server: RunningServer;
  const networks = BENCHMARK ? goldNetworks() : [];
  const whole = new Map<string, WholeFile>();
  let baseline = 0;

  beforeAll(async () => {
    server = await startServer({ host: '127.0.0.1', port: 0, limits: { sessionIdleSeconds: IDLE_SECONDS, maxSessions: CLIENTS + 10 }, clock });
    // the whole-file figures (this also warms every cache the sessions share)
    for (const n of networks) {
      const r = await fetch(`${server.url}/execute`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ network: n.lines.join('\n') }) });
      expect(r.status).toBe(200);
      whole.set(n.name, (await r.json()) as WholeFile);
    }
    baseline = heapAfterGc();
  }, 120_000);
  afterAll(() => server?.close());

  let results: ClientResult[] = [];

  it('line by line, every client ends with the whole-file status, execution time and bindings', async () => {
    results = await runClients(server.url, networks, CLIENTS, CLIENT_DEADLINE_MS, true);
    expect(results.filter((r) => r.errors.length).map((r) => `${r.network}: ${r.errors[0]}`)).toEqual([]);
    for (const r of results) {
      const want = whole.get(r.network)!;
      expect([r.network, r.status, r.executionTime]).toEqual([r.network, want.status, want.executionTime]);
      const suffix = clientSuffix(r.client);
      // variable names carry the client's suffix, in the keys and in the places refs point to (`/?var-c7/value/…`)
      const unsuffixed = JSON.parse(JSON.stringify(r.bindings).split(`${suffix}/value`).join('/value')) as Record<string, unknown>;
      const own = Object.fromEntries(Object.entries(unsuffixed).map(([k, v]) => [k.endsWith(suffix) ? k.slice(0, -suffix.length) : k, v]));
      expect(own, r.network).toEqual(want.bindings);
    }
  }, CLIENT_DEADLINE_MS + 30_000);

  it('no session sees another session\'s variables or lines', () => {
    expect(results.length).toBe(CLIENTS);
    for (const r of results) {
      const suffix = clientSuffix(r.client);
      const foreign = Object.keys(r.reported).filter((k) => !k.endsWith(suffix) && /-c\d+$/.test(k));
      expect(foreign, `client ${r.client}`).toEqual([]);
      // every variable of the final network is the client's own
      expect(Object.keys(r.bindings).filter((k) => !k.endsWith(suffix)), `client ${r.client}`).toEqual([]);
      const mine = networks.find((n) => n.name === r.network)!.lines.map((l) => renameVariables(l, suffix));
      expect(r.networkText.split('\n')).toEqual(mine);
    }
  });

  it('memory comes back once the idle sessions expire, and the server keeps serving', async () => {
    results = []; // the clients' copies of the bindings live in this heap too
    const health = async () => (await (await fetch(`${server.url}/health`)).json()) as { sessions: number };
    // the clients left their sessions open: they expire after the idle time
    expect((await health()).sessions).toBe(CLIENTS);
    const held = heapAfterGc();
    skew += (IDLE_SECONDS + 1) * 1000;
    expect((await health()).sessions).toBe(0);
    const after = heapAfterGc();
    expect(held).toBeGreaterThan(baseline);
    // what is left above the warm baseline is far below what the open sessions held
    expect(after - baseline).toBeLessThan(Math.max(16 * 1024 * 1024, (held - baseline) / 2));
    const again = await fetch(`${server.url}/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(again.status).toBe(200);
  }, 60_000);
});
