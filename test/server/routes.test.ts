// The HTTP API through fastify's inject: every response is checked against its route's schema
// (published schemas of docs/schema included); errors are JSON with 4xx codes; limits hold.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, gold, testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

/** The reference figures of the gold networks by recipe id. */
function referenceFigures(): Map<string, { fraction: string; dish: number; time: number }> {
  const rows = readFileSync(join(BENCHMARK!, 'reference-figures/gold-reference.csv'), 'utf8').trim().split('\n').slice(1);
  return new Map(
    rows.map((r) => {
      const c = r.split(',');
      return [c[0].replace(/\.solution$/, ''), { fraction: c[3], dish: Number(c[4]), time: Number(c[5]) }];
    }),
  );
}

describe('HTTP API: catalog, errors and limits', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { bodyBytes: 4096, linesPerRequest: 5 } });
  });
  afterAll(() => s.close());

  it('GET /health reports the execution modes', async () => {
    const r = await s.call('GET', '/health');
    expect(r).toMatchObject({ status: 200, violations: [] });
    expect(r.body.executionModes).toContain('qualitative');
  });

  it('GET /actions lists every action of the inventory with typed slots and modes', async () => {
    const r = await s.call('GET', '/actions');
    expect(r).toMatchObject({ status: 200, violations: [] });
    const names = r.body.actions.map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('fetch-and-proportion');
    const beat = r.body.actions.find((a: { name: string }) => a.name === 'beat');
    expect(beat.slots[0]).toEqual({ name: 'container-with-ingredients-beaten', direction: 'out', type: 'transferable-container' });
    // every slot is in exactly one of bound/computed in every mode
    for (const a of r.body.actions)
      for (const m of a.modes) expect([...m.bound, ...m.computed].sort()).toEqual(a.slots.map((x: { name: string }) => x.name).sort());
  });

  it('GET /actions/{name} gives one action of the model: conditions with failure codes, defaults, effect, timing', async () => {
    const r = await s.call('GET', '/actions/beat');
    expect(r).toMatchObject({ status: 200, violations: [] });
    expect(r.body.name).toBe('beat');
    const conditions = r.body.modes.flatMap((m: { conditions: { condition: string; codes: string[] }[] }) => m.conditions);
    expect(conditions.length).toBeGreaterThan(0);
    expect(conditions.every((c: { codes: string[] }) => c.codes.length > 0)).toBe(true);
    expect(r.body.modes[0].defaults).toEqual([{ slot: 'tool', how: 'retrieve(whisk)' }]);
    // as rule files write it too
    expect((await s.call('GET', '/actions/transfer_items')).body.name).toBe('transfer-items');
    const unknown = await s.call('GET', '/actions/beet');
    expect(unknown).toMatchObject({ status: 404, violations: [] });
    expect(unknown.body.error).toEqual({ code: 'unknown-action', message: "GET /actions/{name}: unknown action 'beet' (did you mean beat?) (GET /actions lists them all)" });
  });

  it('refuses an overlong path parameter and a malformed %-escape in the documented error form, before any route', async () => {
    const long = await s.app.inject({ method: 'GET', url: `/sessions/${'a'.repeat(201)}/network`, headers: { host: '127.0.0.1' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { code: 'uri-too-long', message: expect.stringMatching(/^GET \/sessions\/a+…: a path parameter is longer than 200 characters$/) } });
    // a name of 200 characters still reaches its route
    expect((await s.app.inject({ method: 'GET', url: `/actions/${'a'.repeat(200)}`, headers: { host: '127.0.0.1' } })).json().error.code).toBe('unknown-action');
    const escape = await s.app.inject({ method: 'GET', url: '/actions/%E0%A4%A', headers: { host: '127.0.0.1' } });
    expect(escape.statusCode).toBe(400);
    expect(escape.json()).toEqual({ error: { code: 'bad-url', message: 'GET /actions/%E0%A4%A: not a valid URL (a malformed %-escape?)' } });
  });

  it('GET /action-model gives every action and the condition vocabulary, as irl-kitchen actions --json prints them', async () => {
    const r = await s.call('GET', '/action-model');
    expect(r).toMatchObject({ status: 200, violations: [] });
    expect(r.body.actions.map((a: { name: string }) => a.name)).toEqual((await s.call('GET', '/actions')).body.actions.map((a: { name: string }) => a.name));
    expect(r.body.actions.find((a: { name: string }) => a.name === 'beat')).toEqual((await s.call('GET', '/actions/beat')).body);
    expect(Object.keys(r.body.conditions)).toContain('in_kitchen');
  });

  it('GET /openapi.json describes every route with a schema for its body, params, query and responses', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = r.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string }[]; responses: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    const keys = routes.map((x) => `${x.method.toUpperCase()} ${x.path}`);
    for (const k of ['GET /health', 'GET /actions', 'POST /execute', 'POST /evaluate', 'POST /sessions', 'POST /sessions/{id}/execute', 'GET /sessions/{id}/admissible', 'POST /sessions/{id}/nearest', 'POST /sessions/{id}/check', 'GET /sessions/{id}/kitchen', 'GET /sessions/{id}/network', 'POST /sessions/{id}/undo', 'POST /sessions/{id}/fork', 'POST /sessions/{id}/evaluate', 'DELETE /sessions/{id}'])
      expect(keys).toContain(k);
    expect(keys).not.toContain('GET /openapi.json');
    for (const { path, method, op } of routes) {
      expect(Object.keys(op.responses), `${method} ${path}`).toContain('200');
      const takesInput = op.requestBody !== undefined || (op.parameters?.length ?? 0) > 0;
      if (takesInput) expect(Object.keys(op.responses), `${method} ${path}`).toContain('400');
      if (method === 'post' && path !== '/sessions/{id}/undo' && path !== '/sessions/{id}/fork') expect(op.requestBody, `${method} ${path}`).toBeDefined();
      if (path.includes('{id}')) expect(op.parameters?.some((p) => p.in === 'path')).toBe(true);
    }
  });

  it('no route takes a file path, rule text or ontology text', async () => {
    for (const field of ['rules', 'ontology', 'file', 'benchmark']) {
      const r = await s.call('POST', '/sessions', { [field]: '/etc/passwd' });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toContain(field);
    }
  });

  it('an unknown execution mode is a 400 naming the modes available', async () => {
    const r = await s.call('POST', '/execute', { network: '(get-kitchen ?k)', mode: 'telepathic' });
    expect(r).toMatchObject({ status: 400, violations: [] });
    expect(r.body.error.code).toBe('unknown-mode');
    expect(r.body.error.message).toContain('qualitative');
    expect(r.body.error.message).toContain('quantitative');
  });

  it('mode quantitative replays every step physically and answers the same shape', async () => {
    const network = '(get-kitchen ?k)\n(fetch-and-proportion ?butter ?ks-1 ?k ?bowl butter 230 g)';
    const r = await s.call('POST', '/execute', { network, mode: 'quantitative' });
    expect(r).toMatchObject({ status: 200, violations: [] });
    expect(r.body.status).toBe('ok');
    const pour = r.body.timeline.find((t: { action: string }) => t.action === 'fetch-and-proportion');
    expect(pour.physics).toMatchObject({ procedure: 'pour', measuredGrams: 230 });
  });

  it('physicsFeedback: the measured physics changes the bindings and is listed; only with mode quantitative', async () => {
    // a thick sauce mixed for the step's short time stays below the mixing index
    const network = '(get-kitchen ?k)\n(fetch-and-proportion ?mayo ?ks-1 ?k ?bowl mayonnaise 230 g)\n(fetch-and-proportion ?juice ?ks-2 ?ks-1 ?mayo lemon-juice 1 tablespoon)\n(mix ?sauce ?ks-3 ?ks-2 ?juice ?tool)';
    const contents = (body: { bindings: Record<string, { value: { contents?: { class: string }[] } }> }) => body.bindings['?sauce'].value.contents?.map((c) => c.class);
    const plain = await s.call('POST', '/execute', { network, mode: 'quantitative' });
    expect(plain).toMatchObject({ status: 200, violations: [] });
    expect(plain.body).not.toHaveProperty('physicsFeedback');
    expect(contents(plain.body)).toEqual(['homogeneous-mixture']);
    const fed = await s.call('POST', '/execute', { network, mode: 'quantitative', physicsFeedback: true });
    expect(fed).toMatchObject({ status: 200, violations: [] });
    expect(fed.body.physicsFeedback.map((d: { code: string }) => d.code)).toContain('physics-under-mixed');
    expect(contents(fed.body)).toEqual(['heterogeneous-mixture']);
    const refused = await s.call('POST', '/execute', { network, physicsFeedback: true });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } }, violations: [] });
    expect(refused.body.error.message).toBe('POST /execute: physicsFeedback: only with mode "quantitative"');
  }, 60_000); // two quantitative runs: seconds each on a loaded machine

  it('malformed JSON, a wrong type, a missing or extra field: 400 with a JSON error naming the route', async () => {
    const bad = await s.call('POST', '/execute', '{"network": ', { 'content-type': 'application/json' });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'malformed-json' } }, violations: [] });
    expect(bad.body.error.message).toMatch(/^POST \/execute: the body is not valid JSON \(.+\)$/);
    // where the parser says the position, the line and column come with it
    const cut = await s.call('POST', '/execute', '{\n "network": "(get-kitchen ?k)"', { 'content-type': 'application/json' });
    expect(cut.body.error).toMatchObject({ code: 'malformed-json', line: 2, column: 31 }); // just after the last character
    // valid JSON with a key that could poison prototypes is refused as such, not called invalid
    const poisoned = await s.call('POST', '/execute', '{"network": "(get-kitchen ?k)", "__proto__": {"x": 1}}', { 'content-type': 'application/json' });
    expect(poisoned).toMatchObject({ status: 400, body: { error: { code: 'malformed-json', message: 'POST /execute: keys named __proto__, or constructor holding prototype, are refused' } }, violations: [] });
    const typed = await s.call('POST', '/execute', { network: 42 });
    expect(typed.status).toBe(400);
    const missing = await s.call('POST', '/execute', {});
    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
    expect(missing.body.error.message).toMatch(/POST \/execute: .*network/);
    const extra = await s.call('POST', '/evaluate', { solution: '', metric: ['execution-time'] });
    expect(extra.body.error.message).toContain('"metric"');
    const metric = await s.call('POST', '/evaluate', { solution: '', metrics: ['taste'] });
    expect(metric.status).toBe(400);
    expect(metric.body.error.message).toContain('execution-time');
  });

  it('an unknown route or session is a 404', async () => {
    expect((await s.call('GET', '/kitchen')).body.error.code).toBe('no-such-route');
    for (const [method, url] of [
      ['GET', '/sessions/nope/kitchen'],
      ['GET', '/sessions/nope/network'],
      ['POST', '/sessions/nope/undo'],
      ['DELETE', '/sessions/nope'],
    ] as const) {
      const r = await s.call(method, url);
      expect(r, url).toMatchObject({ status: 404, body: { error: { code: 'unknown-session' } }, violations: [] });
    }
    // the answer repeats the id asked for: a browser must take it as JSON, never sniff a page in it
    for (const url of ['/sessions/%3Cscript%3Ealert(1)%3C%2Fscript%3E/view', '/no-such-route', '/health']) {
      const r = await s.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('a request over the body or line limit gets a 413 and the server keeps serving', async () => {
    const big = await s.call('POST', '/execute', { network: `(get-kitchen ?k)\n${' '.repeat(5000)}` });
    expect(big).toMatchObject({ status: 413, body: { error: { code: 'body-too-large' } }, violations: [] });
    const lines = Array.from({ length: 6 }, (_, i) => `(get-kitchen ?k${i})`).join('\n');
    const many = await s.call('POST', '/execute', { network: lines });
    expect(many).toMatchObject({ status: 413, body: { error: { code: 'too-many-lines' } }, violations: [] });
    expect(many.body.error.message).toContain('5');
    expect((await s.call('GET', '/health')).status).toBe(200);
  });
});

describe.skipIf(!BENCHMARK)('HTTP API: POST /evaluate', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('scores gold networks with the reference figures, one row per recipe in order', async () => {
    const figures = referenceFigures();
    const names = ['coconut-tuiles', 'almond-crescent-cookies'];
    const r = await s.call('POST', '/evaluate', { solution: names.map(gold).join('\n') });
    expect(r).toMatchObject({ status: 200, violations: [] });
    expect(r.body.map((row: { recipeId: string }) => row.recipeId)).toEqual(names);
    for (const row of r.body) {
      const want = figures.get(row.recipeId)!;
      expect(row.status).toBe('ok');
      expect(row.goalConditionSuccess.fraction).toBe(want.fraction);
      expect(row.dishApproximationScore).toBeCloseTo(want.dish, 2);
      expect(row.executionTime).toBe(want.time);
    }
  });

  it('gives smatch when asked, and a row with the reason for a recipe it cannot score', async () => {
    const r = await s.call('POST', '/evaluate', { solution: `${gold('coconut-tuiles')}\n#no-such-recipe\n(get-kitchen ?k)`, metrics: ['smatch-score'] });
    expect(r).toMatchObject({ status: 200, violations: [] });
    expect(r.body[0].smatch.f).toBe(1);
    expect(r.body[1]).toMatchObject({ recipeId: 'no-such-recipe', status: 'error', reason: 'unsupported-recipe' });
  });
});

