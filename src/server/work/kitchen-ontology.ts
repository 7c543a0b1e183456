// The ontology files a session's replay needs beyond the server's own. An environment's session
// takes its task's (env-calls.ts). A plain session may start in a derived task's kitchen too: a
// snapshot of an environment's session, restored with POST /sessions/restore, keeps the kitchen's
// name but not the task, so the kitchen is made again from its name, as the task made it.
import type { EnvSnapshot } from '../../env/env.ts';
import { InputError } from '../../errors.ts';
import { Factory } from '../../kitchen/entity.ts';
import { Simulator } from '../../simulator.ts';
import { kitchenFile, parseToolsKitchen, toolsKitchenYaml } from '../../tasks/kitchen-files.ts';
import { EXTRA_TOOLS } from '../../tasks/variations.ts';
import { envOntology } from './env-calls.ts';
import type { SessionRef } from './protocol.ts';
import type { SessionCache } from './session-cache.ts';

/** Derived kitchens this thread made, by name (every call of a session asks again). */
const made = new Map<string, { ontology?: string[] }>();

export function sessionOntology(cache: SessionCache, snapshot: SessionRef['snapshot']): { ontology?: string[] } {
  if ((snapshot as Partial<EnvSnapshot>).env) return envOntology(cache, snapshot);
  const name = snapshot.options?.kitchen;
  if (name === undefined || !parseToolsKitchen(name)) return {};
  let files = made.get(name);
  if (!files) made.set(name, (files = derivedKitchen(cache, name)));
  return files;
}

function derivedKitchen(cache: SessionCache, name: string): { ontology?: string[] } {
  const tools = parseToolsKitchen(name)!;
  const files = { ontologyFiles: cache.world.ontology ?? [], rulesDirs: cache.world.rules ?? [] };
  const known = new Simulator(files).world.kitchenNames();
  if (known.includes(name)) return {};
  // only the kitchens derived tasks make: each one loads a world of its own, kept by the thread
  const refuse = (why: string) =>
    new InputError(`kitchen: unknown kitchen ${JSON.stringify(name)}: ${why} (a derived task's kitchen is BASE+N-TOOL: BASE one of ${known.map((k) => JSON.stringify(k)).join(', ')}, N ${EXTRA_TOOLS.join(' or ')}, TOOL a class BASE's kitchen-cabinet holds)`);
  if (!known.includes(tools.base)) throw refuse(`no kitchen ${JSON.stringify(tools.base)}`);
  if (!EXTRA_TOOLS.includes(tools.extra)) throw refuse(`no derived task adds ${tools.extra} tools`);
  const sim = new Simulator({ ...files, kitchen: tools.base });
  const cabinet = sim.initialKitchen(new Factory(sim.world.ontology)).contents.find((place) => place.cls.name === 'kitchen-cabinet');
  if (!cabinet?.contents.some((c) => c.cls.name === tools.tool)) throw refuse(`the kitchen-cabinet of ${JSON.stringify(tools.base)} holds no ${tools.tool}`);
  return { ontology: [kitchenFile(toolsKitchenYaml(tools.base, tools.tool, tools.extra))] };
}
