// The simulator sessions run on, one per set of options (its loaded world and executed gold
// networks serve every session of them). It hands out the factory of its last run and that
// factory's counts before the first step: a continuation numbers its objects from them (carry.ts).
import type { Entity, Factory } from '../kitchen/entity.ts';
import { Simulator } from '../simulator.ts';
import type { SessionOptions } from '../session/session.ts';

const simulators = new Map<string, SessionSimulator>();

/** One simulator per set of options: its loaded world and executed gold networks serve every session. */
export function simulatorFor(options: SessionOptions): SessionSimulator {
  const key = JSON.stringify([options.kitchen ?? null, options.semantics ?? null, options.rules ?? [], options.ontology ?? []]);
  let sim = simulators.get(key);
  if (!sim) simulators.set(key, (sim = new SessionSimulator({ kitchen: options.kitchen, semantics: options.semantics, rulesDirs: options.rules, ontologyFiles: options.ontology })));
  return sim;
}

/** A Simulator that hands out the factory of its last run, and its counts before the first step. */
export class SessionSimulator extends Simulator {
  lastFactory: Factory | null = null;
  lastCounts: Uint32Array | null = null;
  override initialKitchen(factory: Factory): Entity {
    // called once the program's constants are made, before any step
    this.lastFactory = factory;
    this.lastCounts = factory.counts();
    return super.initialKitchen(factory);
  }
}
