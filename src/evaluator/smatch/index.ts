// Smatch between two networks, as the benchmark's customised smatch.py scores them.
//
//   smatch(predicted, gold)            // → { precision, recall, f, matched, predictedTriples, goldTriples }
//   smatch(predicted, gold, { mode: 'reference', seed: 7 })   // the script's own search, seeded
//
// Networks become triples exactly as the script builds them from the evaluator's text (smatchText).
// The score is the largest number of triples matched under a one-to-one node mapping; finding it
// is NP-hard, so both modes search. 'reference' replays the script: a smart start and random
// restarts, each improved by steepest-ascent hill climbing. 'best' (default) first tries two
// structural starts, which recover renamed or permuted copies exactly, then the script's starts,
// each improved by a cheaper first-improvement search, and keeps the best; it stops early once an
// upper bound is reached. Both are deterministic for a given seed.
import { InputError, requireChoice } from '../../errors.ts';
import type { Predicate } from '../../language/ast.ts';
import { kindOfValue, predicatesProblem } from '../../language/check-recipe.ts';
import { formatPlace } from '../../language/parse-solution.ts';
import { optionsOf } from '../../tasks/arguments.ts';
import { Climber, type Mapping } from './climber.ts';
import { buildPool } from './pool.ts';
import { KEY_LIMIT, randomSource, randomStart, REFINEMENT_ROUNDS, refinedColours, smartStart, structuralStart } from './starts.ts';

/** The two searches (see SmatchOptions.mode). */
export const SMATCH_MODES = ['best', 'reference'] as const;
import { type Network, networkFromText, smatchText as networkText, tripleCount, upperBound } from './text.ts';
import { MAX_PREDICATES } from '../../engine/program.ts';

/** The string the reference passes to smatch.py; a value that is not an array of predicates is an InputError naming it. */
export function smatchText(predicates: Predicate[]): string {
  checkNetwork(predicates, 'given', 'smatchText', Infinity);
  return networkText(predicates);
}

/** Smatch of two networks: precision M/T, recall M/G and F-score 2M/(T+G) over their triples. */
export interface SmatchResult {
  precision: number;
  recall: number;
  f: number;
  /** M: triples matched under the best mapping found. */
  matched: number;
  /** T: triples of the predicted network. */
  predictedTriples: number;
  /** G: triples of the gold network. */
  goldTriples: number;
}

export interface SmatchOptions {
  /** 'best' (default): structural starts plus the script's starts; 'reference': the script's search only. */
  mode?: (typeof SMATCH_MODES)[number];
  /** Random starts after the smart one; default 4, as the script. */
  restarts?: number;
  /** Seed of the restarts' random generator; default 0. */
  seed?: number;
}

// ---------------------------------------------------------------------------------------------

/** Smatch of a predicted network against a gold one (P = M/T, R = M/G, F = 2M/(T+G)). */
export function smatch(predicted: Predicate[], gold: Predicate[], options: SmatchOptions | null = {}): SmatchResult {
  checkNetwork(predicted, 'predicted');
  checkNetwork(gold, 'gold');
  return search(networkFromText(networkText(predicted)), networkFromText(networkText(gold)), checkOptions(options, 'smatch'), null);
}

/**
 * A network is an array of predicates; a Recipe or a SolutionFile passed instead is named. `limit`:
 * smatch's match tables grow with the product of the two networks' sizes; the text alone does not.
 */
function checkNetwork(value: unknown, which: string, where = 'smatch', limit = MAX_PREDICATES): void {
  if (Array.isArray(value)) {
    if (value.length > limit) throw new InputError(`${where}: the ${which} network has ${value.length} predicates, more than the ${limit} a network may hold`);
    const bad = predicatesProblem(value, { file: '', line: 1, column: 1 });
    if (bad) throw new InputError(`${where}: the ${which} network: ${bad.place.file ? `${formatPlace(bad.place)}: ` : ''}${bad.message}`);
    return;
  }
  const hint = value !== null && typeof value === 'object' && Array.isArray((value as { predicates?: unknown }).predicates) ? ': pass its .predicates' : '';
  throw new InputError(`${where}: the ${which} network must be an array of predicates, got ${kindOfValue(value)}${hint}`);
}

/** The options smatch takes. */
const SMATCH_OPTIONS = ['mode', 'restarts', 'seed'];

/** The options, or an InputError for a wrong one: a typo (`mod: 'best'`) must not pick the default search silently. */
function checkOptions(given: SmatchOptions | null | undefined, where: string): SmatchOptions {
  const options = optionsOf(given, where, SMATCH_OPTIONS);
  const { mode, restarts, seed } = options;
  if (mode !== undefined) requireChoice(`${where} mode`, mode, SMATCH_MODES);
  if (restarts !== undefined && !(Number.isSafeInteger(restarts) && restarts >= 0)) throw new InputError(`${where} restarts: expected a whole number from 0, got ${String(restarts)}`);
  if (seed !== undefined && !Number.isFinite(seed)) throw new InputError(`${where} seed: expected a number, got ${String(seed)}`);
  return options;
}

/** `smatch` with the triples of both networks and the node mapping that matched M of them, for explanations. */
export function smatchWithMapping(predicted: Predicate[], gold: Predicate[], options: SmatchOptions | null = {}): SmatchResult & { predicted: Network; gold: Network; mapping: Mapping } {
  checkNetwork(predicted, 'predicted', 'smatchWithMapping');
  checkNetwork(gold, 'gold', 'smatchWithMapping');
  const checked = checkOptions(options, 'smatchWithMapping');
  const a = networkFromText(networkText(predicted));
  const b = networkFromText(networkText(gold));
  const kept = { mapping: new Int32Array(a.labels.length).fill(-1) as Mapping };
  return { ...search(a, b, checked, kept), predicted: a, gold: b, mapping: kept.mapping };
}

/** The search; `keep`, when given, receives a copy of the best mapping found. */
function search(a: Network, b: Network, options: SmatchOptions, keep: { mapping: Mapping } | null): SmatchResult {
  const { mode = 'best', restarts = 4, seed = 0 } = options;
  const T = tripleCount(a);
  const G = tripleCount(b);
  if (T === 0 || G === 0) return { precision: 0, recall: 0, f: 0, matched: 0, predictedTriples: T, goldTriples: G };
  const pool = buildPool(a, b);
  const random = randomSource(seed);
  const starts: (() => Mapping)[] = [];
  if (mode === 'best' && pool.n1 * pool.n2 <= KEY_LIMIT) {
    const colours = refinedColours(a, b, REFINEMENT_ROUNDS);
    starts.push(() => structuralStart(pool, colours, 'agreement'));
    starts.push(() => structuralStart(pool, colours, 'gain'));
  }
  starts.push(() => smartStart(pool, a, b, random));
  for (let r = 0; r < restarts; r++) starts.push(() => randomStart(pool, random));
  const bound = upperBound(a, b);
  let M = 0;
  for (const start of starts) {
    const climber = new Climber(pool, start());
    const found = mode === 'best' ? climber.settle() : climber.climb();
    if (keep && (found > M || M === 0)) keep.mapping = climber.m.slice();
    M = Math.max(M, found);
    if (M === bound) break; // nothing can do better
  }
  return { precision: M / T, recall: M / G, f: (2 * M) / (T + G), matched: M, predictedTriples: T, goldTriples: G };
}
