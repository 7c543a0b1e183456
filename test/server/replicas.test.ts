// The acceptance run of `serve --store`: three server processes on loopback sharing one
// redis-server, 30 clients each replaying a gold network line by line, every request sent to a
// replica chosen at random. Every session ends with the whole file's status, execution time and
// bindings; then the same with one replica killed mid-run, its clients retrying on the others.
import { setMaxListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoldNetwork, goldNetworks } from '../../bench/api.ts';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis } from '../support/redis-server.ts';
import { type ServeProcess, startServe } from './process.ts';
import { BENCHMARK } from './support.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the replica tests: ${NO_REDIS}`);

const CLIENTS = 30;
const REPLICAS = 3;
/** Tries of one request before its client gives up (a replica gone, its lock not yet lapsed). */
const TRIES = 40;
const RUN_MS = 150_000;

type Whole = { status: string; executionTime: unknown; bindings: unknown };

interface Outcome {
  network: string;
  status?: string;
  executionTime?: unknown;
  bindings?: unknown;
  lines?: string[];
  error?: string;
}

/** A JSON request to a random replica; a refused connection or a 503 is retried on another. */
async function send(urls: string[], method: string, path: string, body: unknown, signal: AbortSignal, onLost?: () => Promise<boolean>): Promise<any> {
  let last = '';
  for (let i = 0; i < TRIES; i++) {
    const url = urls[Math.floor(Math.random() * urls.length)];
    try {
      const r = await fetch(url + path, { method, signal, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = await r.json();
      if (r.status === 200) return json;
      last = `${r.status} ${JSON.stringify(json)}`;
      if (r.status !== 503) throw new Error(`${method} ${path}: ${last}`);
    } catch (e) {
      if (signal.aborted || (e as Error).message.startsWith(method)) throw e;
      last = String((e as Error).cause ?? e);
      // the connection broke: the call may have been applied before the replica died
      if (onLost && (await onLost())) return null;
    }
    await new Promise((r) => setTimeout(r, 50 + 100 * Math.random()));
  }
  throw new Error(`${method} ${path}: no replica answered after ${TRIES} tries (${last})`);
}

async function replay(urls: string[], network: GoldNetwork, signal: AbortSignal, progress: () => void): Promise<Outcome> {
  const out: Outcome = { network: network.name };
  try {
    const { session } = await send(urls, 'POST', '/sessions', {}, signal);
    const path = `/sessions/${session}`;
    const networkNow = async () => ((await send(urls, 'GET', `${path}/network`, undefined, signal)).network as string).split('\n');
    for (const line of network.lines) {
      // a client that lost its answer looks whether its line is in before sending it again
      const step = await send(urls, 'POST', `${path}/execute`, { network: line }, signal, async () => (await networkNow()).includes(line));
      if (step) [out.status, out.executionTime] = [step.status, step.executionTime];
      progress();
    }
    out.lines = await networkNow();
    out.bindings = await send(urls, 'GET', `${path}/bindings`, undefined, signal);
    // an empty call reports the session as it is (the last step's answer may have been lost)
    const last = await send(urls, 'POST', `${path}/execute`, { network: '' }, signal);
    [out.status, out.executionTime] = [last.status, last.executionTime];
  } catch (e) {
    out.error = (e as Error).message;
  }
  return out;
}

describe.skipIf(!REDIS || !BENCHMARK)(`${REPLICAS} replicas sharing one Redis`, () => {
  let redis: RedisProcess;
  let replicas: ServeProcess[] = [];
  const networks = BENCHMARK ? goldNetworks() : [];
  const whole = new Map<string, Whole>();

  beforeAll(async () => {
    redis = await startRedis();
    replicas = await Promise.all(Array.from({ length: REPLICAS }, () => startServe(['--store', redis.url, '--workers', '1'], 120_000)));
    for (const n of networks) {
      const r = await fetch(`${replicas[0].url}/execute`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ network: n.lines.join('\n') }) });
      whole.set(n.name, (await r.json()) as Whole);
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop('SIGKILL')));
    await redis?.stop();
  });

  const run = async (kill?: { after: number; victim: ServeProcess }) => {
    const urls = replicas.map((r) => r.url);
    const signal = AbortSignal.timeout(RUN_MS);
    // one deadline for every request of the run: thousands of fetches listen to it at once
    setMaxListeners(0, signal);
    let steps = 0;
    const progress = () => {
      if (kill && ++steps === kill.after) kill.victim.child.kill('SIGKILL');
    };
    const outcomes = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => replay(urls, networks[i % networks.length], signal, progress)));
    expect(outcomes.filter((o) => o.error).map((o) => `${o.network}: ${o.error}`)).toEqual([]);
    for (const [i, o] of outcomes.entries()) {
      const want = whole.get(o.network)!;
      expect(o.lines, o.network).toEqual(networks[i % networks.length].lines);
      expect([o.network, o.status, o.executionTime]).toEqual([o.network, want.status, want.executionTime]);
      expect(o.bindings, o.network).toEqual(want.bindings);
    }
    return outcomes.length;
  };

  it(`${CLIENTS} clients, each request to a random replica: every session ends with the whole file's figures`, async () => {
    expect(await run()).toBe(CLIENTS);
  }, RUN_MS + 30_000);

  it('one replica killed mid-run: its clients retry on the others and no session is lost', async () => {
    const total = Array.from({ length: CLIENTS }, (_, i) => networks[i % networks.length].lines.length).reduce((a, b) => a + b, 0);
    expect(await run({ after: Math.floor(total / 3), victim: replicas[REPLICAS - 1] })).toBe(CLIENTS);
    expect(replicas[REPLICAS - 1].child.signalCode).toBe('SIGKILL');
  }, RUN_MS + 30_000);
});
