// The HTTP fuzzer's requests: request `index` of seed `seed` is always the same. Each is a
// route of the API (or none), with path parameters, query, headers and a body drawn from
// well-formed values, mutated ones and garbage: foreign Hosts and Origins, wrong and missing
// content types, huge and malformed JSON, prototype-pollution keys, networks from the fuzzer's
// own network generators.
import { fc, mutatedTextArbitrary, NASTY_TOKENS } from '../src/testing/index.ts';
import { caseSeed } from './cases.ts';

export interface FuzzRequest {
  index: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Where the server is: its own host header, ids of sessions that exist there, and ids of sessions DELETE may close. */
export interface RequestContext {
  host: string;
  sessions: string[];
  disposable: string[];
}

const ROUTES: [string, string][] = [
  ['GET', '/health'],
  ['GET', '/actions'],
  ['GET', '/actions/:id'],
  ['GET', '/action-model'],
  ['GET', '/openapi.json'],
  ['POST', '/execute'],
  ['POST', '/evaluate'],
  ['POST', '/sessions'],
  ['POST', '/sessions/:id/execute'],
  ['GET', '/sessions/:id/admissible'],
  ['POST', '/sessions/:id/nearest'],
  ['POST', '/sessions/:id/check'],
  ['GET', '/sessions/:id/bindings'],
  ['GET', '/sessions/:id/kitchen'],
  ['GET', '/sessions/:id/network'],
  ['GET', '/sessions/:id/view'],
  ['POST', '/sessions/:id/undo'],
  ['POST', '/sessions/:id/fork'],
  ['POST', '/sessions/:id/evaluate'],
  ['DELETE', '/sessions/:id'],
  ['GET', '/metrics'],
];

const LINES = [
  '(fetch ?bowl ?ks ?kitchen medium-bowl 1)',
  '(fetch-and-proportion ?butter ?ks1 ?kitchen ?bowl butter 230 g)',
  '(beat ?beaten ?ks2 ?ks1 ?butter ?whisk)',
  '(portion-and-arrange ?p ?ks3 ?ks2 ?beaten 1 g ?pattern ?countertop)',
  '(bake ?baked ?ks4 ?ks3 ?p ?oven 15 minute 175 degrees-celsius)',
  '#almond-crescent-cookies',
];

const text = fc.oneof(
  fc.array(fc.constantFrom(...LINES), { maxLength: 6 }).map((ls) => ls.join('\n')),
  fc.tuple(fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r', '\r\n')).chain(([ls, sep]) => mutatedTextArbitrary(ls.join(sep), 3)),
  fc.string({ maxLength: 200 }),
  fc.array(fc.constantFrom(...NASTY_TOKENS, '(', ')', ' ', '\n', '\r', '?x', 'mix', '\u202e', '\u200b'), { maxLength: 60 }).map((ts) => ts.join('')),
);

/** JSON values that are the wrong type for any field. */
const wrongValue = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 3 }));

const fieldValue = fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: wrongValue, weight: 1 });

const bodyObject = fc.oneof(
  fc.record({ network: fieldValue, mode: fc.option(fc.constantFrom('qualitative', 'quantitative', 'nope', '__proto__'), { nil: undefined }) }, { requiredKeys: [] }),
  fc.record({ solution: fieldValue, metrics: fc.option(fc.array(fc.constantFrom('smatch-score', 'goal-condition-success', 'nope'), { maxLength: 5 }), { nil: undefined }) }, { requiredKeys: [] }),
  fc.record({ line: fieldValue, k: fc.option(fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.string({ maxLength: 3 })), { nil: undefined }) }, { requiredKeys: [] }),
  fc.record({ kitchen: fc.option(fc.constantFrom('full-kitchen', 'nope', '../etc', 'a'.repeat(200)), { nil: undefined }), semantics: fc.option(fc.constantFrom('reference', 'corrected', 'x'), { nil: undefined }) }, { requiredKeys: [] }),
  fc.record({ recipeId: fieldValue, metrics: fc.option(wrongValue, { nil: undefined }) }, { requiredKeys: [] }),
);

const body = fc.oneof(
  { arbitrary: bodyObject.map((o) => JSON.stringify(o)), weight: 8 },
  { arbitrary: fc.constantFrom('', '{', '{"network":', 'null', '[]', '"x"', '{"__proto__":{"polluted":1},"network":""}', '{"constructor":{"prototype":{"polluted":1}}}'), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 400 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 300 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => JSON.stringify({ network: 'x'.repeat(n * 600_000) })), weight: 1 },
);

const query = fc.oneof(
  fc.constant(''),
  fc.record({ action: fc.option(fc.constantFrom('beat', 'mix', 'nope', 'portion-and-arrange', '%00'), { nil: undefined }), limit: fc.option(fc.oneof(fc.integer({ min: -3, max: 3000 }).map(String), fc.constantFrom('x', '1e3', '')), { nil: undefined }) }).map(
    (q) => `?${Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${v}`).join('&')}`,
  ),
  fc.string({ maxLength: 40 }).map((s) => `?${encodeURIComponent(s)}`),
);

export function requestMaker(ctx: RequestContext) {
  const sessionId = fc.oneof(
    { arbitrary: fc.constantFrom(...(ctx.sessions.length ? ctx.sessions : ['none'])), weight: 6 },
    { arbitrary: fc.constantFrom('x', '00000000-0000-0000-0000-000000000000', '..%2F..', 'a'.repeat(80), 'a'.repeat(300), '%E2%80%AE', '%E0%A4%A'), weight: 1 },
  );
  /** Usually `usual`, now and then one of the others. */
  const mostly = <T>(usual: T, others: T[], weight = 8) => fc.oneof({ arbitrary: fc.constant(usual), weight }, { arbitrary: fc.constantFrom(...others), weight: 1 });
  const headers = fc.record({
    host: mostly(ctx.host, ['evil.example', `${ctx.host}.evil.example`, '', 'localhost:1']),
    'content-type': mostly<string | undefined>('application/json', [undefined, 'application/json; charset=utf-8', 'text/plain', 'APPLICATION/JSON', 'application/jsonx', 'multipart/form-data'], 6),
    origin: mostly<string | undefined>(undefined, [`http://${ctx.host}`, 'http://evil.example', 'null']),
    'sec-fetch-site': mostly<string | undefined>(undefined, ['same-origin', 'cross-site', 'none']),
  });
  const route = fc.oneof(
    { arbitrary: fc.constantFrom(...ROUTES), weight: 12 },
    { arbitrary: fc.tuple(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'), fc.constantFrom('/', '/sessions', '/sessions/', '//health', '/health/..', '/%2e%2e/etc/passwd', `/${'a'.repeat(3000)}`)), weight: 1 },
  );
  const request = fc.record({ route, id: sessionId, query, headers, body: fc.option(body, { freq: 3, nil: undefined }) });
  return (seed: number, index: number): FuzzRequest => {
    const [r] = fc.sample(request, { seed: caseSeed(seed, index), numRuns: 1 });
    const [method, template] = r.route;
    const headers = Object.fromEntries(Object.entries(r.headers).filter((e): e is [string, string] => e[1] !== undefined));
    // DELETE closes only sessions kept for it, so the others stay for the requests after
    const id = method === 'DELETE' && ctx.sessions.includes(r.id) ? ctx.disposable[index % ctx.disposable.length] : r.id;
    const path = template.replace(':id', id) + (template.includes('admissible') || template === '/health' ? r.query : '');
    return { index, method, path, headers, body: method === 'GET' || method === 'HEAD' ? undefined : r.body };
  };
}
