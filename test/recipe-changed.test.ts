// A recipe changed in place after a run is run as it now is: the shape check and the compiled
// program were kept per recipe object, so a predicate added or an argument replaced afterwards
// was ignored and the old network's result came back.
import { describe, expect, it } from 'vitest';
import { parseSolutionText, Simulator } from '../src/index.ts';
import { recipeVersion } from '../src/language/recipe-version.ts';

const sim = new Simulator();
const read = () => parseSolutionText('#x\n(get-kitchen ?k)\n(fetch ?w ?k2 ?k whisk 1)\n', 'x.solution').recipes[0];

describe('a recipe changed in place between runs', () => {
  it('a predicate added is executed; one that is not well formed is refused', () => {
    const r = read();
    expect(sim.run(r, 'x.solution').execution?.steps.length).toBe(2);
    const more = parseSolutionText('#x\n(fetch ?b ?k3 ?k2 medium-bowl 1)\n', 'x.solution').recipes[0].predicates[0];
    r.predicates.push({ ...more, index: 2 });
    expect(sim.run(r, 'x.solution').execution?.steps.length).toBe(3);
    r.predicates.push({ ...more, args: [null as never], index: 3 });
    const bad = sim.run(r, 'x.solution');
    expect(bad.status).toBe('error');
    expect(bad.messages.join('\n')).toMatch(/predicates\[3\]\.args\[0\]: expected a term/);
  });

  it('an argument replaced or renamed in place is read anew', () => {
    const r = read();
    expect(sim.run(r, 'x.solution').status).toBe('ok');
    const whisk = r.predicates[1].args[3] as { kind: 'symbol'; name: string };
    whisk.name = 'no-such-tool';
    const renamed = sim.run(r, 'x.solution');
    expect(renamed.status).toBe('error');
    expect((renamed.diagnostics ?? []).map((d) => d.code)).toContain('E_UNKNOWN_CONCEPT');
    whisk.name = 'whisk';
    expect(sim.run(r, 'x.solution').status).toBe('ok');
  });

  it('an unchanged recipe keeps its version (its checks and program are reused)', () => {
    const r = read();
    const v = recipeVersion(r);
    sim.run(r, 'x.solution');
    expect(recipeVersion(r)).toBe(v);
    r.predicates.pop();
    expect(recipeVersion(r)).not.toBe(v);
  });
});
