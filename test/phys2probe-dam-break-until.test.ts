// `physics dam-break --until T` with T between two quarters: the points stopped at the quarter
// before it, and a measured point past that quarter was compared with the front held there.
import { describe, expect, it } from 'vitest';
import { damBreakCommand } from '../src/cli/commands/physics.ts';
import { sampleTimes } from '../physics/validate/dam-break.ts';

describe('dam-break --until', () => {
  it('samples every quarter and the time asked for last', () => {
    expect(sampleTimes(0.3)).toEqual([0.25, 0.3]);
    expect(sampleTimes(0.5)).toEqual([0.25, 0.5]);
    expect(sampleTimes(0.25)).toEqual([0.25]);
    expect(sampleTimes(1.1).at(-1)).toBe(1.1);
  });

  it('prints the last time asked for', async () => {
    const points = await damBreakCommand({ resolution: '4', until: '0.3', column: '1.125in', releaseMs: '0' });
    expect(points.map((p) => p.T)).toEqual([0.25, 0.3]);
    // the column has moved by then: the front is past its starting width
    expect(points[1].Z).toBeGreaterThanOrEqual(points[0].Z);
  });

  it('compares a measured point past the last quarter with a simulated front', async () => {
    const points = await damBreakCommand({ resolution: '4', until: '0.9' });
    const measured = points.filter((p) => p.measured !== undefined);
    expect(measured.length).toBeGreaterThan(0);
    const last = measured.at(-1)!;
    const before = points.filter((p) => p.measured === undefined && p.T < last.T).at(-1)!;
    const after = points.find((p) => p.measured === undefined && p.T > last.T)!;
    expect(after.T).toBe(0.9);
    // interpolated between the samples around it, not the front held at the quarter before
    expect(last.Z).toBeGreaterThan(before.Z);
    expect(last.Z).toBeLessThan(after.Z);
  });
});
