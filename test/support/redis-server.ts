// A real redis-server for tests and the bench: on a free loopback port, nothing saved to disk,
// stopped by its PID. `findRedisServer()` is null only when no redis-server can be found at
// all (.ci/run installs it); callers then skip with that message.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

const START_MS = 15_000;

export interface RedisProcess {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** The redis-server executable: $REDIS_SERVER, the PATH, or Debian's places. */
export function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'];
  const candidates = [process.env.REDIS_SERVER, ...dirs.filter(Boolean).map((d) => join(d, 'redis-server'))].filter((c): c is string => !!c);
  for (const c of candidates) {
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch {
      // next
    }
  }
  return null;
}

export const NO_REDIS = 'redis-server not found (install Debian\'s redis-server, as .ci/run does, or set REDIS_SERVER)';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startRedis(): Promise<RedisProcess> {
  const bin = findRedisServer();
  if (!bin) throw new Error(NO_REDIS);
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    try {
      return await startOn(bin, port);
    } catch (e) {
      if (attempt >= 2) throw e; // the port was taken meanwhile: try another, a few times
    }
  }
}

/** A redis-server on this port (an empty one again after `stop()`: a restart without persistence). */
export function startRedisOn(port: number): Promise<RedisProcess> {
  const bin = findRedisServer();
  if (!bin) throw new Error(NO_REDIS);
  return startOn(bin, port);
}

function startOn(bin: string, port: number): Promise<RedisProcess> {
  const child: ChildProcess = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--loglevel', 'notice'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`redis-server did not start within ${START_MS} ms: ${out.slice(-500)}`));
    }, START_MS);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (!/Ready to accept connections/.test(out)) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ url: `redis://127.0.0.1:${port}/0`, port, pid: child.pid!, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited before it was ready: ${out.slice(-500)}`));
    });
  });
}

/** A loopback port with no server on it: one a redis-server just had. */
export async function deadRedisPort(): Promise<number> {
  const redis = await startRedis();
  await redis.stop();
  return redis.port;
}
