// What the HTTP attack tests share: raw requests with any headers (fetch would drop Host and
// Origin), networks that make answers or work grow, and a real server's peak memory.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { GOLD_DIR } from '../support/simulate.ts';

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
}

/** One request, sent as given (headers included), to a server URL; rejects after `timeoutMs`. */
export function raw(url: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string; timeoutMs?: number } = {}): Promise<RawReply> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers: options.headers ?? {}, timeout: options.timeoutMs ?? 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within ${options.timeoutMs ?? 60_000} ms`)));
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/**
 * Bytes written to the server's socket as they are (no header added: http.request always adds
 * Host), and the answer read until the server closes; rejects after `timeoutMs`.
 */
export function onSocket(url: string, text: string, timeoutMs = 10_000): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`no end of the answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (e) => (clearTimeout(timer), reject(e)));
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks).toString('utf8');
      const at = all.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(all)?.[1] ?? 0), head: all.slice(0, at), body: all.slice(at + 4) });
    });
    socket.end(text);
  });
}

/** A JSON request with the headers a well-behaved local client sends. */
export function json(url: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawReply> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return raw(url, method, path, { body: text, headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers } });
}

/** The dough of almond-crescent-cookies, cut into 1 g portions, then shaped `shapes` times: each binding holds the ~850 portions. */
export function portionBomb(shapes: number): string {
  const gold = readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8').split('\n').slice(1, 19);
  const lines = [...gold, '(portion-and-arrange ?p0 ?ksp0 ?ks-with-dough ?dough 1 g ?pattern ?countertop)'];
  for (let i = 1; i <= shapes; i++) lines.push(`(shape ?p${i} ?ksp${i} ?ksp${i - 1} ?p${i - 1} ball-shape)`);
  return lines.join('\n');
}

/** A long network of `count` lines: its get-kitchen, then easy-banana-bread again and again, each copy with its own variables, starting from the last kitchen state of the one before. */
export function longNetwork(count: number): string[] {
  const lines = readFileSync(join(GOLD_DIR!, 'easy-banana-bread.solution'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('('));
  const kitchen = /^\(get-kitchen (\?\S+)\)$/.exec(lines[0])![1];
  const gold = lines.slice(1);
  const out = [lines[0]];
  for (let copy = 0; out.length < count; copy++) {
    for (const line of gold) {
      if (out.length >= count) break;
      out.push(line.replace(/\?[a-z0-9-]+/g, (name) => (name === kitchen ? (copy ? lastState(gold, copy - 1) : name) : `${name}-r${copy}`)));
    }
  }
  return out;
}

/** The kitchen-state variable the last line of a copy produces. */
function lastState(gold: string[], copy: number): string {
  const last = gold[gold.length - 1];
  const args = last.slice(1, -1).split(/\s+/);
  return `${args[2]}-r${copy}`;
}

/** Peak resident memory of a process so far, in MiB (Linux: /proc/PID/status VmHWM). */
export function peakMiB(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Flour and water mixed `times` times over: in quantitative mode each mix is a particle simulation. */
export function mixes(times: number): string {
  const lines = [
    '(fetch-and-proportion ?flour ?ks-flour ?kitchen ?bowl all-purpose-flour 200 g)',
    '(fetch-and-proportion ?water ?ks-water ?ks-flour ?cup water 100 ml)',
    '(transfer-contents ?both ?rest ?ks-0 ?ks-water ?flour ?water ?q ?u)',
    '(mix ?mixed-1 ?ks-1 ?ks-0 ?both ?whisk)',
  ];
  for (let i = 2; i <= times; i++) lines.push(`(mix ?mixed-${i} ?ks-${i} ?ks-${i - 1} ?mixed-${i - 1} ?whisk)`);
  return lines.join('\n');
}
