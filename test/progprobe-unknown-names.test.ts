// An unknown name of a network carries, as values, what it stood for (an action, a unit, a class)
// and whether a known name was proposed: the hint about --rules or --ontology follows from those,
// not from the message's words.
import { describe, expect, it } from 'vitest';
import { explainProblems } from '../src/diagnostics/explain.ts';
import { buildProgram, type ProgramProblem } from '../src/engine/program.ts';
import { Factory } from '../src/kitchen/entity.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { simulator } from './support/simulate.ts';

/** The program problems of a network text. */
function problemsOf(lines: string): ProgramProblem[] {
  const sim = simulator();
  const recipe = parseSolutionText(`(get-kitchen ?kitchen)\n${lines}`, 'test.solution').recipes[0];
  return buildProgram(recipe, sim.inventory, new Factory(sim.world.ontology)).problems;
}

const proportion = (ingredient: string, unit: string) => `(fetch-and-proportion ?x ?ks ?kitchen ?bowl ${ingredient} 230 ${unit})`;

describe('an unknown name of a network', () => {
  it('says what it stood for and whether a known name was proposed', () => {
    expect(problemsOf('(frobnicate ?a ?kitchen)')[0].unknown).toEqual({ slot: 'action', suggested: false });
    expect(problemsOf('(fetch-and-proportoin ?x ?ks ?kitchen ?bowl butter 230 g)')[0].unknown).toEqual({ slot: 'action', suggested: true });
    expect(problemsOf(proportion('saffron', 'g'))[0].unknown).toEqual({ slot: 'class', suggested: false });
    expect(problemsOf(proportion('buter', 'g'))[0].unknown).toEqual({ slot: 'class', suggested: true });
    expect(problemsOf(proportion('butter', 'grams'))[0].unknown).toEqual({ slot: 'unit', suggested: true });
    expect(problemsOf(proportion('butter', 'zorkmid'))[0].unknown).toEqual({ slot: 'unit', suggested: false });
  });

  it('keeps its hint when the message is worded otherwise', () => {
    const hints = (lines: string, reword: (m: string) => string) =>
      explainProblems(problemsOf(lines).map((p) => ({ ...p, message: reword(p.message) }))).diagnostics.map((d) => d.hint);
    const reworded = () => 'no such name here';
    for (const [lines, hint] of [
      ['(frobnicate ?a ?kitchen)', /--rules DIR/],
      [proportion('saffron', 'g'), /--ontology FILE/],
    ] as const) {
      expect(hints(lines, (m) => m)[0]).toMatch(hint);
      expect(hints(lines, reworded)[0]).toMatch(hint);
    }
    // a name that was proposed, or a unit, gets no hint about loading files, however worded
    expect(hints('(fetch-and-proportoin ?x ?ks ?kitchen ?bowl butter 230 g)', (m) => m.replace(' (did you mean', ' (perhaps'))).toEqual([undefined]);
    expect(hints(proportion('buter', 'g'), (m) => m.replace(' (did you mean', ' (perhaps'))).toEqual([undefined]);
    expect(hints(proportion('butter', 'zorkmid'), (m) => `unknown ingredient ${m}`)).toEqual([undefined]);
  });
});
