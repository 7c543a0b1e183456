// Arbitraries for calls of one action, well typed by its declared slots and modes: the kitchen
// state it reads is given, the inputs of a mode are variables of fitting types (outputs of earlier
// calls) or constants of a class the slot accepts (`butter`, `g`, `15`), and every computed slot
// gets a fresh variable.
//
//   fc.sample(actionCallArbitrary(facts, 'beat', { kitchenState: '?ks-3', variables: [{ name: '?mixed-2', type: 'large-bowl' }] }), 1)
//     // [{ line: (beat ?beat.container-with-ingredients-beaten ?beat.kitchen-state-out ?ks-3 ?mixed-2 ?beat.tool), mode: '1', … }]
//
// A call is made in two parts: random choices that do not depend on the context (which mode, which
// kind of input, which candidate), then `actionCallOf`, which reads them against the context. So
// the context (a generated network) can shrink while the choices stay, which keeps failures small.
import fc from 'fast-check';
import type { ActionDef, SlotDef } from '../rules/action.ts';
import { add, formatNum, type Num } from '../numbers/num.ts';
import { type QuantityConstraints, quantityArbitrary } from './amounts.ts';
import { InputError } from '../errors.ts';
import { isRecord } from '../language/check-recipe.ts';
import { checkedKeys, failer, KIT_LIMITS, requireFacts, requireText, shown, unknownActionIn, whole } from './argument-checks.ts';
import type { KitchenFacts } from './kitchen-facts.ts';
import { constant, type NetworkArg, type NetworkLine, variable } from './network.ts';
import type { TypedVariable } from './networks.ts';

/** Where a generated action call goes: the kitchen state it reads and the variables it may use as inputs. */
export interface ActionCallContext {
  /** The kitchen state the call reads. */
  kitchenState: string;
  /** Variables the call may take as inputs, with the classes of their values. */
  variables: TypedVariable[];
}

/** Which mode a generated call fills and how it names its outputs. */
export interface ActionCallConstraints {
  /** Only this mode, by its id as the rule file writes it: `'1'` or `1` (default: any mode whose inputs can be filled). */
  mode?: string | number;
  /** Prefix of the output variables, `?PREFIX.SLOT` (default the action's name): give each call of one network its own. */
  prefix?: string;
  /** Bounds of number constants (default 1 to 500, ratios with denominators up to 4). */
  quantity?: QuantityConstraints;
  /** May two input slots get the same object under two names (e.g. a transfer into itself)? (default false) */
  aliasing?: boolean;
  /** A slot that some variable fits always takes a variable, never a constant (default false). */
  preferVariables?: boolean;
}

/** A generated, well-typed call of an action: its network line, the mode it fills and its outputs. */
export interface ActionCall {
  line: NetworkLine;
  /** The mode whose inputs the call fills. */
  mode: string;
  /** The variables the mode computes, with their slots. */
  outputs: { name: string; slot: string }[];
  /** The output kitchen state (null for an action without one). */
  kitchenStateOut: string | null;
}

/** The random part of a call, independent of the context. */
export interface ActionCallChoices {
  mode: number;
  /** Per slot: which kind of input (weighted) and which candidate of that kind. */
  kinds: number[];
  picks: number[];
  quantities: Num[];
}

const isKitchenState = (s: SlotDef) => s.type.name === 'kitchen-state';

/** Choices for a call of an action with `slots` arguments. */
export function actionCallChoicesArbitrary(slots: number, quantity: QuantityConstraints = {}): fc.Arbitrary<ActionCallChoices> {
  const fail = failer('actionCallChoicesArbitrary');
  if (!whole(slots, 0) || slots > KIT_LIMITS.slots)
    fail(`slots: expected a whole number from 0 to ${KIT_LIMITS.slots}, the most slots an action has (the number of slots of the action, actionOf(facts, name).slots.length), got ${shown(slots)}`);
  if (!isRecord(quantity)) fail(`quantity: expected the constraints of quantityArbitrary, such as { min: 1, max: 10 }, got ${shown(quantity)}`);
  const n = { minLength: slots, maxLength: slots };
  return fc.record({
    mode: fc.nat(),
    kinds: fc.array(fc.nat({ max: 99 }), n),
    picks: fc.array(fc.nat(), n),
    quantities: fc.array(quantityArbitrary(quantity), n),
  });
}

