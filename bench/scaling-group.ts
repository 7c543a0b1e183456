// Beyond one machine (docs/SCALING.md), against a real redis-server on loopback:
// - sessionStepP50MsRedis against sessionStepP50MsMemory: the latency of a one-line session
//   step, 30 clients each replaying a gold network line by line, on one server whose sessions
//   live in Redis and on one that keeps them in memory (same process, same load);
//   redisBytesPerSession: what Redis holds per open session after those replays.
// - queueSpeedupTwoWorkers: `evaluate --queue` on the 120 variants 25 times over (3,000 recipes,
//   built CLI), one worker process against two (each --concurrency 1), warmed by one untimed
//   pass, median of three; queueOneWorkerSeconds and queueTwoWorkersSeconds are the times. The
//   recipes go on standard input: no temporary file, so a signal that stops the bench leaves
//   nothing behind.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startServer } from '../src/server/listen.ts';
import { startRedis } from '../test/support/redis-server.ts';
import { childOfBench, stopWithBench } from './children.ts';
import { goldNetworks, percentile, runClients } from './api.ts';
import { ensureBuilt, ROOT } from './built.ts';
import { BIN } from './cold-start-group.ts';
import { type FigureGroup, median, seconds3 } from './figure-group.ts';

const CLIENTS = 30;
const COPIES = 25;
const PASSES = 3;

export const scalingGroup: FigureGroup = {
  name: 'scaling',
  async measure({ benchmark }) {
    const redis = await startRedis();
    const forget = stopWithBench(redis.pid);
    try {
      const memory = await stepLatency(benchmark);
      const shared = await stepLatency(benchmark, redis.url);
      const queue = await queueSeconds(benchmark, redis.url);
      return {
        sessionStepP50MsMemory: memory.p50,
        sessionStepP50MsRedis: shared.p50,
        sessionStepP99MsMemory: memory.p99,
        sessionStepP99MsRedis: shared.p99,
        redisBytesPerSession: shared.bytesPerSession,
        queueRecipes: queue.recipes,
        queueOneWorkerSeconds: seconds3(queue.one),
        queueTwoWorkersSeconds: seconds3(queue.two),
        queueSpeedupTwoWorkers: Math.round((queue.one / queue.two) * 100) / 100,
      };
    } finally {
      await redis.stop();
      forget();
    }
  },
  describe: (f) => [
    `session steps, ${CLIENTS} clients replaying gold networks line by line: p50 ${f.sessionStepP50MsMemory} ms in memory, ${f.sessionStepP50MsRedis} ms in Redis (p99 ${f.sessionStepP99MsMemory} / ${f.sessionStepP99MsRedis} ms); Redis holds ${f.redisBytesPerSession} bytes per session`,
    `evaluate --queue, ${f.queueRecipes} recipes: one worker ${f.queueOneWorkerSeconds} s, two workers ${f.queueTwoWorkersSeconds} s, speed-up ${f.queueSpeedupTwoWorkers}`,
  ],
};

async function stepLatency(benchmark: string, store?: string): Promise<{ p50: number; p99: number; bytesPerSession: number }> {
  const networks = goldNetworks(benchmark);
  const client = store ? new Redis(store) : null;
  const server = await startServer({ host: '127.0.0.1', port: 0, benchmark, store });
  try {
    await runClients(server.url, networks, CLIENTS, 300_000); // warm every thread and cache
    await client?.flushdb();
    const before = client ? await usedMemory(client) : 0;
    const results = await runClients(server.url, networks, CLIENTS, 300_000, true);
    const failed = results.filter((r) => r.errors.length);
    if (failed.length) throw new Error(`${failed.length} clients failed, e.g. ${failed[0].network}: ${failed[0].errors[0]}`);
    const latencies = results.flatMap((r) => r.latencies);
    const round = (x: number) => Math.round(x * 100) / 100;
    const bytesPerSession = client ? Math.round(((await usedMemory(client)) - before) / CLIENTS) : 0;
    return { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), bytesPerSession };
  } finally {
    await server.close();
    client?.disconnect();
  }
}

async function usedMemory(client: Redis): Promise<number> {
  return Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1]);
}

async function queueSeconds(benchmark: string, url: string): Promise<{ one: number; two: number; recipes: number }> {
  ensureBuilt();
  const variants = join(benchmark, 'variants');
  const text = readdirSync(variants)
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => readFileSync(join(variants, f), 'utf8').replace(/\s*$/, '\n'))
    .join('');
  const input = text.repeat(COPIES);
  const recipes = (text.match(/^#/gm) ?? []).length * COPIES;
  const env = { ...process.env, IRL_KITCHEN_BENCHMARK: benchmark };
  const pass = () => {
    const start = performance.now();
    const r = spawnSync(process.execPath, [BIN, 'evaluate', '--input', '-', '--output', '/dev/null', '--quiet', '--queue', url], { cwd: ROOT, env, input, encoding: 'utf8' });
    if (r.status !== 0 && r.status !== 1) throw new Error(`evaluate --queue exited ${r.status}: ${r.stderr.slice(-1000)}`);
    return (performance.now() - start) / 1000;
  };
  const workers: ChildProcess[] = [];
  try {
    const timed = async (count: number) => {
      while (workers.length < count) workers.push(await startWorker(url, env));
      pass(); // warms the workers
      return median(Array.from({ length: PASSES }, pass));
    };
    const one = await timed(1);
    const two = await timed(2);
    return { one, two, recipes };
  } finally {
    for (const w of workers) w.kill('SIGTERM');
  }
}

function startWorker(url: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = childOfBench(spawn(process.execPath, [BIN, 'worker', '--queue', url, '--concurrency', '1'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }));
  let out = '';
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), fail(new Error(`the worker did not start: ${out}`))), 60_000);
    const seen = (d: Buffer) => {
      out += d;
      if (/taking jobs/.test(out)) (clearTimeout(timer), ready(child));
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', () => (clearTimeout(timer), fail(new Error(`the worker exited: ${out}`))));
  });
}
