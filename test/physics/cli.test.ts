// `irl-kitchen physics …` through its command module (registered in the CLI at start-up).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { damBreakCommand, register, validateCommand } from '../../src/cli/commands/physics.ts';
import type { CliIO } from '../../src/cli/io.ts';
import { InputError } from '../../src/errors.ts';

function io(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (s) => lines.push(s), err: (s) => errors.push(s), stdout: process.stdout, stdin: process.stdin, errIsTTY: false, exitCode: 0 };
}

describe('physics command', () => {
  it('refuses an unknown case, backend or resolution with a clear message', async () => {
    await expect(validateCommand({ case: 'rigid,levitation' })).rejects.toThrow("--case: unknown case 'levitation' (cases: hydrostatic, dam-break, dam-break-convergence, conservation, granular-pile, rigid, archimedes, backends)");
    await expect(validateCommand({ backend: 'cuda' })).rejects.toThrow("--backend: expected one of cpu, webasm, webgpu, plain, auto, got 'cuda'");
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
    // progress goes to standard error: the expected duration first, then the case
    expect(out.errors[0]).toMatch(/^physics validate: 1 case, size full, backend cpu: expected about \d+ s/);
    expect(out.errors.slice(1)).toEqual([expect.stringMatching(/^\[1\/1\] rigid \(about/), expect.stringMatching(/^\[1\/1\] rigid: pass in \d+ s$/)]);
  });

  it('dam-break --json prints T = 0.25 … --until with fronts ahead of the column, and the measured points beside', async () => {
    const cli = new Command('irl-kitchen').exitOverride();
    const out = io();
    register(cli, out);
    await cli.parseAsync(['physics', 'dam-break', '--resolution', '6', '--until', '3', '--json'], { from: 'user' });
    const series = JSON.parse(out.lines.join('\n')) as { T: number; Z: number; measured?: number; relError?: number }[];
    const grid = series.filter((p) => p.measured === undefined);
    expect(grid.map((p) => p.T)).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3]);
    expect(grid[grid.length - 1].Z).toBeGreaterThan(grid[0].Z);
    // the 2.25 in series' points up to T = 3, each with its relative error
    const measured = series.filter((p) => p.measured !== undefined);
    expect(measured.map((p) => p.T)).toEqual([0.832, 1.219, 1.997, 2.547]);
    for (const p of measured) expect(p.relError).toBeCloseTo((p.Z - p.measured!) / p.measured!, 12);
  }, 60_000);

  it('dam-break refuses an unknown column or a bad --until', async () => {
    await expect(damBreakCommand({ column: '3in' })).rejects.toThrow("--column: expected one of 2.25in, 1.125in, got '3in'");
    await expect(damBreakCommand({ until: 'soon' })).rejects.toThrow("--until: expected a number from 0.25 to 20, got 'soon'");
    await expect(damBreakCommand({ releaseMs: '-1' })).rejects.toThrow("--release-ms: expected a number from 0 to 1000, got '-1'");
    await expect(damBreakCommand({ releaseMs: '' })).rejects.toThrow("--release-ms: expected a number from 0 to 1000, got ''");
  });

  it('names the measured series and how to point at it when it is missing or malformed: an input error, not a crash', async () => {
    const was = process.env.IRL_KITCHEN_PHYSICS_DATA;
    const dir = mkdtempSync(join(tmpdir(), 'physics-data-'));
    try {
      process.env.IRL_KITCHEN_PHYSICS_DATA = join(dir, 'absent');
      const missing = damBreakCommand({ until: '0.5' });
      await expect(missing).rejects.toBeInstanceOf(InputError);
      await expect(missing).rejects.toThrow(/dam-break reference data not found: .*absent\/martin-moyce-1952-n2-2-a2\.25in\.csv \(set IRL_KITCHEN_PHYSICS_DATA/);
      writeFileSync(join(dir, 'martin-moyce-1952-n2-2-a2.25in.csv'), 'T,Z\n0.5,1.2\nsoon,2\n');
      process.env.IRL_KITCHEN_PHYSICS_DATA = dir;
      await expect(damBreakCommand({ until: '0.5' })).rejects.toThrow(/martin-moyce-1952-n2-2-a2\.25in\.csv:3: expected two numbers T,Z/);
    } finally {
      if (was === undefined) delete process.env.IRL_KITCHEN_PHYSICS_DATA;
      else process.env.IRL_KITCHEN_PHYSICS_DATA = was;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