/** One kind of input a slot may take, with its weight. */
interface Option {
  weight: number;
  candidates: (q: Num) => NetworkArg[];
}

/** The inputs a slot may take here: fitting variables first, then constants; none when nothing fits. */
function slotOptions(facts: KitchenFacts, slot: SlotDef, context: ActionCallContext, preferVariables: boolean): Option[] {
  const type = slot.type.name;
  const options: Option[] = [];
  const fitting = context.variables.filter((v) => facts.fits(v.type, type));
  const full = fitting.filter((v) => v.holds === undefined || v.holds.length > 0);
  if (full.length) options.push({ weight: 6, candidates: () => full.map((v) => variable(v.name)) });
  if (fitting.length) options.push({ weight: 1, candidates: () => fitting.map((v) => variable(v.name)) });
  if (options.length && (type === 'entity' || preferVariables)) return options;
  if (type === 'entity' || facts.simulator.world.ontology.get('quantity').ancestors.has(type))
    options.push({ weight: 3, candidates: (q) => [constant(formatNum(q))] });
  const classes = type === 'entity' ? [] : facts.constantClasses(type);
  const stocked = new Set(facts.ingredients.map((i) => i.cls));
  const preferred = classes.filter((c) => stocked.has(c) || facts.tools.has(c));
  if (preferred.length) options.push({ weight: 4, candidates: () => preferred.map((c) => constant(c)) });
  if (classes.length) options.push({ weight: 1, candidates: () => classes.map((c) => constant(c)) });
  return options;
}

/** The candidate the choices point at, or the next one that is not `taken` (null when all are). */
function choose(options: Option[], kind: number, pick: number, q: Num, taken: (a: NetworkArg) => boolean): NetworkArg | null {
  const total = options.reduce((a, o) => a + o.weight, 0);
  let k = kind % total;
  const option = options.find((o) => (k -= o.weight) < 0)!;
  for (let step = 0; step < 8; step++) {
    // a number repeated in one call counts as a repeated argument: try the next one up
    const candidates = option.candidates(add(q, step));
    for (let i = 0; i < candidates.length; i++) {
      const a = candidates[(pick + i) % candidates.length];
      if (!taken(a)) return a;
    }
  }
  return null;
}

/** The call the choices make in this context; throws when no mode of the action can be called here. */
export function actionCallOf(
  facts: KitchenFacts,
  actionName: string,
  context: ActionCallContext,
  choices: ActionCallChoices,
  constraints: ActionCallConstraints = {},
): ActionCall {
  requireCallArguments('actionCallOf', facts, actionName, context);
  if (!(isRecord(choices) && Array.isArray(choices.kinds) && Array.isArray(choices.picks) && Array.isArray(choices.quantities)))
    failer('actionCallOf')(`choices: expected the choices of a call (as actionCallChoicesArbitrary gives them), got ${shown(choices)}`);
  const action = actionNamed('actionCallOf', facts, actionName);
  const prefix = constraints.prefix ?? action.name;
  const perSlot = action.slots.map((s) => (isKitchenState(s) && s.dir === 'in' ? null : slotOptions(facts, s, context, constraints.preferVariables ?? false)));
  const modes = callableModes(action, perSlot, constraints, actionName);
  const mode = modes[choices.mode % modes.length];
  const objects = new Map(context.variables.map((v) => [v.name, v.object ?? v.name]));
  // an argument repeated in one call is refused before anything runs, and (without `aliasing`)
  // two names of one object make odd calls (a transfer into itself): a later slot takes the next
  // candidate, or else a variable nothing binds (so the call never runs)
  const keyOf = (a: NetworkArg) => (a.kind === 'const' ? `c:${a.text}` : constraints.aliasing ? a.name : (objects.get(a.name) ?? a.name));
  const seen = new Set<unknown>();
  const args = action.slots.map((s, i): NetworkArg => {
    // `.` never appears in the names validNetworkArbitrary gives, so outputs are fresh
    if (!mode.bound[i]) return variable(`${prefix}.${s.name}`);
    if (isKitchenState(s) && s.dir === 'in') return variable(context.kitchenState);
    const a = choose(perSlot[i]!, choices.kinds[i] ?? 0, choices.picks[i] ?? 0, choices.quantities[i] ?? 1, (x) => seen.has(keyOf(x)));
    if (!a) return variable(`${prefix}.unbound-${s.name}`);
    seen.add(keyOf(a));
    return a;
  });
  const ksOut = action.slots.findIndex((s) => isKitchenState(s) && s.dir === 'out');
  return {
    line: { action: action.name, args },
    mode: mode.id,
    outputs: action.slots.flatMap((s, i) => (mode.bound[i] ? [] : [{ name: (args[i] as { name: string }).name, slot: s.name }])),
    kitchenStateOut: ksOut >= 0 && !mode.bound[ksOut] ? (args[ksOut] as { name: string }).name : null,
  };
}

