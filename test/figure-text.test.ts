// `physics validate` without --json: each case's figures in one short line, not its JSON.
import { describe, expect, it } from 'vitest';
import { figureText } from '../src/cli/figure-text.ts';

describe('figure text', () => {
  it('gives scalars to four digits, nested ones by their path, and series by their length', () => {
    const figures = { material: 'water', resolution: 16, maxRelError: 0.1191929912318317, within: true, points: [{ T: 1 }, { T: 2 }], instant: { maxRelError: 0.098038349, points: [{ T: 1 }] } };
    expect(figureText(figures)).toBe('material water, resolution 16, maxRelError 0.1192, within true, points: 2 entries, instant.maxRelError 0.09804, instant.points: 1 entry');
  });
});
