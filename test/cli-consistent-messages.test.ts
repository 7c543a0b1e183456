// The command line speaks one way across its commands: commander's unknown options and commands
// get the project's "did you mean", a corpus name is looked up (and a misspelt one suggested) by
// view, evaluate --input and repair as by run, every number flag is read by one rule, plan says how
// to point to a corpus with recipe texts, and repair names a line it cannot read with its code.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { BENCHMARK } from './support/simulate.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'irl-cli-messages-'));

describe('did you mean', () => {
  it('an unknown option or command gets the same " (did you mean …?)" as every other name', async () => {
    const cases: [string[], string][] = [
      [['run', '--jsn', 'x.solution'], "irl-kitchen: unknown option '--jsn' (did you mean --json?) (see --help)"],
      [['rnu'], "irl-kitchen: unknown command 'rnu' (did you mean run?) (see --help)"],
      [['rules', 'chek'], "irl-kitchen: unknown command 'chek' (did you mean check?) (see --help)"],
      // a flag given with its value: the suggestion is for the flag
      [['plan', 'x', '--budget-second=3'], "irl-kitchen: unknown option '--budget-second=3' (did you mean --budget-seconds?) (see --help)"],
      // an option of the program itself is offered inside a command too
      [['run', '--versio'], "irl-kitchen: unknown option '--versio' (did you mean --version?) (see --help)"],
      // a value outside an option's choices
      [['run', 'x', '--semantics', 'corected'], "irl-kitchen: option '--semantics <mode>' argument 'corected' is invalid. Allowed choices are reference, corrected (did you mean corrected?). (see --help)"],
      [['physics', 'validate', '--size', 'smal'], "irl-kitchen: option '--size <size>' argument 'smal' is invalid. Allowed choices are full, small (did you mean small?). (see --help)"],
    ];
    for (const [args, line] of cases) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toEqual([line]);
    }
  }, 60_000);

  it('a name close to nothing gets no suggestion', async () => {
    expect((await runCli(['run', '--zzzzzzzz'])).err).toEqual(["irl-kitchen: unknown option '--zzzzzzzz' (see --help)"]);
    expect((await runCli(['plan', 'x', '--goal', 'zzzz'])).err).toEqual(["irl-kitchen: option '--goal <mode>' argument 'zzzz' is invalid. Allowed choices are visible, text. (see --help)"]);
  }, 60_000);
});

describe.skipIf(!BENCHMARK)('corpus names', () => {
  it('view, evaluate --input and repair suggest the corpus name a misspelt one is close to, as run does', async () => {
    const line = 'irl-kitchen: cannot read afghan-biscuitz: no such file or folder (ENOENT) (did you mean afghan-biscuits?)';
    for (const args of [['run', 'afghan-biscuitz'], ['view', 'afghan-biscuitz'], ['evaluate', '--input', 'afghan-biscuitz'], ['repair', 'afghan-biscuitz']]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toEqual([line]);
    }
  }, 60_000);

  it('evaluate --input and repair read a corpus name as the gold network of that name', async () => {
    const csv = join(tmp(), 'rows.csv');
    const scored = await runCli(['evaluate', '--input', 'afghan-biscuits', '--output', csv, '--quiet']);
    expect(scored.code).toBe(0);
    // the gold network scored against itself: every metric is perfect (its execution time is the corpus's)
    expect(readFileSync(csv, 'utf8').split('\n')[1]).toMatch(/^afghan-biscuits,1\.00,1\.00,\d+$/);
    const repaired = await runCli(['repair', 'afghan-biscuits.solution']);
    expect(repaired.code).toBe(0);
    expect(repaired.out).toBe('afghan-biscuits.solution #afghan-biscuits: ok, nothing to repair');
  }, 60_000);
});

describe('number flags', () => {
  it('seconds are read alike by every command: a decimal number, with a point or an exponent', async () => {
    // refused for another reason after the flags were read: the value itself was taken
    for (const args of [['plan', 'no-such-task', '--budget-seconds', '1e1'], ['repair', 'no-such.solution', '--budget-seconds', '0.5e1']]) {
      const r = await runCli([...args, '--benchmark', tmp()]);
      expect(r.err.join('\n'), args.join(' ')).not.toMatch(/--budget-seconds/);
    }
    for (const [flag, value] of [['--budget-seconds', '0x10'], ['--budget-seconds', '1e9'], ['--budget-seconds', ' 5'], ['--budget-seconds', '1e-400']]) {
      const r = await runCli(['plan', 'x', flag, value]);
      expect(r.code, value).toBe(2);
      expect(r.err, value).toEqual([`irl-kitchen: option '--budget-seconds <s>' argument '${value}' is invalid. --budget-seconds must be a positive number of seconds, at most 3600. (see --help)`]);
    }
  }, 60_000);

  it('counts are digits only, with one message form everywhere', async () => {
    const cases: [string[], string][] = [
      [['run', 'x', '--jobs', '1e0'], "option '-j, --jobs <n>' argument '1e0' is invalid. --jobs must be an integer of at least 1."],
      [['run', 'x', '--max-evaluations', '0'], "option '--max-evaluations <n>' argument '0' is invalid. --max-evaluations must be an integer of at least 1."],
      [['plan', 'x', '--max-nodes', '2.5'], "option '--max-nodes <n>' argument '2.5' is invalid. --max-nodes must be an integer of at least 1."],
      [['repair', 'x', '--seed', '99999999999999999999'], "option '--seed <n>' argument '99999999999999999999' is invalid. --seed must be an integer from 0 to 9007199254740991 (2^53 - 1)."],
      [['serve', '--port', '1e3'], "option '--port <n>' argument '1e3' is invalid. --port must be an integer from 0 to 65535."],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toEqual([`irl-kitchen: ${message} (see --help)`]);
    }
  }, 60_000);
});

describe.skipIf(!BENCHMARK)('plan without recipe texts', () => {
  it('says where the corpus came from and how to point to a full one', async () => {
    const dir = tmp();
    const gold = join(dir, 'data/gold-standard-solutions/meaning-only');
    mkdirSync(gold, { recursive: true });
    copyFileSync(join(BENCHMARK!, 'data/gold-standard-solutions/meaning-only/afghan-biscuits.solution'), join(gold, 'afghan-biscuits.solution'));
    const r = await runCli(['plan', 'afghan-biscuits', '--benchmark', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      `irl-kitchen: ${dir} (--benchmark) has no recipe texts (no ${join(dir, 'data/recipe-texts')}), where plan finds its tasks: point to a full checkout of the MUHAI recipe-execution-benchmark with --benchmark DIR or IRL_KITCHEN_BENCHMARK`,
    ]);
  }, 60_000);
});

describe('repair of a file it cannot read', () => {
  it('names the line with its diagnostic code, as run does', async () => {
    const file = join(tmp(), 'syntax.solution');
    writeFileSync(file, '(get-kitchen ?kitchen)\n(fetch ?x ?ks-1 ?kitchen medium-bowl 1\n');
    const r = await runCli(['repair', file]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`irl-kitchen: ${file}:2:39: error E_SYNTAX: expected ")"; the "(" at column 1 is never closed: add ")" at the end of the line`]);
  }, 60_000);
});
