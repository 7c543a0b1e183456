// Slips of a newcomer on the command line, answered with the name meant: a long option written
// with one dash (the reference evaluator's habit), an unknown --metrics name, an action of a rules
// folder not loaded; and cookingbot-evaluator's help listing only its own exit statuses.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMetrics } from '../src/cli/evaluate-command.ts';
import { runCli } from './support/cli.ts';
import { ROOT } from './support/spawned-cli.ts';
import { refusal } from './support/thrown.ts';

describe('a long option written with one dash', () => {
  it.each([
    [['evaluate', '-input', 'x.solution'], "unknown option '-input' (did you mean --input?)"],
    // commander read this as `-j son`: "--jobs must be an integer"
    [['run', 'x.solution', '-json'], "unknown option '-json' (did you mean --json?)"],
    [['run', 'x.solution', '-jsn'], "unknown option '-jsn' (did you mean --json?)"],
    [['run', '-quiet', 'x.solution'], "unknown option '-quiet' (did you mean --quiet?)"],
    [['rules', 'check', '-ontology', 'o.yaml', 'rules'], "unknown option '-ontology' (did you mean --ontology?)"],
    [['evaluate', '-output=x.csv'], "unknown option '-output' (did you mean --output?)"],
    [['-version'], "unknown option '-version' (did you mean --version?)"],
    [['run', '-help'], "unknown option '-help' (did you mean --help?)"],
  ])('%j names the option meant', async (args, said) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`irl-kitchen: ${said}: a long option takes two dashes (see --help)`]);
  });

  it('short options together (-qj2) are still read as such', async () => {
    const r = await runCli(['run', 'no-such-file.solution', '-qj2']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).not.toMatch(/unknown option|two dashes/);
    expect(r.err.join('\n')).toMatch(/cannot read no-such-file\.solution/);
  });

  it('after -- a word with one dash is a file name', async () => {
    const r = await runCli(['run', '--', '-json']);
    expect(r.err.join('\n')).not.toMatch(/two dashes/);
    expect(r.err.join('\n')).toMatch(/cannot read -json/);
  });
});

describe('--metrics with no known metric', () => {
  it('names the option the words were given to', () => {
    expect(refusal(() => parseMetrics(['bogus']))).toMatch(/^no known metric among bogus \(known: .*, or all\) in --metrics$/);
  });
});

describe('actions: an action no loaded rule defines', () => {
  it('without a close name, says how an action of a rules folder becomes known', async () => {
    const r = await runCli(['actions', 'whip-to-stiff-peaks']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain("unknown action 'whip-to-stiff-peaks'; an action of your own is known once its rules folder is loaded (--rules DIR)");
  });

  it('with a close name, the did-you-mean alone', async () => {
    const r = await runCli(['actions', 'beet']);
    expect(r.err.join('\n')).toMatch(/unknown action 'beet' \(did you mean beat\?\)/);
    expect(r.err.join('\n')).not.toContain('--rules DIR');
  });
});

describe('cookingbot-evaluator --help', () => {
  it("lists evaluate's exit statuses only", () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/cookingbot-evaluator.js'), '--help'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const statuses = r.stdout.slice(r.stdout.indexOf('Exit status:'));
    expect(statuses).toMatch(/^Exit status:\n {2}0 /);
    expect(statuses).toMatch(/130, 143/);
    expect(statuses).not.toMatch(/repair|plan|rules check|physics|view/);
  });
});
