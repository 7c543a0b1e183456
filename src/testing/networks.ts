// Arbitraries for networks valid by construction: a chain of kitchen states from `get-kitchen`
// through random fetch-and-proportion / transfer-contents / mix / beat / mingle / cut / bake /
// bring-to-temperature / portion-and-arrange / shape / fetch calls, each input bound by an
// earlier output. Each step proposes a few lines (its random target first) and keeps the first
// that a session's `check` finds admissible: the rule files' declared conditions decide what can
// run (a tool left to retrieve, a thing that can be cut or baked, dough to portion), so these
// networks run with status `ok` and no failed step in the simulator's own kitchen. What each
// container holds is tracked only to describe the network's variables.
//
//   fc.assert(fc.property(validNetworkArbitrary(kitchenFacts(sim)), (n) => runNetwork(sim, n).status === 'ok'));
import fc from 'fast-check';
import { formatNum } from '../numbers/num.ts';
import { type Amount, amountArbitrary } from './amounts.ts';
import type { KitchenFacts, StockIngredient } from './kitchen-facts.ts';
import { checkedNetworkConstraints, VALID_NETWORK_ACTIONS, type ValidNetworkAction, type ValidNetworkConstraints } from './network-constraints.ts';

export { VALID_NETWORK_ACTIONS, type ValidNetworkAction, type ValidNetworkConstraints } from './network-constraints.ts';
import { fetchableContainers, sessionFor } from './admissible-calls.ts';
import { constant, lineText, type Network, type NetworkArg, type NetworkLine, variable } from './network.ts';

/** Lines a step proposes at most before it gives way (each costs a check). */
const MAX_PROPOSALS = 6;

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
  const { min, max } = checkedNetworkConstraints(facts, constraints, VALID_NETWORK_ACTIONS);
  const choice: fc.Arbitrary<Choice> = fc.record({
    op: fc.nat(),
    a: fc.nat(),
    b: fc.nat(),
    amount: amountArbitrary(facts, { exact: constraints.exact, maxDenominator: 2 }),
    minutes: fc.integer({ min: 1, max: 60 }),
    degrees: fc.integer({ min: 100, max: 250 }),
    portion: fc.integer({ min: 25, max: 100 }),
  });
  return fc.array(choice, { minLength: min, maxLength: max }).map((choices) => buildNetwork(facts, choices, constraints));
}

/** A line a step proposes: its outputs and inputs, and what it does to the model of what containers hold once taken. */
interface Proposal {
  outs: NetworkArg[];
  rest: NetworkArg[];
  taken: () => void;
}

