// Files joined with `cat` where the first lacks a final newline: the next file's #id header is
// glued to the last predicate. The syntax error says that a header must start its own line,
// naming the header, instead of only "text after the predicate".
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runCli } from './support/cli.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const problems = (text: string) => parseSolutionText(text, 'x.solution').problems.map((p) => p.message);

describe('a #id header glued to the end of a predicate', () => {
  it('is named, with where the line break goes', () => {
    expect(problems('#a\n(get-kitchen ?k)#almond-crescent-cookies\n(get-kitchen ?k)\n')).toEqual([
      'expected end of line; found the recipe header #almond-crescent-cookies after the predicate, but a #id header must start its own line (files joined without a final newline?): put a line break before #almond-crescent-cookies',
    ]);
  });

  it('other text after a predicate keeps its own words', () => {
    expect(problems('(get-kitchen ?k)x')[0]).toMatch(/found text after the predicate, where only a ; comment may follow$/);
    expect(problems('(get-kitchen ?k)#')[0]).toMatch(/found text after the predicate/);
  });
});

describe.skipIf(!BENCHMARK)('evaluate on two gold files joined by cat', () => {
  it('says on stderr where the header should start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-evalfix-glued-'));
    const first = readFileSync(join(GOLD_DIR!, 'afghan-biscuits.solution'), 'utf8').replace(/\n+$/, '');
    const input = join(dir, 'joined.solution');
    writeFileSync(input, first + readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8'));
    const line = first.split('\n').length;
    const column = first.split('\n').at(-1)!.length + 1;
    const r = await runCli(['evaluate', '--input', input, '--output', join(dir, 'out.csv')]);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain(`${input}:${line}:${column}: error E_SYNTAX: expected end of line; found the recipe header #almond-crescent-cookies after the predicate, but a #id header must start its own line`);
  });
});
