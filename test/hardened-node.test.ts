// The commands in a Node process started with flags that harden or size it: code generation from
// strings forbidden, V8 heap and thread-pool flags (which Node refuses in a worker thread's own
// flags), and Node's permission model. Each command either works as without the flag or stops
// with one line saying what the flag prevents, never with "internal error".
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { physicsPackagesProblem } from '../physics/packages.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin/irl-kitchen.js');
const NO_CODE = '--disallow-code-generation-from-strings';
/** The permission model's flag: experimental in Node 20, `--permission` from Node 22.13. */
const PERMISSION = process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';

const node = (flags: string[], args: string[]) => {
  const r = spawnSync(process.execPath, [...flags, BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status, out: r.stdout, err: r.stderr.replace(/^.*ExperimentalWarning.*\n|^\(Use `node --trace-warnings.*\n/gm, '') };
};

describe.skipIf(!BENCHMARK)(`${NO_CODE}`, () => {
  it('run prints the same report as without the flag', () => {
    const args = ['run', 'almond-crescent-cookies.solution', '--json'];
    const plain = node([], args);
    const hardened = node([NO_CODE], args);
    expect(plain.code).toBe(0);
    expect(hardened).toEqual(plain);
  });

  it('evaluate writes the same rows as without the flag', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-hardened-'));
    const inputs = ['afghan-biscuits', 'almond-crescent-cookies', 'almond-crescent-cookies-2'].map((r) => join(GOLD_DIR!, `${r}.solution`));
    const rows = (flags: string[], name: string) => {
      const r = node(flags, ['evaluate', '--input', ...inputs, '--output', join(dir, name), '--quiet']);
      expect(r.err).toBe('');
      return readFileSync(join(dir, name), 'utf8');
    };
    const plain = rows([], 'plain.csv');
    expect(plain.split('\n').length).toBeGreaterThan(3);
    expect(rows([NO_CODE], 'hardened.csv')).toBe(plain);
  });

  it('serve says in one line that its schemas need code generation', () => {
    const r = node([NO_CODE], ['serve', '--port', '0']);
    expect(r.code).toBe(2);
    expect(r.err.trim()).toMatch(/^irl-kitchen: the server compiles its request and response schemas into code, which this process forbids \(--disallow-code-generation-from-strings\)/);
  });

  it.skipIf(physicsPackagesProblem('plain') !== null)("physics on gpu.js's cpu backend says what to use instead; plain runs", () => {
    const cpu = node([NO_CODE], ['physics', 'validate', '--size', 'small', '--case', 'hydrostatic', '--backend', 'cpu']);
    expect(cpu.code).toBe(2);
    expect(cpu.err.trim()).toMatch(/^irl-kitchen: the cpu backend compiles its kernels from strings .* --backend plain, webasm or auto runs without that$/);
    const plain = node([NO_CODE], ['physics', 'validate', '--size', 'small', '--case', 'hydrostatic,backends', '--backend', 'plain']);
    expect(plain.code).toBe(0);
    expect(plain.out).toMatch(/^PASS hydrostatic/m);
    expect(plain.out).toMatch(/^SKIP backends \(skipped: the cpu backend compiles its kernels from strings/m);
  });
});

describe.skipIf(!BENCHMARK || physicsPackagesProblem('plain') !== null)('--jitless (no WebAssembly)', () => {
  it('quantitative mode says in one line that its rigid bodies need WebAssembly; qualitative runs', () => {
    const quantitative = node(['--jitless'], ['run', 'almond-crescent-cookies.solution', '--mode', 'quantitative']);
    expect(quantitative.code).toBe(2);
    expect(quantitative.err).toMatch(/^irl-kitchen: quantitative mode needs WebAssembly \(the rigid bodies run on it\), which this process lacks/m);
    expect(quantitative.err).not.toMatch(/internal error/);
    expect(node(['--jitless'], ['run', 'almond-crescent-cookies.solution']).code).toBe(0);
  });
});

describe.skipIf(!BENCHMARK)('V8 flags on the command line, which Node refuses in a worker thread', () => {
  let child: ChildProcess | null = null;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = null;
  });

  /** `serve --port 0` under these Node flags; resolves with its URL once it serves. */
  const serve = (flags: string[]) =>
    new Promise<string>((done, fail) => {
      const c = spawn(process.execPath, [...flags, 'serve', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      child = c;
      let out = '';
      let err = '';
      const timer = setTimeout(() => fail(new Error(`no URL within 60 s; stderr: ${err}`)), 60_000);
      c.stderr!.on('data', (d) => (err += d));
      c.stdout!.on('data', (d) => {
        out += d;
        const m = /serving on (http:\/\/\S+?)[\s(]/.exec(out);
        if (m) {
          clearTimeout(timer);
          done(m[1]);
        }
      });
      c.on('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`serve exited with ${code}; stderr: ${err}`));
      });
    });

  const workersServe = async (url: string) => {
    const health = (await (await fetch(`${url}/health`)).json()) as { workers: { threads: number } };
    expect(health.workers.threads).toBeGreaterThan(0);
    // a stateless execution goes to a worker thread
    const r = await fetch(`${url}/execute`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ network: '(get-kitchen ?k)' }) });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { status: string }).status).toBe('ok');
  };

  it('the built package serves with its worker threads', async () => {
    await workersServe(await serve(['--max-old-space-size=2048', '--v8-pool-size=0', BIN]));
  }, 60_000);

  it('the sources, through tsx, serve with their worker threads', async () => {
    // the sources compile through tsx in the server and again in each worker: seconds on a busy machine
    await workersServe(await serve(['--stack-size=2000', '--import', 'tsx', join(ROOT, 'test/server/fixtures/serve-cli.ts')]));
  }, 60_000);
});

describe.skipIf(!BENCHMARK)("Node's permission model", () => {
  it('a corpus outside what the process may read is named, with the flag that allows it', () => {
    const r = node([PERMISSION, `--allow-fs-read=${ROOT}/*`], ['run', 'almond-crescent-cookies.solution']);
    expect(r.code).toBe(2);
    expect(r.err.trim()).toMatch(/^irl-kitchen: reading \S+ is denied by Node's permission model \(allow it with --allow-fs-read\)$/);
  });

  it('evaluate writes its rows where the process may write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-permission-'));
    const input = join(GOLD_DIR!, 'afghan-biscuits.solution');
    const r = node([PERMISSION, '--allow-fs-read=*', `--allow-fs-write=${dir}/*`], ['evaluate', '--input', input, '--output', join(dir, 'rows.csv'), '--quiet']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'rows.csv'), 'utf8')).toMatch(/^recipe-id,.*\nafghan-biscuits,/s);
  });

  it('a server that may not start worker threads says so', () => {
    const r = node([PERMISSION, '--allow-fs-read=*'], ['serve', '--port', '0']);
    expect(r.code).toBe(2);
    expect(r.err.trim()).toBe("irl-kitchen: starting worker threads is denied by Node's permission model (allow it with --allow-worker)");
  });
});
