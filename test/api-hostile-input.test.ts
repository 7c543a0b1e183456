// The public functions given wrong or odd values, as a caller of the library may: each answers
// with an InputError naming the argument, or a diagnostic value with its code and place, never a
// TypeError from deep inside.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { DEFAULT_METRICS, evaluateRecipe, formatDiagnostics, GoldStandards, METRIC_NAMES, parseSolutionText, readSolutionFile, renderCsv, Simulator, smatch, solutionFileDiagnostics } from '../src/index.ts';
import type { Predicate, Recipe } from '../src/index.ts';
import { BENCHMARK } from './support/simulate.ts';

const sim = new Simulator();
const NETWORK = '(get-kitchen ?k)\n(fetch ?w ?ks1 ?k whisk 1)';
const recipeOf = (text: string, file = 'x.solution'): Recipe => parseSolutionText(text, file).recipes[0];

describe('parseSolutionText given something other than text', () => {
  it('reads bytes as a file is read, and refuses UTF-16 bytes by their mark', () => {
    const parsed = parseSolutionText(Buffer.from(`\uFEFF#a\n${NETWORK}`), 'b.solution');
    expect(parsed.problems).toEqual([]);
    expect(parsed.recipes.map((r) => [r.id, r.predicates.length])).toEqual([['a', 2]]);
    const utf16 = parseSolutionText(Buffer.from(`\uFEFF${NETWORK}`, 'utf16le'), 'u.solution');
    expect(utf16.recipes).toEqual([]);
    expect(utf16.problems).toEqual([{ place: { file: 'u.solution', line: 1, column: 1 }, message: expect.stringMatching(/UTF-16/), code: 'E_ENCODING' }]);
  });

  it('gives a problem for null, undefined or a number', () => {
    for (const [value, kind] of [[null, 'null'], [undefined, 'nothing'], [42, 'a number']] as const) {
      const parsed = parseSolutionText(value as unknown as string, 'n.solution');
      expect(parsed.recipes).toEqual([]);
      expect(parsed.problems.map((p) => `${p.code} ${p.place.line}:${p.place.column} ${p.message}`)).toEqual([`E_UNREADABLE_FILE 1:1 expected the text of a .solution file (a string), got ${kind}`]);
    }
  });

  it('names a stray byte-order mark where reading stopped', () => {
    const parsed = parseSolutionText(`#a\n(get-kitchen ?k)\n\uFEFF#b\n(get-kitchen ?k)`, 'cat.solution');
    expect(parsed.problems.map((p) => `${p.place.line}:${p.place.column} ${p.message}`)).toEqual([
      '3:1 expected end of line, "(", or "#"; found U+FEFF (zero width no-break space (byte order mark)), which cannot be seen',
    ]);
  });
});

describe('the diagnostics of a read file', () => {
  it('are E_SYNTAX for a bad line, E_UNREADABLE_FILE for a folder, E_NO_RECIPE for an empty file', () => {
    const syntax = solutionFileDiagnostics(parseSolutionText('(get-kitchen ?k', 's.solution'));
    expect(syntax.map((d) => [d.code, d.file, d.line, d.column])).toEqual([['E_SYNTAX', 's.solution', 1, 16]]);
    const folder = solutionFileDiagnostics(readSolutionFile('/tmp'));
    expect(folder.map((d) => [d.code, d.message])).toEqual([['E_UNREADABLE_FILE', expect.stringMatching(/^not a regular file/)]]);
    const empty = solutionFileDiagnostics(parseSolutionText('; nothing\n', 'e.solution'));
    expect(empty.map((d) => [d.code, d.file, d.line, d.column])).toEqual([['E_NO_RECIPE', 'e.solution', 1, 1]]);
  });
});

