import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ohm from 'ohm-js';
import { extractExamples } from 'ohm-js/extras';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Term } from '../src/language/ast.ts';
import { readLineFast } from '../src/language/fast-line.ts';
import { formatProblem, GRAMMAR_BOUND, parseSolutionLines, parseSolutionText, readLineWithGrammar, readSolutionFile } from '../src/language/parse-solution.ts';
import { parseSegment, readSegments } from '../src/language/read-segments.ts';
import { fileProblems, problemsOf as recipeProblems } from '../src/language/recipe-problems.ts';
import { BENCHMARK, GOLD_DIR, VARIANTS_DIR } from './support/simulate.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const haveBenchmark = BENCHMARK !== null;
if (!haveBenchmark) console.warn('benchmark corpus not found: corpus tests skipped (set IRL_KITCHEN_BENCHMARK)');
const solutionFiles = (dir: string) => (haveBenchmark ? readdirSync(dir).filter((f) => f.endsWith('.solution')).sort() : []);

const problemsOf = (text: string) => parseSolutionText(text, 'recipes.solution').problems.map(formatProblem);
const show = (t: Term): string =>
  t.kind === 'number' ? t.text : t.kind === 'list' ? `(${t.items.map(show).join(' ')})` : t.name;
const argsOf = (text: string) => parseSolutionText(text, 'x.solution').recipes[0].predicates[0].args.map(show);

describe('solution grammar', () => {
  const source = readFileSync(join(repoRoot, 'grammar/solution.ohm'), 'utf8');
  const grammar = ohm.grammar(source);
  for (const { rule, example, shouldMatch } of extractExamples(source)) {
    it(`${shouldMatch ? 'accepts' : 'refuses'} ${JSON.stringify(example)} as ${rule}`, () => {
      expect(grammar.match(example, rule).succeeded()).toBe(shouldMatch);
    });
  }
});

describe.skipIf(!haveBenchmark)('benchmark corpus', () => {
  const predicateLines = (text: string) => text.split(/\r?\n/).filter((l) => l.startsWith('(')).length;
  const checkFile = (path: string) => {
    const text = readFileSync(path, 'utf8');
    const parsed = readSolutionFile(path);
    expect(parsed.problems).toEqual([]);
    expect(parsed.recipes).toHaveLength(1);
    expect(parsed.recipes[0].id).toBe(text.split('\n')[0].slice(1).trim().toLowerCase());
    expect(parsed.recipes[0].predicates).toHaveLength(predicateLines(text));
  };

  it('reads the 30 gold networks without a problem, every predicate line counted', () => {
    const files = solutionFiles(GOLD_DIR!);
    expect(files).toHaveLength(30);
    for (const f of files) checkFile(join(GOLD_DIR!, f));
  });

  it('reads the 120 variant networks without a problem', () => {
    const files = solutionFiles(VARIANTS_DIR!);
    expect(files).toHaveLength(120);
    for (const f of files) checkFile(join(VARIANTS_DIR!, f));
  });

  it('gives the first gold predicate of afghan-biscuits its terms and places', () => {
    const recipe = readSolutionFile(join(GOLD_DIR!, 'afghan-biscuits.solution')).recipes[0];
    const fetch = recipe.predicates[1];
    expect(fetch.name).toBe('fetch-and-proportion');
    expect(fetch.index).toBe(1);
    expect(fetch.args.map(show)).toEqual([
      '?PROPORTIONED-BUTTER', '?KITCHEN-STATE-WITH-BUTTER', '?KITCHEN-STATE', '?TARGET-CONTAINER-1', 'butter', '200', 'g',
    ]);
    expect(fetch.place.line).toBe(3);
    expect(fetch.args[4].place.column).toBe(106);
  });
});

describe('terms', () => {
  it('reduces ratios and prints numbers as Lisp does', () => {
    expect(argsOf('(a 2/4 4/2 2.50 1. 0.125 230 -3/6 5-cm-apart)')).toEqual([
      '1/2', '2', '2.5', '1', '0.125', '230', '-1/2', '5-cm-apart',
    ]);
  });

  it('upper-cases variables and lower-cases symbols and action names', () => {
    const p = parseSolutionText('#Afghan-Biscuits\n(Get-Kitchen ?Kitchen-State Butter)', 'x').recipes[0];
    expect(p.id).toBe('afghan-biscuits');
    expect(p.predicates[0].name).toBe('get-kitchen');
    expect(p.predicates[0].args.map(show)).toEqual(['?KITCHEN-STATE', 'butter']);
  });

  it('reads nested lists as list terms', () => {
    expect(argsOf('(a ?x (b (c 1/2)) ())')).toEqual(['?X', '(b (c 1/2))', '()']);
  });

  it('treats ?output-container-?x-940 as one variable', () => {
    expect(argsOf('(a ?output-container-?x-940)')).toEqual(['?OUTPUT-CONTAINER-?X-940']);
  });
});

