// Lines as people and language models write them: Lisp syntax the format lacks, Markdown fences,
// double floats. Each is refused at its place with a message naming what was found.
import { describe, expect, it } from 'vitest';
import { formatProblem, parseSolutionText } from '../src/language/parse-solution.ts';
import { solutionFileDiagnostics } from '../src/diagnostics/index.ts';

const problemsOf = (text: string) => parseSolutionText(text, 'x.solution').problems.map(formatProblem);

describe('reading hand-written and generated networks', () => {
  it('names a string in double quotes and a quoted constant', () => {
    expect(problemsOf('(fetch ?t ?ks ?k "baking-tray" 1)')).toEqual([
      'x.solution:1:18: expected ")"; found a string in double quotes, which .solution files do not have: write names bare (butter, not "butter")',
    ]);
    expect(problemsOf("(fetch ?t ?ks ?k 'baking-tray 1)")[0]).toMatch(/^x\.solution:1:18: expected "\)"; found the quote character '/);
    expect(problemsOf('(fetch ?t ?ks ?k |baking-tray| 1)')[0]).toMatch(/^x\.solution:1:18: .*found the escape character \|/);
    expect(problemsOf("(fetch ?t ?ks ?k #'f 1)")[0]).toMatch(/^x\.solution:1:18: .*found a term starting with #/);
    expect(problemsOf('(fetch ?t ?ks ?k ; the tray\n  baking-tray 1)')[0]).toMatch(/^x\.solution:1:18: expected "\)"; found a ; comment before the predicate closed/);
  });

  it('names a Markdown fence around the network, and still reads the network', () => {
    const text = '```lisp\n#afghan-biscuits\n(get-kitchen ?kitchen)\n  ```\n';
    const parsed = parseSolutionText(text, 'x.solution');
    expect(parsed.problems.map(formatProblem)).toEqual([
      'x.solution:1:1: expected end of line, "(", or "#"; found a Markdown code fence: a .solution file holds the network alone, remove the fence lines around it',
      'x.solution:4:3: expected end of line, "(", or "#"; found a Markdown code fence: a .solution file holds the network alone, remove the fence lines around it',
    ]);
    expect(parsed.recipes.map((r) => [r.id, r.predicates.length])).toEqual([['afghan-biscuits', 1]]);
  });

  it('names text after the closing parenthesis', () => {
    expect(problemsOf('(get-kitchen ?k)) ; x')).toEqual(['x.solution:1:17: expected end of line; found a ")" that closes nothing']);
    expect(problemsOf('(get-kitchen ?k) #afghan-biscuits')).toEqual([
      'x.solution:1:18: expected end of line or "("; found text after the predicate, where only a ; comment may follow',
    ]);
  });

  it('names a Lisp block comment where a recipe id was expected', () => {
    expect(problemsOf('#| notes\n|#')).toEqual([
      'x.solution:1:2: empty recipe id after "#"; found #|, a Lisp block comment, which .solution files do not have: start each comment line with ;',
      'x.solution:2:1: expected end of line, "(", or "#"',
    ]);
  });

  it('refuses double floats, which the reference reads with another value than a single float', () => {
    for (const [token, marker] of [['0.1d0', 'd'], ['1D0', 'D'], ['2.5l0', 'l'], ['1d99', 'd']]) {
      const parsed = parseSolutionText(`#r\n(get-kitchen ?k)\n(f ?a ?b ?k ${token})`, 'x.solution');
      expect(parsed.problems.map(formatProblem)).toEqual([
        `x.solution:3:13: the number ${token} is a double float (exponent marker ${marker}), which irl-kitchen does not read: write it with e, a single float: line not read`,
      ]);
      expect(parsed.recipes[0].predicates.map((p) => p.name)).toEqual(['get-kitchen']);
    }
    // the single-float markers are still read
    const read = parseSolutionText('(f 1e3 1f0 1s-1 .5 -0 +3 1/2 1.)', 'x.solution');
    expect(read.problems).toEqual([]);
    expect(read.recipes[0].predicates[0].args.map((a) => (a.kind === 'number' ? a.text : a.kind))).toEqual(['1000.0', '1.0', '0.1', '0.5', '0', '3', '1/2', '1']);
  });

  it('gives every such problem as an E_SYNTAX diagnostic at its place', () => {
    const parsed = parseSolutionText('#r\n(get-kitchen ?k)\n(f ?a ?b ?k "x")\n', 'x.solution');
    expect(solutionFileDiagnostics(parsed).map((d) => [d.code, d.line, d.column])).toEqual([['E_SYNTAX', 3, 13]]);
  });
});
