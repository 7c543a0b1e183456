// The OpenAPI document as a generated client reads it: every path and method of GET /openapi.json
// is called on a real server (127.0.0.1) with a valid request built from its request schema, and
// once with a bad one; each answer's status must be listed for its operation, its media type the
// one declared, and its body valid against the declared schema (OpenAPI 3.0: `nullable`, boolean
// exclusive bounds). docs/HTTP.md must list exactly the document's routes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveServer } from './live.ts';
import { ROOT } from './process.ts';
import { BENCHMARK, gold, networkLines } from './support.ts';

type Schema = Record<string, any>;
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** An OpenAPI 3.0 schema as JSON Schema draft-07 reads it (ajv takes `nullable` itself). */
function asJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const o: Schema = {};
  for (const [k, v] of Object.entries(node)) o[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Schema).map(([p, s]) => [p, asJsonSchema(s)])) : asJsonSchema(v);
  for (const [bound, exclusive] of [['minimum', 'exclusiveMinimum'], ['maximum', 'exclusiveMaximum']])
    if (o[exclusive] === true) [o[exclusive], o[bound]] = [o[bound], undefined];
    else if (o[exclusive] === false) delete o[exclusive];
  return JSON.parse(JSON.stringify(o));
}

/** Validators of the document's schemas, their `#/components/...` references resolved in it. */
function documentChecker(doc: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ components: asJsonSchema(doc.components) }, 'openapi');
  const cache = new Map<string, ValidateFunction>();
  return (schema: Schema, data: unknown): string[] => {
    // references point into the document added above
    const text = JSON.stringify(asJsonSchema(schema)).replaceAll('"#/components/', '"openapi#/components/');
    const v = cache.get(text) ?? ajv.compile(JSON.parse(text));
    cache.set(text, v);
    return v(data) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  };
}