describe('Simulator options', () => {
  it('refuses a wrong option with an InputError naming it', () => {
    const refused: [unknown, RegExp][] = [
      ['full-kitchen', /^Simulator options: expected an object, got a string/],
      [{ kitchen: 5 }, /^kitchen: expected a kitchen's name, got a number/],
      [{ kitchen: 'nope' }, /^kitchen: unknown kitchen "nope" \(known: "full-kitchen"\)/],
      [{ rulesDirs: 'my-rules' }, /^rulesDirs: expected an array of paths, got a string/],
      [{ ontologyFiles: 'a.yaml' }, /^ontologyFiles: expected an array of paths, got a string/],
      [{ maxEvaluations: Number.NaN }, /^maxEvaluations: expected a whole number from 0 \(Infinity for no bound\), got NaN/],
      [{ maxEvaluations: -1 }, /^maxEvaluations: .*got -1/],
      [{ maxEvaluations: '5' }, /^maxEvaluations: .*got a string/],
      [{ maxMillis: Number.NaN }, /^maxMillis: expected a number from 0 \(Infinity for no bound\), got NaN/],
    ];
    for (const [options, message] of refused) {
      expect(() => new Simulator(options as never), JSON.stringify(options)).toThrow(InputError);
      expect(() => new Simulator(options as never)).toThrow(message);
    }
  });

  it('takes null as no options, and Infinity as no bound', () => {
    expect(new Simulator(null).kitchenName).toBe('full-kitchen');
    expect(new Simulator({ maxEvaluations: Infinity, maxMillis: Infinity }).run(recipeOf(NETWORK), 'x.solution').status).toBe('ok');
    expect(() => sim.run(recipeOf(NETWORK), 'x.solution', { maxMillis: Number.NaN })).toThrow(/^maxMillis: /);
  });
});

describe('Simulator.run given something other than a recipe', () => {
  it('says what it got, and which value to pass instead', () => {
    const file = parseSolutionText(NETWORK, 'x.solution');
    expect(() => sim.run(file as never, 'x.solution')).toThrow('Simulator.run: expected a Recipe, got a SolutionFile: pass one of its recipes, e.g. parseSolutionText(text, file).recipes[0]');
    expect(() => sim.run(null as never, 'x.solution')).toThrow(/^Simulator\.run: expected a Recipe, got null/);
    expect(() => sim.run(NETWORK as never, 'x.solution')).toThrow(/^Simulator\.run: expected a Recipe, got a string/);
  });

  it('reports a recipe built by hand with a malformed term as E_BAD_INPUT at its place', () => {
    const place = (line: number, column: number) => ({ file: 'h.solution', line, column });
    const good = recipeOf(NETWORK, 'h.solution');
    const withArg = (arg: unknown): Recipe => ({ ...good, predicates: [good.predicates[0], { ...good.predicates[1], args: [...good.predicates[1].args.slice(0, 4), arg as never] }] });
    const cases: [unknown, string][] = [
      [null, 'predicates[1].args[4]: expected a term (var, symbol, number or list), got null'],
      [{ kind: 'number', value: Number.NaN, text: 'NaN', place: place(2, 25) }, 'predicates[1].args[4].value: expected a safe integer (other numbers are read from their text by parseSolutionText), got NaN'],
      [{ kind: 'number', value: 1n, text: '1', place: place(2, 25) }, 'predicates[1].args[4].value: expected a safe integer (other numbers are read from their text by parseSolutionText), got a bigint'],
      [{ kind: 'string', value: 'x', place: place(2, 25) }, 'predicates[1].args[4].kind: expected "var", "symbol", "number" or "list", got "string"'],
      [{ kind: 'list', items: null, place: place(2, 25) }, 'predicates[1].args[4].items: expected an array of terms, got null'],
    ];
    for (const [arg, message] of cases) {
      const run = sim.run(withArg(arg), 'h.solution');
      expect(run.status).toBe('error');
      expect(run.diagnostics?.map((d) => [d.code, `${d.file}:${d.line}:${d.column}`, d.message])).toEqual([['E_BAD_INPUT', arg === null ? 'h.solution:2:1' : 'h.solution:2:25', message]]);
    }
    const noArgs = sim.run({ ...good, predicates: [good.predicates[0], { name: 'fetch', place: place(2, 1), index: 1 } as never] }, 'h.solution');
    expect(noArgs.messages).toEqual(['h.solution:2:1: predicates[1].args: expected an array of terms, got nothing']);
  });
});

describe('smatch given odd networks and options', () => {
  const read = (text: string): Predicate[] => recipeOf(text).predicates;
  const gold = read(`${NETWORK}\n(beat ?b ?ks2 ?ks1 ?w ?t)`);

  it('scores identical networks 1 and networks without a triple 0', () => {
    expect(smatch(gold, gold).f).toBe(1);
    expect(smatch([], [])).toEqual({ precision: 0, recall: 0, f: 0, matched: 0, predictedTriples: 0, goldTriples: 0 });
    expect(smatch([], gold).f).toBe(0);
  });

  it('refuses a recipe passed for its predicates, and a misspelt option', () => {
    expect(() => smatch(recipeOf(NETWORK) as never, gold)).toThrow('smatch: the predicted network must be an array of predicates, got an object: pass its .predicates');
    expect(() => smatch(gold, null as never)).toThrow('smatch: the gold network must be an array of predicates, got null');
    expect(() => smatch(gold, gold, { mode: 'fast' as never })).toThrow('smatch mode: expected "best" or "reference", got "fast"');
    expect(() => smatch(gold, gold, { restarts: Infinity })).toThrow('smatch restarts: expected a whole number from 0, got Infinity');
    expect(() => smatch([{ name: 'a', args: [null] } as never], gold)).toThrow(/^smatch: the predicted network: predicates\[0\]\.place: expected/);
    expect(smatch(gold, gold, null).f).toBe(1);
  });
});

describe('formatDiagnostics and renderCsv given odd values', () => {
  it('formats no diagnostics as nothing, and refuses a misspelt metric', () => {
    expect(formatDiagnostics(undefined)).toBe('');
    expect(formatDiagnostics(null)).toBe('');
    expect(renderCsv([], DEFAULT_METRICS, null)).toBe('recipe-id,goal-condition-success,dish-approximation-score,execution-time\n');
    expect(() => renderCsv([], ['smatch'])).toThrow('renderCsv: unknown metric "smatch" (did you mean smatch-score?) (metrics: smatch-score, goal-condition-success, dish-approximation-score, execution-time)');
  });
});

describe.skipIf(!BENCHMARK)('evaluateRecipe', () => {
  const gold = new GoldStandards(sim, BENCHMARK!);
  const prediction = recipeOf(`#afghan-biscuits\n${NETWORK}`, 'p.solution');

  it('computes smatch-score when asked, on the texts, even for a network that does not execute', () => {
    const row = evaluateRecipe(sim, gold, prediction, 'p.solution', METRIC_NAMES);
    expect(row.smatch?.f).toBeGreaterThan(0);
    expect(row.smatch?.f).toBeLessThan(1);
    expect(renderCsv([row], METRIC_NAMES)).toMatch(/^recipe-id,smatch-score,.*\nafghan-biscuits,0\.\d\d,/);
    const broken = recipeOf('#afghan-biscuits\n(get-kitchen ?k)\n(frobnicate ?x)', 'p.solution');
    const refused = evaluateRecipe(sim, gold, broken, 'p.solution', ['smatch-score']);
    expect(refused.status).toBe('error');
    expect(refused.smatch?.goldTriples).toBeGreaterThan(0);
    expect(evaluateRecipe(sim, gold, prediction, 'p.solution', DEFAULT_METRICS).smatch).toBeUndefined();
  });

  it('refuses an unknown metric or option, and wrong arguments, naming them', () => {
    expect(() => evaluateRecipe(sim, gold, prediction, 'p.solution', ['smatch' as never])).toThrow('evaluateRecipe: unknown metric "smatch" (did you mean smatch-score?) (metrics: smatch-score, goal-condition-success, dish-approximation-score, execution-time)');
    expect(() => evaluateRecipe(sim, gold, prediction, 'p.solution', DEFAULT_METRICS, { semantics: 'corected' as never })).toThrow('evaluateRecipe: semantics: expected "reference" or "corrected", got "corected" (did you mean corrected?)');
    expect(() => evaluateRecipe(sim, gold, prediction, 'p.solution', DEFAULT_METRICS, { mergeOrder: 'x' as never })).toThrow(/^evaluateRecipe: mergeOrder: /);
    expect(() => evaluateRecipe(sim, null as never, prediction, 'p.solution', DEFAULT_METRICS)).toThrow(/^evaluateRecipe: expected GoldStandards second/);
    expect(() => evaluateRecipe(sim, gold, null as never, 'p.solution', DEFAULT_METRICS)).toThrow(/^evaluateRecipe: expected a Recipe, got null/);
  });

  it('takes the default metrics when none are given, and null as no options', () => {
    const row = evaluateRecipe(sim, gold, prediction, 'p.solution', undefined, null);
    expect(row.status).toBe('ok');
    expect(row.goalConditionSuccess?.total).toBeGreaterThan(0);
  });
});