function buildNetwork(facts: KitchenFacts, choices: Choice[], constraints: ValidNetworkConstraints): GeneratedNetwork {
  const actions = new Set<string>(constraints.actions ?? VALID_NETWORK_ACTIONS);
  actions.add('fetch-and-proportion');
  const lines: NetworkLine[] = [{ action: 'get-kitchen', args: [variable('?kitchen')] }];
  const kitchenStates = ['?kitchen'];
  const session = sessionFor(facts);
  session.execute(lineText(lines[0]));
  let ks = '?kitchen';
  let n = 0;
  let things = 0;
  const fresh = (base: string) => `?${base}-${++n}`;
  const ontology = facts.simulator.world.ontology;
  const containers: ContainerVar[] = [];
  const lists: string[] = [];
  const tools: { name: string; cls: string }[] = [];
  /** The list rotated to start at `k`: each candidate once, the chosen one first. */
  const from = <T>(xs: T[], k: number): T[] => xs.map((_, i) => xs[(k + i) % xs.length]);
  /**
   * The first proposal whose line the session's check finds admissible (its declared conditions
   * hold, and the dry run binds no failed object), executed and added; false when none is.
   */
  const call = (action: string, proposals: Proposal[]): boolean => {
    for (const p of proposals.slice(0, MAX_PROPOSALS)) {
      const next = `?ks-${n + 1}`;
      const line: NetworkLine = { action, args: [...p.outs, variable(next), variable(ks), ...p.rest] };
      const text = lineText(line);
      if (!session.check(text).admissible || session.execute(text).status !== 'ok') continue;
      n++;
      lines.push(line);
      kitchenStates.push(next);
      ks = next;
      p.taken();
      return true;
    }
    return false;
  };
  const nonEmpty = () => containers.filter((c) => c.thing.items.length > 0);
  // a tool for a mixing call: one fetched earlier (given, mode 2) or a default retrieval (mode 1)
  const toolsFor = (slotType: string): NetworkArg[] => [...tools.filter((t) => ontology.get(t.cls).ancestors.has(slotType)).map((t) => variable(t.name)), variable(fresh('tool'))];

  const steps: Record<ValidNetworkAction, (c: Choice) => boolean> = {
    'fetch-and-proportion': (c) => {
      const q = [constant(c.amount.ingredient.cls), constant(formatNum(c.amount.quantity)), constant(c.amount.unit)];
      const added = (target: Thing) => () => {
        target.items.push(c.amount.ingredient.cls);
        containers.push({ name: out, thing: target });
      };
      const out = fresh('portion');
      const into = c.b % 4 === 0 ? from(containers, c.a) : [];
      return call('fetch-and-proportion', [
        ...into.map((target) => ({ outs: [variable(out)], rest: [variable(target.name), ...q], taken: added(target.thing) })),
        { outs: [variable(out)], rest: [variable(fresh('bowl')), ...q], taken: added({ id: ++things, cls: 'medium-bowl', items: [] }) },
      ]);
    },
    'transfer-contents': (c) => {
      const all = fresh('all');
      const rest = fresh('rest');
      return call(
        'transfer-contents',
        from(nonEmpty(), c.a).flatMap((source) => {
          const moved = (thing: Thing) => () => {
            thing.items.push(...source.thing.items);
            source.thing.items = [];
            containers.push({ name: all, thing }, { name: rest, thing: source.thing });
          };
          const given = c.b % 2 === 0 ? from(containers.filter((t) => t.thing !== source.thing), c.b >> 1) : [];
          const args = (target: NetworkArg) => [target, variable(source.name), variable(fresh('quantity')), variable(fresh('unit'))];
          return [
            ...given.map((target) => ({ outs: [variable(all), variable(rest)], rest: args(variable(target.name)), taken: moved(target.thing) })),
            { outs: [variable(all), variable(rest)], rest: args(variable(fresh('large-bowl'))), taken: moved({ id: ++things, cls: 'large-bowl', items: [] }) },
          ];
        }),
      );
    },
    mix: (c) => mixing(c, 'mix', 'can-mix'),
    beat: (c) => mixing(c, 'beat', 'cooking-utensil'),
    mingle: (c) => mixing(c, 'mingle', 'can-mingle'),
    cut: (c) => {
      const out = fresh('cut');
      const pattern = from(facts.constantClasses('cutting-pattern'), c.b)[0];
      return call(
        'cut',
        from(nonEmpty(), c.a).map((target) => ({
          outs: [variable(out)],
          rest: [variable(target.name), constant(pattern), variable(fresh('knife')), variable(fresh('board'))],
          taken: () => containers.push({ name: out, thing: target.thing }),
        })),
      );
    },
    bake: (c) => {
      const out = fresh('baked');
      const oven = fresh('oven');
      return call(
        'bake',
        from(nonEmpty(), c.a).map((target) => ({
          outs: [variable(out)],
          rest: [variable(target.name), variable(oven), constant(c.minutes), constant('minute'), constant(c.degrees), constant('degrees-celsius')],
          taken: () => containers.push({ name: out, thing: target.thing }),
        })),
      );
    },
    'bring-to-temperature': (c) => {
      const out = fresh('tempered');
      const temperature = c.b % 2 ? [constant(c.degrees % 40), constant('degrees-celsius')] : [variable(fresh('temp-quantity')), variable(fresh('temp-unit'))];
      return call(
        'bring-to-temperature',
        from(nonEmpty(), c.a).map((target) => ({ outs: [variable(out)], rest: [variable(target.name), ...temperature], taken: () => containers.push({ name: out, thing: target.thing }) })),
      );
    },
    'portion-and-arrange': (c) => {
      const out = fresh('portions');
      const rest = [constant(c.portion), constant('g'), variable(fresh('pattern')), variable(fresh('counter-top'))];
      // dough, as recipes portion it: one mixture alone in its container (portions of anything
      // else in grams run too, but end with the reference's mislabelled last portion)
      const doughs = nonEmpty().filter((x) => x.thing.items.length === 1 && x.thing.items[0] === 'homogeneous-mixture');
      return call(
        'portion-and-arrange',
        from(doughs, c.a).map((target) => ({
          outs: [variable(out)],
          rest: [variable(target.name), ...rest],
          taken: () => {
            target.thing.items = [];
            lists.push(out);
          },
        })),
      );
    },
    shape: (c) => {
      const out = fresh('shaped');
      const shape = constant(from(facts.constantClasses('shape'), c.b)[0]);
      return call('shape', from(lists, c.a).map((list) => ({ outs: [variable(out)], rest: [variable(list), shape], taken: () => lists.push(out) })));
    },
    grease: (c) => {
      // only a container the rules can brush is admissible (a tray, a pan: not a bowl); without
      // one, the step fetches a container instead
      const out = fresh('greased');
      const greased = (target: ContainerVar) => ({ outs: [variable(out)], rest: [variable(target.name), variable(fresh('butter'))], taken: () => containers.push({ name: out, thing: target.thing }) });
      return call('grease', from(containers, c.a).map(greased)) || steps.fetch({ ...c, b: 1 });
    },
    fetch: (c) => {
      // a tool for the mixing calls (b even) or an empty container, such as a tray grease can brush
      const toolKinds = ['whisk', 'wooden-spoon'].filter((k) => !tools.some((t) => t.cls === k));
      const kinds = c.b % 2 ? fetchableContainers(facts) : toolKinds;
      const fetched = (cls: string) => {
        const out = fresh(cls);
        const isContainer = ontology.get(cls).ancestors.has('transferable-container');
        const taken = () => (isContainer ? containers.push({ name: out, thing: { id: ++things, cls, items: [] } }) : tools.push({ name: out, cls }));
        return { outs: [variable(out)], rest: [constant(cls), constant(1)], taken };
      };
      return call('fetch', from(kinds, c.a).map(fetched)) || (c.b % 2 === 0 && steps.fetch({ ...c, b: 1 }));
    },
  };

  function mixing(c: Choice, action: string, toolType: string): boolean {
    const out = fresh(action === 'beat' ? 'beaten' : 'mixed');
    return call(
      action,
      from(nonEmpty(), c.a).flatMap((target) =>
        toolsFor(toolType).map((tool) => ({
          outs: [variable(out)],
          rest: [variable(target.name), tool],
          taken: () => {
            target.thing.items = ['homogeneous-mixture'];
            containers.push({ name: out, thing: target.thing });
          },
        })),
      ),
    );
  }

  /** One piece or gram of a stocked ingredient (of a few), for a choice whose amount is beyond what is left of the stock. */
  const smallFetch = (c: Choice): boolean => {
    const stocked = facts.ingredients.filter((i) => (i.unit === 'g' || i.unit === 'piece') && (!constraints.exact || i.exactGrams));
    const small = (ingredient: StockIngredient): Amount => ({ ingredient, quantity: 1, unit: ingredient.unit, text: `1 ${ingredient.unit}` });
    // b = 0: into a container of the network too, when no bowl is left
    return from(stocked, c.a).slice(0, 3).some((ingredient) => steps['fetch-and-proportion']({ ...c, b: 0, amount: small(ingredient) }));
  };

  const enabled = VALID_NETWORK_ACTIONS.filter((a) => actions.has(a));
  for (const c of choices) {
    const first = enabled[c.op % enabled.length];
    // an action that cannot do its job here gives way to a fetch-and-proportion, and that to a
    // small one, so that the network has as many calls as choices (minSteps holds)
    if (steps[first](c) || (first !== 'fetch-and-proportion' && steps['fetch-and-proportion'](c))) continue;
    smallFetch(c);
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
