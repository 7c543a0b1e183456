// The dam break's measured series (IRL_KITCHEN_PHYSICS_DATA): a series the comparison cannot use
// is refused with its place, before any case of `physics validate` simulates.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measuredSeries, PHYSICS_DATA_ENV } from '../physics/validate/dam-break.ts';
import { validateCommand } from '../src/cli/commands/physics.ts';

const saved = process.env[PHYSICS_DATA_ENV];
afterEach(() => {
  if (saved === undefined) delete process.env[PHYSICS_DATA_ENV];
  else process.env[PHYSICS_DATA_ENV] = saved;
});

/** A data folder whose series file holds `text`. */
function dataFolder(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'physprobe6-series-'));
  writeFileSync(join(dir, 'martin-moyce-1952-n2-2-a2.25in.csv'), text);
  return dir;
}

describe('measured dam-break series', () => {
  it('refuses a front of 0, which would make its relative error infinite', () => {
    expect(() => measuredSeries('T,Z\n0.5,0\n0.75,1.1\n', 's.csv')).toThrow("s.csv:2: Z must be > 0 (the front over the column's width), got '0'");
    expect(measuredSeries('T,Z\n0.5,1.05\n', 's.csv')).toEqual([{ T: 0.5, Z: 1.05 }]);
  });

  it('validate refuses a series without a point its verdict reads, before the first case runs', async () => {
    process.env[PHYSICS_DATA_ENV] = dataFolder('T,Z\n0.5,1.02\n0.8,1.2\n');
    const told: string[] = [];
    const run = validateCommand({ size: 'small', backend: 'plain', case: 'hydrostatic,dam-break', progress: (l) => told.push(l) });
    await expect(run).rejects.toThrow(/martin-moyce-1952-n2-2-a2\.25in\.csv: no measured point from T = 1 to 9\.25, which the dam-break case judges \(T 0\.5, 0\.8\)$/);
    expect(told).toEqual([]);
  });

  it('validate tells a missing series before the hydrostatic case simulates', async () => {
    process.env[PHYSICS_DATA_ENV] = join(tmpdir(), 'physprobe6-no-such-folder');
    const told: string[] = [];
    await expect(validateCommand({ size: 'small', backend: 'plain', case: 'hydrostatic,dam-break', progress: (l) => told.push(l) })).rejects.toThrow(/dam-break reference data not found/);
    expect(told).toEqual([]);
  });
});
