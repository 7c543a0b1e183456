// Names in networks that look like other names: zero-width characters (`?a\u200Bb` is not `?ab`),
// bidirectional controls that show a line in another order than the one that runs
// (`?\u202Eevil`), other format characters, controls and odd spaces. Each is refused with
// file:line:column of the character, the message shows it as <U+XXXX> (never the character
// itself), the line is not read, and the fast reader leaves such lines to the grammar.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLineFast } from '../../src/language/fast-line.ts';
import { invisibleIn } from '../../src/language/invisible.ts';
import { formatProblem, parseSolutionText, readLineWithGrammar } from '../../src/language/parse-solution.ts';
import { cli, scratch, SLOW } from './attack-cli.ts';

const folder = scratch('invisible');

/** Characters refused in names, by what they are. */
const REFUSED: Record<string, string[]> = {
  'zero-width and joiners (Cf)': ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E'],
  'bidirectional controls (Cf)': ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'],
  'tags and other format characters (Cf)': ['\u{E0001}', '\u{E0041}', '\u2061', '\uFFF9'],
  'controls (Cc)': ['\u0001', '\u0007', '\u000B', '\u001B', '\u007F', '\u0085', '\u009B'],
  'spaces other than the blanks (Z)': ['\u00A0', '\u2002', '\u2009', '\u202F', '\u3000', '\u2028', '\u2029'],
  'other default-ignorable characters': ['\uFE0F', '\u034F', '\u115F', '\u3164', '\uFFA0', '\u{E0100}'],
  'lone surrogates and the braille blank': ['\uD800', '\uDFFF', '\u2800'],
};
const ALL = Object.values(REFUSED).flat();
const code = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const visibleOnly = (s: string) => !ALL.some((c) => s.includes(c));

/** A text as a regular expression that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('invisible characters in names are refused with their place', () => {
  for (const [group, chars] of Object.entries(REFUSED))
    it(group, () => {
      for (const c of chars) {
        const places: [string, number, string][] = [
          [`(get-kitchen ?a${c}b)`, 16, 'variable'],
          [`(get-kitchen ?${c}evil)`, 15, 'variable'],
          [`(fetch ?x ?k ?k0 whi${c}sk 1)`, 21, 'name'],
          [`(mi${c}x ?a ?b)`, 4, 'name'],
          [`(mix ?a (b (c${c})) ?d)`, 14, 'name'],
        ];
        for (const [line, column, kind] of places) {
          const parsed = parseSolutionText(`#r\n${line}\n(get-kitchen ?k)\n`, 'x.solution');
          const shown = line.slice(line.lastIndexOf(' ', column - 1) + 1).replace(/[()]/g, '').split(' ')[0];
          expect(parsed.problems.map(formatProblem), `${code(c)} in ${JSON.stringify(line)}`).toEqual([
            `x.solution:2:${column}: the ${kind} ${shown.replace(c, `<${code(c)}>`)} holds ${code(c)} (${invisibleIn(c)!.what}), which cannot be seen: names are made of visible characters; line not read`,
          ]);
          expect(visibleOnly(parsed.problems[0].message), 'the message shows the character itself').toBe(true);
          expect(parsed.recipes[0].predicates.map((p) => p.name), 'the line is not read, the next one is').toEqual(['get-kitchen']);
          expect(parsed.recipes[0].predicates[0].args[0]).toMatchObject({ name: '?K' });
          expect(readLineFast(line, 'x.solution', 2), 'the fast reader leaves it to the grammar').toBeNull();
        }
      }
    });

  it('in a recipe id: the header still starts a recipe (with no id), so lines never join the recipe above', () => {
    const parsed = parseSolutionText('#one\n(get-kitchen ?k)\n#tw\u202Eo\n(get-kitchen ?j)\n', 'x.solution');
    expect(parsed.problems.map(formatProblem)).toEqual([
      'x.solution:3:4: the recipe id tw<U+202E>o holds U+202E (right-to-left override, a bidirectional control), which cannot be seen: names are made of visible characters',
    ]);
    expect(parsed.recipes.map((r) => [r.id, r.predicates.length])).toEqual([
      ['one', 1],
      [null, 1],
    ]);
    // the title after the id is free text
    expect(parseSolutionText('#one Zwei\u200Bwörter \u202E\n', 'x').problems).toEqual([]);
  });

  it('keeps visible non-ASCII names, and comments are free text', () => {
    const parsed = parseSolutionText('#crème\n(fetch ?crème ?k ?k0 crème-fraîche 1) ; 175\u00B0C \u202E\n(mix ?x 鸡蛋 😀)\n', 'x');
    expect(parsed.problems).toEqual([]);
    expect(parsed.recipes[0].predicates.map((p) => p.args.map((a) => (a.kind === 'var' || a.kind === 'symbol' ? a.name : a.kind)))).toEqual([
      ['?CRÈME', '?K', '?K0', 'crème-fraîche', 'number'],
      ['?X', '鸡蛋', '😀'],
    ]);
  });

  it('the fast reader and the grammar agree on lines holding any of these characters', () => {
    const unit = fc.constantFrom('(', ')', ' ', '?', 'a', 'b', '1', ';', '#', ...ALL);
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 20 }), (line) => {
        const fast = readLineFast(line, 'x', 1);
        if (fast !== null) expect(fast).toStrictEqual(readLineWithGrammar(line, 'x', 1));
        const grammar = readLineWithGrammar(line, 'x', 1);
        for (const p of grammar.problems) expect(visibleOnly(p.message)).toBe(true);
      }),
      { seed: 11, numRuns: 2000 },
    );
  });

  it('through the command line: exit 1, file:line:column, nothing invisible printed', async () => {
    const path = join(folder(), 'net.solution');
    writeFileSync(path, '#r\n(get-kitchen ?a\u200Bb)\n(fetch ?\u202Eevil ?k ?k0 whisk 1)\n');
    for (const args of [['run', path], ['run', path, '--jsonl']]) {
      const r = await cli(args);
      expect(r.signal).toBeNull();
      expect(r.code).toBe(1);
      const text = r.out + r.err;
      expect(text).toMatch(new RegExp(`${escape(path)}:2:16: (error E_SYNTAX: )?the variable \\?a<U\\+200B>b holds U\\+200B \\(zero width space\\)`));
      expect(text).toMatch(new RegExp(`${escape(path)}:3:9: (error E_SYNTAX: )?the variable \\?<U\\+202E>evil holds U\\+202E \\(right-to-left override, a bidirectional control\\)`));
      expect(visibleOnly(text)).toBe(true);
      expect(text).not.toMatch(/^\s+at |this is a bug/m);
    }
  }, SLOW);
});
