// Arbitraries for calls of one action, well typed by its declared slots and modes: the kitchen
// state it reads is given, the inputs of a mode are variables of fitting types (outputs of earlier
// calls) or constants of a class the slot accepts (`butter`, `g`, `15`), and every computed slot
// gets a fresh variable.
//
//   fc.sample(actionCallArbitrary(facts, 'beat', { kitchenState: '?ks-3', variables: [{ name: '?mixed-2', type: 'large-bowl' }] }), 1)
//     // [{ line: (beat ?beat.container-with-ingredients-beaten ?beat.kitchen-state-out ?ks-3 ?mixed-2 ?beat.tool), mode: '1', … }]
import fc from 'fast-check';
import type { ActionDef, SlotDef } from '../rules/action.ts';
import { formatNum } from '../numbers/num.ts';
import { type QuantityConstraints, quantityArbitrary } from './amounts.ts';
import type { KitchenFacts } from './kitchen-facts.ts';
import { constant, type NetworkArg, type NetworkLine, variable } from './network.ts';
import type { TypedVariable } from './networks.ts';

export interface ActionCallContext {
  /** The kitchen state the call reads. */
  kitchenState: string;
  /** Variables the call may take as inputs, with the classes of their values. */
  variables: TypedVariable[];
}

export interface ActionCallConstraints {
  /** Only this mode (default: any mode whose inputs can be filled). */
  mode?: string;
  /** Prefix of the output variables, `?PREFIX.SLOT` (default the action's name): give each call of one network its own. */
  prefix?: string;
  /** Bounds of number constants (default 1 to 500, ratios with denominators up to 4). */
  quantity?: QuantityConstraints;
  /** May two input slots get the same object under two names (e.g. a transfer into itself)? (default false) */
  aliasing?: boolean;
}

export interface ActionCall {
  line: NetworkLine;
  /** The mode whose inputs the call fills. */
  mode: string;
  /** The variables the mode computes, with their slots. */
  outputs: { name: string; slot: string }[];
  /** The output kitchen state (null for an action without one). */
  kitchenStateOut: string | null;
}

const isKitchenState = (s: SlotDef) => s.type.name === 'kitchen-state';

/** The values an input slot may take here: fitting variables first, then constants. */
function slotArbitrary(facts: KitchenFacts, slot: SlotDef, context: ActionCallContext, quantity: QuantityConstraints): fc.Arbitrary<NetworkArg> | null {
  const type = slot.type.name;
  const options: fc.WeightedArbitrary<NetworkArg>[] = [];
  const fitting = context.variables.filter((v) => facts.fits(v.type, type));
  const full = fitting.filter((v) => v.holds === undefined || v.holds.length > 0);
  if (full.length) options.push({ arbitrary: fc.constantFrom(...full).map((v) => variable(v.name)), weight: 6 });
  if (fitting.length) options.push({ arbitrary: fc.constantFrom(...fitting).map((v) => variable(v.name)), weight: 1 });
  const ontology = facts.simulator.world.ontology;
  if (type !== 'entity' || !options.length) {
    if (type === 'entity' || ontology.get('quantity').ancestors.has(type))
      options.push({ arbitrary: quantityArbitrary(quantity).map((q) => constant(formatNum(q))), weight: 3 });
    const classes = type === 'entity' ? [] : facts.constantClasses(type);
    const stocked = new Set(facts.ingredients.map((i) => i.cls));
    const preferred = classes.filter((c) => stocked.has(c) || facts.tools.has(c));
    if (preferred.length) options.push({ arbitrary: fc.constantFrom(...preferred).map(constant), weight: 4 });
    if (classes.length) options.push({ arbitrary: fc.constantFrom(...classes).map(constant), weight: 1 });
  }
  return options.length ? fc.oneof(...options) : null;
}

/** Calls of `actionName` in the context (shrinks towards the first callable mode and simple inputs). */
export function actionCallArbitrary(
  facts: KitchenFacts,
  actionName: string,
  context: ActionCallContext,
  constraints: ActionCallConstraints = {},
): fc.Arbitrary<ActionCall> {
  const action: ActionDef | undefined = facts.simulator.inventory.get(actionName);
  if (!action) throw new Error(`unknown action ${actionName} (known: ${facts.simulator.inventory.names().join(', ')})`);
  const prefix = constraints.prefix ?? action.name;
  const quantity = constraints.quantity ?? {};
  const perSlot = action.slots.map((s) => (isKitchenState(s) && s.dir === 'in' ? fc.constant(variable(context.kitchenState)) : slotArbitrary(facts, s, context, quantity)));
  const modes = action.modes.filter(
    (m) => (constraints.mode === undefined || m.id === constraints.mode) && m.bound.every((b, i) => !b || perSlot[i] !== null),
  );
  if (!modes.length)
    throw new Error(
      constraints.mode !== undefined
        ? `${actionName} has no mode ${constraints.mode} whose inputs can be filled here`
        : `no mode of ${actionName} can be called here: no variable or constant fits ${action.slots
            .filter((_, i) => perSlot[i] === null)
            .map((s) => `${s.name} (a ${s.type.name})`)
            .join(', ')}`,
    );
  return fc.constantFrom(...modes).chain((mode) => {
    const args = action.slots.map((s, i) => {
      if (mode.bound[i]) return perSlot[i]!;
      // `.` never appears in the names validNetworkArbitrary gives, so outputs are fresh
      return fc.constant(variable(`${prefix}.${s.name}`));
    });
    const objects = new Map(context.variables.map((v) => [v.name, v.object ?? v.name]));
    const distinct = (named: NetworkArg[]) => {
      const seen = new Set<unknown>();
      for (const a of named) {
        if (a.kind !== 'var' || a.name === context.kitchenState) continue;
        const key = constraints.aliasing ? a.name : (objects.get(a.name) ?? a.name);
        if (seen.has(key)) return false;
        seen.add(key);
      }
      return true;
    };
    // a variable repeated in one call is refused before anything runs: never generated
    return fc.tuple(...args).filter(distinct).map((named) => {
      const ksOut = action.slots.findIndex((s) => isKitchenState(s) && s.dir === 'out');
      return {
        line: { action: action.name, args: named },
        mode: mode.id,
        outputs: action.slots.flatMap((s, i) => (mode.bound[i] ? [] : [{ name: (named[i] as { name: string }).name, slot: s.name }])),
        kitchenStateOut: ksOut >= 0 && !mode.bound[ksOut] ? (named[ksOut] as { name: string }).name : null,
      };
    });
  });
}