/** The facts, the action's name and the context a call is made in, each named when it is not one. */
function requireCallArguments(fn: string, facts: unknown, actionName: unknown, context: unknown): void {
  requireFacts(fn, facts);
  requireText(fn, actionName, 'action');
  if (!(isRecord(context) && typeof context.kitchenState === 'string' && Array.isArray(context.variables)))
    failer(fn)(`context: expected {kitchenState, variables} (a network's last kitchen state and typed variables, as validNetworkArbitrary gives them), got ${shown(context)}`);
}

/** The action of this name in the simulator's inventory; throws naming the known ones when there is none. */
export function actionOf(facts: KitchenFacts, name: string): ActionDef {
  requireFacts('actionOf', facts);
  requireText('actionOf', name, 'name');
  const action = facts.simulator.inventory.get(name);
  if (!action) failer('actionOf')(unknownAction(facts, name));
  return action!;
}

const unknownAction = (facts: KitchenFacts, name: string) => unknownActionIn(facts.simulator.inventory.names(), name);

/** The action of this name; an InputError naming `fn` and its action argument when the inventory has none. */
function actionNamed(fn: string, facts: KitchenFacts, name: string): ActionDef {
  const action = facts.simulator.inventory.get(name);
  if (!action) failer(fn)(`action: ${unknownAction(facts, name)}`);
  return action!;
}

function callableModes(action: ActionDef, perSlot: (Option[] | null)[], constraints: ActionCallConstraints, name: string) {
  const fillable = (i: number) => perSlot[i] === null || perSlot[i]!.length > 0;
  const wanted = constraints.mode === undefined ? undefined : String(constraints.mode);
  const modes = action.modes.filter((m) => (wanted === undefined || m.id === wanted) && m.bound.every((b, i) => !b || fillable(i)));
  if (!modes.length)
    throw new InputError(
      wanted !== undefined
        ? action.modes.some((m) => m.id === wanted)
          ? `${name} has no mode ${wanted} whose inputs can be filled here`
          : `${name} has no mode ${JSON.stringify(constraints.mode)} (its modes: ${action.modes.map((m) => m.id).join(', ')})`
        : `no mode of ${name} can be called here: no variable or constant fits ${action.slots
            .filter((_, i) => !fillable(i))
            .map((s) => `${s.name} (a ${s.type.name})`)
            .join(', ')}`,
    );
  return modes;
}

/** Calls of `actionName` in the context (shrinks towards the first callable mode and simple inputs). */
export function actionCallArbitrary(
  facts: KitchenFacts,
  actionName: string,
  context: ActionCallContext,
  constraints: ActionCallConstraints = {},
): fc.Arbitrary<ActionCall> {
  const fn = 'actionCallArbitrary';
  requireCallArguments(fn, facts, actionName, context);
  checkedKeys(fn, constraints, ['mode', 'prefix', 'quantity', 'aliasing', 'preferVariables'], "{ mode: '1', preferVariables: true }");
  const action = actionNamed(fn, facts, actionName);
  const { mode } = constraints;
  if (mode !== undefined && !action.modes.some((m) => m.id === String(mode))) failer(fn)(`mode: ${actionName} has no mode ${shown(mode)} (its modes: ${action.modes.map((m) => m.id).join(', ')})`);
  // fail now, not on the first sample, when nothing can be called here
  actionCallOf(facts, actionName, context, { mode: 0, kinds: [], picks: [], quantities: [] }, constraints);
  return actionCallChoicesArbitrary(action.slots.length, constraints.quantity).map((c) => actionCallOf(facts, actionName, context, c, constraints));
}
