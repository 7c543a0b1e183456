// A listed line dry-run again for what its first output is, not only how it reads: the listing
// keeps a short description of each dry run (no temperatures, no components), and the ranking
// needs the object itself to tell whether the line meets a goal condition. The inputs are taken
// as the listing takes them (listing/entry.ts, `fire`): bound variables from the session's pools,
// constants as concepts, numbers as quantities, fresh variables unbound.
import { describe } from '../describe.ts';
import { fireOne } from '../engine/fire-one.ts';
import { location, locationClasses } from '../evaluator/locations.ts';
import { deepCopy, Entity, Factory, type Value } from '../kitchen/entity.ts';
import type { AdmissibleEntry } from '../listing/admissible.ts';
import { type BoundVariable, buildPools, isListValue } from '../listing/pools.ts';
import { type Num, parseNumberToken } from '../numbers/num.ts';
import type { Session } from '../session/api.ts';

/** What a dry run of a line binds first, where it lies, and the outputs in the listing's words. */
export interface DryOutput {
  output: Value;
  location: string[] | null;
  produces: string;
}

/** Dry runs of lines on a session's current state (the bound variables looked up once). */
export function dryRunner(session: Session): (entry: AdmissibleEntry, line?: string) => DryOutput | null {
  const state = session.state();
  const pools = buildPools(state, session.currentKitchen());
  const bound = new Map<string, BoundVariable>();
  for (const v of [...pools.variables, ...pools.kitchenStates]) bound.set(v.name, v);
  const { sim } = session;
  return (entry, line = entry.line) => {
    const action = sim.inventory.get(entry.action);
    const mode = action?.modes.find((m) => m.id === entry.mode);
    const words = line.slice(1, -1).split(' ').slice(1);
    if (!action || !mode || words.length !== action.slots.length || !state.run.initialKitchen) return null;
    const factory = new Factory(sim.world.ontology, state.factory);
    const values: Value[] = [];
    const at: (Num | null)[] = [];
    for (const w of words) {
      const variable = w.startsWith('?');
      const v = variable ? bound.get(w) : undefined;
      // a number as the network's reader reads it (an integer, a ratio, a single-float)
      const n = variable ? null : parseNumberToken(w);
      const cls = variable || n !== null ? undefined : sim.world.ontology.classes.get(w);
      if (!variable && n === null && !cls) return null;
      // a few actions change the items of an input list in place: they get a copy
      values.push(v ? (isListValue(v.value) ? deepCopy(v.value) : v.value) : n !== null ? factory.quantity(n) : cls ? factory.make(cls, { 'is-concept': true }) : null);
      at.push(v ? v.at : null);
    }
    const fired = fireOne({ action, mode, values, at, factory, units: sim.world.units, initialKitchen: state.run.initialKitchen, semantics: sim.semantics });
    if (fired.outcome !== 'ok' || fired.alternative.failed) return null;
    const outputs: string[] = [];
    for (const p of fired.alternative.produced) {
      if (p.value instanceof Entity && p.value.isA('failed-object')) return null;
      values[p.slot] = p.value;
      const slot = action.slots[p.slot];
      if (!slot.type.isKitchenState && p.value instanceof Entity) outputs.push(`${slot.name}: ${describe(p.value, 1)}`);
    }
    // where the output lies: in the first kitchen state among the arguments, as executed steps are placed (evaluator/nodes.ts)
    const kitchen = values.find((v): v is Entity => v instanceof Entity && v.cls.name === 'kitchen-state') ?? null;
    const output = values[0];
    return { output, location: kitchen ? locationClasses(location(output, kitchen)) : null, produces: outputs.length ? outputs.join('; ') : 'a new kitchen state' };
  };
}
