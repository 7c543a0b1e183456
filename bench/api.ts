// The HTTP API under load: N concurrent clients, each executing a gold network line by line in
// its own session (variables renamed per client, so one client's names never occur in another's
// network). Used by `npm run bench` (apiLineLatencyP50Ms/P99Ms) and by test/server/load.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { setMaxListeners } from 'node:events';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { goldDir, requireBenchmarkDir } from '../src/benchmark-dir.ts';
import { GOLD_ENVIRONMENTS } from '../src/evaluator/gold-standards.ts';
import type { ServerLimits } from '../src/server/limits.ts';
import { startServer } from '../src/server/listen.ts';

export interface GoldNetwork {
  name: string;
  /** The recipe its `#` line names (a gold file's name may differ), else the file's name. */
  recipeId: string;
  /** Network lines (no `#id`, no blank lines). */
  lines: string[];
}

export function goldNetworks(benchmark?: string): GoldNetwork[] {
  const dir = goldDir(requireBenchmarkDir(benchmark));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.solution'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const name = f.replace(/\.solution$/, '');
      return {
        name,
        // by file, not by the file's #id line: black-bean-salad-2.solution's says black-bean-salad-4
        recipeId: GOLD_ENVIRONMENTS.find((e) => e.file === name)?.recipeId ?? name,
        lines: text
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#') && !l.startsWith(';')),
      };
    });
}

/** `?name` → `?name-c7`: every variable of client 7 carries its suffix. */
export const clientSuffix = (client: number) => `-c${client}`;
export const renameVariables = (line: string, suffix: string) => line.replace(/\?([^\s()]+)/g, `?$1${suffix}`);

export interface ClientResult {
  client: number;
  network: string;
  /** The last step's status and execution time. */
  status: string | null;
  executionTime: number | string | null;
  /** Every binding the steps reported as new (the latest value of each variable). */
  reported: Record<string, unknown>;
  /** The session's bindings at the end. */
  bindings: Record<string, unknown>;
  /** The session's network text at the end. */
  networkText: string;
  /** Milliseconds of each line's request. */
  latencies: number[];
  errors: string[];
}

/** Keep-alive connections, as many as there are clients (node:http costs far less than fetch here). */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** One JSON request; resolves with the status and the decoded body. */
function call(method: string, url: string, body: unknown, signal: AbortSignal): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(url, { method, agent, signal, headers: payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (e) {
          reject(e);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const post = (url: string, body: unknown, signal: AbortSignal) => call('POST', url, body, signal);

/** One client: open a session, send the lines one request each, read the network, close it (unless `keepOpen`: then it must expire). */
export async function runClient(baseUrl: string, client: number, network: GoldNetwork, signal: AbortSignal, keepOpen = false): Promise<ClientResult> {
  const result: ClientResult = { client, network: network.name, status: null, executionTime: null, reported: {}, bindings: {}, networkText: '', latencies: [], errors: [] };
  try {
    const opened = await post(`${baseUrl}/sessions`, {}, signal);
    if (opened.status !== 200) throw new Error(`POST /sessions: ${opened.status} ${JSON.stringify(opened.json)}`);
    const id = opened.json.session as string;
    Object.assign(result.reported, opened.json.bindings);
    const suffix = clientSuffix(client);
    for (const line of network.lines) {
      const t0 = performance.now();
      const step = await post(`${baseUrl}/sessions/${id}/execute`, { network: renameVariables(line, suffix) }, signal);
      result.latencies.push(performance.now() - t0);
      if (step.status !== 200) throw new Error(`execute ${line}: ${step.status} ${JSON.stringify(step.json)}`);
      Object.assign(result.reported, step.json.newBindings);
      result.status = step.json.status;
      result.executionTime = step.json.executionTime;
    }
    result.networkText = (await call('GET', `${baseUrl}/sessions/${id}/network`, undefined, signal)).json.network;
    result.bindings = (await call('GET', `${baseUrl}/sessions/${id}/bindings`, undefined, signal)).json;
    if (!keepOpen) await call('DELETE', `${baseUrl}/sessions/${id}`, undefined, signal);
  } catch (e) {
    result.errors.push(e instanceof Error ? e.message : String(e));
  }
  return result;
}

/** N clients at once, client i on network i mod the number of networks; all stop at the deadline. */
export async function runClients(baseUrl: string, networks: GoldNetwork[], clients: number, deadlineMs: number, keepOpen = false): Promise<ClientResult[]> {
  const signal = AbortSignal.timeout(deadlineMs);
  setMaxListeners(clients + 10, signal); // every open request listens to it
  return Promise.all(Array.from({ length: clients }, (_, i) => runClient(baseUrl, i, networks[i % networks.length], signal, keepOpen)));
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Line latency under the load of `clients` concurrent sessions on a server of this process. */
export async function apiBenchmark(options: { clients?: number; benchmark?: string; deadlineMs?: number; limits?: Partial<ServerLimits> } = {}): Promise<{ apiLineLatencyP50Ms: number; apiLineLatencyP99Ms: number }> {
  const networks = goldNetworks(options.benchmark);
  const server = await startServer({ host: '127.0.0.1', port: 0, benchmark: options.benchmark, limits: options.limits });
  try {
    const results = await runClients(server.url, networks, options.clients ?? 100, options.deadlineMs ?? 300_000);
    const failed = results.filter((r) => r.errors.length);
    if (failed.length) throw new Error(`${failed.length} clients failed, e.g. ${failed[0].network}: ${failed[0].errors[0]}`);
    const latencies = results.flatMap((r) => r.latencies);
    const round = (x: number) => Math.round(x * 100) / 100;
    return { apiLineLatencyP50Ms: round(percentile(latencies, 50)), apiLineLatencyP99Ms: round(percentile(latencies, 99)) };
  } finally {
    await server.close();
  }
}

// `npx tsx bench/api.ts [clients]`: prints the figures as JSON
if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await apiBenchmark({ clients: Number(process.argv[2]) || 100 })));
