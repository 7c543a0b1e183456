// Refusals of fields a schema fixes: a tampered snapshot sent to POST /sessions/restore names the
// field, the one value it may hold and the value sent (not the validator's "must be equal to
// constant"), and a name not of its field's form is said in words (not as a regular expression).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './server/support.ts';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

async function snapshotOfNewSession(): Promise<Record<string, unknown>> {
  const opened = await server.call('POST', '/sessions', {});
  const snapshot = await server.call('GET', `/sessions/${opened.body.session}/snapshot`);
  expect(snapshot.status).toBe(200);
  return snapshot.body;
}

describe('POST /sessions/restore with a tampered snapshot', () => {
  it('names the version it reads and the one sent', async () => {
    const snapshot = await snapshotOfNewSession();
    const r = await server.call('POST', '/sessions/restore', { snapshot: { ...snapshot, version: 999 } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid-request');
    expect(r.body.error.message).toBe(`POST /sessions/restore: body/snapshot/version must be ${snapshot.version}, not 999`);
    expect(r.violations).toEqual([]);
  });

  it('names the format it reads and the one sent', async () => {
    const snapshot = await snapshotOfNewSession();
    const r = await server.call('POST', '/sessions/restore', { snapshot: { ...snapshot, format: 'other-tool' } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(`POST /sessions/restore: body/snapshot/format must be ${JSON.stringify(snapshot.format)}, not "other-tool"`);
  });

  it('says what was sent when it is no value of the right type', async () => {
    const snapshot = await snapshotOfNewSession();
    const r = await server.call('POST', '/sessions/restore', { snapshot: { ...snapshot, version: [1] } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^POST \/sessions\/restore: body\/snapshot\/version must be 1, not an array$/);
  });
});

describe('a name not of the form its field takes', () => {
  it('is said in words with the value sent, not as a regular expression', async () => {
    const restored = await server.call('POST', '/sessions/restore', { snapshot: { format: 'irl-kitchen-session', version: 1, options: { kitchen: 'Full_Kitchen' }, lines: [], calls: [], recipeId: null } });
    expect(restored.status).toBe(400);
    expect(restored.body.error.message).toBe('POST /sessions/restore: body/snapshot/options/kitchen must be a kitchen name: lower-case letters, digits, - and + (e.g. full-kitchen, full-kitchen+2-baking-tray), not "Full_Kitchen"');
    const executed = await server.call('POST', '/execute', { network: '', kitchen: 'toString' });
    expect(executed.body.error.message).toMatch(/^POST \/execute: body\/kitchen must be a kitchen name: .*, not "toString"$/);
    expect(executed.body.error.message).not.toMatch(/pattern|\^\[/);
  });

  it('names the class and variable forms of the admissible filters', async () => {
    const opened = await server.call('POST', '/sessions', {});
    const produces = await server.call('GET', `/sessions/${opened.body.session}/admissible/count?produces=Medium_Bowl`);
    expect(produces.status).toBe(400);
    expect(produces.body.error.message).toMatch(/querystring\/produces must be a class name: lower-case letters, digits and - \(e\.g\. medium-bowl\), not "Medium_Bowl"$/);
    const uses = await server.call('GET', `/sessions/${opened.body.session}/admissible/count?uses=butter`);
    expect(uses.body.error.message).toMatch(/querystring\/uses must be a variable: \? and a name without blanks or brackets \(e\.g\. \?butter\), not "butter"$/);
  });
});

describe('calls that do not add up to the lines', () => {
  it('are counted in words that agree with the number', async () => {
    const r = await server.call('POST', '/sessions/restore', { snapshot: { format: 'irl-kitchen-session', version: 1, options: {}, lines: [], calls: [1], recipeId: null } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('POST /sessions/restore: snapshot.calls add up to 1 line, snapshot.lines holds 0');
  });
});
