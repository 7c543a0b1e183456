// checkActionProperties with options a researcher combines: conservation named in `properties`
// was checked on networks with single-float amounts (a mix of sugar by the teaspoon and an apple
// "lost" the apple's grams), a replay path without its seed replayed nothing, and an empty list
// of properties passed having checked none.
import { describe, expect, it } from 'vitest';
import { checkActionProperties, Simulator } from '../src/testing/index.ts';

const sim = new Simulator();

describe('checkActionProperties option combinations', () => {
  it('checks conservation named in properties on exact networks, as with conserves', () => {
    const report = checkActionProperties(sim, 'mix', { properties: ['conservation'], numRuns: 50, seed: 1 });
    expect(report.ok ? '' : report.message).toBe('');
    expect(report.ok && report.executed).toBeGreaterThan(10);
    // and still finds a transfer into its own source losing the contents
    const lossy = checkActionProperties(sim, 'transfer-contents', { properties: ['conservation'], aliasing: true, numRuns: 100, seed: 42 });
    expect(!lossy.ok && lossy.property).toBe('conservation');
  });

  it('refuses a replay path without its seed, and an empty list of properties', () => {
    const noSeed = checkActionProperties(sim, 'mix', { path: '16:1:1', numRuns: 1 });
    expect(!noSeed.ok && [noSeed.property, noSeed.message]).toEqual(['options', "mix: option path replays the cases of a seed: give the report's seed with it ({ seed, path })"]);
    const none = checkActionProperties(sim, 'mix', { properties: [], numRuns: 1, seed: 1 });
    expect(!none.ok && none.property).toBe('options');
    expect(!none.ok && none.message).toMatch(/^mix: option properties must be a non-empty list of no-throw, /);
  });
});
