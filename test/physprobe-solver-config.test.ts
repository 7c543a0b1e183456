// Solver.create refuses a configuration no step can run with, naming the field, before any
// buffer is allocated: a step of 0 or NaN ran and gave NaN velocities, a negative capacity was a
// RangeError from a typed array, a huge domain one from the grid.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { plainKernels } from '../physics/plain.ts';
import { type SolverConfig, Solver } from '../physics/solver.ts';
import { MAX_CAPACITY } from '../physics/solver-config.ts';

const GOOD: SolverConfig = { dim: 2, spacing: 0.004, domain: { min: [0, 0, 0], max: [0.1, 0.1, 0] }, capacity: 100, dt: 0.001, iterations: 4 };
const create = (change: Partial<Record<keyof SolverConfig, unknown>>) => Solver.create({ ...GOOD, ...change } as SolverConfig, plainKernels);

describe('Solver.create: its configuration', () => {
  it.each([
    [{ dt: 0 }, 'dt: expected a finite number of seconds > 0, got 0'],
    [{ dt: NaN }, 'dt: expected a finite number of seconds > 0, got NaN'],
    [{ dt: -0.001 }, 'dt: expected a finite number of seconds > 0, got -0.001'],
    [{ dt: Infinity }, 'dt: expected a finite number of seconds > 0, got Infinity'],
    [{ spacing: 0 }, 'spacing: expected a finite number of metres > 0, got 0'],
    [{ capacity: -1 }, `capacity: expected an integer from 0 to ${MAX_CAPACITY}, got -1`],
    [{ capacity: 1e10 }, `capacity: expected an integer from 0 to ${MAX_CAPACITY}, got 10000000000`],
    [{ iterations: 2.5 }, 'iterations: expected an integer from 0 to 1000, got 2.5'],
    [{ dim: 4 }, 'dim: expected 2 or 3, got 4'],
    [{ domain: { min: [0.1, 0, 0], max: [0, 0.1, 0] } }, 'domain.max[0]: expected at least domain.min[0] (0.1), got 0'],
    [{ domain: { min: [0, 0, 0], max: [1e6, 1e6, 0] } }, 'domain: expected at most 16777216 grid cells of 0.008 m (a larger spacing or a smaller domain), got '],
  ])('refuses %j', async (change, message) => {
    const made = create(change);
    await expect(made).rejects.toBeInstanceOf(InputError);
    await expect(made).rejects.toThrow(`Solver: config.${message}`);
  });

  it('still steps a good configuration, an empty one included', async () => {
    for (const capacity of [0, 100]) {
      const s = await create({ capacity });
      await s.step();
      expect(s.time).toBeCloseTo(GOOD.dt, 12);
    }
  });
});