describe('file layout', () => {
  it('reads several recipes in file order, comments and blank lines skipped', () => {
    const text = '; header comment\n#one ignored words\n(get-kitchen ?k)\n\n   \n#two\n; c\n(get-kitchen ?k) ; why\n(mix ?a ?k)\n';
    const parsed = parseSolutionText(text, 'x');
    expect(parsed.problems).toEqual([]);
    expect(parsed.recipes.map((r) => [r.id, r.place.line, r.predicates.length])).toEqual([
      ['one', 2, 1],
      ['two', 6, 2],
    ]);
    expect(parsed.recipes[1].predicates.map((p) => p.index)).toEqual([0, 1]);
  });

  it('reads a bare network as one recipe without id', () => {
    const parsed = parseSolutionText('(get-kitchen ?k)\n(mix ?a ?k)', 'x');
    expect(parsed.recipes).toHaveLength(1);
    expect(parsed.recipes[0].id).toBeNull();
    expect(parsed.recipes[0].place).toEqual({ file: 'x', line: 1, column: 1 });
  });

  it('accepts CRLF line ends, tabs, indentation and a byte-order mark', () => {
    const parsed = parseSolutionText('\uFEFF#r\r\n\t(get-kitchen ?k)\r\n  \t\r\n   (mix\t?a  ?k)\r\n', 'x');
    expect(parsed.problems).toEqual([]);
    expect(parsed.recipes[0].predicates.map((p) => [p.name, p.place.column])).toEqual([
      ['get-kitchen', 2],
      ['mix', 4],
    ]);
  });

  it('gives an empty file no recipes', () => {
    expect(parseSolutionText('', 'x')).toEqual({ file: 'x', recipes: [], problems: [] });
  });
});

