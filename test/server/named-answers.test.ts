// What the server answers when a request names something it does not have, or sends a text of
// its own: the name as asked with the closest names (an action, a kitchen, a gold recipe), the
// form a derived task id takes, the request's field as the file of diagnostics, and a session's
// semantics written into its snapshot so that it runs alike on any server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK, testServer } from './support.ts';

type Server = Awaited<ReturnType<typeof testServer>>;

describe('HTTP API: names a request asks for', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ benchmark: BENCHMARK ?? undefined });
  }, 120_000);
  afterAll(() => s?.close());

  it('GET /actions/{name}: the name as asked, not its hyphenated form, with the closest actions', async () => {
    const proto = await s.call('GET', '/actions/__proto__');
    expect([proto.status, proto.body.error.code, proto.violations]).toEqual([404, 'unknown-action', []]);
    expect(proto.body.error.message).toBe("GET /actions/{name}: unknown action '__proto__' (GET /actions lists them all)");
    // a rule file's spelling is looked up hyphenated and suggested as networks write it
    expect((await s.call('GET', '/actions/transfer_item')).body.error.message).toContain("unknown action 'transfer_item' (did you mean transfer-items?)");
    expect((await s.call('GET', '/actions/beet')).body.error.message).toContain("unknown action 'beet' (did you mean beat?)");
  });

  it('the action filter of the admissible routes: an unknown action with the closest ones', async () => {
    const id = (await s.call('POST', '/sessions')).body.session as string;
    for (const [url, near] of [
      [`/sessions/${id}/admissible?action=beet`, 'beat'],
      [`/sessions/${id}/admissible?form=templates&action=beet`, 'beat'],
      [`/sessions/${id}/admissible/count?action=transfer_items`, 'transfer-items'],
    ]) {
      const r = await s.call('GET', url);
      expect([r.status, r.body.error.code, r.violations], url).toEqual([400, 'invalid-input', []]);
      expect(r.body.error.message, url).toMatch(new RegExp(`: action: unknown action "[a-z_]+" \\(did you mean ${near}\\?\\) \\(GET /actions lists them\\)$`));
    }
    await s.call('DELETE', `/sessions/${id}`);
  });

  it.skipIf(!BENCHMARK)('GET /tasks/{id} with an empty recipe before ~ says the form a derived id takes', async () => {
    for (const id of ['~x', '~']) {
      const r = await s.call('GET', `/tasks/${encodeURIComponent(id)}`);
      expect([r.status, r.body.error.code, r.violations]).toEqual([404, 'unknown-task', []]);
      expect(r.body.error.message).toContain(`unknown task ${JSON.stringify(id)}: no corpus recipe "" (a derived task id is <recipe>~<variation>`);
    }
    // a near miss still gets its did-you-mean rather than the form
    expect((await s.call('GET', '/tasks/almond-crescent-cookiez~scale.2')).body.error.message).toContain('(did you mean almond-crescent-cookies?)');
  }, 60_000);

  it('POST /sessions and POST /sessions/restore: an unknown kitchen with the closest names', async () => {
    const opened = await s.call('POST', '/sessions', { kitchen: 'ful-kitchen' });
    const snapshot = { format: 'irl-kitchen-session', version: 1, options: { kitchen: 'ful-kitchen' }, lines: [], calls: [], recipeId: null };
    const restored = await s.call('POST', '/sessions/restore', { snapshot });
    for (const [route, r] of [['POST /sessions', opened], ['POST /sessions/restore', restored]] as const) {
      expect([r.status, r.body.error.code, r.violations], route).toEqual([400, 'invalid-input', []]);
      expect(r.body.error.message, route).toMatch(new RegExp(`^${route.replace('/', '\\/')}: kitchen: unknown kitchen "ful-kitchen" .*\\(did you mean full-kitchen\\?\\)`));
    }
    // nothing was kept of either
    expect((await s.call('GET', '/sessions')).body.total).toBe(0);
  }, 60_000);

  it.skipIf(!BENCHMARK)('POST /sessions/{id}/evaluate: a recipeId with no gold recipe is a 404 unknown-recipe, with the closest ids', async () => {
    const id = (await s.call('POST', '/sessions')).body.session as string;
    const near = await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'almond-crescent-cookie' });
    expect([near.status, near.body.error.code, near.violations]).toEqual([404, 'unknown-recipe', []]);
    expect(near.body.error.message).toBe('POST /sessions/{id}/evaluate: recipeId: unknown recipe almond-crescent-cookie (did you mean almond-crescent-cookies?)');
    // a derived task is a task, but has no gold network to score against
    const derived = await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'almond-crescent-cookies~scale.2' });
    expect([derived.status, derived.body.error.code]).toEqual([404, 'unknown-recipe']);
    expect(derived.body.error.message).toBe(
      "POST /sessions/{id}/evaluate: recipeId: almond-crescent-cookies~scale.2 has the form of a derived task of almond-crescent-cookies (<recipe>~<variation>), and derived tasks have no gold network (score against almond-crescent-cookies, or step the task's environment)",
    );
    // one character more than a gold id is a near miss, not a derived task
    expect((await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'almond-crescent-cookiesx' })).body.error.message).toContain('unknown recipe almond-crescent-cookiesx (did you mean almond-crescent-cookies');
    const far = await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'toast' });
    expect([far.status, far.body.error.message]).toEqual([404, "POST /sessions/{id}/evaluate: recipeId: unknown recipe toast (not one of the benchmark's 30 gold recipes)"]);
    // other refusals of the body stay 400s
    const metric = await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'almond-crescent-cookies', metrics: [] });
    expect(metric.status).not.toBe(404);
    expect((await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'almond-crescent-cookies' })).status).toBe(200);
  }, 60_000);
});

