// An environment's calls in a worker (docs/ENVIRONMENT.md): the environment rebuilt around the
// session that backs it (held at the task's version, or replayed with the task's kitchen), the
// call made on it, and the answer with the new snapshot — an environment's state (steps, goal
// progress) lives in the snapshot, so every call that changes it hands one back.
import { type EnvSnapshot, KitchenEnv } from '../../env/env.ts';
import { taskJudge } from '../../env/judge.ts';
import { taskFor, type TaskSource } from '../../env/task-source.ts';
import { json } from './answers.ts';
import type { Answer, EnvCall, SessionRef } from './protocol.ts';
import type { SessionCache } from './session-cache.ts';
import { namedTaskMissing } from './tasks.ts';

/** Where the worker's tasks come from: the server's corpus and world. */
const sourceOf = (cache: SessionCache): TaskSource => ({ benchmark: cache.world.benchmark, world: { rules: cache.world.rules, ontology: cache.world.ontology, semantics: cache.world.semantics }, listedBy: 'GET /tasks' });

export function envAnswer(cache: SessionCache, ref: SessionRef, call: EnvCall, left: () => number, limit: number): Answer {
  const source = sourceOf(cache);
  if (call.op === 'reset') {
    const previous = (ref.snapshot as Partial<EnvSnapshot>).env;
    if (!previous && ref.snapshot.lines.length) return json(404, { error: { code: 'not-an-environment', message: `${JSON.stringify(ref.id)} is a session, not an environment` } }, limit);
    const missing = namedTaskMissing(call.options.task, source.benchmark);
    if (missing) return missing;
    const env = new KitchenEnv({ ...source, ...call.options, commands: call.options.commands ?? previous?.commands }, previous ? { snapshot: ref.snapshot as EnvSnapshot, session: null } : null);
    const result = env.reset(previous ? call.options : {});
    return changed(cache, ref, env, { env: ref.id, ...result, session: ref.id }, limit);
  }
  const snapshot = ref.snapshot as EnvSnapshot;
  if (!snapshot.env) return json(404, { error: { code: 'not-an-environment', message: `${JSON.stringify(ref.id)} is a session, not an environment` } }, limit);
  const session = cache.get(ref, left(), envOntology(cache, snapshot));
  const env = new KitchenEnv(source, { snapshot, session });
  switch (call.op) {
    case 'step': {
      const result = Array.isArray(call.lines) ? { steps: env.step(call.lines) } : env.step(call.lines);
      return changed(cache, ref, env, result, limit);
    }
    case 'admissible':
      return json(200, env.admissible(call.limit), limit);
    case 'now':
      return json(200, env.now(), limit);
  }
}

/**
 * The ontology files a session replay needs beyond the server's own: for an environment's
 * session, those of its task (a derived task's kitchen); none for a plain session. The session
 * routes replay an environment's session too (it is an ordinary session, forks included).
 */
export function envOntology(cache: SessionCache, snapshot: SessionRef['snapshot']): { ontology?: string[] } {
  const env = (snapshot as Partial<EnvSnapshot>).env;
  if (!env) return {};
  const source = sourceOf(cache);
  const task = taskFor(env.task ?? env.taskId, source);
  return { ontology: taskJudge(task, source).sessionOptions.ontology?.filter((f) => !(cache.world.ontology ?? []).includes(f)) };
}

/** An answer that changed the environment: the worker keeps its session at the next version, the main thread the snapshot. */
function changed(cache: SessionCache, ref: SessionRef, env: KitchenEnv, body: unknown, limit: number): Answer {
  const answer = json(200, body, limit);
  if (answer.status !== 200) {
    cache.drop(ref.id);
    return answer;
  }
  cache.keep(ref.id, ref.version + 1, env.session);
  return { ...answer, snapshot: env.snapshot() };
}
