// The Python example against a real server on loopback: it exits 0 after the whole workflow,
// and non-zero when a request fails.
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/listen.ts';
import { BENCHMARK } from './support.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'examples/python/recipe_step_by_step.py');
const hasPython = spawnSync('python3', ['--version']).status === 0;

/** Runs the script without blocking this process (the server answers in it). */
function runScript(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn('python3', [SCRIPT, ...args], { env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, out, err });
    });
  });
}

describe.skipIf(!hasPython || !BENCHMARK)('examples/python/recipe_step_by_step.py', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // listing every admissible action takes seconds; on a loaded 2-core machine over the default 10 s
    server = await startServer({ host: '127.0.0.1', port: 0, limits: { requestMillis: 120_000 } });
  });
  afterAll(() => server.close());

  it('runs the almond-crescent-cookies workflow against a served kitchen', async () => {
    const r = await runScript([server.url]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('beat the butter and sugar together: ok');
    expect(r.out).toMatch(/\?beaten-mixture is a \S+ holding homogeneous-mixture/);
    expect(r.out).toMatch(/admissible now \(first 10\):\n(  \(.*\n){10}/);
    // the malformed step became the vanilla line, which the kitchen executed
    expect(r.out).toMatch(/-> executing \(fetch-and-proportion \S+ \S+ \?ks-with-beaten-mixture \S+ vanilla-extract 1 teaspoon\)/);
    expect(r.out).toContain('vanilla extract: ok');
    expect(r.out).toMatch(/scored against the almond-crescent-cookies gold: status ok/);
    // the session was closed at the end
    expect(server.app.server.listening).toBe(true);
    const health = (await (await fetch(`${server.url}/health`)).json()) as { sessions: number };
    expect(health.sessions).toBe(0);
  }, 300_000);

  it('takes the URL from IRL_KITCHEN_URL, and exits 1 with a message when the server is not there', async () => {
    const r = await runScript([], { IRL_KITCHEN_URL: 'http://127.0.0.1:9' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^recipe_step_by_step: /);
    expect(r.err).not.toContain('Traceback');
  }, 60_000);
});
