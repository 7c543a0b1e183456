// `\r`, `\r\n` and `\n` are all line breaks, for every limit and every place a reader reports:
// networks (streamed or whole), rule files and ontology YAML give the same file:line:column
// whichever the file uses, and a `\r` alone never hides a line from a limit or a check.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { World } from '../../src/kitchen/world.ts';
import { formatProblem, MAX_LINE_LENGTH, parseSolutionText } from '../../src/language/parse-solution.ts';
import { readLines } from '../../src/language/read-segments.ts';
import { readClauses } from '../../src/rules/read-terms.ts';
import { cli, scratch, SLOW } from './attack-cli.ts';

const folder = scratch('line-breaks');
const BREAKS = { lf: '\n', crlf: '\r\n', cr: '\r' } as const;
const withBreaks = (lines: string[], br: string) => lines.join(br) + br;

async function collect(chunks: (string | Buffer)[]): Promise<string[]> {
  async function* source() {
    yield* chunks;
  }
  const out: string[] = [];
  for await (const line of readLines(source())) out.push(line);
  return out;
}

describe('networks', () => {
  const network = ['#one', '(get-kitchen ?k)', '(bad ?x', '#two', `(fetch ${'x'.repeat(MAX_LINE_LENGTH)})`, '(get-kitchen ?j)'];

  it('streamed from a file: the same problems at the same places with \\n, \\r\\n or \\r', async () => {
    const seen: string[] = [];
    for (const [name, br] of Object.entries(BREAKS)) {
      const path = join(folder(), 'net.solution');
      writeFileSync(path, withBreaks(network, br));
      const r = await cli(['run', path, '--jsonl']);
      expect(r.signal).toBeNull();
      const messages = (r.out + r.err).replaceAll(path, 'net.solution');
      expect(messages, name).toContain('net.solution:3:8: expected \\")\\"'); // inside JSON
      expect(messages, name).toContain(`net.solution:5:1: line is ${MAX_LINE_LENGTH + 8} characters long, more than the ${MAX_LINE_LENGTH} accepted: line not read`);
      seen.push(messages.replace(/"ms":\s*[\d.]+/g, ''));
    }
    expect(new Set(seen).size).toBe(1);
  }, SLOW);

  it('read whole: lines split by \\r alone are each held to the line-length bound', () => {
    const ok = Array.from({ length: 2000 }, () => '(get-kitchen ?k)').join('\r');
    expect(ok.length).toBeGreaterThan(MAX_LINE_LENGTH / 4);
    expect(parseSolutionText(ok.repeat(4), 'x').problems.filter((p) => /characters long/.test(p.message))).toEqual([]);
    const parsed = parseSolutionText(`(a ?x)\r(b ${'y'.repeat(MAX_LINE_LENGTH)})\r\n(c ?z`, 'x');
    expect(parsed.problems.map(formatProblem)).toEqual([`x:2:1: line is ${MAX_LINE_LENGTH + 4} characters long, more than the ${MAX_LINE_LENGTH} accepted: line not read`, 'x:3:6: expected ")"; the "(" at column 1 is never closed: add ")" at the end of the line']);
  });

  it('readLines splits any chunking of any text exactly as the whole text is split, in time linear in its length', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '\r', '\n', '\r\n', 'é', '😀', '#'), maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(), { maxLength: 6 }), async (t, cuts) => {
        const bytes = Buffer.from(t, 'utf8');
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((from, i) => bytes.subarray(from, [...at, bytes.length][i]));
        expect(await collect(chunks)).toEqual(t.split(/\r\n|\n|\r/));
      }),
      { seed: 7, numRuns: 500 },
    );
    const start = performance.now();
    const lines = await collect(Array.from({ length: 400 }, () => Buffer.alloc(64 * 1024, 'x'))); // one line of 25 MiB
    expect(lines.map((l) => l.length)).toEqual([400 * 64 * 1024]);
    expect(performance.now() - start).toBeLessThan(3000);
  });
});

describe('rule files', () => {
  const rule = ["action(x, 'y').", '% a comment', "slot(a, in, t).", ':- halt.'];

  it('a directive after a comment ended by \\r alone is seen, on its own line', () => {
    for (const [name, br] of Object.entries(BREAKS)) {
      expect(() => readClauses(withBreaks(rule, br), 'r.pl'), name).toThrow(/^r\.pl:4:1: directives and rule bodies/);
    }
  });

  it('places clauses and problems on the same line and column whichever the breaks', () => {
    for (const [name, br] of Object.entries(BREAKS)) {
      const text = withBreaks(["action(x, 'a \\", "b').", '  slot(a, in, t).', '/* one', 'two */ slot(b, in, 1x).'], br);
      try {
        readClauses(text, 'r.pl');
        throw new Error('accepted');
      } catch (e) {
        expect(e, name).toBeInstanceOf(InputError);
        expect((e as Error).message, name).toMatch(/^r\.pl:5:20: a number runs into "x"/);
      }
      expect(readClauses(withBreaks(rule.slice(0, 3), br), 'r.pl').map((c) => [c.line, c.column]), name).toEqual([
        [1, 1],
        [3, 1],
      ]);
    }
  });

  it('rules check names the same line through the command line', async () => {
    for (const br of Object.values(BREAKS)) {
      const dir = folder();
      writeFileSync(join(dir, 'x.pl'), withBreaks(rule, br));
      const r = await cli(['rules', 'check', dir]);
      expect(r.code).not.toBe(0);
      expect(r.out + r.err).toContain(`${join(dir, 'x.pl')}:4:1: directives and rule bodies`);
    }
  }, SLOW);
});

describe('ontology YAML', () => {
  const kitchen = ['# a kitchen', 'name: big', 'places:', '  - counter-top:', '      contents:', '        - medium-bowl:', '            count: 1000', '            contents:', '              - medium-bowl: {count: 1000}'];
  const unknownKey = ['classes:', '  my-whisk:', '    is-a: [whisk]', '', '  other:', '    is-a: [whisk]', '    slot: {}'];

  it('refusals name the same line whichever the breaks', () => {
    for (const [name, br] of Object.entries(BREAKS)) {
      const dir = folder();
      const big = join(dir, 'big.yaml');
      writeFileSync(big, withBreaks(kitchen, br));
      expect(() => World.standard([big]), name).toThrow(new RegExp(`^${big}:9:17: the kitchen holds more than 100000 objects`));
      const bad = join(dir, 'bad.yaml');
      writeFileSync(bad, withBreaks(unknownKey, br));
      expect(() => World.standard([bad]), name).toThrow(new RegExp(`^${bad}:7:5: unknown key "slot" in class "other"`));
      const syntax = join(dir, 'syntax.yaml');
      writeFileSync(syntax, withBreaks(['classes:', '  # note', '  foo: [unclosed', ''], br));
      expect(() => World.standard([syntax]), name).toThrow(new RegExp(`^${syntax}:5:1: `));
    }
  });
});
