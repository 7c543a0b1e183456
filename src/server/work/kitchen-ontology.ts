// The ontology files a session's replay needs beyond the server's own (and the refusal of a kitchen
// name that is none, said as the CLI's --kitchen says it). An environment's session
// takes its task's (env-calls.ts). A plain session may start in a derived task's kitchen too: a
// snapshot of an environment's session, restored with POST /sessions/restore, keeps the kitchen's
// name but not the task, so the kitchen is made again from its name, as the task made it.
import type { EnvSnapshot } from '../../env/env.ts';
import { kitchenOntology } from '../../tasks/derived-kitchen.ts';
import { envOntology } from './env-calls.ts';
import type { SessionRef } from './protocol.ts';
import type { SessionCache } from './session-cache.ts';

/** Derived kitchens this thread made, by name (every call of a session asks again). */
const made = new Map<string, { ontology?: string[] }>();

export function sessionOntology(cache: SessionCache, snapshot: SessionRef['snapshot']): { ontology?: string[] } {
  if ((snapshot as Partial<EnvSnapshot>).env) return envOntology(cache, snapshot);
  return kitchenFiles(cache.world, snapshot.options?.kitchen);
}

/**
 * The ontology files a kitchen by name needs beyond the world's (POST /execute's and POST
 * /evaluate's `kitchen` too). A loaded kitchen needs nothing more; else only the kitchens derived
 * tasks make (the CLI's --kitchen takes the same), each loading a world of its own, kept by the
 * thread; any other name is refused here, with the closest names, before any work.
 */
export function kitchenFiles(world: { ontology?: string[]; rules?: string[] }, name: string | undefined): { ontology?: string[] } {
  if (name === undefined) return {};
  let files = made.get(name);
  if (!files) {
    const written = kitchenOntology(name, { ontologyFiles: world.ontology ?? [], rulesDirs: world.rules ?? [] });
    made.set(name, (files = written.length ? { ontology: written } : {}));
  }
  return files;
}
