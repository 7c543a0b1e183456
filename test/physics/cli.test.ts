// `irl-kitchen physics …` through its command module (registered in the CLI at start-up).
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { damBreakCommand, register, validateCommand } from '../../src/cli/commands/physics.ts';
import type { CliIO } from '../../src/cli/io.ts';

function io(): CliIO & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (s) => lines.push(s), err: (s) => lines.push(s), stdout: process.stdout, stdin: process.stdin, errIsTTY: false, exitCode: 0 };
}

describe('physics command', () => {
  it('refuses an unknown case, backend or resolution with a clear message', async () => {
    await expect(validateCommand({ case: 'rigid,levitation' })).rejects.toThrow("--case: unknown case 'levitation' (cases: hydrostatic, dam-break, conservation, granular-pile, rigid, backends)");
    await expect(validateCommand({ backend: 'cuda' })).rejects.toThrow("--backend: expected one of cpu, webasm, webgpu, plain, got 'cuda'");
    await expect(damBreakCommand({ resolution: '3.5' })).rejects.toThrow("--resolution: expected an integer from 4 to 200, got '3.5'");
  });

  it('validate --case rigid --json prints the case with its figures and exits 0', async () => {
    const cli = new Command('irl-kitchen').exitOverride();
    const out = io();
    register(cli, out);
    await cli.parseAsync(['physics', 'validate', '--case', 'rigid', '--json'], { from: 'user' });
    const [rigid] = JSON.parse(out.lines.join('\n'));
    expect(rigid).toMatchObject({ name: 'rigid', pass: true, figures: { inside: 40, count: 40 } });
    expect(out.exitCode).toBe(0);
  });

  it('dam-break --json prints T = 0.25 … 3 with fronts ahead of the column', async () => {
    const cli = new Command('irl-kitchen').exitOverride();
    const out = io();
    register(cli, out);
    await cli.parseAsync(['physics', 'dam-break', '--resolution', '6', '--json'], { from: 'user' });
    const series = JSON.parse(out.lines.join('\n')) as { T: number; Z: number }[];
    expect(series.map((p) => p.T)).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3]);
    expect(series[series.length - 1].Z).toBeGreaterThan(series[0].Z);
  }, 60_000);
});
