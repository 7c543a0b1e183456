// The HTTP fuzzer: seeded random and mutated requests (fuzz/http-requests.ts) against a real
// server listening on loopback, a few at a time. Every request must be answered within its time
// bound, never with a 500, a stack trace or "this is a bug", an error always in the documented
// form `{error: {code, message}}`; and the server must keep answering /health. It exits 1 on
// the first failure, printing the request and how to replay it.
//
//   npm run fuzz:http -- --runs 300            # 300 requests of seed 1 (as in npm test)
//   npm run fuzz:http -- --runs 3000 --seed random
//   npm run fuzz:http -- --seed 7 --case 12    # one request, its answer printed
import { Agent, request } from 'node:http';
import { type RunningServer, startServer } from '../src/server/listen.ts';
import { type FuzzRequest, requestMaker } from './http-requests.ts';

interface Options {
  runs: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** The whole run stops (and says so) after this long. */
  seconds: number;
  replay: number | null;
}

const REQUEST_MS = 3000;
/** An answer may take the server's time limit, its grace to stop the work, and a margin for a busy machine. */
const ANSWER_MS = REQUEST_MS + 1000 + 10_000;
const USAGE = 'usage: npm run fuzz:http -- [--runs N] [--seed S|random] [--concurrency C] [--seconds T] [--case I]';

function parseArgs(argv: string[]): Options {
  const o: Options = { runs: 300, seed: 1, concurrency: 4, seconds: 240, replay: null };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const n = Number(value);
    if (flag === '--seed' && value === 'random') o.seed = (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) & 0x7fffffff;
    else if (!Number.isSafeInteger(n) || n < 0) usage(`${flag} needs a whole number, got ${value}`);
    else if (flag === '--runs') o.runs = n;
    else if (flag === '--seed') o.seed = n;
    else if (flag === '--concurrency') o.concurrency = Math.max(1, n);
    else if (flag === '--seconds') o.seconds = Math.max(1, n);
    else if (flag === '--case') o.replay = n;
    else usage(`unknown argument ${flag}`);
  }
  return o;
}

function usage(message: string): never {
  console.error(`fuzz:http: ${message}\n${USAGE}`);
  process.exit(2);
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function send(server: RunningServer, r: Pick<FuzzRequest, 'method' | 'path' | 'headers' | 'body'>): Promise<{ status: number; type: string; body: string; ms: number }> {
  const { hostname, port } = new URL(server.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method: r.method, path: r.path, headers: r.headers, agent, timeout: ANSWER_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${ANSWER_MS} ms`)));
    req.on('error', reject);
    req.end(r.body);
  });
}

/** What is wrong with an answer, or null. */
function problemWith(r: FuzzRequest, a: { status: number; type: string; body: string }): string | null {
  if (a.status >= 500 && a.status !== 503 && a.status !== 507) return `status ${a.status}`;
  if (/\n\s+at \S+ \(|this is a bug|internal error/i.test(a.body)) return 'a stack trace or an internal error in the body';
  if (a.status >= 400 && r.method !== 'HEAD') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(a.body);
    } catch {
      return `a ${a.status} whose body is not JSON`;
    }
    const e = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof e?.code !== 'string' || typeof e?.message !== 'string') return `a ${a.status} not in the form {error: {code, message}}`;
  }
  return null;
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const server = await startServer({ port: 0, limits: { requestMillis: REQUEST_MS, maxSessions: 200 } });
  const host = new URL(server.url).host;
  const local = { host, 'content-type': 'application/json' };
  const open = async (network: string) => {
    const opened = JSON.parse((await send(server, { method: 'POST', path: '/sessions', headers: local, body: '{}' })).body) as { session: string };
    await send(server, { method: 'POST', path: `/sessions/${opened.session}/execute`, headers: local, body: JSON.stringify({ network }) });
    return opened.session;
  };
  const sessions = [await open(''), await open('(fetch-and-proportion ?butter ?ks1 ?kitchen ?bowl butter 230 g)')];
  const disposable = await Promise.all(Array.from({ length: 10 }, () => open('')));
  const make = requestMaker({ host, sessions, disposable });
  try {
    if (o.replay !== null) {
      const r = make(o.seed, o.replay);
      console.log(JSON.stringify({ ...r, body: r.body && r.body.length > 2000 ? `${r.body.slice(0, 2000)}…` : r.body }, null, 2));
      const a = await send(server, r);
      console.log(`answer ${a.status} (${a.type}) in ${Math.round(a.ms)} ms: ${a.body.slice(0, 2000)}`);
      console.log(problemWith(r, a) ?? 'no problem');
      return;
    }
    console.log(`fuzz:http: ${o.runs} requests, seed ${o.seed}, ${o.concurrency} at a time, against ${server.url}`);
    const started = performance.now();
    const statuses = new Map<number, number>();
    let next = 0;
    let failure: string | null = null;
    const lane = async () => {
      while (failure === null && next < o.runs && performance.now() - started < o.seconds * 1000) {
        const r = make(o.seed, next++);
        try {
          const a = await send(server, r);
          statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          const problem = problemWith(r, a);
          if (problem) failure = `request ${r.index}: ${problem}\n${r.method} ${r.path.slice(0, 200)} → ${a.status}: ${a.body.slice(0, 500)}`;
        } catch (e) {
          failure = `request ${r.index}: ${e instanceof Error ? e.message : String(e)}\n${r.method} ${r.path.slice(0, 200)}`;
        }
        if (failure === null && r.index % 50 === 49 && (await send(server, { method: 'GET', path: '/health', headers: { host } })).status !== 200) failure = `request ${r.index}: /health stopped answering 200`;
      }
    };
    await Promise.all(Array.from({ length: o.concurrency }, lane));
    if (failure !== null) {
      console.error(`fuzz:http: FAILED, seed ${o.seed}\n${failure}\nreplay: npm run fuzz:http -- --seed ${o.seed} --case ${/request (\d+)/.exec(failure)?.[1]}`);
      process.exitCode = 1;
      return;
    }
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    const ran = Math.min(next, o.runs);
    console.log(`fuzz:http: ${ran} requests passed in ${secs} s (seed ${o.seed})${ran < o.runs ? `; stopped at the ${o.seconds} s bound` : ''}`);
    console.log(`fuzz:http: statuses: ${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s} ${n}`).join(', ')}`);
  } finally {
    agent.destroy();
    await server.close();
  }
}

await main();
