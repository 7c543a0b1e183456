/**
 * irl-kitchen/testing: fast-check generators for kitchens, ingredients, amounts, action calls and
 * networks (valid and broken), invariants of a run, and ready-made property checks for actions.
 * Needs fast-check installed beside irl-kitchen. See docs/TESTING.md.
 * @packageDocumentation
 */

/** fast-check itself, the same instance the generators use, so one import is enough. */
export { default as fc } from 'fast-check';
export * from './network.ts';
export * from './kitchen-facts.ts';
export * from './ingredients.ts';
export * from './amounts.ts';
export * from './kitchen-states.ts';
export * from './action-calls.ts';
export * from './networks.ts';
export * from './broken-networks.ts';
export * from './text-mutations.ts';
export * from './transformations.ts';
export * from './run-network.ts';
export * from './fingerprint.ts';
export * from './invariants.ts';
export * from './tool-invariants.ts';
export * from './check-action.ts';
export * from './random-networks.ts';
/** The upper bounds on the generators' counts (docs/TESTING.md). */
export { KIT_LIMITS } from './argument-checks.ts';
/** The simulator to check actions on, so that one import is enough. */
export { Simulator, type SimulatorOptions, type RecipeRun } from '../simulator.ts';
/** Numbers as runs hold them (exact integers and ratios, single-floats). */
export { formatNum, toDouble, type Num } from '../numbers/num.ts';
