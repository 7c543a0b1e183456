// A real `irl-kitchen serve` process on loopback for tests: started on a free port, its URL read
// from what it prints, stopped with a signal.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface ServeProcess {
  url: string;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startServe(args: string[] = [], timeoutMs = 60_000, env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/server/fixtures/serve-cli.ts'), 'serve', '--port', '0', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not print its URL within ${timeoutMs} ms; stderr: ${err}`));
    }, timeoutMs);
    child.stdout!.on('data', () => {
      const m = /serving on (http:\/\/\S+?)[\s(]/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolveStart({
        url: m[1],
        child,
        stdout: () => out,
        stderr: () => err,
        stop: (signal = 'SIGTERM') => {
          child.kill(signal);
          return exited;
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code} before serving; stderr: ${err}`));
    });
  });
}
