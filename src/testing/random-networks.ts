// Arbitraries for random networks that know the vocabulary but not the rules: calls of random
// actions of the inventory (and some unknown ones), about the right number of arguments, each a
// variable from a small shared pool or a constant of any kind (classes, numbers odd and plain,
// lists). Most do not execute; all must come back as a status with messages.
//
//   fc.sample(randomNetworkArbitrary(kitchenFacts(sim)), 1)  // [{ lines: [(mix ?v3 5 ?v1 butter ?v3) …] }]
import fc from 'fast-check';
import { aboveLimit, checkedKeys, failer, KIT_LIMITS, requireFacts, shown, whole } from './argument-checks.ts';
import type { KitchenFacts } from './kitchen-facts.ts';
import { constant, type Network, type NetworkArg, type NetworkLine, variable } from './network.ts';

/** Size and vocabulary of random (mostly invalid) networks. */
export interface RandomNetworkConstraints {
  /** Lines (default 1 to 12, or to minLines when that is more). */
  minLines?: number;
  maxLines?: number;
  /** Size of the shared variable pool (default 12): smaller pools link more lines. */
  variables?: number;
  /** Start with `(get-kitchen ?v0)` (default: most of the time). */
  getKitchen?: boolean;
}

/** Throws an InputError naming a constraint that is not one randomNetworkArbitrary takes. */
function checkedRandomConstraints(facts: KitchenFacts, constraints: RandomNetworkConstraints): void {
  const fn = 'randomNetworkArbitrary';
  const fail = failer(fn);
  requireFacts(fn, facts);
  checkedKeys(fn, constraints, ['minLines', 'maxLines', 'variables', 'getKitchen'], '{ minLines: 1, maxLines: 12 }');
  const { minLines, maxLines, variables, getKitchen } = constraints;
  if (minLines !== undefined && !whole(minLines, 0)) fail(`minLines must be a whole number of at least 0, got ${shown(minLines)}`);
  const min = minLines ?? 1;
  if (maxLines !== undefined && !whole(maxLines, min)) fail(`maxLines must be a whole number of at least minLines (${min}), got ${shown(maxLines)}`);
  for (const [name, v] of [['minLines', minLines], ['maxLines', maxLines]] as const) {
    const over = aboveLimit(name, v, KIT_LIMITS.lines, "the kit's bound on a random network's lines, KIT_LIMITS.lines");
    if (over) fail(over);
  }
  if (variables !== undefined && !whole(variables, 1)) fail(`variables must be a whole number of at least 1, got ${shown(variables)}`);
  if (getKitchen !== undefined && typeof getKitchen !== 'boolean') fail(`getKitchen must be true or false, got ${shown(getKitchen)}`);
}

/** Numbers of every shape the reader accepts, plain and extreme. */
const NUMBERS = ['0', '1', '2', '15', '180', '-5', '1/2', '-1/3', '0.5', '2.5', '1e3', '3.4e38', '1e-40', '123456789012345678901234567890', '7/123456789012345678901'];

/** A random network (see the module comment). */
export function randomNetworkArbitrary(facts: KitchenFacts, constraints: RandomNetworkConstraints = {}): fc.Arbitrary<Network> {
  checkedRandomConstraints(facts, constraints);
  const inventory = facts.simulator.inventory;
  const names = inventory.names();
  const pool = Math.max(1, constraints.variables ?? 12);
  const classes = [...facts.simulator.world.ontology.classes.keys()].sort();
  const ingredients = facts.ingredients.map((i) => i.cls);
  const constant_: fc.Arbitrary<NetworkArg> = fc.oneof(
    { arbitrary: fc.constantFrom(...ingredients).map(constant), weight: 3 },
    { arbitrary: fc.constantFrom(...classes).map(constant), weight: 3 },
    { arbitrary: fc.constantFrom(...NUMBERS).map(constant), weight: 3 },
    { arbitrary: fc.integer({ min: -10, max: 1000 }).map(constant), weight: 2 },
    { arbitrary: fc.constantFrom('()', '(butter 1/2)', '(?v0 ?v1)', '((a))', 'unknown-class').map(constant), weight: 1 },
  );
  const action = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 12 },
    { arbitrary: fc.constantFrom('get-kitchen', 'fetch-and-proportion', 'transfer-contents', 'mix'), weight: 4 },
    { arbitrary: fc.constantFrom('no-such-action', 'mixx', 'Mix', 'get_kitchen'), weight: 1 },
  );
  // per line: distinct variables (a repeated argument is refused before anything runs), some
  // replaced by constants; one in ten lines repeats a variable anyway
  const width = Math.min(pool, 12);
  const line: fc.Arbitrary<NetworkLine> = fc
    .tuple(
      action,
      fc.integer({ min: -2, max: 2 }),
      fc.uniqueArray(fc.integer({ min: 0, max: pool - 1 }), { minLength: width, maxLength: width }),
      fc.array(fc.option(constant_, { freq: 2 }), { minLength: 12, maxLength: 12 }),
      fc.integer({ min: 0, max: 9 }),
    )
    .map(([name, delta, vars, constants, repeat]) => {
      const arity = inventory.get(name.toLowerCase())?.slots.length ?? 4;
      // the right arity most of the time
      const n = Math.max(0, arity + (Math.abs(delta) === 2 ? Math.sign(delta) : 0));
      const args = Array.from({ length: n }, (_, i) => constants[i % 12] ?? variable(`?v${vars[i % vars.length]}`));
      if (repeat === 0 && n > 1) args[n - 1] = args[0];
      return { action: name, args };
    });
  return fc
    .tuple(
      fc.array(line, { minLength: constraints.minLines ?? 1, maxLength: constraints.maxLines ?? Math.max(constraints.minLines ?? 1, 12) }),
      constraints.getKitchen === undefined ? fc.boolean() : fc.constant(constraints.getKitchen),
      fc.boolean(),
    )
    .map(([lines, kitchen, flip]) => ({
      lines: kitchen || (constraints.getKitchen === undefined && flip) ? [{ action: 'get-kitchen', args: [variable('?v0')] }, ...lines] : lines,
    }));
}
