// runQuantitative's arguments: a wrong one is an InputError naming it, before anything runs.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { runQuantitative } from '../../src/quantitative/index.ts';
import { Simulator } from '../../src/simulator.ts';

const recipe = parseSolutionText('#r\n(get-kitchen ?kitchen)\n', 'n.solution').recipes[0];

describe('runQuantitative arguments', () => {
  const sim = new Simulator();
  const refused = async (options: unknown, message: RegExp) => {
    const run = runQuantitative(sim, recipe, 'n.solution', options as never);
    await expect(run).rejects.toBeInstanceOf(InputError);
    await expect(run).rejects.toThrow(message);
  };

  it('refuses an unknown backend by name, not with the particle library\'s own error', async () => {
    await refused({ backend: 'cuda' }, /^runQuantitative: options\.backend: expected "auto", "cpu", "webasm", "webgpu" or "plain", got "cuda"$/);
  });

  it('refuses particle counts and resolutions that are not whole numbers in range (they gave NaN figures or ran silently)', async () => {
    for (const v of [-5, 0, NaN, 2.5, '48', 1e9]) await refused({ maxParticles: v }, /^runQuantitative: options\.maxParticles: expected an integer from 32 to 65536, got /);
    for (const v of [-1, 0, NaN, Infinity, 1e6]) await refused({ resolution: v }, /^runQuantitative: options\.resolution: expected an integer from 4 to 200, got /);
  });

  it('refuses a bad options object, file list, flag or simulator with an InputError, never a TypeError', async () => {
    await refused(null, /^runQuantitative: options: expected an object, got null$/);
    await refused(5, /options: expected an object, got 5/);
    await refused({ materialFiles: 'x.yaml' }, /options\.materialFiles: expected an array of file names, got "x\.yaml"/);
    await refused({ feedback: 'yes' }, /options\.feedback: expected true or false, got "yes"/);
    await refused({ maxParticle: 64 }, /options\.maxParticle: unknown option \(options: backend, materialFiles, maxParticles, resolution, feedback, signal\)/);
    await expect(runQuantitative(null as never, recipe, 'n.solution')).rejects.toThrow(/^runQuantitative: simulator: expected a Simulator, got null$/);
    await expect(runQuantitative(sim, recipe, 42 as never)).rejects.toThrow(/^runQuantitative: file: expected a file name \(string\), got 42$/);
  });

  it('still runs with good options', async () => {
    const q = await runQuantitative(sim, recipe, 'n.solution', { backend: 'plain', maxParticles: 64, resolution: 20, feedback: false });
    expect(q.status).toBe('ok');
    expect(q.physics).toEqual([null]);
  });
});
