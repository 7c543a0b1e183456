// The planning environment (docs/ENVIRONMENT.md):
// - envStepMedianMs, envStepP99Ms: one client on loopback stepping every gold network line by
//   line through `POST /envs/{id}/step` (goal progress judged at every step), with the figures of
//   the first 5 and the last 5 lines of each network apart, to show steps do not grow with length;
// - goldLineTop10Fraction, goldLineMedianRank: before each gold line of the 30 gold networks, the
//   rank of the gold line among the admissible lines ranked for the task (`visible` goals), from
//   serialised tasks only (bench/gold-rank.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { goldNetworks, percentile } from './api.ts';
import type { FigureGroup } from './figure-group.ts';
import { goldRanks } from './gold-rank.ts';
import { startServer } from '../src/server/listen.ts';

async function post(url: string, body: unknown): Promise<{ ms: number; body: any }> {
  const t0 = performance.now();
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await r.json();
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { ms: performance.now() - t0, body: json };
}

export async function envStepBench(benchmark: string) {
  const server = await startServer({ host: '127.0.0.1', port: 0, benchmark });
  const all: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  try {
    for (const network of goldNetworks(benchmark)) {
      const { body } = await post(`${server.url}/envs`, { task: network.recipeId, maxSteps: 1000 });
      const times: number[] = [];
      for (const line of network.lines) times.push((await post(`${server.url}/envs/${body.env}/step`, { line })).ms);
      all.push(...times);
      first.push(...times.slice(0, 5));
      last.push(...times.slice(-5));
      await fetch(`${server.url}/envs/${body.env}`, { method: 'DELETE' });
    }
  } finally {
    await server.close();
  }
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    envStepMedianMs: r(percentile(all, 50)),
    envStepP99Ms: r(percentile(all, 99)),
    envStepFirst5MedianMs: r(percentile(first, 50)),
    envStepLast5MedianMs: r(percentile(last, 50)),
    envSteps: all.length,
  };
}

/**
 * The step figures measured in a fresh process (this module run as a script): a server in the
 * bench's own process shares a heap that earlier groups have filled, and its memory guard then
 * answers 429 to the steps.
 */
function envStepsInFreshProcess(benchmark: string): Awaited<ReturnType<typeof envStepBench>> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), benchmark], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`the environment steps stopped (exit status ${r.status}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!);
}

export const envGroup: FigureGroup = {
  name: 'env',
  measure: async ({ benchmark }) => {
    const steps = envStepsInFreshProcess(benchmark);
    const { byNetwork: _each, ...ranks } = goldRanks(benchmark);
    return { ...steps, ...ranks };
  },
  describe: (f) => [
    `environment steps over HTTP, one client, ${f.envSteps} gold lines: median ${f.envStepMedianMs} ms, p99 ${f.envStepP99Ms} ms (targets 10 and 50); first 5 lines of each network ${f.envStepFirst5MedianMs} ms, last 5 ${f.envStepLast5MedianMs} ms`,
    `gold line among the first 10 ranked lines in ${Math.round(f.goldLineTop10Fraction * 1000) / 10} % of ${f.goldLineSteps} steps (target 50 %), median rank ${f.goldLineMedianRank} (target 10)`,
  ],
};

// `npx tsx bench/env-group.ts`: the step figures as JSON
if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await envStepBench(process.argv[2] ?? '../shared/benchmark')));