describe.skipIf(!BENCHMARK)('HTTP API: sessions', () => {
  let s: Server;
  beforeAll(async () => {
    // a listing takes seconds on a loaded machine: the time limit has a test of its own
    s = await testServer({ limits: { maxSessions: 4, linesPerSession: 6, requestMillis: 120_000 } });
  });
  afterAll(() => s.close());

  const open = async () => {
    const r = await s.call('POST', '/sessions');
    expect(r).toMatchObject({ status: 200, violations: [] });
    return r.body.session as string;
  };
  const close = (id: string) => s.call('DELETE', `/sessions/${id}`);
  const butter = '(fetch-and-proportion ?butter ?ks-with-butter ?kitchen ?bowl-1 butter 230 g)';
  const sugar = '(fetch-and-proportion ?sugar ?ks-with-sugar ?ks-with-butter ?bowl-2 white-sugar 120 g)';

  it('executes lines across calls, later lines using earlier variables; kitchen, network, bindings follow', async () => {
    const id = await open();
    const first = await s.call('POST', `/sessions/${id}/execute`, { network: butter });
    expect(first).toMatchObject({ status: 200, violations: [], body: { status: 'ok', accepted: true } });
    expect(first.body.newBindings['?butter'].value.contents[0].class).toBe('butter');
    const second = await s.call('POST', `/sessions/${id}/execute`, { network: sugar });
    expect(second).toMatchObject({ status: 200, violations: [], body: { status: 'ok' } });
    expect(Object.keys(second.body.newBindings)).toContain('?sugar');
    expect(Object.keys(second.body.newBindings)).not.toContain('?ks-with-butter'); // unchanged: not new
    // the same network sent whole gives the same bindings and execution time
    const whole = await s.call('POST', '/execute', { network: `${butter}\n${sugar}` });
    expect(whole).toMatchObject({ status: 200, violations: [] });
    const bindings = await s.call('GET', `/sessions/${id}/bindings`);
    expect(bindings).toMatchObject({ status: 200, violations: [] });
    expect(bindings.body).toEqual(whole.body.bindings);
    expect(second.body.executionTime).toBe(whole.body.executionTime);
    const kitchen = await s.call('GET', `/sessions/${id}/kitchen`);
    expect(kitchen).toMatchObject({ status: 200, violations: [], body: { kind: 'kitchen-state' } });
    expect(kitchen.body.kitchenTime).toBe(whole.body.executionTime);
    expect((await s.call('GET', `/sessions/${id}/network`)).body).toEqual({ network: `${butter}\n${sugar}` });
    await close(id);
  });

  it('serves the web view of the network so far, following the lines as they are executed', async () => {
    const id = await open();
    await s.call('POST', `/sessions/${id}/execute`, { network: butter });
    const first = await s.app.inject({ method: 'GET', url: `/sessions/${id}/view` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.body).toContain('http-equiv="refresh"');
    const nodes = (html: string) => new Set([...html.matchAll(/<g[^>]*data-line="(\d+)"/g)].map((m) => m[1])).size;
    await s.call('POST', `/sessions/${id}/execute`, { network: sugar });
    const second = await s.app.inject({ method: 'GET', url: `/sessions/${id}/view` });
    expect(nodes(second.body)).toBeGreaterThan(nodes(first.body));
    expect((await s.app.inject({ method: 'GET', url: '/sessions/nope/view' })).statusCode).toBe(404);
    await close(id);
  });

  it('an unknown action or an unreadable line is a 200 refusing the lines, with a diagnostic naming the place', async () => {
    const id = await open();
    const typo = await s.call('POST', `/sessions/${id}/execute`, { network: butter.replace('fetch-and-proportion', 'fetch-and-proportoin') });
    expect(typo).toMatchObject({ status: 200, violations: [], body: { status: 'error', accepted: false, newBindings: {} } });
    expect(typo.body.diagnostics[0].message).toContain('fetch-and-proportion');
    const open_ = await s.call('POST', `/sessions/${id}/execute`, { network: butter.slice(0, -1) });
    expect(open_).toMatchObject({ status: 200, violations: [], body: { accepted: false } });
    expect(open_.body.diagnostics[0].column).toBeGreaterThan(1);
    expect((await s.call('GET', `/sessions/${id}/network`)).body.network).toBe('');
    const whole = await s.call('POST', '/execute', { network: butter.replace('fetch-and-proportion', 'fetch-and-proportoin') });
    expect(whole).toMatchObject({ status: 200, violations: [], body: { status: 'error', bindings: {} } });
    await close(id);
  });

  it('lists admissible actions (one action, a limit) and the nearest lines to a free-form step', async () => {
    const id = await open();
    await s.call('POST', `/sessions/${id}/execute`, { network: butter });
    const beat = await s.call('GET', `/sessions/${id}/admissible?action=beat&limit=2`);
    expect(beat).toMatchObject({ status: 200, violations: [] });
    expect(beat.body.length).toBeGreaterThan(0);
    expect(beat.body.length).toBeLessThanOrEqual(2);
    for (const e of beat.body) expect(e.action).toBe('beat');
    // an admissible line executes without a failed object
    const step = await s.call('POST', `/sessions/${id}/execute`, { network: beat.body[0].line });
    expect(step.body.status).toBe('ok');
    expect(step.body.newTimeline.every((t: { failed: boolean }) => !t.failed)).toBe(true);
    const near = await s.call('POST', `/sessions/${id}/nearest`, { line: 'beat the butter', k: 3 });
    expect(near).toMatchObject({ status: 200, violations: [] });
    expect(near.body.length).toBeLessThanOrEqual(3);
    for (const [query, code] of [
      ['action=no-such-action', 'invalid-input'],
      ['limit=0', 'invalid-request'],
      ['limit=many', 'invalid-request'],
      ['limit=100000', 'invalid-request'],
    ])
      expect((await s.call('GET', `/sessions/${id}/admissible?${query}`)).body.error.code, query).toBe(code);
    expect((await s.call('POST', `/sessions/${id}/nearest`, { line: 'x', k: 0 })).status).toBe(400);
    await close(id);
  }, 120_000);

  it('checks a proposed line without executing it: every declared condition that does not hold', async () => {
    const id = await open();
    await s.call('POST', `/sessions/${id}/execute`, { network: butter });
    const before = (await s.call('GET', `/sessions/${id}/network`)).body;
    const admissible = (await s.call('GET', `/sessions/${id}/admissible?action=beat&limit=1`)).body[0].line as string;
    const ok = await s.call('POST', `/sessions/${id}/check`, { line: admissible });
    expect(ok).toMatchObject({ status: 200, violations: [], body: { admissible: true, failed: [] } });
    // on the kitchen's first state the bowl of butter is not yet on the counter-top
    const stale = await s.call('POST', `/sessions/${id}/check`, { line: '(beat ?b ?ks-out ?kitchen ?butter ?whisk)' });
    expect(stale).toMatchObject({ status: 200, violations: [] });
    expect(stale.body.admissible).toBe(false);
    expect(stale.body.failed[0]).toMatchObject({ code: expect.stringMatching(/^F_NOT_/), slot: 'container-with-ingredients', variable: '?butter' });
    expect(stale.body.failed[0].condition).toMatch(/container_with_ingredients/);
    // nothing changed, and a body without a line is refused
    expect((await s.call('GET', `/sessions/${id}/network`)).body).toEqual(before);
    expect((await s.call('POST', `/sessions/${id}/check`, {})).status).toBe(400);
    expect((await s.call('POST', '/sessions/no-such-session/check', { line: admissible })).status).toBe(404);
    await close(id);
  }, 120_000);

  it('undo takes back the last call; fork copies a session that then goes its own way', async () => {
    const id = await open();
    await s.call('POST', `/sessions/${id}/execute`, { network: butter });
    const fork = await s.call('POST', `/sessions/${id}/fork`);
    expect(fork).toMatchObject({ status: 200, violations: [] });
    const copy = fork.body.session as string;
    expect(copy).not.toBe(id);
    expect(Object.keys(fork.body.bindings)).toContain('?butter');
    await s.call('POST', `/sessions/${copy}/execute`, { network: sugar });
    expect((await s.call('GET', `/sessions/${id}/network`)).body.network).toBe(butter);
    expect((await s.call('GET', `/sessions/${copy}/network`)).body.network).toBe(`${butter}\n${sugar}`);
    const undo = await s.call('POST', `/sessions/${copy}/undo`);
    expect(undo).toMatchObject({ status: 200, violations: [], body: { undone: true } });
    expect(Object.keys(undo.body.bindings)).not.toContain('?sugar');
    expect((await s.call('POST', `/sessions/${copy}/undo`)).body.undone).toBe(true);
    expect((await s.call('POST', `/sessions/${copy}/undo`)).body.undone).toBe(false);
    await close(id);
    await close(copy);
  });

  it('a refused call is a call: its snapshot, a fork of it and an undo right after it keep the accepted call before it', async () => {
    const id = await open();
    await s.call('POST', `/sessions/${id}/execute`, { network: butter });
    expect((await s.call('POST', `/sessions/${id}/execute`, { network: '(stirr ?x ?ks-9 ?ks-with-butter ?butter)' })).body.accepted).toBe(false);
    expect((await s.call('GET', `/sessions/${id}/snapshot`)).body).toMatchObject({ lines: [butter], calls: [1, 0] });
    // the fork starts from the snapshot, not from the worker thread's live session
    const copy = (await s.call('POST', `/sessions/${id}/fork`)).body.session as string;
    for (const session of [copy, id]) {
      expect((await s.call('POST', `/sessions/${session}/undo`)).body.undone).toBe(true);
      expect((await s.call('GET', `/sessions/${session}/network`)).body.network).toBe(butter);
    }
    await close(id);
    await close(copy);
  });

  it('scores the network so far against a gold recipe; an unknown recipe is a 404', async () => {
    const id = await open();
    const lines = gold('coconut-tuiles').split('\n').filter((l) => l.startsWith('('));
    await s.call('POST', `/sessions/${id}/execute`, { network: lines.slice(0, 4).join('\n') });
    const row = await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'coconut-tuiles', metrics: ['goal-condition-success', 'smatch-score'] });
    expect(row).toMatchObject({ status: 200, violations: [], body: { recipeId: 'coconut-tuiles', status: 'ok' } });
    expect(row.body.smatch.recall).toBeLessThan(1);
    const unknown = await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'no-such-recipe' });
    expect(unknown).toMatchObject({ status: 404, violations: [], body: { error: { code: 'unknown-recipe' } } });
    expect(unknown.body.error.message).toContain('no-such-recipe');
    await close(id);
  });

  it('DELETE closes a session: it is then a 404', async () => {
    const id = await open();
    expect(await close(id)).toMatchObject({ status: 200, body: { deleted: true }, violations: [] });
    expect((await s.call('POST', `/sessions/${id}/execute`, { network: butter })).status).toBe(404);
    expect((await close(id)).status).toBe(404);
  });

  it('over the session count the least recently used idle session is closed; over the lines per session a 413', async () => {
    const ids = [await open(), await open(), await open(), await open()];
    const fifth = await s.call('POST', '/sessions');
    expect(fifth).toMatchObject({ status: 200, violations: [] });
    expect((await s.call('GET', `/sessions/${ids[0]}/network`)).body.error.code).toBe('unknown-session');
    // used since: ids[2] and ids[3] stay, ids[1] makes room for the fork
    expect((await s.call('GET', `/sessions/${ids[2]}/network`)).status).toBe(200);
    expect((await s.call('GET', `/sessions/${ids[3]}/network`)).status).toBe(200);
    const fork = await s.call('POST', `/sessions/${ids[2]}/fork`);
    expect(fork).toMatchObject({ status: 200, violations: [] });
    expect((await s.call('GET', `/sessions/${ids[1]}/network`)).status).toBe(404);
    await close(fifth.body.session);
    await close(fork.body.session);
    const live = [ids[2], ids[3]];
    const lines = Array.from({ length: 7 }, (_, i) => `(fetch-and-proportion ?b${i} ?ks${i + 1} ?ks${i} ?t${i} butter 10 g)`);
    expect((await s.call('POST', `/sessions/${live[0]}/execute`, { network: lines.slice(0, 4).join('\n') })).status).toBe(200);
    const more = await s.call('POST', `/sessions/${live[0]}/execute`, { network: lines.slice(4).join('\n') });
    expect(more).toMatchObject({ status: 413, body: { error: { code: 'session-too-long' } }, violations: [] });
    for (const id of live) await close(id);
    expect((await s.call('GET', '/health')).body.sessions).toBe(0);
  });
});

