// The real command in a child process, for tests that signal it or feed it: its output as it
// comes, its exit, a wait for a condition, and the processor time it has used.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BIN = join(ROOT, 'bin/irl-kitchen.js');

export interface Command {
  child: ChildProcess;
  /** Standard output so far. */
  output(): string;
  exited: Promise<{ code: number | null; out: string; err: string }>;
}

/** Starts `irl-kitchen ARGS…` (killed after two minutes at the latest). */
export function start(args: string[]): Command {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const exited = new Promise<Awaited<Command['exited']>>((done) => child.on('exit', (code) => (clearTimeout(timer), done({ code, out, err }))));
  return { child, output: () => out, exited };
}

/**
 * Clean-ups run after each test of the suite, the last first: `track(cmd)` kills a command that
 * still runs and waits for its exit; `later(clean)` runs any other (a redis-server stopped).
 */
export function afterEachTest() {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const clean of cleanups.splice(0).reverse()) await clean();
  });
  const later = (clean: () => Promise<unknown>) => void cleanups.push(clean);
  const track = (cmd: Command) => {
    later(async () => {
      if (cmd.child.exitCode === null && cmd.child.signalCode === null) cmd.child.kill('SIGKILL');
      await cmd.exited;
    });
    return cmd;
  };
  return { track, later };
}

/** Whether a process of this id still runs. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits (at most 60 s) until `ready()` holds. */
export async function until(ready: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 1200; i++) {
    if (await ready()) return;
    await sleep(50);
  }
  throw new Error(`never: ${what}`);
}

/**
 * Processor seconds a process has used (Linux's /proc), 0 once it is gone: a command busy this
 * long is past its start-up however loaded the machine is, where a wall-clock wait is not.
 */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the name
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Waits until the command is blocked on its input: past its start-up (some processor time used)
 * and its processor time no longer growing over 300 ms.
 */
export async function blockedOnInput(pid: number) {
  let last = -1;
  await until(async () => {
    const now = cpuSeconds(pid);
    const still = now > 0.1 && now === last;
    last = now;
    await sleep(300);
    return still;
  }, 'the command waits for standard input');
}
