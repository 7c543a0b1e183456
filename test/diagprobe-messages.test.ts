// What a network's author is told for a tool the kitchen lacks, an object a retrieval removed after
// a failed line, a unit word, a class of an ontology file not loaded, a line left open, text parsed
// without a file name and a number too small for a single float.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../src/diagnostics/index.ts';
import { parseSolutionText, UNNAMED_TEXT } from '../src/language/parse-solution.ts';
import { refusal } from './support/thrown.ts';
import { Simulator } from '../src/simulator.ts';
import { run, simulator } from './support/simulate.ts';

const K = '#cucumber-slices-with-dill\n(get-kitchen ?kitchen)\n';
const diagnosticsOf = (text: string): Diagnostic[] => run(K + text).diagnostics!;
const problemsOf = (text: string) => parseSolutionText(K + text, 'p.solution').problems.map((p) => `${p.place.line}:${p.place.column}: ${p.message}`);

describe('a tool the kitchen stocks none of', () => {
  it('names classes of the same kinds the kitchen has, and a kitchen of your own, not a bound variable', () => {
    const [d] = diagnosticsOf('(fetch ?p ?ks-1 ?kitchen saucepan 1)');
    expect(d.message).toBe('fetch failed: no saucepan anywhere in the kitchen');
    expect(d.hint).not.toMatch(/bound variable/);
    expect(d.hint).toMatch(/^the kitchen stocks no saucepan: use one it has, such as .*cooking-pot.*, or load a kitchen of your own .*docs\/EXTENDING\.md/);
    // every class named is one the kitchen has an unused object of (a fetch of it works)
    const named = /such as (.*), or load/.exec(d.hint!)![1].split(', ');
    for (const cls of named) expect(run(`${K}(fetch ?p ?ks-1 ?kitchen ${cls} 1)`).diagnostics, cls).toEqual([]);
  });

  it('keeps the bound-variable hint where the kitchen has the class but none unused', () => {
    const r = run(`${K}(fetch ?w ?ks-1 ?kitchen whisk 1000)`);
    const all = r.diagnostics!.map((d) => d.hint ?? '').join('\n');
    expect(all).not.toMatch(/stocks no whisk/);
  });
});

describe('an object a retrieval removed from the counter-top after a failed line', () => {
  const text =
    '(fetch-and-proportion ?basil ?ks-1 ?kitchen ?bowl-1 brown-lentils 5 g)\n' +
    '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 100 g)\n' +
    '(transfer-contents ?bowl-a ?rest-a ?ks-3 ?ks-2 ?bowl-1 ?sugar ?q-a ?u-a)\n';

  it('follows from the failed line instead of standing as a second root cause', () => {
    const ds = diagnosticsOf(text);
    expect(ds.map((d) => [d.line, d.rootCause])).toEqual([
      [3, true],
      [5, false],
    ]);
    const later = ds[1];
    expect(later.causes).toEqual([{ code: 'W_ACTION_FAILED', line: 3, column: 1 }]);
    expect(later.message).toMatch(/fetch-and-proportion \(line 4\) retrieved it from the counter-top, where the failed fetch-and-proportion \(line 3\) had left it unused/);
    expect(later.hint).toBe('fix the line that failed first');
  });

  it('leaves a line whose kitchen-state input comes too early a root cause of its own', () => {
    const ds = diagnosticsOf('(fetch ?b ?ks-1 ?kitchen large-bowl 1)\n(wash ?c ?ks-2 ?kitchen ?b)\n');
    const failed = ds.filter((d) => d.code === 'W_ACTION_FAILED');
    expect(failed.every((d) => d.rootCause)).toBe(true);
    expect(failed.map((d) => d.message).join('\n')).not.toMatch(/retrieved it from the counter-top/);
  });
});

describe('constants the ontology does not have', () => {
  const problem = (text: string) => {
    const r = run(K + text);
    return r.diagnostics!.filter((d) => d.code === 'E_UNKNOWN_CONCEPT').map((d) => `${d.message}${d.hint ? ` | ${d.hint}` : ''}`);
  };

  it('calls a unit slot’s unknown word an unknown unit and gives common words their unit', () => {
    const line = (unit: string) => `(fetch-and-proportion ?s ?ks-1 ?kitchen ?bowl white-sugar 100 ${unit})`;
    expect(problem(line('grams'))).toEqual(['unknown unit "grams": no unit of that name (did you mean g?)']);
    expect(problem(line('tbsp'))).toEqual(['unknown unit "tbsp": no unit of that name (did you mean tablespoon?)']);
    expect(problem(line('tsp'))).toEqual(['unknown unit "tsp": no unit of that name (did you mean teaspoon?)']);
    expect(problem(line('millilitres'))).toEqual(['unknown unit "millilitres": no unit of that name (did you mean ml?)']);
    expect(problem(line('kg'))).toEqual(['unknown unit "kg": no unit of that name (the ontology has no such unit: write the amount in g, 1 kg = 1000 g)']);
  });

  it('hints --ontology for a name no class is close to, and finds a class by one of its words', () => {
    expect(problem('(fetch-and-proportion ?s ?ks-1 ?kitchen ?bowl smoked-unicorn 1 g)')).toEqual([
      'unknown ingredient, tool or concept "smoked-unicorn": no class of that name | a class of your own is known once its ontology file is loaded (--ontology FILE, docs/EXTENDING.md)',
    ]);
    expect(problem('(fetch-and-proportion ?s ?ks-1 ?kitchen ?bowl cocoa 25 g)')).toEqual(['unknown ingredient, tool or concept "cocoa": no class of that name (did you mean cocoa-powder?)']);
  });
});

