// The session behind an environment on a derived task (docs/TASKS.md) starts in the task's own
// kitchen, which an ontology file of the task defines. A worker thread that does not hold the
// session replays it from its snapshot: every session route (bindings, check, fork, view, ...)
// must then load the task's kitchen as the environment routes do.
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/server/work/session-cache.ts';
import { sessionAnswer } from '../src/server/work/session-calls.ts';
import type { SessionRef } from '../src/server/work/protocol.ts';
import { BENCHMARK } from './support/simulate.ts';

const TASK = 'cucumber-slices-with-dill~tools.medium-bowl.1';
const body = (a: { body: Uint8Array }) => JSON.parse(Buffer.from(a.body).toString('utf8'));

describe.skipIf(!BENCHMARK)('the session of an environment in a derived kitchen, replayed in another worker', () => {
  it('answers the session routes in the task\'s kitchen', async () => {
    const world = { benchmark: BENCHMARK! };
    const empty: SessionRef = { id: 'e', version: 0, snapshot: { format: 'irl-kitchen-session', version: 1, options: {}, lines: [], calls: [], recipeId: null } };
    const made = await sessionAnswer(new SessionCache(world), empty, { kind: 'env', call: { op: 'reset', options: { task: TASK } } }, () => 60_000, 1 << 24);
    expect(made.status).toBe(200);
    expect(made.snapshot!.options.kitchen).toBe('full-kitchen+1-medium-bowl');
    // another worker: it holds nothing and replays the snapshot
    const ref: SessionRef = { id: 'e', version: 1, snapshot: made.snapshot! };
    const bindings = await sessionAnswer(new SessionCache(world), ref, { kind: 'bindings' }, () => 60_000, 1 << 24);
    expect(bindings.status).toBe(200);
    expect(Object.keys(body(bindings))).toEqual(['?kitchen']);
    const check = await sessionAnswer(new SessionCache(world), ref, { kind: 'check', line: '(fetch ?b ?ks-1 ?kitchen medium-bowl 1)' }, () => 60_000, 1 << 24);
    expect(body(check).admissible).toBe(true);
    const fork: SessionRef = { id: 'f', version: 0, snapshot: made.snapshot!, origin: { id: 'e', version: 1 } };
    expect((await sessionAnswer(new SessionCache(world), fork, { kind: 'opened' }, () => 60_000, 1 << 24)).status).toBe(200);
  }, 120_000);
});
