// Solution files joined with `cat` where one lacks its final newline: the next file's #id header
// is glued to the last predicate, `(…)#b`. The predicate ends the recipe above, which is scored;
// the glued header starts its own recipe, whose row says where the line break goes. Before, every
// line of the second file was read as part of the first recipe: one error row for the whole file.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatProblem, parseSolutionText } from '../src/language/parse-solution.ts';
import { parseSegment, readSegments } from '../src/language/read-segments.ts';
import { fileProblems, problemsOf } from '../src/language/recipe-problems.ts';
import { runCli } from './support/cli.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const JOINED = '#a\n(get-kitchen ?k)\n(fetch ?x ?k2 ?k bowl 1)#b title\n(get-kitchen ?j)\n';

const units = (text: string) => {
  const parsed = parseSolutionText(text, 'x');
  if (!parsed.recipes.length) return [{ recipe: null, problems: fileProblems(parsed) }];
  return parsed.recipes.map((recipe) => ({ recipe, problems: problemsOf(parsed, recipe) }));
};

const streamed = async (text: string, chunk: number) => {
  const chunks = async function* () {
    for (let i = 0; i < text.length; i += chunk) yield Buffer.from(text.slice(i, i + chunk));
  };
  const out = [];
  for await (const segment of readSegments('x', chunks())) out.push(...parseSegment(segment));
  return out;
};

describe('a header glued to the end of a predicate', () => {
  it('ends the recipe above with that predicate and starts its own recipe, at its column', () => {
    const [a, b] = units(JOINED);
    expect(a.recipe!.id).toBe('a');
    expect(a.recipe!.predicates.map((p) => p.name)).toEqual(['get-kitchen', 'fetch']);
    expect(a.problems).toEqual([]);
    expect(b.recipe!.id).toBe('b');
    expect(b.recipe!.place).toEqual({ file: 'x', line: 3, column: 25 });
    expect(b.recipe!.predicates.map((p) => p.place.line)).toEqual([4]);
    expect(b.problems.map(formatProblem)).toEqual([expect.stringMatching(/^x:3:25: expected end of line; found the recipe header #b after the predicate, .*put a line break before #b$/)]);
  });

  it('keeps the problems of its own id, at their columns in the line', () => {
    const [, b] = units('#a\n(get-kitchen ?k)#b\\c\n');
    expect(b.problems.map((p) => p.place.column)).toEqual([17, 19]);
  });

  it('is read alike recipe by recipe, whatever the chunks', async () => {
    const line = fc.constantFrom('#r', '(get-kitchen ?k)', '(get-kitchen ?k)#s', '(a ?x)#t x', ' (b 1)#u', '(c ?y) #v', '(d)#', '(e (f))#w', '(bad', ';c', '');
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 10 }), fc.constantFrom('\n', '\r\n'), fc.integer({ min: 1, max: 7 }), async (lines, eol, chunk) => {
        const text = lines.join(eol);
        expect(await streamed(text, chunk)).toEqual(units(text));
      }),
      { seed: 11, numRuns: 200 },
    );
  });
});

describe.skipIf(!BENCHMARK)('evaluate on two gold files joined by cat', () => {
  it('scores the first recipe as alone and gives the second its own row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-evalprobe2-'));
    const first = join(dir, 'afghan-biscuits.solution');
    writeFileSync(first, readFileSync(join(GOLD_DIR!, 'afghan-biscuits.solution'), 'utf8').replace(/\n+$/, ''));
    const joined = join(dir, 'joined.solution');
    writeFileSync(joined, readFileSync(first, 'utf8') + readFileSync(join(GOLD_DIR!, 'best-brownies.solution'), 'utf8'));
    const csv = (name: string) => readFileSync(join(dir, name), 'utf8').trim().split('\n');
    await runCli(['evaluate', '--input', first, '--output', join(dir, 'alone.csv')]);
    const both = await runCli(['evaluate', '--input', joined, '--output', join(dir, 'both.csv')]);
    expect(both.code).toBe(1);
    const rows = csv('both.csv');
    expect(rows.slice(0, 2)).toEqual(csv('alone.csv'));
    expect(rows[2]).toBe('best-brownies,NIL,NIL,NIL');
    expect(both.err.join('\n')).toMatch(/#best-brownies \(line \d+\): error\n.*joined\.solution:\d+:\d+: error E_SYNTAX: .*put a line break before #best-brownies/);
  });
});
