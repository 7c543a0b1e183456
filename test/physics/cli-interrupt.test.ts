// `irl-kitchen physics …`: flags read strictly, progress told, and what was done kept when the
// run is stopped (Ctrl-C) or ends early.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { damBreakCommand, register, validateCommand } from '../../src/cli/commands/physics.ts';
import type { CliIO } from '../../src/cli/io.ts';
import { Interrupted } from '../../src/cli/interrupt.ts';

function io(onErr: (line: string) => void = () => {}): CliIO & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    out: (s) => log.push(`out ${s}`),
    err: (s) => {
      log.push(`err ${s}`);
      onErr(s);
    },
    stdout: process.stdout, stdin: process.stdin, errIsTTY: false, exitCode: 0,
  };
}

describe('physics command flags and interruption', () => {
  it('refuses an empty --case instead of running every case', async () => {
    await expect(validateCommand({ case: ' ' })).rejects.toThrow("--case: expected one or more case names, got ' '");
    await expect(validateCommand({ case: '' })).rejects.toThrow("--case: expected one or more case names, got ''");
  });

  it('reads numbers as every number flag does: hexadecimal and blanks are refused, an exponent is read', async () => {
    await expect(damBreakCommand({ resolution: '0x10', column: '3in' })).rejects.toThrow("--resolution: expected an integer from 4 to 200, got '0x10'");
    await expect(damBreakCommand({ until: '0x5', releaseMs: '-1' })).rejects.toThrow("--until: expected a number from 0.25 to 20, got '0x5'");
    await expect(damBreakCommand({ until: ' 3', releaseMs: '-1' })).rejects.toThrow("--until: expected a number from 0.25 to 20, got ' 3'");
    // 2e3 is read as 2000, over the bound (as --max-seconds 1e1 is read as 10)
    await expect(damBreakCommand({ releaseMs: '2e3' })).rejects.toThrow("--release-ms: expected a number from 0 to 1000, got '2e3'");
  });

  it('dam-break tells its progress, and Ctrl-C prints the points done and ends with the interruption', async () => {
    const before = process.listeners('SIGINT');
    // Ctrl-C as the simulation reaches T = 1: the handler the command installed, called as Node would
    const out = io((line) => {
      if (line.startsWith('T 1 of')) for (const l of process.listeners('SIGINT')) if (!before.includes(l)) (l as (s: string) => void)('SIGINT');
    });
    const cli = new Command('irl-kitchen').exitOverride();
    register(cli, out);
    const run = cli.parseAsync(['physics', 'dam-break', '--resolution', '6', '--until', '20', '--json'], { from: 'user' });
    await expect(run).rejects.toBeInstanceOf(Interrupted);
    await expect(run).rejects.toThrow('interrupted (Ctrl-C): the points up to T = 1 are printed');
    expect(out.log[0]).toBe('err physics dam-break: 6 × 12 particles, backend cpu, to T = 20');
    const json = out.log.filter((l) => l.startsWith('out ')).map((l) => l.slice(4));
    const points = JSON.parse(json.join('\n')) as { T: number; measured?: number }[];
    expect(points.map((p) => p.T)).toEqual([0.25, 0.5, 0.75, 0.832, 1]);
    expect(process.listeners('SIGINT')).toEqual(before);
  }, 60_000);

  it('validate prints each case as it ends, so that a stopped run keeps the cases done', async () => {
    const out = io();
    const cli = new Command('irl-kitchen').exitOverride();
    register(cli, out);
    await cli.parseAsync(['physics', 'validate', '--case', 'rigid,conservation', '--size', 'small', '--backend', 'plain'], { from: 'user' });
    const first = out.log.findIndex((l) => l.startsWith('out PASS conservation'));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(out.log.findIndex((l) => l.startsWith('err [2/2] rigid (about')));
    expect(out.log.filter((l) => l.startsWith('out ')).map((l) => l.split(':')[0])).toEqual(['out PASS conservation', 'out PASS rigid']);
  }, 60_000);
});