describe.skipIf(!BENCHMARK)('HTTP API: every operation of GET /openapi.json answers as the document says', () => {
  let s: Awaited<ReturnType<typeof liveServer>>;
  let doc: Document;
  let check: ReturnType<typeof documentChecker>;
  const values: Record<string, unknown> = {};
  beforeAll(async () => {
    s = await liveServer({ benchmark: BENCHMARK ?? undefined, limits: { bodyBytes: 64 * 1024, workers: 2 } });
    doc = await (await fetch(`${s.url}/openapi.json`)).json();
    check = documentChecker(doc);
    // the small table of realistic values: a corpus task and its gold network, an action, a session, an environment
    const task = (await s.call('GET', '/tasks')).body.tasks[0].id as string;
    const network = gold(task);
    const line = networkLines(network).find((l) => !l.includes('get-kitchen'))!;
    const action = (await s.call('GET', '/actions')).body.actions[0].name as string;
    Object.assign(values, { task, network, solution: network, recipeId: task, line, name: action, maxNodes: 5, budgetSeconds: 1 });
    await openSessionAndEnv();
  }, 120_000);
  afterAll(() => s?.close());

  /** A session with a few lines of the gold network, its snapshot, and an environment on the task (DELETE closes them). */
  async function openSessionAndEnv() {
    const session = (await s.call('POST', '/sessions')).body.session as string;
    await s.call('POST', `/sessions/${session}/execute`, { network: networkLines(values.network as string).slice(0, 3).join('\n') });
    const env = (await s.call('POST', '/envs', { task: values.task })).body.env as string;
    const snapshot = (await s.call('GET', `/sessions/${session}/snapshot`)).body;
    Object.assign(values, { session, env, snapshot });
  }

  /** The operations in an order where nothing is deleted before it is used. */
  const operations = () =>
    Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

  /** The document's path an URL goes to. */
  const templateOf = (url: string) => Object.keys(doc.paths).find((t) => new RegExp(`^${t.replace(/\{\w+\}/g, '[^/]+')}$`).test(url.split('?')[0]))!;
  const pathOf = (path: string, id: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(id(name)));
  const ids: Record<string, string> = { '/envs': 'env', '/sessions': 'session', '/tasks': 'task' };
  const idFor = (path: string) => (name: string) => String(values[name === 'id' ? ids[`/${path.split('/')[1]}`] : name]);
  /** A body from the schema: its required properties and the optional ones the table has a value for. */
  const bodyFor = (schema: Schema) =>
    Object.fromEntries(Object.keys(schema.properties ?? {}).filter((k) => (schema.required ?? []).includes(k) || k in values).map((k) => [k, values[k]]));

  /** A request as a generated client sends it: a Content-Type wherever the operation declares a body, given or not. */
  async function send(method: string, url: string, body?: string, declaresBody = body !== undefined) {
    const r = await fetch(`${s.url}${url}`, { method, headers: declaresBody ? { 'content-type': 'application/json' } : {}, body });
    return { status: r.status, type: (r.headers.get('content-type') ?? '').split(';')[0], text: await r.text() };
  }

  /** What is wrong with an answer by the document's operation. */
  function breaches(op: Operation, answer: Awaited<ReturnType<typeof send>>): string[] {
    const declared = op.responses[String(answer.status)];
    if (!declared) return [`status ${answer.status} is not listed (${Object.keys(op.responses).join(', ')}): ${answer.text.slice(0, 200)}`];
    const media = declared.content?.[answer.type];
    if (!media) return [`content-type ${answer.type} is not declared for ${answer.status} (${Object.keys(declared.content ?? {}).join(', ')})`];
    const body = answer.type === 'application/json' ? JSON.parse(answer.text) : answer.text;
    return check(media.schema, body).map((v) => `${answer.status}: ${v}`);
  }

  it('a valid request to each operation is answered with a listed status, its declared type and schema', async () => {
    const found: Record<string, string[]> = {};
    for (const { path, method, op } of operations()) {
      const schema = op.requestBody?.content['application/json']?.schema;
      const body = schema && (op.requestBody?.required || Object.keys(bodyFor(schema)).length) ? JSON.stringify(bodyFor(schema)) : undefined;
      const answer = await send(method, pathOf(path, idFor(path)), body, schema !== undefined);
      const wrong = breaches(op, answer);
      if (answer.status !== 200) wrong.push(`a valid request got ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (wrong.length) found[`${method} ${path}`] = wrong;
    }
    // the DELETEs closed them: the next tests get their own
    await openSessionAndEnv();
    expect(found).toEqual({});
  }, 60_000);

  it('a bad request to each operation is refused with a listed status and its declared error form', async () => {
    const found: Record<string, string[]> = {};
    for (const { path, method, op } of operations()) {
      // an id that names nothing where the path has one, else an unknown body field, else a query value out of its
      // schema; a GET that takes no parameter ignores a query string (a cache-buster), so it has no bad request
      const named = path.includes('{');
      const query = op.parameters?.find((p) => p.in === 'query' && (p.schema.pattern || p.schema.enum || p.schema.type === 'integer'));
      if (!named && !op.requestBody && !query) continue;
      const url = named ? pathOf(path, () => 'no-such-thing') : query ? `${path}?${query.name}=not%20valid` : path;
      const answer = await send(method, url, op.requestBody ? JSON.stringify(named ? bodyFor(op.requestBody.content['application/json'].schema) : { noSuchField: 1 }) : undefined, op.requestBody !== undefined);
      const wrong = breaches(op, answer);
      if (answer.status !== (named ? 404 : 400)) wrong.push(`expected ${named ? 404 : 400}, got ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (wrong.length) found[`${method} ${path}`] = wrong;
    }
    expect(found).toEqual({});
  }, 60_000);

  it('the other forms an operation documents are answered in its declared schema too', async () => {
    const metrics = ['smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time'];
    const session = values.session as string;
    const forms: [string, string, unknown?][] = [
      ['GET', `/sessions/${session}/admissible?form=lines&limit=2`],
      ['GET', `/sessions/${session}/admissible?form=templates`],
      ['GET', `/tasks?goal=text&count=1&seed=3`],
      ['GET', `/tasks/${values.task}?goal=text`],
      ['POST', `/envs/${values.env}/step`, { lines: [values.line, '(no-such-action ?x)'] }],
      ['POST', `/sessions/${session}/evaluate`, { recipeId: values.task, metrics }],
      ['POST', '/evaluate', { solution: values.network, metrics }],
      ['POST', '/plan', { task: values.task, goal: 'text', maxNodes: 3, timing: false }],
    ];
    const found: Record<string, string[]> = {};
    for (const [method, url, body] of forms) {
      const template = templateOf(url);
      const answer = await send(method, url, body === undefined ? undefined : JSON.stringify(body));
      const wrong = breaches(doc.paths[template][method.toLowerCase()], answer);
      if (answer.status !== 200) wrong.push(`got ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (wrong.length) found[`${method} ${url}`] = wrong;
    }
    expect(found).toEqual({});
  }, 60_000);

  it('refusals before the work (403, 413, 414, 415, 431) are listed on their operation, in the declared form', async () => {
    const refusals: [number, string, string, RequestInit][] = [
      [403, '/health', 'get', { headers: { origin: 'http://example.org' } }],
      [413, '/execute', 'post', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ network: 'x'.repeat(70 * 1024) }) }],
      [414, `/sessions/${'s'.repeat(300)}/bindings`, 'get', {}],
      [415, '/execute', 'post', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '(fetch)' }],
      [431, `/sessions?limit=1&pad=${'x'.repeat(17 * 1024)}`, 'get', {}],
    ];
    for (const [status, url, method, init] of refusals) {
      const r = await fetch(`${s.url}${url}`, init);
      const answer = { status: r.status, type: (r.headers.get('content-type') ?? '').split(';')[0], text: await r.text() };
      const template = templateOf(url);
      expect([answer.status, breaches(doc.paths[template][method], answer)], `${method} ${url.slice(0, 60)}`).toEqual([status, []]);
    }
  });

  it('the checker sees a wrong body, through the references of the document too', async () => {
    const opened = doc.paths['/sessions'].post.responses['200'].content!['application/json'].schema;
    const answer = (await s.call('POST', '/sessions')).body;
    expect(check(opened, answer)).toEqual([]);
    expect(check(opened, { ...answer, session: 1 })).not.toEqual([]);
    const [name] = Object.keys(answer.bindings);
    expect(check(opened, { ...answer, bindings: { [name]: { no: 'such binding' } } })).not.toEqual([]);
  });

  it('a POST that takes no fields refuses one, and takes {} or no body with its Content-Type', async () => {
    const session = (await s.call('POST', '/sessions')).body.session as string;
    for (const path of ['/sessions/{id}/undo', '/sessions/{id}/fork']) {
      const url = pathOf(path, () => session);
      expect((await send('POST', url, JSON.stringify({ noSuchField: 1 }))).status, path).toBe(400);
      expect((await send('POST', url, '{}')).status, path).toBe(200);
      expect((await send('POST', url, undefined, true)).status, path).toBe(200);
    }
  });

  it('a number in the query is declared an integer, and a client sending one is answered', async () => {
    const found: Record<string, string[]> = {};
    let numbers = 0;
    for (const { path, method, op } of operations().filter((o) => o.method === 'GET')) {
      // all of them at once: `seed` of GET /tasks is taken only with `count`
      const params = (op.parameters ?? []).filter((p) => p.in === 'query' && (p.schema.type === 'integer' || /^\^\[0-9\]/.test(p.schema.pattern ?? '')));
      if (params.length === 0) continue;
      numbers += params.length;
      const answer = await send(method, `${pathOf(path, idFor(path))}?${params.map((p) => `${p.name}=1`).join('&')}`);
      const wrong = [...params.filter((p) => p.schema.type !== 'integer').map((p) => `${p.name} is declared ${p.schema.type} ${p.schema.pattern}`), ...breaches(op, answer)];
      if (answer.status !== 200) wrong.push(`got ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (wrong.length) found[`${method} ${path}`] = wrong;
    }
    expect(found).toEqual({});
    expect(numbers).toBeGreaterThan(3);
  });

  it('a server without a token declares the bearer scheme but asks for none', () => {
    const { security, components } = doc as Document & { security?: unknown; components: { securitySchemes?: object } };
    expect([security, Object.keys(components.securitySchemes ?? {}).length]).toEqual([undefined, 1]);
  });

  it('docs/HTTP.md lists every route of the document, and no other', () => {
    const text = readFileSync(join(ROOT, 'docs/HTTP.md'), 'utf8');
    const listed = new Set([...text.matchAll(/^\| `(GET|POST|DELETE|PUT|PATCH) (\/[^`?\s]*)[^`]*` \|/gm)].map((m) => `${m[1]} ${m[2]}`));
    const documented = new Set(operations().map((o) => `${o.method} ${o.path}`));
    expect([...documented].filter((r) => !listed.has(r)), 'in the document, not in docs/HTTP.md').toEqual([]);
    expect([...listed].filter((r) => !documented.has(r)), 'in docs/HTTP.md, not in the document').toEqual([]);
  });
});

describe('HTTP API: the document of a server with a token says how to present it', () => {
  let s: Awaited<ReturnType<typeof liveServer>>;
  beforeAll(async () => {
    s = await liveServer({ token: 'contract-token', limits: { workers: 2 } });
  }, 120_000);
  afterAll(() => s?.close());

  it('a bearer scheme every operation needs; without it a 401 in the declared form, with it the answer', async () => {
    const bearer = { authorization: 'Bearer contract-token' };
    const doc: Document & { security?: unknown; components: { securitySchemes?: Record<string, Schema> } } = await (await fetch(`${s.url}/openapi.json`, { headers: bearer })).json();
    const [scheme] = Object.entries(doc.components.securitySchemes ?? {}).filter(([, v]) => v.type === 'http' && v.scheme === 'bearer');
    expect(scheme, 'a bearer security scheme').toBeDefined();
    expect(doc.security).toEqual([{ [scheme[0]]: [] }]);
    const check = documentChecker(doc);
    const refused = await fetch(`${s.url}/health`);
    expect([refused.status, check(doc.paths['/health'].get.responses['401'].content!['application/json'].schema, await refused.json())]).toEqual([401, []]);
    expect((await fetch(`${s.url}/health`, { headers: bearer })).status).toBe(200);
  });
});
