// `--backend auto`: plain JavaScript for a kitchen step's scene, webasm for large ones, split over
// worker threads where there is a second core.
import { describe, expect, it } from 'vitest';
import { autoChoice, PLAIN_BELOW } from '../../physics/auto-backend.ts';

describe('auto backend', () => {
  it('keeps scenes below the threshold in plain JavaScript, whatever the machine', () => {
    expect(autoChoice(PLAIN_BELOW - 1, 16)).toBe('plain');
    expect(autoChoice(256, 1)).toBe('plain');
  });

  it('splits a large scene over worker threads where there is a second core', () => {
    expect(autoChoice(PLAIN_BELOW, 2)).toBe('webasm-threads');
    expect(autoChoice(65_536, 16)).toBe('webasm-threads');
    expect(autoChoice(65_536, 1)).toBe('webasm');
  });
});
