// A value outside a set of choices gets a "did you mean" wherever it is refused: the library's
// requireChoice, the physics command's --case, --backend and --column, runQuantitative's backend.
import { describe, expect, it } from 'vitest';
import { damBreakCommand, validateCommand } from '../src/cli/commands/physics.ts';
import { requireChoice } from '../src/errors.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';
import { refusal } from './support/thrown.ts';

describe('requireChoice', () => {
  it('keeps its wording and adds the closest choice to a misspelt string', () => {
    expect(refusal(() => requireChoice('form', 'templtes', ['lines', 'templates']))).toBe('form: expected "lines" or "templates", got "templtes" (did you mean templates?)');
  });

  it('adds nothing when no choice is close, or the value is no string', () => {
    expect(refusal(() => requireChoice('form', 'zzzzzz', ['lines', 'templates']))).toBe('form: expected "lines" or "templates", got "zzzzzz"');
    expect(refusal(() => requireChoice('form', 5, ['lines', 'templates']))).toBe('form: expected "lines" or "templates", got 5');
  });

  it('reaches runQuantitative: a backend of gpu is pointed at a real one', async () => {
    const recipe = parseSolutionText('#r\n(get-kitchen ?kitchen)\n', 'n.solution').recipes[0];
    await expect(runQuantitative(new Simulator(), recipe, 'n.solution', { backend: 'gpu' as never })).rejects.toThrow(
      /^runQuantitative: options\.backend: expected "auto", "cpu", "webasm", "webgpu" or "plain", got "gpu" \(did you mean cpu\?\)$/,
    );
  });
});

describe('physics command choices', () => {
  it('suggests the case meant by a misspelt --case, before anything is loaded', async () => {
    await expect(validateCommand({ case: 'rigid,hydrostatc' })).rejects.toThrow(/^--case: unknown case 'hydrostatc' \(cases: .*\) \(did you mean hydrostatic\?\)$/);
  });

  it('names an empty case in the list rather than an unknown case \'\'', async () => {
    await expect(validateCommand({ case: 'rigid,' })).rejects.toThrow("--case: an empty case name in 'rigid,' (a comma too many?)");
  });

  it('refuses a size outside full and small, and a case list that is no text, as the flags are (they ran at full size, or threw a TypeError)', async () => {
    await expect(validateCommand({ size: 'smal' as never, case: 'rigid' })).rejects.toThrow(/^--size: expected one of full, small, got 'smal' \(did you mean small\?\)$/);
    await expect(validateCommand({ case: 5 as never })).rejects.toThrow(/^--case: expected comma-separated case names, got number$/);
  });

  it('suggests the backend and the column meant', async () => {
    await expect(validateCommand({ backend: 'webgu' })).rejects.toThrow(/^--backend: expected one of cpu, webasm, webgpu, plain, auto, got 'webgu' \(did you mean webgpu\?\)$/);
    await expect(damBreakCommand({ backend: 'plain', column: '2.25', until: '0.25', resolution: '4' })).rejects.toThrow(/^--column: expected one of 2\.25in, 1\.125in, got '2\.25' \(did you mean 2\.25in\?\)$/);
  });
});
