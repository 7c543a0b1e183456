// docs/HTTP.md's route table against the OpenAPI document: each operation lists the query
// parameters the document declares, no more and no fewer; and a refusal on any operation is JSON
// with a code and a message that begins with that operation's route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './server/process.ts';
import { testServer } from './server/support.ts';

type Operation = { parameters?: { in: string; name: string }[] };

describe('docs/HTTP.md and the OpenAPI document', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    s = await testServer({ limits: { workers: 1 } });
    paths = JSON.parse((await s.app.inject({ method: 'GET', url: '/openapi.json' })).body).paths;
  }, 60_000);
  afterAll(() => s?.close());

  it('every operation of the table names the query parameters the document declares', () => {
    const text = readFileSync(join(ROOT, 'docs/HTTP.md'), 'utf8');
    const listed = new Map<string, Set<string>>();
    // a route may have several rows (`?form=lines`): their parameters together
    for (const m of text.matchAll(/^\| `(GET|POST|DELETE) (\/[^`?\s]*)([^`]*)` \|((?:[^|\\]|\\\|)*)\|/gm)) {
      const names = listed.get(`${m[1]} ${m[2]}`) ?? new Set<string>();
      for (const q of `${m[3]} ${m[4]}`.matchAll(/[?&]([a-zA-Z]+)=/g)) names.add(q[1]);
      listed.set(`${m[1]} ${m[2]}`, names);
    }
    for (const [path, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops)) {
        const route = `${method.toUpperCase()} ${path}`;
        const declared = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        expect([...(listed.get(route) ?? ['not in the table'])].sort(), route).toEqual(declared.sort());
      }
  });

  it('an unknown query parameter or id on any operation: a JSON refusal whose message begins with the route', async () => {
    for (const [path, ops] of Object.entries(paths))
      for (const method of Object.keys(ops)) {
        const route = `${method.toUpperCase()} ${path}`;
        const post = method === 'post' ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {};
        for (const url of [`${path.replace(/\{\w+\}/g, 'x')}?zz=1`, path.replace(/\{\w+\}/g, 'no-such-id')]) {
          const r = await s.app.inject({ method: method.toUpperCase() as 'GET', url, ...post });
          if (r.statusCode < 400) continue;
          expect(r.statusCode, `${route} ${url}`).toBeLessThan(500);
          const body = JSON.parse(r.body) as { error: { code: string; message: string } };
          expect(body.error.code, `${route} ${url}`).toMatch(/^[a-z-]+$/);
          expect(body.error.message.startsWith(`${route}`), `${route} ${url}: ${body.error.message}`).toBe(true);
        }
      }
  }, 60_000);
});