describe('problems', () => {
  it('says where a closing parenthesis is missing', () => {
    expect(problemsOf('#r\n(get-kitchen ?k)\n(fetch ?a ?b butter 230')).toEqual(['recipes.solution:3:24: expected ")"; the "(" at column 1 is never closed: add ")" at the end of the line']);
  });

  it('says what may start a line', () => {
    expect(problemsOf('get-kitchen ?k')).toEqual(['recipes.solution:1:1: expected end of line, "(", or "#"']);
  });

  it('refuses text after the predicate', () => {
    expect(problemsOf('(a ?b))')).toEqual(['recipes.solution:1:7: expected end of line; found a ")" that closes nothing']);
    expect(problemsOf('(a ?b) c')).toEqual(['recipes.solution:1:8: expected end of line or "("; found text after the predicate, where only a ; comment may follow']);
  });

  it('refuses a predicate without a symbol name', () => {
    expect(problemsOf('()\n(?x a)\n(1 a)')).toEqual([
      'recipes.solution:1:2: expected a predicate name',
      'recipes.solution:2:2: expected a predicate name',
      'recipes.solution:3:2: expected a predicate name, not the number 1',
    ]);
  });

  it('refuses characters the Lisp reader would not take as a symbol', () => {
    expect(problemsOf('(a "str")')).toEqual(['recipes.solution:1:4: expected ")"; found a string in double quotes, which .solution files do not have: write names bare (butter, not "butter")']);
  });

  it('keeps the first of two predicates on a line and says so', () => {
    const parsed = parseSolutionText('(a ?x)  (b ?y)', 'recipes.solution');
    expect(parsed.problems.map(formatProblem)).toEqual([
      'recipes.solution:1:9: more than one predicate on this line: only the first is read, put each on its own line',
    ]);
    expect(parsed.recipes[0].predicates.map((p) => p.name)).toEqual(['a']);
  });

  it('reports an empty recipe id and still reads the recipe under it', () => {
    const parsed = parseSolutionText('#\n(a ?x)', 'recipes.solution');
    expect(parsed.problems.map(formatProblem)).toEqual(['recipes.solution:1:2: empty recipe id after "#"']);
    expect(parsed.recipes.map((r) => [r.id, r.predicates.length])).toEqual([[null, 1]]);
  });

  it('keeps the recipes before and after a bad line, and the good predicates of its own recipe', () => {
    const text = '#one\n(get-kitchen ?k)\n#two\n(get-kitchen ?k)\n(mix ?a ?k\n(bake ?b ?a)\n#three\n(get-kitchen ?k)';
    const parsed = parseSolutionText(text, 'recipes.solution');
    expect(parsed.problems.map(formatProblem)).toEqual(['recipes.solution:5:11: expected ")"; the "(" at column 1 is never closed: add ")" at the end of the line']);
    expect(parsed.recipes.map((r) => [r.id, r.predicates.map((p) => p.name)])).toEqual([
      ['one', ['get-kitchen']],
      ['two', ['get-kitchen', 'bake']],
      ['three', ['get-kitchen']],
    ]);
    expect(parsed.recipes[1].predicates[1].index).toBe(1);
  });

  it('refuses a line longer than 100,000 characters quickly', () => {
    const start = performance.now();
    const parsed = parseSolutionText(`#r\n(a ${'x '.repeat(60_000)})\n(b ?y)`, 'recipes.solution');
    expect(performance.now() - start).toBeLessThan(200);
    expect(parsed.problems.map(formatProblem)).toEqual([
      'recipes.solution:2:1: line is 120004 characters long, more than the 100000 accepted: line not read',
    ]);
    expect(parsed.recipes[0].predicates.map((p) => p.name)).toEqual(['b']);
  });

  it('refuses lists nested deeper than 32 levels, whatever the line length', () => {
    expect(problemsOf(`(a ${'('.repeat(31)}${')'.repeat(32)}`)).toEqual([]);
    expect(problemsOf(`(a ${'('.repeat(32)}${')'.repeat(33)}`)).toEqual([
      'recipes.solution:1:35: lists nested deeper than 32 levels: line not read',
    ]);
    const start = performance.now();
    expect(problemsOf(`(a ${'('.repeat(90_000)}`)).toHaveLength(1);
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('turns an unreadable file into one problem', () => {
    const parsed = readSolutionFile('/nonexistent/dir/x.solution');
    expect(parsed.recipes).toEqual([]);
    expect(parsed.problems.map(formatProblem)).toEqual(['/nonexistent/dir/x.solution:1:1: cannot read the file (ENOENT)']);
  });
});

describe('properties', () => {
  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('(', ')', ' ', '\n', '#', ';', '?', 'a', '1', '/', '.', '"', '\t') }), (text) => {
        const parsed = parseSolutionText(text, 'x');
        for (const p of parsed.problems) expect(p.place.line).toBeGreaterThan(0);
      }),
      { seed: 1 },
    );
  });

  it('reads back what it is given, one predicate per line', () => {
    const atom = fc.oneof(
      fc.stringMatching(/^\?[a-z][a-z0-9-]{0,8}$/),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
      fc.nat(10_000).map(String),
    );
    const predicate = fc.tuple(fc.stringMatching(/^[a-z][a-z-]{0,8}$/), fc.array(atom, { maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(predicate, { maxLength: 8 }), (network) => {
        const text = network.map(([name, args]) => `(${[name, ...args].join(' ')})`).join('\n');
        const parsed = parseSolutionText(`#r\n${text}`, 'x');
        expect(parsed.problems).toEqual([]);
        const back = parsed.recipes[0].predicates.map((p) => [p.name, p.args.map((a) => show(a).toLowerCase())]);
        expect(back).toEqual(network);
      }),
      { seed: 2 },
    );
  });
});

