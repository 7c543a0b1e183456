// `.solution` text that is not UTF-8 (Latin-1, Windows-1252) is refused whole with one E_ENCODING
// at its first bad byte, by the library and by every command; UTF-8 text reads as before,
// whatever the chunks a stream cuts it into.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstNonUtf8 } from '../src/bounded-file.ts';
import { solutionFileDiagnostics } from '../src/diagnostics/index.ts';
import { parseSolutionText, readSolutionFile } from '../src/language/parse-solution.ts';
import { readLines } from '../src/language/read-segments.ts';
import { cli, expectRefused, scratch, SLOW } from './security/attack-cli.ts';
import { BENCHMARK } from './support/simulate.ts';

const folder = scratch('reader-encoding');

/** Two trays whose names differ only in a Latin-1 letter: read with U+FFFD, they were one variable. */
const LATIN1 = Buffer.from('#afghan-biscuits\n(get-kitchen ?kitchen)\n(fetch ?tray-\xe9 ?ks-1 ?kitchen baking-tray 1)\n(fetch ?tray-\xe8 ?ks-2 ?ks-1 baking-tray 1)\n', 'latin1');
const SAYS = /:3:14: error E_ENCODING: the text is not UTF-8: byte E9 is not part of a UTF-8 character \(the file may be Latin-1 or Windows-1252\); save the file as UTF-8$/m;

const lines = async (chunks: (string | Buffer)[], file = 'f.solution') => {
  const out: string[] = [];
  for await (const l of readLines((async function* () { yield* chunks; })(), file)) out.push(l);
  return out;
};

describe('the library', () => {
  it('parseSolutionText given Latin-1 bytes gives one E_ENCODING at the first bad byte, and no recipe', () => {
    const parsed = parseSolutionText(LATIN1, 'trays.solution');
    expect(parsed.recipes).toEqual([]);
    expect(parsed.problems).toEqual([{ place: { file: 'trays.solution', line: 3, column: 14 }, message: expect.stringMatching(/byte E9 .*save the file as UTF-8$/), code: 'E_ENCODING' }]);
    expect(solutionFileDiagnostics(parsed).map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['E_ENCODING 3:14']);
  });

  it('readSolutionFile refuses the file the same way', () => {
    const path = join(folder(), 'trays.solution');
    writeFileSync(path, LATIN1);
    expect(readSolutionFile(path).problems).toEqual([{ place: { file: path, line: 3, column: 14 }, message: expect.stringMatching(/byte E9/), code: 'E_ENCODING' }]);
  });

  it('places the bad byte after a U+FFFD the text really holds, a byte-order mark and \\r\\n line ends', () => {
    const text = Buffer.concat([Buffer.from('\uFEFF; \uFFFD\r\n(get-kitchen ?k) ; é\r\n; ', 'utf8'), Buffer.from([0x93]), Buffer.from('quoted\n')]);
    expect(parseSolutionText(text, 'w.solution').problems.map((p) => `${p.code} ${p.place.line}:${p.place.column}`)).toEqual(['E_ENCODING 3:3']);
    expect(firstNonUtf8(Buffer.from('; \uFFFD ok', 'utf8'))).toBe(-1);
    // a character the text never finishes
    expect(parseSolutionText(Buffer.from([0x3b, 0x20, 0xc3]), 'e.solution').problems[0].place).toMatchObject({ line: 1, column: 3 });
  });

  it('UTF-8 bytes read exactly as the text does', () => {
    const text = '\uFEFF#a\n(get-kitchen ?k)\n(fetch ?bol-é ?ks ?k whisk 1) ; 😀 \uFFFD\n';
    expect(parseSolutionText(Buffer.from(text, 'utf8'), 'u.solution')).toEqual(parseSolutionText(text, 'u.solution'));
  });
});

describe('streamed input (files as run and evaluate read them, standard input)', () => {
  const text = '\uFEFF#a\r\n(get-kitchen ?k)\r(fetch ?bol-é ?ks ?k whisk 1) ; 😀 ü\n; ok\uFFFD\n';
  const bytes = Buffer.from(text, 'utf8');

  it('reads UTF-8 cut at every byte as the whole text', async () => {
    const want = text.slice(1).split(/\r\n|\n|\r/);
    for (let cut = 0; cut <= bytes.length; cut++) expect(await lines([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toEqual(want);
    expect(await lines([...bytes].map((b) => Buffer.from([b])))).toEqual(want);
  });

  it('refuses a bad byte at its place in the whole input, wherever the chunks are cut', async () => {
    const bad = Buffer.concat([bytes, Buffer.from('(fetch ?tray-', 'utf8'), Buffer.from([0xe9]), Buffer.from(' ?ks-2)\n')]);
    for (let cut = 0; cut <= bad.length; cut++)
      await expect(lines([bad.subarray(0, cut), bad.subarray(cut)]), `cut at ${cut}`).rejects.toMatchObject({ at: { file: 'f.solution', line: 5, column: 14 }, message: expect.stringMatching(/^f\.solution:5:14: error E_ENCODING: /) });
    await expect(lines([Buffer.from('; caf\xc3', 'latin1')])).rejects.toMatchObject({ at: { line: 1, column: 6 } });
  });
});

describe('every command refuses the file with one line naming its place and code', () => {
  it('run, evaluate, repair and cookingbot-evaluator, from a file and from standard input', async () => {
    const dir = folder();
    const path = join(dir, 'trays.solution');
    writeFileSync(path, LATIN1);
    const good = join(dir, 'good.solution');
    writeFileSync(good, '#afghan-biscuits\n(get-kitchen ?kitchen)\n');
    const runs: [string[], { bin?: string; input?: Buffer }][] = [
      [['run', path], {}],
      [['run', '--jsonl', '-'], { input: LATIN1 }],
      [['repair', path], {}],
      [['repair', '-'], { input: LATIN1 }],
    ];
    if (BENCHMARK)
      runs.push(
        [['evaluate', '--input', good, path, '--output', '-'], {}],
        [['view', path, '--output', join(dir, 'v.html')], {}],
        [['view', '-', '--output', join(dir, 'v.html')], { input: LATIN1 }],
        [['-input', path, '-output', '-'], { bin: 'cookingbot-evaluator' }],
      );
    for (const [args, options] of runs) {
      const r = await cli(args, options);
      expectRefused(r, SAYS);
      expect(r.err.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err).toContain(options.input ? 'irl-kitchen: -:3:14:' : `${path}:3:14:`);
      // refused before any row: nothing of the good file either
      expect(r.out, args.join(' ')).toBe('');
    }
  }, 4 * SLOW);
});
