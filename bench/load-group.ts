// The HTTP API's light requests while heavy ones run: a built `irl-kitchen serve` process of its
// own, ten heavy requests kept in flight (admissible listings of late gold lines, a
// quantitative execution of 30 mixes, the page of a 2,000-line session), and meanwhile GET
// /health every 25 ms and a one-line POST /sessions/{id}/execute (then undone) every 50 ms.
// The figures are the probes' latencies; the heavy answers' bodies are counted, never parsed,
// so this process stays responsive.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { goldDir } from '../src/benchmark-dir.ts';
import { longNetwork, mixes } from '../test/security/http-support.ts';
import { percentile } from './api.ts';
import { ensureBuilt, ROOT } from './built.ts';
import { childOfBench } from './children.ts';
import type { FigureGroup } from './figure-group.ts';

const HEAVY_IN_FLIGHT = 10;
const LATE_GOLD = ['almond-crescent-cookies', 'easy-banana-bread', 'afghan-biscuits', 'whole-wheat-ginger-snaps'];

const probeAgent = new Agent({ keepAlive: true, maxSockets: 4 });
const loadAgent = new Agent({ keepAlive: true, maxSockets: HEAVY_IN_FLIGHT + 2 });

/** One request; the status, the body (unless `count`: then only its length) and the milliseconds. */
function send(base: string, method: string, path: string, body: unknown, agent: Agent, count = false): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, agent, headers: method === 'POST' ? { 'content-type': 'application/json' } : {} }, (res) => {
      let length = 0;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => (count ? (length += c.length) : chunks.push(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: count ? String(length) : Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function openSession(base: string, lines: string[]): Promise<string> {
  const id = (JSON.parse((await send(base, 'POST', '/sessions', {}, loadAgent)).body) as { session: string }).session;
  for (let i = 0; i < lines.length; i += 500) {
    const r = await send(base, 'POST', `/sessions/${id}/execute`, { network: lines.slice(i, i + 500).join('\n') }, loadAgent, true);
    if (r.status !== 200) throw new Error(`could not build the load's sessions: ${r.status}`);
  }
  return id;
}

/** A built server in a process of its own; resolves with its URL. */
function serve(benchmark: string): Promise<{ url: string; child: ChildProcess }> {
  const child = childOfBench(spawn(process.execPath, [join(ROOT, 'bin', 'irl-kitchen.js'), 'serve', '--port', '0', '--benchmark', benchmark], { stdio: ['ignore', 'pipe', 'pipe'] }));
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /serving on (http:\/\/\S+?)[\s(]/.exec(out);
      if (m) resolve({ url: m[1], child });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
}

export async function loadBench(benchmark: string, seconds: number) {
  ensureBuilt();
  const { url, child } = await serve(benchmark);
  try {
    const gold = (name: string) => readFileSync(join(goldDir(benchmark), `${name}.solution`), 'utf8').split('\n').filter((l) => l.startsWith('(')).slice(0, 16);
    const late = await Promise.all(LATE_GOLD.map((n) => openSession(url, gold(n))));
    const long = await openSession(url, longNetwork(2000));
    const light = await openSession(url, []);
    const heavy = [
      ...[...late, ...late].map((id) => () => send(url, 'GET', `/sessions/${id}/admissible`, undefined, loadAgent, true)),
      () => send(url, 'POST', '/execute', { network: mixes(30), mode: 'quantitative' }, loadAgent, true),
      () => send(url, 'GET', `/sessions/${long}/view`, undefined, loadAgent, true),
    ];
    const until = performance.now() + seconds * 1000;
    const statuses: number[] = [];
    // each of the ten keeps its request in flight, sending it again when answered
    const load = heavy.map(async (next) => {
      while (performance.now() < until) statuses.push((await next()).status);
    });
    const health: number[] = [];
    const steps: number[] = [];
    const probe = async (every: number, once: () => Promise<void>) => {
      while (performance.now() < until) {
        const started = performance.now();
        await once();
        await new Promise((r) => setTimeout(r, Math.max(0, every - (performance.now() - started))));
      }
    };
    await new Promise((r) => setTimeout(r, 500)); // the heavy requests are running
    await Promise.all([
      ...load,
      probe(25, async () => {
        health.push((await send(url, 'GET', '/health', undefined, probeAgent)).ms);
      }),
      probe(50, async () => {
        const step = await send(url, 'POST', `/sessions/${light}/execute`, { network: '(fetch ?bowl ?ks ?kitchen medium-bowl 1)' }, probeAgent);
        if (step.status !== 200) throw new Error(`the one-line step failed under load: ${step.status} ${step.body.slice(0, 200)}`);
        steps.push(step.ms);
        await send(url, 'POST', `/sessions/${light}/undo`, undefined, probeAgent);
      }),
    ]);
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      healthP99UnderLoadMs: round(percentile(health, 99)),
      healthP50UnderLoadMs: round(percentile(health, 50)),
      executeP99UnderLoadMs: round(percentile(steps, 99)),
      executeP50UnderLoadMs: round(percentile(steps, 50)),
      heavyAnsweredUnderLoad: statuses.filter((s) => s === 200).length,
      heavyRefusedUnderLoad: statuses.filter((s) => s !== 200).length,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

export const loadGroup: FigureGroup = {
  name: 'load',
  measure: ({ benchmark, seconds }) => loadBench(benchmark, Math.max(15, seconds * 5)),
  describe: (f) => [
    `HTTP API under ${HEAVY_IN_FLIGHT} heavy requests: GET /health p50 ${f.healthP50UnderLoadMs} ms, p99 ${f.healthP99UnderLoadMs} ms (target 50); a one-line session step p50 ${f.executeP50UnderLoadMs} ms, p99 ${f.executeP99UnderLoadMs} ms (target 100)`,
    `  heavy requests meanwhile: ${f.heavyAnsweredUnderLoad} answered, ${f.heavyRefusedUnderLoad} stopped at the time limit or refused as busy`,
  ],
};
