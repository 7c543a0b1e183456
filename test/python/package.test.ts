// The Python package (python/) as CI installs it: a fresh venv of Debian's interpreter with its
// setuptools and wheel (no package index is reachable), `pip install --no-index
// --no-build-isolation ./python`, then the package's unittest suite (which starts and stops its
// own `irl-kitchen serve`) and both example agents against a real server on 127.0.0.1. Everything
// is bounded in time; skipped, saying why, only where /usr/bin/python3, its venv, setuptools or
// wheel are missing (.ci/run installs them) or the benchmark corpus is absent.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/listen.ts';
import { BENCHMARK } from '../support/simulate.ts';
import { alive } from '../support/spawned-cli.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PYTHON = '/usr/bin/python3';
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Why the package cannot be installed here, or null. */
function missing(): string | null {
  if (!existsSync(PYTHON)) return `${PYTHON} is missing (apt-get install python3 python3-venv python3-setuptools python3-wheel)`;
  const r = spawnSync(PYTHON, ['-c', 'import venv, ensurepip, setuptools, wheel'], { encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) return `${PYTHON} cannot build the package: ${(r.stderr || r.error?.message || '').trim().split('\n').pop()} (apt-get install python3-venv python3-setuptools python3-wheel)`;
  if (!BENCHMARK) return 'no benchmark corpus (../shared/benchmark or IRL_KITCHEN_BENCHMARK): the tasks come from it';
  return null;
}

const WHY = missing();
if (WHY) console.warn(`test/python/package.test.ts skipped: ${WHY}`);

interface Ran {
  code: number | null;
  out: string;
  err: string;
  timedOut: boolean;
}

/** Runs a command without blocking this process (a server may answer in it), killed by its PID after `ms`. */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; ms: number }): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', PIP_NO_INDEX: '1', PIP_DISABLE_PIP_VERSION_CHECK: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(child.pid, 'SIGKILL');
    }, options.ms);
    child.on('error', (e) => {
      clearTimeout(timer);
      done({ code: null, out, err: err + String(e), timedOut });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, out, err, timedOut });
    });
  });
}

const tail = (r: Ran, n = 6000) => `exit ${r.code}${r.timedOut ? ' (killed: time limit)' : ''}\n--- stdout\n${r.out.slice(-n)}\n--- stderr\n${r.err.slice(-n)}`;


