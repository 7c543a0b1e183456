// GET /tasks and GET /tasks/{id} on a real server on loopback: every answer checked against its
// route's schema (task.schema.json for a task), the same tasks as the library's, goal modes,
// splits, derived tasks by seed and by id, and JSON errors for bad requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchemasOf } from '../../src/server/app.ts';
import { type RunningServer, startServer } from '../../src/server/listen.ts';
import { getTask, listTasks } from '../../src/tasks/library.ts';
import { taskToJson } from '../../src/tasks/task-json.ts';
import { BENCHMARK, schemaChecker } from './support.ts';

describe.skipIf(!BENCHMARK)('HTTP API: tasks', () => {
  let server: RunningServer;
  const check = schemaChecker();
  beforeAll(async () => {
    server = await startServer({ host: '127.0.0.1', port: 0, limits: { requestMillis: 60_000 } });
  });
  afterAll(() => server.close());

  async function get(path: string, route: string): Promise<{ status: number; body: any }> {
    const r = await fetch(`${server.url}${path}`);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await r.json();
    const schema = (routeSchemasOf(server.app).get(route)?.response as Record<number, object>)[r.status];
    expect(schema, `${path} ${r.status}`).toBeDefined();
    expect(check(schema, body), path).toEqual([]);
    return { status: r.status, body };
  }

  it('GET /tasks lists every corpus task with its split, source and goal size; goal=text hides the size', async () => {
    const corpus = listTasks({ benchmark: BENCHMARK! });
    const all = await get('/tasks', 'GET /tasks');
    expect(all.status).toBe(200);
    expect(all.body.tasks).toEqual(corpus.map((t) => ({ id: t.id, title: t.title, split: t.split, source: t.source, goalConditions: t.goal.conditions.length })));
    const test = await get('/tasks?split=test&goal=text', 'GET /tasks');
    expect(test.body.tasks.map((t: { id: string }) => t.id)).toEqual(corpus.filter((t) => t.split === 'test').map((t) => t.id));
    for (const t of test.body.tasks) expect(t.goalConditions).toBeUndefined();
  });

  it('GET /tasks with count lists derived tasks after the corpus, the same as the library for that seed', async () => {
    const r = await get('/tasks?count=5&seed=11', 'GET /tasks');
    expect(r.body.tasks.map((t: { id: string }) => t.id)).toEqual(listTasks({ benchmark: BENCHMARK!, derive: { seed: 11, count: 5 } }).map((t) => t.id));
    expect(r.body.tasks.filter((t: { id: string }) => t.id.includes('~')).length).toBe(5);
  });

  it('GET /tasks/{id} gives the whole task with goal=visible (default) and the task without goal with goal=text', async () => {
    const want = getTask('almond-crescent-cookies', { benchmark: BENCHMARK! })!;
    const visible = await get('/tasks/almond-crescent-cookies', 'GET /tasks/:id');
    expect(visible).toEqual({ status: 200, body: taskToJson(want) });
    const text = await get('/tasks/almond-crescent-cookies?goal=text', 'GET /tasks/:id');
    expect(text.body).toEqual(taskToJson(want, 'text'));
    expect(text.body.goal).toBeUndefined();
  });

  it('GET /tasks/{id} makes a derived task from its id', async () => {
    const id = 'almond-crescent-cookies~tools.baking-tray.1';
    const r = await get(`/tasks/${id}`, 'GET /tasks/:id');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(taskToJson(getTask(id, { benchmark: BENCHMARK! })!));
    expect(r.body.kitchen.yaml).toContain('extends: full-kitchen');
  });

  it('an unknown task is a 404, a bad query a 400, each naming the route', async () => {
    for (const id of ['nope', 'almond-crescent-cookies~scale.7', 'almond-crescent-cookies~']) {
      const r = await get(`/tasks/${encodeURIComponent(id)}`, 'GET /tasks/:id');
      expect(r.status, id).toBe(404);
      expect(r.body.error.code).toBe('unknown-task');
      expect(r.body.error.message).toMatch(/^GET \/tasks\/\{id\}: unknown task/);
    }
    // a misspelt id is told the id meant, as POST /envs and POST /plan tell it
    const misspelt = await get('/tasks/almond-crescent-cookie', 'GET /tasks/:id');
    expect(misspelt.body.error.message).toBe('GET /tasks/{id}: unknown task "almond-crescent-cookie" (did you mean almond-crescent-cookies?)');
    const variation = await get(`/tasks/${encodeURIComponent('almond-crescent-cookies~scale.7')}`, 'GET /tasks/:id');
    expect(variation.body.error.message).toMatch(/almond-crescent-cookies has no variation "scale\.7".*scale\./);
    for (const [path, words] of [
      ['/tasks?split=dev', 'split'],
      ['/tasks?goal=hidden', 'goal'],
      ['/tasks?colour=red', 'colour'],
      ['/tasks?count=1001', 'count'],
      ['/tasks?count=-1', 'count'],
      ['/tasks?seed=3', 'count'],
    ]) {
      const r = await get(path, 'GET /tasks');
      expect(r.status, path).toBe(400);
      expect(r.body.error.message, path).toMatch(new RegExp(`^GET /tasks: .*${words}`));
    }
    // an id longer than any route parameter is refused before the route (as for every route)
    const long = await fetch(`${server.url}/tasks/${'x'.repeat(300)}`);
    expect(long.status).toBe(414);
  });
});

describe('HTTP API: tasks without a corpus', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ host: '127.0.0.1', port: 0, benchmark: '/nonexistent-benchmark' });
  });
  afterAll(() => server.close());

  it('answers 503 no-benchmark', async () => {
    for (const path of ['/tasks', '/tasks/almond-crescent-cookies']) {
      const r = await fetch(`${server.url}${path}`);
      expect(r.status).toBe(503);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe('no-benchmark');
    }
  });
});
