// Whether an argument can fill a slot, as far as the network tells: a constant by its class (a
// number is a quantity), a bound variable by its value, an unbound one by the slot of the line
// that makes it. Swap and extra-argument edits ask it of each argument they move.
import type { KClass } from '../kitchen/ontology.ts';
import type { RepairContext } from './context.ts';
import { isVariable, type Net, type Occurrences } from './network.ts';
import type { Outcome } from './outcome.ts';
import { fits } from './relink.ts';

/** true or false where the network says, null where nothing does (a variable no line makes or binds). */
export function argumentFits(ctx: RepairContext, net: Net, outcome: Outcome, occ: Occurrences, arg: string, type: KClass): boolean | null {
  const { ontology } = ctx.sim.world;
  const within = (cls: KClass) => type.name === 'entity' || cls.ancestors.has(type.name);
  if (!isVariable(arg)) {
    if (/^[\d(]/.test(arg)) return type.name === 'quantity';
    return ontology.has(arg) ? within(ontology.get(arg)) : false;
  }
  const value = outcome.bound.get(arg);
  if (value) return fits(value, type);
  const producer = occ.outputs.get(arg)?.[0];
  if (producer === undefined) return null;
  const slots = ctx.sim.inventory.get(net.lines[producer].action)?.slots ?? [];
  const made = slots.find((s, p) => s.dir === 'out' && net.lines[producer].args[p] === arg)?.type;
  if (!made) return null;
  if (made.isKitchenState !== type.isKitchenState) return false;
  // an output slot may name a more general class than what the line makes: either way round fits
  return within(made) || type.ancestors.has(made.name);
}
