// Ctrl-C or SIGTERM while the command line itself still loads (bin/launch.js, before main.ts's
// "while loading" handler): one line and 130 (143), handed over to main's handler once it is in;
// and an early exit waits for worker threads still loading their modules (exit-guards.ts), which
// process.exit would otherwise abort Node on (status 134).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { exitWhenSafe, holdExitUntil } from '../src/cli/exit-guards.ts';
import { interruptedWhileLoading } from '../src/cli/main.ts';
import { cpuSeconds, ROOT, start, until } from './support/spawned-cli.ts';

const LAUNCH = pathToFileURL(join(ROOT, 'bin/launch.js')).href;

/** A Node process that loads bin/launch.js as the command does, then runs `body`. */
function withLaunch(body: string): Promise<{ code: number | null; signal: string | null; err: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(LAUNCH)});\n${body}`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((done) => child.on('exit', (code, signal) => (clearTimeout(timer), done({ code, signal, err }))));
}

const starting = (what: string) => `irl-kitchen: interrupted (${what}): while starting (loading the command line), before any result: nothing written\n`;

describe('a signal while the command line loads', () => {
  it('Ctrl-C is said and ends with 130, SIGTERM with 143, not Node\'s silent end', async () => {
    const stay = 'setTimeout(() => {}, 30_000);';
    const int = await withLaunch(`process.kill(process.pid, 'SIGINT'); ${stay}`);
    expect(int).toEqual({ code: 130, signal: null, err: starting('Ctrl-C') });
    const term = await withLaunch(`process.kill(process.pid, 'SIGTERM'); ${stay}`);
    expect(term).toEqual({ code: 143, signal: null, err: starting('SIGTERM') });
  });

  it('steps aside once the command listens itself: one message, the command\'s', async () => {
    const r = await withLaunch(`
      process.on('SIGINT', () => { process.stderr.write('command\\n'); process.exit(7); });
      setImmediate(() => process.kill(process.pid, 'SIGINT'));
      setTimeout(() => {}, 30_000);`);
    expect(r).toEqual({ code: 7, signal: null, err: 'command\n' });
  });
});

describe('an early exit with worker threads still loading', () => {
  it('says it at once and exits once they are up; a second signal exits at once', async () => {
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const exits: number[] = [];
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => void exits.push(code)) as never);
    try {
      let loaded = () => {};
      holdExitUntil(new Promise<void>((done) => (loaded = done)));
      interruptedWhileLoading('irl-kitchen', 'SIGINT');
      expect(said.mock.calls.map((c) => String(c[0]))).toEqual(['irl-kitchen: interrupted (Ctrl-C): while loading (rules, ontology, inputs), before any result: nothing written\n']);
      await new Promise((turn) => setImmediate(turn));
      expect(exits).toEqual([]); // the threads still load
      loaded();
      await new Promise((turn) => setImmediate(turn));
      expect(exits).toEqual([130]);
      // held again: a second signal does not wait, and says nothing more
      holdExitUntil(new Promise(() => {}));
      interruptedWhileLoading('irl-kitchen', 'SIGTERM');
      expect(exits).toEqual([130, 130]);
      expect(said).toHaveBeenCalledTimes(1);
    } finally {
      said.mockRestore();
      exit.mockRestore();
    }
  });

  it('exits at once when nothing holds it', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    try {
      expect(() => exitWhenSafe(143)).toThrow('exit 143');
    } finally {
      exit.mockRestore();
    }
  });
});

describe('README: the exit statuses', () => {
  it('says what a signal while loading prints', () => {
    const row = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').find((l) => l.startsWith('| 130, 143 |'))!;
    expect(row).not.toMatch(/without a message/);
    expect(row).toContain('interrupted (Ctrl-C): while loading');
  });
});

describe('Ctrl-C while serve loads, its worker threads starting', () => {
  it('ends with 130 and one line (or, once serving, 0), never Node aborting (134): repeated at points across the start', async () => {
    // points in the processor time the server has used: from loading the command line to serving
    for (const used of [0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.5, 1.8]) {
      const server = start(['serve', '--port', '0', '--workers', '2']);
      await until(() => cpuSeconds(server.child.pid!) >= used || server.output() !== '' || server.child.exitCode !== null, 'the server has started');
      server.child.kill('SIGINT');
      const r = await server.exited;
      expect(r.err).not.toMatch(/FATAL|IsGraphAsync/);
      const interrupted = r.err.split('\n').filter((l) => l.includes('interrupted (Ctrl-C)'));
      if (/serving on/.test(r.out)) expect(r.code).toBe(0);
      else expect([r.code, interrupted.length]).toEqual([130, 1]);
    }
  }, 240_000);
});
