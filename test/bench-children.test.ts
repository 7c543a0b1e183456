// The processes a bench group starts stop with the bench when a signal is sent to the bench alone
// (`timeout`, `kill`): redis-server, servers and workers used to be left running.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alive } from './support/spawned-cli.ts';

const ROOT = join(import.meta.dirname, '..');

// a bench stand-in: starts a long child through childOfBench, reports the listeners, then waits
const SCRIPT = `
import { spawn } from 'node:child_process';
import { childOfBench } from ${JSON.stringify(join(ROOT, 'bench/children.ts'))};
const listeners = () => process.listenerCount('SIGINT') + process.listenerCount('SIGTERM');
const before = listeners();
const done = spawn('true');
childOfBench(done);
await new Promise((r) => done.once('exit', r));
const afterExit = listeners();
const child = childOfBench(spawn('sleep', ['60'], { stdio: 'ignore' }));
console.log(JSON.stringify({ before, afterExit, during: listeners(), pid: child.pid }));
setInterval(() => {}, 1000);
`;

describe('bench children', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops a started process on ${signal} and ends with the signal's own status`, async () => {
      const bench = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      const [line] = (await once(bench.stdout!, 'data')) as [Buffer];
      const report = JSON.parse(line.toString()) as { before: number; afterExit: number; during: number; pid: number };
      // handlers only while a child runs: the synchronous groups keep Node's immediate exit
      expect([report.before, report.afterExit, report.during]).toEqual([0, 0, 2]);
      expect(alive(report.pid)).toBe(true);
      bench.kill(signal);
      const [code, got] = (await once(bench, 'exit')) as [number | null, string | null];
      expect([code, got]).toEqual([null, signal]);
      // its children go as soon as they are scheduled: up to a minute on a loaded machine
      for (let i = 0; i < 600 && alive(report.pid); i++) await new Promise((r) => setTimeout(r, 100));
      expect(alive(report.pid)).toBe(false);
    }, 120_000);
  }
});
