// File-level attacks through the real command line: links and files planted where the output is
// written (FILE.partial, FILE), an output that is one of the inputs, and rule files that link out
// of their folder. Each is refused cleanly (one line, exit 2, within 10 s, no stack trace) or
// handled safely, and no file outside the output is touched: canaries keep content and mtime.
import { spawnSync } from 'node:child_process';
import { copyFileSync, linkSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLD_DIR } from '../support/simulate.ts';
import { canary, cli, exists, expectRefused, isLink, scratch, SLOW } from './attack-cli.ts';

const folder = scratch('files');
const GOLD = GOLD_DIR ? join(GOLD_DIR, 'afghan-biscuits.solution') : '';
const ROWS = /^recipe-id,goal-condition-success,dish-approximation-score,execution-time\nafghan-biscuits,1\.00,1\.00,2735\n$/;
const evaluate = (input: string, output: string) => cli(['evaluate', '--input', input, '--output', output, '--jobs', '1']);

describe.skipIf(!GOLD_DIR)('FILE.partial and FILE are never followed', () => {
  it('refuses a symbolic link planted at FILE.partial and leaves its target as it was', async () => {
    const dir = folder();
    const secret = canary(join(dir, 'other-users-file.txt'));
    const out = join(dir, 'res.csv');
    symlinkSync(secret.path, `${out}.partial`);
    const r = await evaluate(GOLD, out);
    expectRefused(r, /res\.csv\.partial is a symbolic link, which is never followed/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    secret.check();
    expect(exists(out)).toBe(false);
  }, SLOW);

  it('refuses a dangling link at FILE.partial without creating its target', async () => {
    const dir = folder();
    const target = join(dir, 'would-be-created.txt');
    const out = join(dir, 'res.csv');
    symlinkSync(target, `${out}.partial`);
    expectRefused(await evaluate(GOLD, out), /is a symbolic link, which is never followed/);
    expect(exists(target)).toBe(false);
  }, SLOW);

  it('refuses a named pipe at FILE.partial without waiting on it', async () => {
    const dir = folder();
    const out = join(dir, 'res.csv');
    if (spawnSync('mkfifo', [`${out}.partial`]).status !== 0) return;
    expectRefused(await evaluate(GOLD, out), /res\.csv\.partial exists and is not a regular file/);
  }, SLOW);

  it('sets a stale FILE.partial of ours (here a hard link to a canary) aside instead of writing through it', async () => {
    const dir = folder();
    const secret = canary(join(dir, 'canary.txt'));
    const out = join(dir, 'res.csv');
    linkSync(secret.path, `${out}.partial`);
    const r = await evaluate(GOLD, out);
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(ROWS);
    expect(exists(`${out}.partial`)).toBe(false);
    secret.check();
    // moved by a rename, as a killed run's rows are kept: the link now has the name FILE.partial.earlier
    expect(statSync(`${out}.partial.earlier`).ino).toBe(statSync(secret.path).ino);
  }, SLOW);

  it('replaces a FILE that is a symbolic link by the rename, leaving the link target as it was', async () => {
    const dir = folder();
    const secret = canary(join(dir, 'canary.txt'));
    const out = join(dir, 'res.csv');
    symlinkSync(secret.path, out);
    const r = await evaluate(GOLD, out);
    expect(r.code, r.err).toBe(0);
    expect(isLink(out)).toBe(false);
    expect(readFileSync(out, 'utf8')).toMatch(ROWS);
    secret.check();
  }, SLOW);
});

describe.skipIf(!GOLD_DIR)('an output that is one of the inputs is refused before any work', () => {
  /** A copy of a gold network as the input, watched like a canary. */
  const inputIn = (dir: string, name = 'mine.solution') => {
    const path = join(dir, name);
    return canary(path, readFileSync(GOLD, 'utf8'));
  };

  it('evaluate --input X --output X', async () => {
    const dir = folder();
    const input = inputIn(dir);
    const r = await evaluate(input.path, input.path);
    expectRefused(r, /^irl-kitchen: --output .*mine\.solution is the input .*mine\.solution: writing it would destroy the input/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    input.check();
    expect(exists(`${input.path}.partial`)).toBe(false);
  }, SLOW);

  it('the same file under another name: another spelling, a symbolic link, a hard link', async () => {
    const dir = folder();
    const input = inputIn(dir);
    mkdirSync(join(dir, 'sub'));
    symlinkSync(input.path, join(dir, 'alias.csv'));
    linkSync(input.path, join(dir, 'hard.csv'));
    for (const out of [join(dir, 'sub', '..', 'mine.solution'), join(dir, 'alias.csv'), join(dir, 'hard.csv')]) {
      expectRefused(await evaluate(input.path, out), /is the input/);
      input.check();
    }
    expect(isLink(join(dir, 'alias.csv'))).toBe(true);
  }, SLOW);

  it('an input that is the FILE.partial of the output, and the second of several inputs', async () => {
    const dir = folder();
    const input = inputIn(dir, 'res.csv.partial');
    expectRefused(await evaluate(input.path, join(dir, 'res.csv')), /\(written as .*res\.csv\.partial\) is the input/);
    input.check();
    const other = join(dir, 'other.solution');
    copyFileSync(GOLD, other);
    const second = inputIn(dir, 'second.solution');
    expectRefused(await cli(['evaluate', '--input', other, second.path, '--output', second.path]), /is the input/);
    second.check();
  }, SLOW);

  it('cookingbot-evaluator -input X -output X', async () => {
    const dir = folder();
    const input = inputIn(dir);
    const r = await cli(['-input', input.path, '-output', input.path], { bin: 'cookingbot-evaluator' });
    expectRefused(r, /^cookingbot-evaluator: -output .* is the input/);
    input.check();
  }, SLOW);

  it('view X --output X, and view X.html writing its default page over itself', async () => {
    const dir = folder();
    const input = inputIn(dir);
    expectRefused(await cli(['view', input.path, '--output', input.path]), /is the input/);
    input.check();
    const page = inputIn(dir, 'net.html');
    expectRefused(await cli(['view', 'net.html'], { cwd: dir }), /--output net\.html is the input net\.html/);
    page.check();
  }, SLOW);
});

describe('rule files that link outside their folder', () => {
  const GOOD_RULE = readFileSync(join(import.meta.dirname, '../../rules/beat.pl'), 'utf8').replaceAll('action(beat,', 'action(whip_linked,');

  /** A rules folder holding x.pl, a link made by `link(rulesDir, secretPath)`. */
  async function attack(link: (rules: string, secret: string) => void) {
    const dir = folder();
    // a fact-like secret: read as rules, its name would come back in "unknown fact secret_token_xyz/0"
    const secret = canary(join(dir, 'secret.txt'), 'secret_token_xyz.\n', { read: true });
    const rules = join(dir, 'rules');
    mkdirSync(rules);
    link(rules, secret.path);
    const network = join(dir, 'n.solution');
    writeFileSync(network, '(get-kitchen ?k)\n');
    for (const args of [['rules', 'check', rules], ['run', '--rules', rules, network]]) {
      const r = await cli(args);
      expect(r.signal).toBeNull();
      expect(r.code, r.out + r.err).not.toBe(0);
      const text = r.out + r.err;
      expect(text).toContain(`${join(rules, 'x.pl')}:1`);
      expect(text).toMatch(/a symbolic link to a file outside the rules folder .*: not read/);
      expect(text).not.toMatch(/secret_token/);
      expect(text, 'a stack trace').not.toMatch(/^\s+at |this is a bug/m);
      secret.check();
    }
  }

  it('a relative link to a file beside the folder', () => attack((rules) => symlinkSync('../secret.txt', join(rules, 'x.pl'))), SLOW);
  it('an absolute link', () => attack((rules, secret) => symlinkSync(secret, join(rules, 'x.pl'))), SLOW);
  it('a link through a link to a folder outside', () =>
    attack((rules, secret) => {
      symlinkSync(join(secret, '..'), join(rules, 'up'));
      symlinkSync(join('up', 'secret.txt'), join(rules, 'x.pl'));
    }), SLOW);

  it('accepts links that stay inside the folder, and a rules folder that is itself a link', async () => {
    const dir = folder();
    const real = join(dir, 'real-rules');
    mkdirSync(join(real, 'keep'), { recursive: true });
    writeFileSync(join(real, 'keep', 'whip.txt'), GOOD_RULE);
    symlinkSync(join('keep', 'whip.txt'), join(real, 'whip.pl'));
    symlinkSync(real, join(dir, 'rules'));
    const r = await cli(['rules', 'check', join(dir, 'rules')]);
    expect(r.code, r.out + r.err).toBe(0);
    expect(lstatSync(join(real, 'whip.pl')).isSymbolicLink()).toBe(true);
  }, SLOW);
});
