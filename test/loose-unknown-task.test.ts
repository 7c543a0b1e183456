// An unknown task id names the way the caller's own interface lists tasks, once: listTasks() in
// the library, GET /tasks over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { BENCHMARK, testServer } from './server/support.ts';

const thrown = (f: () => unknown): Error => {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('no error');
};

describe.skipIf(!BENCHMARK)('an unknown task id', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK! });
  }, 120_000);
  afterAll(() => s?.close());

  it('createEnv names listTasks() and no route', () => {
    const { message } = thrown(() => createEnv({ task: 'nope', benchmark: BENCHMARK! }));
    expect(message).toBe('unknown task "nope" (a task id of listTasks(), e.g. almond-crescent-cookies)');
  });

  it('POST /envs names GET /tasks and no library call', async () => {
    const r = await s.call('POST', '/envs', { task: 'nope' });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('unknown-task');
    expect(r.body.error.message).toBe('POST /envs: unknown task "nope" (a task id of GET /tasks, e.g. almond-crescent-cookies)');
  }, 120_000);

  it('a close id gets its suggestion and no listing', () => {
    const { message } = thrown(() => createEnv({ task: 'afghan-biscuit', benchmark: BENCHMARK! }));
    expect(message).toBe('unknown task "afghan-biscuit" (did you mean afghan-biscuits?)');
  });
});
