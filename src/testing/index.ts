// irl-kitchen/testing: fast-check generators for kitchens, ingredients, amounts, action calls and
// networks (valid and broken), invariants of a run, and ready-made property checks for actions.
// See docs/TESTING.md.
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
export * from './check-action.ts';
export * from './random-networks.ts';
// the simulator to check actions on, so that one import is enough
export { Simulator, type SimulatorOptions, type RecipeRun } from '../simulator.ts';
// numbers as runs hold them (exact integers and ratios, single-floats)
export { formatNum, toDouble, type Num } from '../numbers/num.ts';