describe('HTTP API: memory limit', () => {
  it('refuses new sessions above the heap threshold with a 429', async () => {
    // the main thread's heap as if it were above its share of the limit
    const s = await testServer({ heapUsed: () => 10_000 * 1024 * 1024 });
    const r = await s.call('POST', '/sessions', {});
    expect(r).toMatchObject({ status: 429, body: { error: { code: 'memory-limit' } }, violations: [] });
    expect((await s.call('GET', '/health')).status).toBe(200);
    await s.close();
  });
});

describe.skipIf(!BENCHMARK)('HTTP API: time limit of a listing', () => {
  it('an admissible listing over --request-ms is a 422 naming the limit, and the server keeps serving', async () => {
    // time enough to open the session and run a line, not to list every action
    const s = await testServer({ limits: { requestMillis: 50 } });
    const id = (await s.call('POST', '/sessions')).body.session as string;
    await s.call('POST', `/sessions/${id}/execute`, { network: '(fetch-and-proportion ?butter ?ks-with-butter ?kitchen ?bowl-1 butter 230 g)' });
    const all = await s.call('GET', `/sessions/${id}/admissible`);
    expect(all).toMatchObject({ status: 422, body: { error: { code: 'time-limit' } }, violations: [] });
    expect(all.body.error.message).toMatch(/GET \/sessions\/\{id\}\/admissible: .* ms.*action/);
    const near = await s.call('POST', `/sessions/${id}/nearest`, { line: 'beat the butter' });
    expect(near).toMatchObject({ status: 422, body: { error: { code: 'time-limit' } }, violations: [] });
    expect((await s.call('GET', '/health')).status).toBe(200);
    await s.close();
  });
});
