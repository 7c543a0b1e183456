// Arbitraries for networks valid by construction: a chain of kitchen states from `get-kitchen`
// through random fetch-and-proportion / transfer-contents / mix / beat / mingle / cut / bake /
// bring-to-temperature / portion-and-arrange / shape / fetch calls, each input bound by an
// earlier output. A small model of the kitchen (which container holds what, where, how many
// unused tools are left) keeps every call able to do its job, so these networks run with status
// `ok` and no failed step in the simulator's own kitchen.
//
//   fc.assert(fc.property(validNetworkArbitrary(kitchenFacts(sim)), (n) => runNetwork(sim, n).status === 'ok'));
import fc from 'fast-check';
import { formatNum } from '../numbers/num.ts';
import { type Amount, amountArbitrary } from './amounts.ts';
import type { KitchenFacts } from './kitchen-facts.ts';
import { constant, lineText, type Network, type NetworkArg, type NetworkLine, variable } from './network.ts';

/** The actions the generator knows how to call. */
export const VALID_NETWORK_ACTIONS = [
  'fetch-and-proportion',
  'transfer-contents',
  'mix',
  'beat',
  'mingle',
  'cut',
  'bake',
  'bring-to-temperature',
  'portion-and-arrange',
  'shape',
  'fetch',
] as const;
/** An action the valid-network generator may use. */
export type ValidNetworkAction = (typeof VALID_NETWORK_ACTIONS)[number];

/** Size, actions and exactness of generated valid networks. */
export interface ValidNetworkConstraints {
  /** Calls after get-kitchen: at least (default 1) … */
  minSteps?: number;
  /** … and at most (default 12). */
  maxSteps?: number;
  /** Actions to use (default all of VALID_NETWORK_ACTIONS); fetch-and-proportion is always used. */
  actions?: readonly ValidNetworkAction[];
  /** Only ingredients and units that convert to grams exactly (default false). */
  exact?: boolean;
  /** Recipe id of the `#` line (default none). */
  id?: string;
}

/** A variable a later call may use: the class its value is an instance of, and what it holds then. */
export interface TypedVariable {
  name: string;
  type: string;
  /** Variables with the same number name the same object (a container before and after a step). */
  object?: number;
  /** For a container: the classes of the items it holds at the end of the network. */
  holds?: string[];
}

/** A generated network, with the chain of kitchen-state variables it threads. */
export interface GeneratedNetwork extends Network {
  /** `?kitchen`, then each call's output kitchen state, in line order. */
  kitchenStates: string[];
  /** Outputs of the network's calls that later calls may take as inputs (kitchen states aside). */
  variables: TypedVariable[];
  toString(): string;
}

/** One random decision of the generator: which action, which inputs, which constants. */
interface Choice {
  op: number;
  a: number;
  b: number;
  amount: Amount;
  minutes: number;
  degrees: number;
  portion: number;
}

/** A physical container of the model and what it holds (item classes, in no particular order). */
interface Thing {
  id: number;
  cls: string;
  items: string[];
}
interface ContainerVar {
  name: string;
  thing: Thing;
}

/** Networks valid by construction (they shrink towards fewer, simpler calls). */
export function validNetworkArbitrary(facts: KitchenFacts, constraints: ValidNetworkConstraints = {}): fc.Arbitrary<GeneratedNetwork> {
  const choice: fc.Arbitrary<Choice> = fc.record({
    op: fc.nat(),
    a: fc.nat(),
    b: fc.nat(),
    amount: amountArbitrary(facts, { exact: constraints.exact, maxDenominator: 2 }),
    minutes: fc.integer({ min: 1, max: 60 }),
    degrees: fc.integer({ min: 100, max: 250 }),
    portion: fc.integer({ min: 25, max: 100 }),
  });
  const min = constraints.minSteps ?? 1;
  const max = Math.max(min, constraints.maxSteps ?? 12);
  return fc.array(choice, { minLength: min, maxLength: max }).map((choices) => buildNetwork(facts, choices, constraints));
}

/** Does the class have all these slots (e.g. `is-cut`, which a cut sets)? */
function classHasSlots(facts: KitchenFacts, cls: string, slots: string[]): boolean {
  const o = facts.simulator.world.ontology;
  return o.has(cls) && slots.every((s) => o.get(cls).slots.includes(s));
}

