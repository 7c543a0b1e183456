// runQuantitative's recipe argument: a wrong one is refused under the function's own name (it
// was refused as `Simulator.run: …`, a call the user never made, after the materials loaded).
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';

describe('runQuantitative: the recipe argument', () => {
  const sim = new Simulator();
  it.each([
    ['null', null, 'null'],
    ['the text', '(get-kitchen ?k)', 'a string'],
    ['the whole file', parseSolutionText('#r\n(get-kitchen ?k)\n', 'n.solution'), 'a SolutionFile'],
  ])('refuses %s, naming runQuantitative', async (_what, recipe, kind) => {
    const run = runQuantitative(sim, recipe as never, 'n.solution');
    await expect(run).rejects.toBeInstanceOf(InputError);
    await expect(run).rejects.toThrow(new RegExp(`^runQuantitative: recipe: expected a Recipe, got ${kind}`));
  });
});