describe('reading', () => {
  it('says where the "(" of a predicate written over several lines opened', () => {
    expect(problemsOf('(fetch ?w ?ks-1 ?kitchen\n  whisk 1)')[0]).toBe(
      '3:25: expected ")"; the "(" at column 1 opens a predicate that line 4 continues, but each predicate is read on its own line: join the lines',
    );
    // a line left open that the next predicate, a comment or the end of the file follows: the "(" never closed
    const neverClosed = '3:33: expected ")"; the "(" at column 1 is never closed: add ")" at the end of the line';
    expect(problemsOf('(fetch ?w ?ks-1 ?kitchen whisk 1\n(fetch ?b ?ks-2 ?ks-1 large-bowl 1)')).toEqual([neverClosed]);
    expect(problemsOf('(fetch ?w ?ks-1 ?kitchen whisk 1\n; the whisk')).toEqual([neverClosed]);
    expect(problemsOf('(fetch ?w ?ks-1 ?kitchen whisk 1')).toEqual([neverClosed]);
  });

  it('refuses a number that is not zero but reads as zero in a single float, at its place', () => {
    const tiny = '(fetch-and-proportion ?s ?ks-1 ?kitchen ?bowl white-sugar 1e-50 g)';
    expect(problemsOf(tiny)).toEqual([
      `3:${tiny.indexOf('1e-50') + 1}: the number 1e-50 is not zero but reads as zero, too small for a single float (the smallest is about 1.4e-45): line not read`,
    ]);
    // zero written as zero, and the smallest single float, still read
    expect(problemsOf('(fetch-and-proportion ?s ?ks-1 ?kitchen ?bowl white-sugar 0.0e5 g)')).toEqual([]);
    expect(problemsOf('(fetch-and-proportion ?s ?ks-1 ?kitchen ?bowl white-sugar 1e-45 g)')).toEqual([]);
  });

  it('names text parsed without a file name, so that its recipes run', () => {
    const file = parseSolutionText(`${K}(fetch ?w ?ks-1 ?kitchen whisk 1)`);
    expect(file.file).toBe(UNNAMED_TEXT);
    expect(file.recipes[0].place.file).toBe(UNNAMED_TEXT);
    const r = simulator().run(file.recipes[0], UNNAMED_TEXT);
    expect(r.status).toBe('ok');
    expect(refusal(() => parseSolutionText('(get-kitchen ?k)', 42 as unknown as string))).toBe('parseSolutionText: the file name must be a string, got a number');
  });
});

describe('a search that runs out of its bound', () => {
  it('hints raising the bound as well as chaining the kitchen states', () => {
    const sim = new Simulator({ maxEvaluations: 1 });
    const text = `${K}(fetch ?w ?ks-1 ?kitchen whisk 1)\n(fetch ?b ?ks-2 ?ks-1 medium-bowl 1)`;
    const [d] = sim.run(parseSolutionText(text, 'p.solution').recipes[0], 'p.solution').diagnostics!;
    expect(d.code).toBe('E_SEARCH_BUDGET');
    // a network that is one chain already cannot be chained further: the bound is what to change
    expect(d.hint).toMatch(/raise the bound \(--max-evaluations, --max-seconds; maxEvaluations, maxMillis in the library\)/);
  });
});

describe('a line waiting on another line that has two root causes', () => {
  it('says "line 2", not "lines 2"', () => {
    const d = diagnosticsOf('(beat ?beaten ?ks-2 ?ks-1 ?nothing ?whisk)\n(mix ?mixed ?ks-3 ?ks-2 ?beaten ?tool)').find((x) => x.code === 'E_WAITING')!;
    expect(d.causes!.length).toBe(2);
    expect(d.message).toBe('mix never ran: waiting for ?ks-2, ?beaten, which follows from line 3');
  });
});