describe('fast line reader', () => {
  /** The fast reader's result, checked against the grammar's wherever it gives one. */
  const readBoth = (line: string) => {
    const fast = readLineFast(line, 'x.solution', 7);
    if (fast !== null) expect(fast).toStrictEqual(readLineWithGrammar(line, 'x.solution', 7));
    return fast;
  };

  const blanks = fc.constantFrom('', ' ', '\t', '  ', ' \t', '\r', '\f');
  const someBlanks = fc.constantFrom(' ', '\t', '  ', ' \t ');
  const number = fc.oneof(
    fc.constantFrom('1/2', '0.125', '-3', '1e5', '2.5e0', '230', '-3/6', '2/4', '1.', '.5', '+7', '2/0', '1.5f3', '-0.0', '3s-2'),
    fc.integer().map(String),
  );
  const symbol = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9?#.\/*+<>=!-]{0,8}$/);
  const atom = fc.oneof(fc.stringMatching(/^\?[a-zA-Z0-9?-]{0,8}$/), symbol, number);
  const { term } = fc.letrec<{ term: string; list: string }>((tie) => ({
    term: fc.oneof({ depthSize: 'small' }, atom, tie('list')),
    list: fc
      .tuple(blanks, fc.array(fc.tuple(tie('term'), someBlanks), { maxLength: 4 }), blanks)
      .map(([before, items, after]) => `(${before}${items.map(([t, gap]) => t + gap).join('').trimEnd()}${after})`),
  }));
  const comment = fc.constantFrom('', ';', ' ; a note', '\t;; (b ?y) é', ';"|\\');
  const predicateLine = fc
    .tuple(blanks, blanks, symbol, fc.array(fc.tuple(someBlanks, term), { maxLength: 6 }), blanks, blanks, comment)
    .map(([lead, open, name, args, close, trail, note]) => `${lead}(${open}${name}${args.map(([gap, t]) => gap + t).join('')}${close})${trail}${note}`);
  const headerLine = fc
    .tuple(blanks, blanks, fc.stringMatching(/^[a-zA-Z0-9?][a-zA-Z0-9#?-]{0,12}$/), fc.constantFrom('', ' Afghan Biscuits', '\t(x "y")', ';c', '(', '"q"'))
    .map(([lead, gap, id, rest]) => `${lead}#${gap}${id}${rest}`);
  const blankLine = fc.tuple(blanks, comment).map(([lead, note]) => lead + note);
  const wellFormed = fc.oneof(predicateLine, headerLine, blankLine);

  it('reads well-formed lines itself, as the grammar does', () => {
    fc.assert(
      fc.property(wellFormed, (line) => {
        expect(readBoth(line)).not.toBeNull();
      }),
      { seed: 3, numRuns: 1000 },
    );
  });

  it('agrees with the grammar on any line it reads, and leaves the rest to it', () => {
    const chars = fc.string({
      unit: fc.constantFrom(...'()?#;-/.0123456789aZe \t"\'|\\`,\r\fé\u0001\u000b\ud800😀'),
      maxLength: 30,
    });
    const tokens = fc
      .array(fc.constantFrom('(', ')', ' ', '\t', '?x', 'Ab', '1/2', '0.125', '-3', '1e5', '2.5d0', '1e50', '#', ';', '"', "'", '|', '`', '\\', ',', 'é', '\u0001'), { maxLength: 12 })
      .map((parts) => parts.join(''));
    // one well-formed line with one character replaced, inserted or removed
    const edited = fc.tuple(wellFormed, fc.nat(), fc.constantFrom('', '(', ')', '"', '#', '?', ' ', 'é', '1e50', '\u0001'), fc.boolean()).map(
      ([line, at, c, replace]) => line.slice(0, at % (line.length + 1)) + c + line.slice((at % (line.length + 1)) + (replace ? 1 : 0)),
    );
    let read = 0;
    fc.assert(
      fc.property(fc.oneof(chars, tokens, edited, wellFormed), (line) => {
        if (readBoth(line) !== null) read++;
      }),
      { seed: 4, numRuns: 2000 },
    );
    expect(read).toBeGreaterThan(200);
  });

  it('leaves lines with problems to the grammar', () => {
    const lines = [
      '#', '#  ', '##x', '# ;x', '(a ?x) (b ?y)', '(a ?b))', '(a ?b) c', '()', '(?x a)', '(1 a)', '(1e50 a)', '(a 1e50)',
      '(a "str")', "(a 'b)", '(a #b)', '(a b', 'get-kitchen ?k', '(a é)', '#aé', '(a b\u0001)', '(a\u000bb)',
    ];
    for (const line of lines) expect(readLineFast(line, 'x', 1), line).toBeNull();
  });

  it('gives every term, list and predicate the grammar\'s place and case', () => {
    for (const line of ['  (Mix ?A (b(C 1/2)) ?c-?D) ; n', '\t#Afghan-Biscuits#2 rest', '(a(b)c)', '(a ())']) {
      expect(readBoth(line), line).not.toBeNull();
    }
  });
});

describe.skipIf(!haveBenchmark)('fast line reader on the benchmark corpus', () => {
  const files = haveBenchmark
    ? readdirSync(BENCHMARK!, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.solution')).sort()
    : [];

  it('reads every line of every corpus file itself, as the grammar does', () => {
    expect(files.length).toBeGreaterThanOrEqual(150);
    for (const f of files) {
      const lines = readFileSync(join(BENCHMARK!, f), 'utf8').replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
      lines.forEach((line, i) => {
        const fast = readLineFast(line, f, i + 1);
        expect(fast, `${f}:${i + 1}`).not.toBeNull();
        expect(fast).toStrictEqual(readLineWithGrammar(line, f, i + 1));
      });
    }
  });
});

describe('reading a file recipe by recipe', () => {
  /** Units of the whole text as the batch commands saw them before streaming: problemsOf / fileProblems. */
  const wholeUnits = (text: string) => {
    const parsed = parseSolutionText(text, 'x');
    if (!parsed.recipes.length) return [{ recipe: null, problems: fileProblems(parsed) }];
    return parsed.recipes.map((recipe) => ({ recipe, problems: recipeProblems(parsed, recipe) }));
  };
  /** The same through readSegments fed in small chunks (a line may be split across chunks). */
  const streamedUnits = async (text: string, chunk: number) => {
    const chunks = async function* () {
      for (let i = 0; i < text.length; i += chunk) yield Buffer.from(text.slice(i, i + chunk));
    };
    const units = [];
    for await (const segment of readSegments('x', chunks())) units.push(...parseSegment(segment));
    return units;
  };

  it('gives the recipes, problems and places of the whole-file reader, whatever the chunks', async () => {
    const line = fc.oneof(
      fc.constantFrom('#r-1', '  #r-2 title', '#', '(get-kitchen ?k)', '(mix ?a ?b 1/2)', '(bad', '; note', '', '(a ?x) (b ?y)', 'junk', '\uFEFF#x'),
      fc.string({ unit: fc.constantFrom('(', ')', ' ', '#', ';', '?', 'a', '1', '\r') , maxLength: 12 }),
    );
    const eol = fc.constantFrom('\n', '\r\n', '\r');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(line, eol), { maxLength: 14 }), fc.boolean(), fc.integer({ min: 1, max: 9 }), async (lines, bom, chunk) => {
        const text = (bom ? '\uFEFF' : '') + lines.map(([l, e]) => l + e).join('');
        expect(await streamedUnits(text, chunk)).toEqual(wholeUnits(text));
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it.skipIf(!haveBenchmark)('splits a file of many recipes into one segment per recipe, with their own line numbers', async () => {
    const texts = solutionFiles(GOLD_DIR!).slice(0, 3).map((f) => readFileSync(join(GOLD_DIR!, f), 'utf8').trimEnd());
    const text = texts.join('\n') + '\n';
    const segments = [];
    for await (const s of readSegments('all.solution', (async function* () { yield text; })())) segments.push(s);
    expect(segments).toHaveLength(3);
    expect(segments.map((s) => s.firstLine)).toEqual([1, texts[0].split('\n').length + 1, texts[0].split('\n').length + texts[1].split('\n').length + 1]);
    expect(await streamedUnits(text, 4096)).toEqual(wholeUnits(text));
  });

  it('bounds the time spent in the grammar per recipe, and says so on the lines it did not read', () => {
    const bad = Array.from({ length: 50 }, (_, i) => `(mix ?a${i} ?b (x 1/2) junk`);
    const parsed = parseSolutionLines(['#r', ...bad, '(get-kitchen ?k)'], 'x', { grammarMillis: 1e-6 });
    const bounded = parsed.problems.filter((p) => p.message.includes(GRAMMAR_BOUND));
    expect(bounded.length).toBeGreaterThan(40); // the first bad line used the whole budget
    expect(formatProblem(bounded[0])).toMatch(/^x:\d+:1: grammar time bound: the grammar's time bound of 0.000001 ms per recipe is spent, line not read$/);
    expect(parsed.recipes[0].predicates.map((p) => p.name)).toEqual(['get-kitchen']); // the fast reader still reads good lines
    // without a bound every line gets the grammar's own message
    expect(parseSolutionLines(['#r', ...bad], 'x').problems.every((p) => /expected/.test(p.message))).toBe(true);
  });
});
