// Usage errors of every command: a bad value of any option exits 2 with one line that names the
// option, never "internal error" or a stack trace, and before any work is done. Also what
// `view --open` says on a machine without a browser, and how `evaluate` reports its messages.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-usage-'));

describe.skipIf(!BENCHMARK)('bad option values are usage errors', () => {
  const gold = 'afghan-biscuits.solution';
  const dir = tmp();
  const cases: [string, string[], RegExp][] = [
    ['serve: a port out of range', ['serve', '--port', '99999'], /--port must be an integer from 0 to 65535/],
    ['serve: a port that is not plain digits', ['serve', '--port', '1e3'], /--port must be an integer/],
    ['serve: a Host that is no host name', ['serve', '--allowed-host', 'a/b'], /--allowed-host takes a host name/],
    ['serve: an empty token, which would ask nothing of a request', ['serve', '--token', ''], /--token must be one word of visible ASCII characters/],
    ['serve: an empty host, which would listen on every interface', ['serve', '--host', ''], /--host takes an address or a host name/],
    ['serve: a store that is no Redis URL', ['serve', '--store', 'nope'], /--store: "nope" is not a Redis URL/],
    ['serve: a corpus folder that is not one', ['serve', '--benchmark', join(dir, 'nothing')], /benchmark corpus not found at .*nothing.*--benchmark DIR/],
    ['run: an unknown kitchen', ['run', gold, '--kitchen', 'ful-kitchen'], /--kitchen ful-kitchen: no such kitchen \(known: full-kitchen\) \(did you mean full-kitchen\?\)/],
    ['run: --json with --jsonl', ['run', gold, '--json', '--jsonl'], /'--json' cannot be used with option '--jsonl'/],
    ['run: a corpus folder that is not one', ['run', gold, '--benchmark', join(dir, 'nothing')], /benchmark corpus not found/],
    ['run: jobs in hexadecimal', ['run', gold, '--jobs', '0x2'], /--jobs must be an integer of at least 1/],
    ['run: an unknown semantics', ['run', gold, '--semantics', 'nope'], /--semantics.*Allowed choices are reference, corrected/],
    ['run: an unknown mode', ['run', gold, '--mode', 'nope'], /--mode.*Allowed choices/],
    ['view: an unknown kitchen', ['view', gold, '--kitchen', 'nope', '--output', join(dir, 'v.html')], /--kitchen nope: no such kitchen/],
    ['view: an output in a missing folder', ['view', gold, '--output', join(dir, 'missing', 'v.html')], /--output .*missing\/v\.html: the folder .*missing does not exist/],
    ['evaluate: an output in a missing folder', ['evaluate', '--input', join(GOLD_DIR ?? '', gold), '--output', join(dir, 'missing', 'r.csv')], /--output .*: the folder .*missing does not exist \(create it first\)/],
    ['evaluate: an unknown format', ['evaluate', '--format', 'xml'], /--format.*Allowed choices are csv, json, jsonl/],
    ['evaluate: no known metric', ['evaluate', '--metrics', 'nope'], /no known metric among nope/],
    ['evaluate: an empty metric list', ['evaluate', '--metrics', ' , '], /--metrics names no metric \(known: smatch-score/],
    ['evaluate: a metric named by its first word', ['evaluate', '--metrics', 'smatch'], /no known metric among smatch \(did you mean smatch-score\?\)/],
    ['evaluate: an unknown metric beside known ones', ['evaluate', '--metrics', 'smatch-score', 'goal-condition', 'foo'], /--metrics: unknown metric "goal-condition" \(did you mean goal-condition-success\?\), "foo" \(known: smatch-score/],
    ['evaluate: a queue that is no Redis URL', ['evaluate', '--queue', 'nope'], /--queue: "nope" is not a Redis URL/],
    ['worker: no concurrency', ['worker', '--queue', 'redis://127.0.0.1:1/0', '--concurrency', '0'], /--concurrency must be an integer from 1 to 256/],
    ['actions: two formats', ['actions', '--json', '--markdown'], /'--json' cannot be used with option '--markdown'/],
    ['evaluate: a file without --input, which would score the whole corpus', ['evaluate', gold], /too many arguments for 'evaluate': afghan-biscuits\.solution \(input files go after --input\)/],
    ['physics validate: a stray word', ['physics', 'validate', 'small'], /too many arguments for 'validate': small \(see --help\)/],
    ['evaluate: an option where the files of --input go, which would be read as a file', ['evaluate', '--input', '--output', join(dir, 'r.csv')], /option '--input <files\.\.\.>' argument missing: --output is an option, not its value/],
    ['evaluate: an option as the output file, and its value left as a stray word', ['evaluate', '--output', '--format', 'json'], /option '--output <file>' argument missing: --format is an option, not its value/],
    ['run: an option where the kitchen goes', ['run', gold, '--kitchen', '--json'], /option '--kitchen <name>' argument missing: --json is an option, not its value/],
    ['repair: a folder as the output file', ['repair', 'examples/tutorial/prediction.solution', '--output', dir], /is a folder: --output needs a file name/],
    ['plan: a folder as the output file', ['plan', 'afghan-biscuits', '--output', dir], /is a folder: --output needs a file name/],
    ['view: a folder as the input, named once, with what takes several', ['view', dir, '--output', join(dir, 'v.html')], new RegExp(`${dir} is a folder: view takes one \\.solution file.*evaluate --input FILES`)],
    ['plan: standard output as the output file', ['plan', 'afghan-biscuits', '--output', '-'], /--output -: the network goes to a file; leave --output out to print it/],
  ];

  it.each(cases)('%s', (_what, args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^irl-kitchen: .*${message.source}`));
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/internal error|this is a bug|\n\s+at |node:internal/);
    expect(r.out).toBe('');
  });

  it('run: a corpus name with no corpus to find it in says why the corpus is not there', () => {
    const r = cli(['run', gold], { IRL_KITCHEN_BENCHMARK: '/etc/passwd' });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^irl-kitchen: cannot read afghan-biscuits\.solution: no such file here, and no corpus gold folder to look it up in: benchmark corpus not found at \/etc\/passwd \(from IRL_KITCHEN_BENCHMARK;/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it('cookingbot-evaluator: -show-output takes a truth value, anything else is a usage error', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/cookingbot-evaluator.js'), '-input', join(GOLD_DIR!, gold), '-output', join(dir, 'c.csv'), '-show-output', 'maybe'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('cookingbot-evaluator: -show-output maybe: say true or false (t, yes, 1 or nil, no, 0)\n');
    expect(existsSync(join(dir, 'c.csv'))).toBe(false);
  });

  it('cookingbot-evaluator: a flag with no value is named, not read as a file', () => {
    for (const [args, flag] of [[['-input', '-output', join(dir, 'c.csv')], '-input'], [['-input', join(GOLD_DIR!, gold), '-output'], '-output']] as const) {
      const r = spawnSync(process.execPath, [join(ROOT, 'bin/cookingbot-evaluator.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`cookingbot-evaluator: ${flag}: its value is missing (see -help)\n`);
    }
    expect(existsSync(join(dir, 'c.csv'))).toBe(false);
  });

  it.skipIf(!existsSync('/proc/version'))('a place that takes no file is named with the reason, before the work', () => {
    const r = cli(['repair', 'examples/tutorial/prediction.solution', '--output', '/proc/irl-kitchen-out.txt', '--budget-seconds', '5']);
    expect(r.code).toBe(2);
    // /proc lets no one create a file: said of the output asked for, not of the FILE.partial written first
    expect(r.err).toMatch(/^irl-kitchen: cannot write \/proc\/irl-kitchen-out\.txt: \/proc takes no new file \(E[A-Z]+\)\n$/);
    expect(r.out).toBe('');
    // a read-only file would be replaced by the rename: refused as such
    const readOnly = cli(['repair', 'examples/tutorial/prediction.solution', '--output', '/proc/version', '--budget-seconds', '5']);
    expect(readOnly.code).toBe(2);
    expect(readOnly.err).toBe('irl-kitchen: cannot write /proc/version: the file is read-only (make it writable, or choose another --output)\n');
  });

  it('nothing is written for an output in a missing folder', () => {
    const out = join(dir, 'absent', 'r.csv');
    cli(['evaluate', '--input', join(GOLD_DIR!, gold), '--output', out]);
    expect(existsSync(join(dir, 'absent'))).toBe(false);
  });
});

describe.skipIf(!BENCHMARK)('view --open without a browser', () => {
  it('writes the page, says that no browser was found and where the page is, exits 0', () => {
    const page = join(tmp(), 'afghan.html');
    const r = cli(['view', 'afghan-biscuits.solution', '--output', page, '--open'], { DISPLAY: '', WAYLAND_DISPLAY: '' });
    expect(r.code).toBe(0);
    expect(existsSync(page)).toBe(true);
    expect(r.err).toBe(`note: --open: no browser found (no display, or no opener that works); the page is at ${page}\n`);
  });
});

describe.skipIf(!BENCHMARK)('evaluate reports messages as run does', () => {
  it('groups them with codes, root causes first, under the recipe', () => {
    const broken = join(BENCHMARK!, 'variants/cole-slaw--break-link-1.solution');
    const evaluated = cli(['evaluate', '--input', broken, '--output', '-']);
    const ran = cli(['run', broken]);
    expect(evaluated.code).toBe(1);
    // run's diagnostics block, as its human report prints it, stands in evaluate's messages
    const block = ran.out.split('\n').filter((l) => /^ {2}(root cause|followed from|\s+\S.*(error|note|warning) [EWF]_|\s+hint:)/.test(l));
    expect(block[0]).toBe('  root cause:');
    expect(block.some((l) => /E_WAITING/.test(l))).toBe(true);
    const err = evaluated.err.split('\n');
    const at = err.indexOf(block[0]);
    expect(err[at - 1]).toMatch(/cole-slaw--break-link-1\.solution #cole-slaw: unexecutable$/);
    expect(err.slice(at, at + block.length)).toEqual(block);
    expect(err[at + 1]).toMatch(/:30:1: error E_UNBOUND_KITCHEN_STATE: /);
  });

  it('gives syntax problems and unknown actions their codes and a "did you mean"', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), 'evaluate', '--input', '-', '--output', '-'], {
      cwd: ROOT,
      encoding: 'utf8',
      input: '#afghan-biscuits\n(get-kitchen ?kitchen)\n(fetch-and-proportoin ?butter ?ks-1 ?kitchen ?t-1 butter 230 g)\n#cole-slaw\n(get-kitchen ?k\n',
      timeout: 120_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^ {2}-:3:1: error E_UNKNOWN_ACTION: unknown action fetch-and-proportoin \(did you mean fetch-and-proportion\?\)$/m);
    expect(r.stderr).toMatch(/^ {2}-:5:\d+: error E_SYNTAX: /m);
  });
});
