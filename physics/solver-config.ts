// A solver's configuration, checked before any buffer is allocated: a step of 0 or NaN gave
// NaN velocities silently (v = Δx/dt), a negative capacity a RangeError from a typed array.
import { InputError } from '../src/errors.ts';
import type { SolverConfig } from './solver.ts';

/** Most particle slots: the grid sorts by float32 indices, exact up to 2^24. */
export const MAX_CAPACITY = 2 ** 24;
/** Most constraint iterations a step may ask for (the scenes use 2–12). */
export const MAX_ITERATIONS = 1000;

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const wholeIn = (v: unknown, most: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= most;
const shown = (v: unknown) => (typeof v === 'number' || v === undefined || v === null ? String(v) : JSON.stringify(v) ?? typeof v);

/** Throws an InputError naming the first field of `c` that no solver can run with. */
export function checkSolverConfig(c: SolverConfig): void {
  const refuse = (field: string, expected: string, got: unknown) => {
    throw new InputError(`Solver: config.${field}: expected ${expected}, got ${shown(got)}`);
  };
  if (c.dim !== 2 && c.dim !== 3) refuse('dim', '2 or 3', c.dim);
  if (!positive(c.spacing)) refuse('spacing', 'a finite number of metres > 0', c.spacing);
  if (c.hRatio !== undefined && !positive(c.hRatio)) refuse('hRatio', 'a finite number > 0', c.hRatio);
  if (!positive(c.dt)) refuse('dt', 'a finite number of seconds > 0', c.dt);
  if (!wholeIn(c.capacity, MAX_CAPACITY)) refuse('capacity', `an integer from 0 to ${MAX_CAPACITY}`, c.capacity);
  if (!wholeIn(c.iterations, MAX_ITERATIONS)) refuse('iterations', `an integer from 0 to ${MAX_ITERATIONS}`, c.iterations);
  if (c.gravity !== undefined && !Number.isFinite(c.gravity)) refuse('gravity', 'a finite number (m/s²)', c.gravity);
  for (const end of ['min', 'max'] as const) {
    const corner = c.domain?.[end];
    if (!Array.isArray(corner) || corner.length !== 3 || !corner.every((x) => Number.isFinite(x))) refuse(`domain.${end}`, 'three finite numbers', corner);
  }
  const axis = c.domain.min.findIndex((lo, k) => c.domain.max[k] < lo);
  if (axis >= 0) refuse(`domain.max[${axis}]`, `at least domain.min[${axis}] (${c.domain.min[axis]})`, c.domain.max[axis]);
  // the grid's cells are a smoothing length across (physics/grid.ts)
  const h = c.spacing * (c.hRatio ?? 2);
  const across = (k: number) => Math.max(1, Math.ceil((c.domain.max[k] - c.domain.min[k]) / h));
  const cells = across(0) * across(1) * (c.dim === 3 ? across(2) : 1);
  if (cells > MAX_CAPACITY) refuse('domain', `at most ${MAX_CAPACITY} grid cells of ${h} m (a larger spacing or a smaller domain)`, cells);
}
