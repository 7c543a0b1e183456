// `irl-kitchen physics validate` stopped with Ctrl-C or SIGTERM: the case under way stops, the
// cases done are kept (also with --json) and said, and the status is the signal's.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { withAbortSignal } from '../physics/abort-scope.ts';
import { simulateAll } from '../physics/validate/simulation-pool.ts';
import { register } from '../src/cli/commands/physics.ts';
import type { CliIO } from '../src/cli/io.ts';
import { Interrupted } from '../src/cli/interrupt.ts';
import { afterEachTest, start, until } from './support/spawned-cli.ts';

const { track } = afterEachTest();

/**
 * `irl-kitchen physics ARGS` in this process, with Ctrl-C sent (to the handler the command
 * installed, called as Node would) when the command writes a standard-error line starting with
 * `ctrlCAt`; also the listeners of SIGINT before it, and what it printed.
 */
function physicsInterrupted(args: string[], ctrlCAt: string) {
  const before = process.listeners('SIGINT');
  const out: string[] = [];
  const io: CliIO = {
    out: (s) => out.push(s),
    err: (s) => {
      if (s.startsWith(ctrlCAt)) for (const l of process.listeners('SIGINT')) if (!before.includes(l)) (l as (s: string) => void)('SIGINT');
    },
    stdout: process.stdout, stdin: process.stdin, errIsTTY: false, exitCode: 0,
  };
  const cli = new Command('irl-kitchen').exitOverride();
  register(cli, io);
  return { before, out, run: cli.parseAsync(['physics', ...args], { from: 'user' }) };
}

describe('physics validate interrupted', () => {
  it('with --json prints the cases done, and says which', async () => {
    // Ctrl-C as the first case ends
    const { before, out, run } = physicsInterrupted(['validate', '--case', 'rigid,conservation', '--size', 'small', '--backend', 'plain', '--json'], '[1/2] conservation: pass');
    await expect(run).rejects.toBeInstanceOf(Interrupted);
    await expect(run).rejects.toThrow('interrupted (Ctrl-C): the cases done (conservation) are printed');
    const results = JSON.parse(out.join('\n')) as { name: string; pass: boolean }[];
    expect(results.map((r) => [r.name, r.pass])).toEqual([['conservation', true]]);
    expect(process.listeners('SIGINT')).toEqual(before);
  }, 60_000);

  it('a signal during a case stops it and keeps the cases printed before', async () => {
    // conservation runs in this thread, then the granular pile's simulations in worker threads
    const cmd = track(start(['physics', 'validate', '--case', 'granular-pile,conservation', '--size', 'small', '--backend', 'plain']));
    await until(() => cmd.output().includes('PASS conservation'), 'the first case ends');
    cmd.child.kill('SIGTERM');
    const { code, out, err } = await cmd.exited;
    expect(code).toBe(143);
    expect(out.trim().split('\n').map((l) => l.split(':')[0])).toEqual(['PASS conservation']);
    expect(err).toContain('irl-kitchen: interrupted (SIGTERM): the cases done (conservation) are printed');
    expect(err).not.toContain('[2/2] granular-pile: ');
  }, 60_000);
});

describe('simulations in worker threads', () => {
  it('end when the abort scope they were started in aborts, rather than run on and hold the process', async () => {
    const { liquidParams, loadMaterials } = await import('../physics/materials.ts');
    const liquid = liquidParams(loadMaterials().materials.get('water')!);
    const controller = new AbortController();
    const dams = [12, 16].map((resolution) => ({ resolution, liquid, until: 9.25 }));
    const run = withAbortSignal(controller.signal, () => simulateAll('plain', 'dam-break', dams, 2));
    controller.abort(new Error('stopped'));
    await expect(run).rejects.toThrow();
  }, 60_000);
});

describe('physics commands without a usable GPU', () => {
  it('name their own default backend, cpu, as the one that runs without a GPU', async () => {
    const saved = process.env.IRL_KITCHEN_DAWN_BACKEND;
    process.env.IRL_KITCHEN_DAWN_BACKEND = 'vulkn'; // the child inherits it: Dawn is never asked
    try {
      for (const args of [['dam-break', '--resolution', '4', '--until', '0.5'], ['validate', '--size', 'small', '--case', 'rigid']]) {
        const { code, out, err } = await track(start(['physics', ...args, '--backend', 'webgpu'])).exited;
        expect(code).toBe(2);
        expect(out).toBe('');
        expect(err.trim()).toBe('irl-kitchen: --backend webgpu: IRL_KITCHEN_DAWN_BACKEND: unknown Dawn backend "vulkn" (backends: opengles, vulkan) (did you mean vulkan?); --backend cpu (the default), plain, webasm or auto runs without a GPU');
      }
    } finally {
      if (saved === undefined) delete process.env.IRL_KITCHEN_DAWN_BACKEND;
      else process.env.IRL_KITCHEN_DAWN_BACKEND = saved;
    }
  }, 60_000);
});

describe('physics dam-break interrupted', () => {
  it('stops the point under way at its next solver step rather than at the end of the point', async () => {
    // Ctrl-C as the simulation starts, before its first point (T = 0.25) is reached
    const { before, out, run } = physicsInterrupted(['dam-break', '--backend', 'plain', '--resolution', '12', '--json'], 'physics dam-break:');
    await expect(run).rejects.toThrow('interrupted (Ctrl-C): no point was simulated');
    expect(JSON.parse(out.join('\n'))).toEqual([]);
    expect(process.listeners('SIGINT')).toEqual(before);
  }, 60_000);
});
