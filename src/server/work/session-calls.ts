// A session's calls in a worker: the session as the task's version (held, forked or replayed),
// the call made on it, and the answer — with the new snapshot when the call changed the session.
import { readNetwork, splitText } from '../../session/network.ts';
import type { Session } from '../../session/index.ts';
import { pageWithPolicy } from '../../view/write.ts';
import { asField, errorAnswer, html, json } from './answers.ts';
import type { Answer, SessionCall, SessionRef } from './protocol.ts';
import { envAnswer } from './env-calls.ts';
import { sessionOntology } from './kitchen-ontology.ts';
import type { SessionCache } from './session-cache.ts';

/** Pages of a session reload themselves, but never more often than this many times their render time. */
const REFRESH_PER_RENDER = 2;
const MIN_REFRESH_SECONDS = 3;

export async function sessionAnswer(cache: SessionCache, ref: SessionRef, call: SessionCall, left: () => number, limit: number): Promise<Answer> {
  if (call.kind === 'env') return envAnswer(cache, ref, call.call, left, limit);
  const session = cache.get(ref, left(), sessionOntology(cache, ref.snapshot));
  if (call.kind !== 'execute' && call.kind !== 'undo') return read(session, ref.id, call, left, limit);
  try {
    const answer = call.kind === 'execute' ? executed(session, call.text, limit) : undone(session, limit);
    if (!answer.snapshot) return answer;
    if (answer.status !== 200) {
      // refused (the answer was too large): the session stays as it was, replayed from the snapshot next time
      cache.drop(ref.id);
      return { ...answer, snapshot: undefined };
    }
    cache.keep(ref.id, ref.version + 1, session);
    return answer;
  } catch (e) {
    cache.drop(ref.id);
    throw e;
  }
}

/**
 * The answer carries the new snapshot, which the main thread keeps: lines added, or a refused
 * call's 0, which an undo right after it takes back (so that a replay, a fork or another replica
 * undoes as this thread's live session does).
 */
function executed(session: Session, text: string, limit: number): Answer {
  const step = session.execute(text);
  return { ...json(200, step, limit), snapshot: session.snapshot() };
}

function undone(session: Session, limit: number): Answer {
  const done = session.undo();
  const answer = json(200, { undone: done, bindings: session.bindings() }, limit);
  return done ? { ...answer, snapshot: session.snapshot() } : answer;
}

/** Calls that leave the network as it is. */
async function read(session: Session, id: string, call: Exclude<SessionCall, { kind: 'execute' | 'undo' | 'env' }>, left: () => number, limit: number): Promise<Answer> {
  switch (call.kind) {
    case 'opened':
      return json(200, { session: id, bindings: session.bindings() }, limit);
    case 'bindings':
      return json(200, session.bindings(), limit);
    case 'kitchen':
      return json(200, session.kitchen(), limit);
    case 'admissible':
      return json(200, admissible(session, call, left()), limit);
    case 'templates':
      return json(200, { templates: session.templates({ action: call.action }) }, limit);
    case 'admissible-count':
      return json(200, { count: session.admissibleCount({ action: call.action, uses: call.uses, produces: call.produces, maxMillis: left() }) }, limit);
    case 'nearest':
      return json(200, asField(() => session.nearest(call.line, call.k, { maxMillis: left() }), 'text', 'line'), limit);
    case 'check':
      return json(200, session.check(call.line), limit);
    case 'evaluate':
      return json(200, session.evaluate(call.recipeId, call.metrics), limit);
    case 'view':
      return view(session, call.name, limit);
  }
}

/** The listing as asked: a page with its cursor, or (no form) the head of the lines as an array. */
function admissible(session: Session, call: Extract<SessionCall, { kind: 'admissible' }>, maxMillis: number) {
  const filter = { action: call.action, uses: call.uses, produces: call.produces };
  if (call.form === 'lines') return session.admissiblePage({ ...filter, cursor: call.cursor, limit: call.limit, maxMillis });
  return session.admissible({ ...filter, limit: call.limit, maxMillis });
}

async function view(session: Session, name: string, limit: number): Promise<Answer> {
  const { recipe } = readNetwork(splitText(session.network()).lines);
  if (!recipe) return errorAnswer(400, 'unreadable-network', "the session's network cannot be read");
  const page = await pageWithPolicy(recipe, name, session.sim, (renderMs) => Math.max(MIN_REFRESH_SECONDS, (REFRESH_PER_RENDER * renderMs) / 1000));
  return html(page.html, limit, page.csp);
}