describe.skipIf(WHY !== null)(`python/ (the irl_kitchen package)${WHY ? ` — skipped: ${WHY}` : ''}`, () => {
  let dir = '';
  let python = '';
  let installed: Ran | null = null;
  let server: RunningServer | null = null;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-python-'));
    const venv = join(dir, 'venv');
    const made = await run(PYTHON, ['-m', 'venv', '--system-site-packages', venv], { ms: 120_000 });
    if (made.code !== 0) {
      installed = made;
      return;
    }
    python = join(venv, 'bin', 'python');
    // an in-tree build reuses python/build/lib: start from nothing, so that no file deleted from
    // the package lingers there and gets installed
    for (const left of ['build', 'irl_kitchen.egg-info']) rmSync(join(ROOT, 'python', left), { recursive: true, force: true });
    installed = await run(join(venv, 'bin', 'pip'), ['install', '--no-index', '--no-build-isolation', './python'], { ms: 240_000 });
    // listings take seconds on a loaded 2-core machine: well over the default 10 s per request
    server = await startServer({ host: '127.0.0.1', port: 0, limits: { requestMillis: 120_000 } });
  }, 420_000);

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs offline into a fresh venv of Debian\'s python', () => {
    expect(installed?.code, installed ? tail(installed) : 'not run').toBe(0);
    expect(installed!.out).toMatch(/Successfully installed irl-kitchen-/);
  });

  it('imports the installed package (not the sources), at package.json\'s version', async () => {
    expect(installed?.code).toBe(0);
    const r = await run(python, ['-c', 'import irl_kitchen, sys; print(irl_kitchen.__version__); print(irl_kitchen.__file__)'], { cwd: dir, ms: 60_000 });
    expect(r.code, tail(r)).toBe(0);
    const [version, file] = r.out.trim().split('\n');
    expect(version).toBe(VERSION);
    expect(file.startsWith(join(dir, 'venv'))).toBe(true);
    // the example client is a thin wrapper of the package
    const wrapper = await run(
      python,
      ['-c', `import sys; sys.path.insert(0, ${JSON.stringify(join(ROOT, 'examples/python'))}); import irl_kitchen_client, irl_kitchen; assert irl_kitchen_client.KitchenClient is irl_kitchen.Client; print(irl_kitchen.__file__)`],
      { cwd: dir, ms: 60_000 },
    );
    expect(wrapper.code, tail(wrapper)).toBe(0);
    expect(wrapper.out.trim().startsWith(join(dir, 'venv'))).toBe(true);
  }, 150_000);

  it('passes its unittest suite against a server it starts and stops', async () => {
    expect(installed?.code).toBe(0);
    const pidFile = join(dir, 'server-pids');
    const r = await run(python, ['-m', 'unittest', 'discover', '-s', join(ROOT, 'python', 'tests'), '-v'], {
      cwd: dir,
      env: { IRL_KITCHEN_ROOT: ROOT, IRL_KITCHEN_NODE: process.execPath, IRL_KITCHEN_TEST_PIDFILE: pidFile, IRL_KITCHEN_BENCHMARK: BENCHMARK! },
      ms: 540_000,
    });
    // every server the suite started is gone once it has ended, failed or not
    const pids = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number) : [];
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) expect(alive(pid), `server ${pid} still running`).toBe(false);
    expect(r.code, tail(r, 20_000)).toBe(0);
    expect(r.err).toMatch(/^OK/m);
  }, 600_000);

  it('runs the random agent', async () => {
    expect(installed?.code).toBe(0);
    const r = await run(python, [join(ROOT, 'examples/python/random_agent.py'), '--url', server!.url, '--tasks', '2', '--max-steps', '8', '--seed', '1'], { cwd: dir, ms: 240_000 });
    expect(r.code, tail(r)).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.match(/^task \S+: return -?\d+\.\d{4}, terminated (True|False), steps \d+$/gm)?.length).toBe(2);
    expect(r.out).toMatch(/^random agent: mean return -?\d+\.\d{4} over 2 tasks, \d+ terminated$/m);
  }, 300_000);

  it('runs the greedy agent', async () => {
    expect(installed?.code).toBe(0);
    const r = await run(python, [join(ROOT, 'examples/python/greedy_agent.py'), '--url', server!.url, '--tasks', '1', '--max-steps', '6', '--k', '2'], { cwd: dir, ms: 300_000 });
    expect(r.code, tail(r)).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.match(/^task \S+: return -?\d+\.\d{4}, terminated (True|False), steps \d+$/gm)?.length).toBe(1);
    expect(r.out).toMatch(/^greedy agent \(k=2\): mean return -?\d+\.\d{4} over 1 tasks, \d+ terminated$/m);
    // the lookahead's forks were closed
    const health = (await (await fetch(`${server!.url}/health`)).json()) as { sessions: number };
    expect(health.sessions).toBe(0);
  }, 360_000);

  it('runs the generate → check → repair loop on a perturbed network', async () => {
    expect(installed?.code).toBe(0);
    const file = join(ROOT, 'examples/tutorial/prediction-fixed.solution');
    const r = await run(python, [join(ROOT, 'examples/python/repair_loop.py'), '--url', server!.url, file, '--drop', '1', '--seed', '3'], { cwd: dir, ms: 240_000 });
    expect(r.code, tail(r)).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^round 1: the network is unexecutable$/m);
    expect(r.out).toMatch(/^ {2}repair (insert|relink|swap|constant|drop) at line \d+: /m);
    expect(r.out).toMatch(/^round 2: the network is ok$/m);
    // seed 0 drops the only line naming white-vinegar: the repair inserts the vinegar the recipe's text names
    const vinegar = await run(python, [join(ROOT, 'examples/python/repair_loop.py'), '--url', server!.url, file, '--seed', '0'], { cwd: dir, ms: 240_000 });
    expect(vinegar.code, tail(vinegar)).toBe(0);
    expect(vinegar.out).toMatch(/^ {2}repair insert at line 23: - -> \(fetch-and-proportion \?vinegar .* white-vinegar 120 ml\) /m);
    expect(vinegar.out).toMatch(/^round 2: the network is ok$/m);
  }, 300_000);

  it('the agents exit 1 with a one-line message when the server is not there', async () => {
    expect(installed?.code).toBe(0);
    const input: Record<string, string[]> = { random_agent: ['--tasks', '1'], greedy_agent: ['--tasks', '1'], repair_loop: [join(ROOT, 'examples/tutorial/prediction-fixed.solution')] };
    for (const [agent, args] of Object.entries(input)) {
      const r = await run(python, [join(ROOT, `examples/python/${agent}.py`), '--url', 'http://127.0.0.1:9', ...args], { cwd: dir, ms: 60_000 });
      expect(r.code, tail(r)).toBe(1);
      expect(r.err).toMatch(new RegExp(`^${agent}: `));
      expect(r.err).not.toContain('Traceback');
    }
  }, 150_000);
});
