// `irl-kitchen physics validate --help` names every case that --case takes (it listed six of the
// eight in its description and none at --case).
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { register, validateCommand } from '../src/cli/commands/physics.ts';
import type { CliIO } from '../src/cli/io.ts';

const io: CliIO = { out: () => {}, err: () => {}, stdout: process.stdout, stdin: process.stdin, errIsTTY: false, exitCode: 0 };

describe('physics validate --help', () => {
  it('lists every case --case accepts', async () => {
    const cli = new Command('irl-kitchen');
    register(cli, io);
    const validate = cli.commands.find((c) => c.name() === 'physics')!.commands.find((c) => c.name() === 'validate')!;
    const help = validate.helpInformation().replace(/\s+/g, ' ');
    // the names the command itself gives when refusing an unknown one
    const refusal = await validateCommand({ case: 'nope', backend: 'plain' }).catch((e: Error) => e.message);
    const names = /\(cases: (.*)\)$/.exec(String(refusal))![1].split(', ');
    expect(names).toHaveLength(8);
    for (const name of names) expect(help).toContain(name);
    expect(help).toMatch(/Archimedes/);
    expect(help).toMatch(/convergence/);
  });
});