function buildNetwork(facts: KitchenFacts, choices: Choice[], constraints: ValidNetworkConstraints): GeneratedNetwork {
  const actions = new Set<string>(constraints.actions ?? VALID_NETWORK_ACTIONS);
  actions.add('fetch-and-proportion');
  const lines: NetworkLine[] = [{ action: 'get-kitchen', args: [variable('?kitchen')] }];
  const kitchenStates = ['?kitchen'];
  let ks = '?kitchen';
  let n = 0;
  let things = 0;
  const fresh = (base: string) => `?${base}-${++n}`;
  // unused objects left for default retrievals, by class (subclasses count for their superclasses)
  const left = new Map<string, number>();
  const ontology = facts.simulator.world.ontology;
  const available = (cls: string) => {
    if (!left.has(cls)) {
      let count = 0;
      for (const [c, k] of facts.tools) if (ontology.get(c).ancestors.has(cls)) count += k;
      left.set(cls, count);
    }
    return left.get(cls)!;
  };
  const take = (cls: string) => left.set(cls, available(cls) - 1);
  const containers: ContainerVar[] = [];
  const lists: string[] = [];
  const tools: { name: string; cls: string }[] = [];
  const pick = <T>(xs: T[], k: number): T => xs[k % xs.length];
  const call = (action: string, outs: NetworkArg[], rest: NetworkArg[]) => {
    const next = fresh('ks');
    lines.push({ action, args: [...outs, variable(next), variable(ks), ...rest] });
    kitchenStates.push(next);
    ks = next;
  };
  const nonEmpty = () => containers.filter((c) => c.thing.items.length > 0);
  // a tool for a mixing call: one fetched earlier (given, mode 2) or a default retrieval (mode 1)
  const toolFor = (slotType: string, retrieves: string): NetworkArg | null => {
    const fetched = tools.find((t) => ontology.get(t.cls).ancestors.has(slotType));
    if (fetched) return variable(fetched.name);
    if (available(retrieves) <= 0) return null;
    take(retrieves);
    return variable(fresh('tool'));
  };

  const steps: Record<ValidNetworkAction, (c: Choice) => boolean> = {
    'fetch-and-proportion': (c) => {
      const into = c.b % 4 === 0 ? containers : [];
      if (!into.length && available('medium-bowl') <= 0) return false;
      const out = fresh('portion');
      const q = [constant(c.amount.ingredient.cls), constant(formatNum(c.amount.quantity)), constant(c.amount.unit)];
      if (into.length) {
        const target = pick(into, c.a);
        call('fetch-and-proportion', [variable(out)], [variable(target.name), ...q]);
        target.thing.items.push(c.amount.ingredient.cls);
        containers.push({ name: out, thing: target.thing });
      } else {
        take('medium-bowl');
        call('fetch-and-proportion', [variable(out)], [variable(fresh('bowl')), ...q]);
        containers.push({ name: out, thing: { id: ++things, cls: 'medium-bowl', items: [c.amount.ingredient.cls] } });
      }
      return true;
    },
    'transfer-contents': (c) => {
      const sources = nonEmpty();
      if (!sources.length) return false;
      const source = pick(sources, c.a);
      const targets = containers.filter((t) => t.thing !== source.thing);
      const given = c.b % 2 === 0 && targets.length > 0;
      if (!given && available('large-bowl') <= 0) return false;
      const target = given ? pick(targets, c.b >> 1) : null;
      const all = fresh('all');
      const rest = fresh('rest');
      const targetArg = target ? variable(target.name) : variable(fresh('large-bowl'));
      if (!target) take('large-bowl');
      call('transfer-contents', [variable(all), variable(rest)], [targetArg, variable(source.name), variable(fresh('quantity')), variable(fresh('unit'))]);
      const thing = target ? target.thing : { id: ++things, cls: 'large-bowl', items: [] };
      thing.items.push(...source.thing.items);
      source.thing.items = [];
      containers.push({ name: all, thing }, { name: rest, thing: source.thing });
      return true;
    },
    mix: (c) => mixing(c, 'mix', 'can-mix', 'whisk'),
    beat: (c) => mixing(c, 'beat', 'cooking-utensil', 'whisk'),
    mingle: (c) => mixing(c, 'mingle', 'can-mingle', 'wooden-spoon'),
    cut: (c) => {
      const cuttable = nonEmpty().filter((x) => x.thing.items.every((i) => classHasSlots(facts, i, ['is-cut'])));
      if (!cuttable.length || available('knife') <= 0 || available('cutting-board') <= 0) return false;
      const target = pick(cuttable, c.a);
      take('knife');
      take('cutting-board');
      const out = fresh('cut');
      const pattern = pick(facts.constantClasses('cutting-pattern'), c.b);
      call('cut', [variable(out)], [variable(target.name), constant(pattern), variable(fresh('knife')), variable(fresh('board'))]);
      containers.push({ name: out, thing: target.thing });
      return true;
    },
    bake: (c) => {
      const bakeable = nonEmpty().filter((x) => x.thing.items.every((i) => classHasSlots(facts, i, ['temperature', 'baked'])));
      if (!bakeable.length) return false;
      const target = pick(bakeable, c.a);
      const out = fresh('baked');
      call('bake', [variable(out)], [
        variable(target.name),
        variable(fresh('oven')),
        constant(c.minutes),
        constant('minute'),
        constant(c.degrees),
        constant('degrees-celsius'),
      ]);
      containers.push({ name: out, thing: target.thing });
      return true;
    },
    'bring-to-temperature': (c) => {
      const targets = nonEmpty();
      if (!targets.length) return false;
      const target = pick(targets, c.a);
      const out = fresh('tempered');
      const temperature = c.b % 2 ? [constant(c.degrees % 40), constant('degrees-celsius')] : [variable(fresh('temp-quantity')), variable(fresh('temp-unit'))];
      call('bring-to-temperature', [variable(out)], [variable(target.name), ...temperature]);
      containers.push({ name: out, thing: target.thing });
      return true;
    },
    'portion-and-arrange': (c) => {
      // dough: one mixture alone in its container (anything else in it would be thrown away)
      const doughs = nonEmpty().filter((x) => x.thing.items.length === 1 && x.thing.items[0] === 'homogeneous-mixture');
      if (!doughs.length) return false;
      const target = pick(doughs, c.a);
      const out = fresh('portions');
      call('portion-and-arrange', [variable(out)], [
        variable(target.name),
        constant(c.portion),
        constant('g'),
        variable(fresh('pattern')),
        variable(fresh('counter-top')),
      ]);
      target.thing.items = [];
      lists.push(out);
      return true;
    },
    shape: (c) => {
      if (!lists.length) return false;
      const out = fresh('shaped');
      call('shape', [variable(out)], [variable(pick(lists, c.a)), constant(pick(facts.constantClasses('shape'), c.b))]);
      lists.push(out);
      return true;
    },
    fetch: (c) => {
      const kinds = ['whisk', 'wooden-spoon'].filter((k) => available(k) > 0 && !tools.some((t) => t.cls === k));
      if (!kinds.length) return false;
      const cls = pick(kinds, c.a);
      take(cls);
      const out = fresh(cls);
      call('fetch', [variable(out)], [constant(cls), constant(1)]);
      tools.push({ name: out, cls });
      return true;
    },
  };

  function mixing(c: Choice, action: string, toolType: string, retrieves: string): boolean {
    const targets = nonEmpty();
    if (!targets.length) return false;
    const tool = toolFor(toolType, retrieves);
    if (!tool) return false;
    const target = pick(targets, c.a);
    const out = fresh(action === 'beat' ? 'beaten' : 'mixed');
    call(action, [variable(out)], [variable(target.name), tool]);
    target.thing.items = ['homogeneous-mixture'];
    containers.push({ name: out, thing: target.thing });
    return true;
  }

  const enabled = VALID_NETWORK_ACTIONS.filter((a) => actions.has(a));
  for (const c of choices) {
    const first = enabled[c.op % enabled.length];
    // an action that cannot do its job here gives way to a fetch-and-proportion
    if (!steps[first](c) && first !== 'fetch-and-proportion') steps['fetch-and-proportion'](c);
  }
  const network: GeneratedNetwork = {
    id: constraints.id ?? null,
    lines,
    kitchenStates,
    variables: [
      ...containers.map((c) => ({ name: c.name, type: c.thing.cls, object: c.thing.id, holds: [...c.thing.items] })),
      ...lists.map((name) => ({ name, type: 'list-of-kitchen-entities' })),
      ...tools.map((t) => ({ name: t.name, type: t.cls })),
    ],
    toString: () => lines.map(lineText).join('\n'),
  };
  return network;
}
