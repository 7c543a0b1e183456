// The command line's guesses at the quantitative mode, and the physics command's help.
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';

describe('the mode flags a newcomer guesses', () => {
  it('points --quantitative and --qualitative at --mode, for run and evaluate, before any file is read', async () => {
    for (const [command, mode] of [['run', 'quantitative'], ['evaluate', 'qualitative'], ['run', 'qualitative']] as const) {
      const r = await runCli([command, `--${mode}`, 'no-such-file.solution']);
      expect(r.code).toBe(2);
      expect(r.err.join('\n')).toMatch(new RegExp(`^irl-kitchen: unknown option '--${mode}' \\(the mode is chosen by --mode ${mode}\\)`));
    }
  });

  it('keeps the guesses out of the help', async () => {
    const r = await runCli(['run', '--help']);
    expect(r.out).toContain('--mode <mode>');
    expect(r.out).not.toMatch(/--quantitative|--qualitative/);
  });
});

describe('physics --help', () => {
  it('describes both subcommands, not validation alone', async () => {
    const r = await runCli(['physics', '--help']);
    const description = r.out.split('\n\n')[1].replace(/\s+/g, ' ');
    expect(description).toMatch(/validation/);
    expect(description).toMatch(/dam-break/);
  });
});
