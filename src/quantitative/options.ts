// The arguments of `runQuantitative`, checked before anything runs: a wrong one is an InputError
// naming it, never a TypeError from deep inside the engine or a run whose figures are NaN.
import { didYouMean } from '../did-you-mean.ts';
import { InputError, requireChoice } from '../errors.ts';
import { looksLikeSimulator } from '../tasks/arguments.ts';
import type { QuantitativeOptions } from './run.ts';

export const BACKEND_NAMES = ['auto', 'cpu', 'webasm', 'webgpu', 'plain'] as const;
/** Bounds of `maxParticles`: a pour's fewest particles, and the bench's largest scene. */
export const MAX_PARTICLES_RANGE = [32, 65_536] as const;
/** Bounds of `resolution`: particles across a pour's target container. */
export const RESOLUTION_RANGE = [4, 200] as const;
const KEYS = ['backend', 'materialFiles', 'maxParticles', 'resolution', 'feedback', 'signal'];

/** The options with every field checked (absent ones stay absent). */
export function checkQuantitativeArgs(sim: unknown, file: unknown, options: unknown): QuantitativeOptions {
  if (!looksLikeSimulator(sim)) throw new InputError(`runQuantitative: simulator: expected a Simulator, got ${describe(sim)}`);
  if (typeof file !== 'string') throw new InputError(`runQuantitative: file: expected a file name (string), got ${describe(file)}`);
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new InputError(`runQuantitative: options: expected an object, got ${describe(options)}`);
  const o = options as Record<string, unknown>;
  const unknown = Object.keys(o).find((k) => !KEYS.includes(k));
  if (unknown !== undefined) throw new InputError(`runQuantitative: options.${unknown}: unknown option (options: ${KEYS.join(', ')})${didYouMean(unknown, KEYS)}`);
  if (o.backend !== undefined) requireChoice('runQuantitative: options.backend', o.backend, BACKEND_NAMES);
  if (o.materialFiles !== undefined && (!Array.isArray(o.materialFiles) || !o.materialFiles.every((f) => typeof f === 'string' && f !== '')))
    throw new InputError(`runQuantitative: options.materialFiles: expected an array of file names, got ${describe(o.materialFiles)}`);
  integerIn('maxParticles', o.maxParticles, MAX_PARTICLES_RANGE);
  integerIn('resolution', o.resolution, RESOLUTION_RANGE);
  if (o.feedback !== undefined && typeof o.feedback !== 'boolean') throw new InputError(`runQuantitative: options.feedback: expected true or false, got ${describe(o.feedback)}`);
  if (o.signal !== undefined && !(o.signal instanceof AbortSignal)) throw new InputError(`runQuantitative: options.signal: expected an AbortSignal, got ${describe(o.signal)}`);
  return o as QuantitativeOptions;
}

function integerIn(name: string, v: unknown, [least, most]: readonly [number, number]) {
  if (v === undefined) return;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < least || v > most)
    throw new InputError(`runQuantitative: options.${name}: expected an integer from ${least} to ${most}, got ${describe(v)}`);
}

function describe(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (v === null || v === undefined) return String(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v);
  if (Array.isArray(v)) return `an array of ${v.length}`;
  if (typeof v !== 'object') return typeof v;
  const name = (v as object).constructor?.name;
  return name && name !== 'Object' ? `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}` : 'an object';
}
