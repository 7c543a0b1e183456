// The document a client reads: every operation of GET /openapi.json is called, and each real
// answer (its status, media type and body) is checked against what that document says, not
// against the route schemas it was made from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, GOLD_DIR, testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

describe.skipIf(!BENCHMARK)('HTTP API: real answers match the served OpenAPI document', () => {
  let s: Server;
  let doc: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
  const ajv = new Ajv({ strict: false, allErrors: true });
  /** `METHOD /path/{id}` of each operation answered 200, and every problem met. */
  const answered = new Set<string>();
  const problems: string[] = [];

  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK ?? undefined, limits: { workers: 2 } });
    doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    ajv.addSchema({ ...doc, $id: 'served' });
  }, 60_000);
  afterAll(() => s.close());

  const templateOf = (path: string) => Object.keys(doc.paths).find((t) => new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));

  /** Calls a route and checks the answer against the served document; the body comes back parsed when it is JSON. */
  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<any> {
    const r = await s.app.inject({ method, url, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }), headers: method === 'POST' ? { 'content-type': 'application/json' } : {} });
    const template = templateOf(url.split('?')[0]);
    const where = `${method} ${url} ${r.statusCode}`;
    const response = template ? doc.paths[template][method.toLowerCase()]?.responses[String(r.statusCode)] : undefined;
    const type = String(r.headers['content-type']).split(';')[0];
    if (!response) problems.push(`${where}: status not in the document`);
    else if (!response.content?.[type]) problems.push(`${where}: answered ${type}, the document says ${Object.keys(response.content ?? {})}`);
    else if (type === 'application/json') {
      const validate = ajv.getSchema(`served#/paths/${pointer(template!)}/${method.toLowerCase()}/responses/${r.statusCode}/content/${pointer(type)}/schema`)!;
      if (!validate(r.json())) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    }
    if (r.statusCode === 200 && template) answered.add(`${method} ${template}`);
    return type === 'application/json' ? r.json() : r.body;
  }

  it('every operation answers as the document says, its errors too', async () => {
    const task = (await call('GET', '/tasks')).tasks[0].id as string;
    await call('GET', '/tasks?count=1&seed=2&goal=text');
    await call('GET', `/tasks/${task}`);
    await call('GET', '/tasks/no-such-task');
    for (const url of ['/health', '/metrics', '/actions', '/action-model', '/actions/transfer-items', '/actions/transfer-itemz']) await call('GET', url);
    const line = '(fetch ?tray ?ks ?kitchen baking-tray 1)';
    await call('POST', '/execute', { network: line, mode: 'quantitative', physicsFeedback: true });
    await call('POST', '/execute', { network: '(no-such-action ?x)' });
    await call('POST', '/execute', { network: line, extra: 1 });
    await call('POST', '/evaluate', { solution: readFileSync(join(GOLD_DIR!, `${task}.solution`), 'utf8') });
    await call('POST', '/repair', { network: `#${task}\n${line}`, budgetSeconds: 1 });
    await call('POST', '/plan', { task, budgetSeconds: 1, maxNodes: 5 });

    const id = (await call('POST', '/sessions')).session as string;
    await call('GET', '/sessions');
    await call('POST', `/sessions/${id}/execute`, { network: line });
    await call('POST', `/sessions/${id}/execute`, { network: '(bogus' });
    for (const q of ['?limit=2', '?form=lines&limit=2', '?form=templates']) await call('GET', `/sessions/${id}/admissible${q}`);
    await call('GET', `/sessions/${id}/admissible/count`);
    await call('POST', `/sessions/${id}/nearest`, { line: 'fetch a bowl', k: 2 });
    await call('POST', `/sessions/${id}/check`, { line: '(fetch ?b ?ks2 ?tray medium-bowl 1)' });
    for (const part of ['bindings', 'kitchen', 'network', 'view']) await call('GET', `/sessions/${id}/${part}`);
    const snapshot = await call('GET', `/sessions/${id}/snapshot`);
    const restored = (await call('POST', '/sessions/restore', { snapshot })).session as string;
    const fork = (await call('POST', `/sessions/${id}/fork`)).session as string;
    await call('POST', `/sessions/${id}/undo`);
    await call('POST', `/sessions/${id}/evaluate`, { recipeId: task });
    for (const gone of [fork, restored, fork]) await call('DELETE', `/sessions/${gone}`);
    await call('GET', `/sessions/${fork}/bindings`);

    const env = await call('POST', '/envs', { task });
    await call('GET', `/envs/${env.env}`);
    await call('GET', `/envs/${env.env}/admissible?limit=2`);
    await call('POST', `/envs/${env.env}/step`, { line });
    await call('POST', `/envs/${env.env}/step`, { lines: [line] });
    await call('POST', `/envs/${env.env}/reset`, { seed: 1 });
    await call('GET', `/envs/${id}`);
    await call('DELETE', `/envs/${env.env}`);
    await call('DELETE', `/sessions/${id}`);

    expect(problems).toEqual([]);
    // the checks bite: an answer without its fields is no /health answer
    expect(ajv.getSchema('served#/paths/~1health/get/responses/200/content/application~1json/schema')!({ status: 'ok' })).toBe(false);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.filter((op) => !answered.has(op))).toEqual([]);
  }, 120_000);

  it('the document is OpenAPI 3.0 throughout: no JSON Schema keyword that 3.0 lacks or writes otherwise', async () => {
    const found: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [k, v] of Object.entries(node)) {
        const named = at.endsWith('/properties'); // keys there are property names
        if (!named && ['propertyNames', 'if', 'then', 'else', 'const', '$defs', 'prefixItems'].includes(k)) found.push(`${at}/${k}`);
        if (!named && ['exclusiveMinimum', 'exclusiveMaximum'].includes(k) && typeof v !== 'boolean') found.push(`${at}/${k}: ${JSON.stringify(v)}`);
        walk(v, `${at}/${k}`);
      }
    };
    walk(doc, '');
    expect(found).toEqual([]);
    // what 3.0 writes as a boolean still holds: a budget of 0 s is refused, one just above taken by the schema
    const budget = (doc.paths['/plan'].post as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, object> } }> } }).requestBody.content['application/json'].schema.properties.budgetSeconds;
    expect(budget).toMatchObject({ minimum: 0, exclusiveMinimum: true });
    const zero = await s.app.inject({ method: 'POST', url: '/plan', payload: '{"task": "x", "budgetSeconds": 0}', headers: { 'content-type': 'application/json' } });
    expect(zero.json().error).toEqual({ code: 'invalid-request', message: 'POST /plan: body/budgetSeconds must be > 0' });
    // what 3.0 lacks is kept for readers as x-…: the names a bindings object takes
    expect((doc as unknown as { components: { schemas: Record<string, object> } }).components.schemas.bindings).toMatchObject({ 'x-propertyNames': { pattern: '^\\?' } });
  }, 30_000);
});
