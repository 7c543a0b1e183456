// One-dash long options that commander would split into short ones (`evaluate -json`: `-j son`),
// and a misspelt choice of an option with fixed choices (`--semantics corect`): each refused with
// the project's " (did you mean …?)", while real clusters of short options still work.
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { didYouMeanChoice } from '../src/did-you-mean.ts';

describe('a long option with one dash', () => {
  it('evaluate -json: json is a choice of --format, not an option, and is named as such', async () => {
    const r = await runCli(['evaluate', '-json']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual(["irl-kitchen: unknown option '-json' (did you mean --format json?) (see --help)"]);
  });

  it('evaluate -best: the choice of --smatch', async () => {
    const r = await runCli(['evaluate', '-best']);
    expect(r.err).toEqual(["irl-kitchen: unknown option '-best' (did you mean --smatch best?) (see --help)"]);
  });

  it('a word commander would read as -j with letters for its value is not taken for a number of jobs', async () => {
    const r = await runCli(['evaluate', '-jsn']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).not.toMatch(/--jobs must be/);
    expect(r.err).toEqual(["irl-kitchen: unknown option '-jsn': a long option takes two dashes, and there is no --jsn here (see --help)"]);
  });

  it('run FILE -json and -quiet still get their did-you-mean', async () => {
    for (const word of ['json', 'quiet']) {
      const r = await runCli(['run', 'x.solution', `-${word}`]);
      expect(r.err).toEqual([`irl-kitchen: unknown option '-${word}' (did you mean --${word}?): a long option takes two dashes (see --help)`]);
    }
  });

  it('a real cluster of short options passes the check (-qj1) and an unknown short letter is commander\'s', async () => {
    const cluster = await runCli(['evaluate', '-qj1', '--metrics', 'nonesuch']);
    // past the command line's checks: refused by evaluate itself, for the metric
    expect(cluster.err.join('\n')).toMatch(/no known metric among nonesuch/);
    const unknown = await runCli(['evaluate', '-qx']);
    expect(unknown.err).toEqual(["irl-kitchen: unknown option '-x' (see --help)"]);
  });
});

describe('a misspelt choice', () => {
  for (const [args, meant] of [
    [['run', 'x.solution', '--semantics', 'corect'], 'corrected'],
    [['plan', 'x.solution', '--goal', 'vis'], 'visible'],
    [['evaluate', '--smatch', 'referenc'], 'reference'],
    [['evaluate', '--format', 'jsn'], 'json'],
  ] as const) {
    it(`${args.slice(-2).join(' ')}: did you mean ${meant}?`, async () => {
      const r = await runCli([...args]);
      expect(r.code).toBe(2);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toContain(`argument '${args.at(-1)}' is invalid. Allowed choices are`);
      expect(r.err[0]).toContain(` (did you mean ${meant}?)`);
    });
  }

  it('a value close to no choice gets no guess', () => {
    expect(didYouMeanChoice('xml', ['csv', 'json', 'jsonl'])).toBe('');
    expect(didYouMeanChoice('qua', ['qualitative', 'quantitative'])).toBe(' (did you mean qualitative or quantitative?)');
    expect(didYouMeanChoice('qual', ['qualitative', 'quantitative'])).toBe(' (did you mean qualitative?)');
  });
});

describe('plan without a task id', () => {
  it('names --list, which prints the ids the usage line leaves optional', async () => {
    const r = await runCli(['plan']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual(["irl-kitchen: missing required argument 'task-id' (plan --list prints the task ids) (see --help)"]);
  });
});