describe('HTTP API: the text a request sends is named by its field', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer();
  }, 120_000);
  afterAll(() => s?.close());

  it('POST /execute: diagnostics of reading and of running name request.network, not a session', async () => {
    const unread = await s.call('POST', '/execute', { network: '(beat ?x ?y)' });
    const ran = await s.call('POST', '/execute', { network: '(get-kitchen ?k)\n(bake ?baked ?ks ?k ?nothing ?oven 15 minute 180 degrees-celsius)' });
    for (const r of [unread, ran]) {
      expect([r.status, r.violations]).toEqual([200, []]);
      expect(r.body.diagnostics.length).toBeGreaterThan(0);
      for (const d of r.body.diagnostics) expect(d.file).toBe('request.network');
    }
    expect(unread.body.diagnostics[0]).toMatchObject({ code: 'E_ARITY', line: 1, column: 1 });
  });

  it('POST /repair: a network without get-kitchen whose line has too few arguments is an answer, not a 500', async () => {
    const r = await s.call('POST', '/repair', { network: '(beat ?x ?y)', budgetSeconds: 2 });
    expect([r.status, r.violations]).toEqual([200, []]);
    expect(r.body).toMatchObject({ repaired: false, network: '(beat ?x ?y)\n' });
    expect(r.body.before.problems.join('\n')).toContain('E_ARITY line 1');
    const empty = await s.call('POST', '/repair', { network: '; nothing' });
    expect([empty.status, empty.body.error.code]).toEqual([400, 'invalid-input']);
    expect(empty.body.error.message).toMatch(/^POST \/repair: request\.network:1:1: no network to repair/);
  }, 60_000);
});

describe('HTTP API: a session snapshot names its semantics', () => {
  let corrected: Server;
  let reference: Server;
  beforeAll(async () => {
    [corrected, reference] = await Promise.all([testServer({ semantics: 'corrected' }), testServer()]);
  }, 120_000);
  afterAll(() => Promise.all([corrected?.close(), reference?.close()]));

  const snapshotOf = async (s: Server, id: string) => (await s.call('GET', `/sessions/${id}/snapshot`)).body;
  // butter refrigerated for 2 hours after 30 s: the reference squares the quantity (docs/DEVIATIONS.md)
  const FRIDGE = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 100 g)\n(refrigerate ?cooled ?ks-2 ?ks-1 ?butter ?fridge 2 hour)';
  const CORRECTED_TIME = 30 + 2 * 3600;
  const cooledAt = async (s: Server, id: string) => (await s.call('GET', `/sessions/${id}/bindings`)).body['?cooled'].availableAt as number;

  it("a session opened without semantics has the server's in its snapshot, and keeps it restored on a server of the other", async () => {
    const id = (await corrected.call('POST', '/sessions')).body.session as string;
    await corrected.call('POST', `/sessions/${id}/execute`, { network: FRIDGE });
    expect(await cooledAt(corrected, id)).toBe(CORRECTED_TIME);
    const taken = await snapshotOf(corrected, id);
    expect(taken.options).toEqual({ semantics: 'corrected' });
    const restored = await reference.call('POST', '/sessions/restore', { snapshot: taken });
    expect([restored.status, restored.violations]).toEqual([200, []]);
    // it runs as it ran where it was taken, not in this server's reference semantics
    expect(await cooledAt(reference, restored.body.session)).toBe(CORRECTED_TIME);
    expect((await snapshotOf(reference, restored.body.session)).options).toEqual({ semantics: 'corrected' });
    // asked for, the other semantics is named as asked
    const asked = (await corrected.call('POST', '/sessions', { semantics: 'reference', kitchen: 'full-kitchen' })).body.session as string;
    expect((await snapshotOf(corrected, asked)).options).toEqual({ kitchen: 'full-kitchen', semantics: 'reference' });
  }, 60_000);

  it("a snapshot written without semantics still restores, in the server's, and names it from then on", async () => {
    const old = { format: 'irl-kitchen-session', version: 1, options: {}, lines: ['(fetch-and-proportion ?b ?ks ?kitchen ?bowl butter 100 g)'], calls: [1], recipeId: null };
    for (const [s, semantics] of [[corrected, 'corrected'], [reference, 'reference']] as const) {
      const r = await s.call('POST', '/sessions/restore', { snapshot: old });
      expect([r.status, r.violations]).toEqual([200, []]);
      const again = await snapshotOf(s, r.body.session);
      expect(again.options).toEqual({ semantics });
      expect(again.lines).toEqual(old.lines);
    }
  }, 60_000);
});
