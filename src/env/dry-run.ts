// A listed line dry-run again for what its first output is, not only how it reads: the listing
// keeps a short description of each dry run (no temperatures, no components), and the ranking
// needs the object itself to tell whether the line meets a goal condition. The line's words are
// read back into the listing's arguments and fired as the listing fires them (listing/entry.ts,
// `fireAssignment`): bound variables from the session's pools, constants as concepts, numbers as
// quantities, fresh variables unbound.
import { fireAssignment, type Arg, conceptArg, FRESH, NUMBER, varArg } from '../listing/entry.ts';
import { location, locationClasses } from '../evaluator/locations.ts';
import { Entity, Factory, type Value } from '../kitchen/entity.ts';
import type { AdmissibleEntry } from '../listing/admissible.ts';
import { type BoundVariable, buildPools } from '../listing/pools.ts';
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
    const args: Arg[] = [];
    const numbers = new Map<number, Num>();
    for (const [i, w] of words.entries()) {
      const variable = w.startsWith('?');
      const v = variable ? bound.get(w) : undefined;
      // a number as the network's reader reads it (an integer, a ratio, a single-float)
      const n = variable ? null : parseNumberToken(w);
      const cls = variable || n !== null ? undefined : sim.world.ontology.classes.get(w);
      if (!variable && n === null && !cls) return null;
      if (n !== null) numbers.set(i, n);
      args.push(v ? varArg(v) : n !== null ? NUMBER : cls ? conceptArg(cls) : FRESH);
    }
    const fired = fireAssignment(sim, state, new Factory(sim.world.ontology, state.factory), action, mode, args, numbers);
    if (!fired) return null;
    const { values, outputs } = fired;
    // where the output lies: in the first kitchen state among the arguments, as executed steps are placed (evaluator/nodes.ts)
    const kitchen = values.find((v): v is Entity => v instanceof Entity && v.cls.name === 'kitchen-state') ?? null;
    const output = values[0];
    return { output, location: kitchen ? locationClasses(location(output, kitchen)) : null, produces: outputs.length ? outputs.join('; ') : 'a new kitchen state' };
  };
}
