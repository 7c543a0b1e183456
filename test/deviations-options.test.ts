// Where the semantics is set (docs/DEVIATIONS.md): a server's --semantics is what its sessions run
// in unless a session names its own; an environment's `world` takes only what it uses, so a misspelt
// `semantics` is an error, not the reference semantics without a word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnv } from '../src/env/env.ts';
import { testServer } from './server/support.ts';

// butter at 30 s, refrigerated for 2 hours: the reference squares the quantity (4 hours)
const FRIDGE = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 100 g)\n(refrigerate ?cooled ?ks-2 ?ks-1 ?butter ?fridge 2 hour)';
const REFERENCE_TIME = 30 + 2 * 2 * 3600;
const CORRECTED_TIME = 30 + 2 * 3600;

type Server = Awaited<ReturnType<typeof testServer>>;

/** The execution time of FRIDGE in a session opened with this body, and its evaluation's warnings. */
async function fridge(s: Server, body: object): Promise<{ time: number; warnings: string[] }> {
  const opened = await s.call('POST', '/sessions', body);
  expect(opened.status).toBe(200);
  const id = opened.body.session as string;
  const step = await s.call('POST', `/sessions/${id}/execute`, { network: FRIDGE });
  expect(step.status).toBe(200);
  const row = await s.call('POST', `/sessions/${id}/evaluate`, { recipeId: 'broccoli-salad' });
  expect(row.status).toBe(200);
  return { time: step.body.executionTime, warnings: row.body.warnings };
}

describe('a server started with --semantics corrected', { timeout: 30_000 }, () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ semantics: 'corrected' });
  }, 60_000);
  afterAll(() => s?.close());

  it('runs and scores a session that names no semantics in the corrected one', async () => {
    const r = await fridge(s, {});
    expect(r.time).toBe(CORRECTED_TIME);
    // the broccoli-salad gold dish is corrected too: no warning of the reference defect
    expect(r.warnings.join('\n')).not.toMatch(/known reference defect/);
  });

  it('runs a session that asks for the reference semantics in it', async () => {
    const r = await fridge(s, { semantics: 'reference' });
    expect(r.time).toBe(REFERENCE_TIME);
    expect(r.warnings.join('\n')).toMatch(/known reference defect \(wrong gold dish\)/);
  });

  it('runs its environments in the corrected one', async () => {
    const env = await s.call('POST', '/envs', { task: 'broccoli-salad' });
    expect(env.status).toBe(200);
    const step = await s.call('POST', `/envs/${env.body.env}/step`, { lines: FRIDGE.split('\n') });
    expect(step.status).toBe(200);
    const bindings = await s.call('GET', `/sessions/${env.body.session}/bindings`);
    expect(bindings.body['?cooled'].availableAt).toBe(CORRECTED_TIME);
  });

  it('replays a restored snapshot that names no semantics in the corrected one', async () => {
    const snapshot = { format: 'irl-kitchen-session', version: 1, options: {}, lines: ['(get-kitchen ?kitchen)', ...FRIDGE.split('\n')], calls: [3], recipeId: null };
    const restored = await s.call('POST', '/sessions/restore', { snapshot });
    expect(restored.status).toBe(200);
    const kitchen = await s.call('GET', `/sessions/${restored.body.session}/bindings`);
    expect(kitchen.status).toBe(200);
    const step = await s.call('POST', `/sessions/${restored.body.session}/execute`, { network: '(fetch ?whisk ?ks-3 ?ks-2 whisk 1)' });
    expect(step.body.executionTime).toBe(CORRECTED_TIME);
  });
});

describe('a server with the default semantics', { timeout: 30_000 }, () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer();
  }, 60_000);
  afterAll(() => s?.close());

  it('runs a session in the reference semantics unless it asks for the corrected one', async () => {
    expect((await fridge(s, {})).time).toBe(REFERENCE_TIME);
    expect((await fridge(s, { semantics: 'corrected' })).time).toBe(CORRECTED_TIME);
  });

  it('refuses an unknown semantics, naming it', async () => {
    const r = await s.call('POST', '/sessions', { semantics: 'corected' });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/semantics must be one of reference, corrected/);
  });
});

describe("an environment's world", () => {
  it('refuses a key it does not use, naming the one meant', () => {
    expect(() => createEnv({ task: 'almond-crescent-cookies', world: { semantic: 'corrected' } } as never)).toThrow(
      'world: createEnv takes no option "semantic" (did you mean semantics?) (its options: rules, ontology, semantics)',
    );
    expect(() => createEnv({ task: 'almond-crescent-cookies', world: { kitchen: 'full-kitchen' } } as never)).toThrow(/world: createEnv takes no option "kitchen"/);
  });

  it('refuses a semantics that is not one, naming where it is', () => {
    expect(() => createEnv({ task: 'almond-crescent-cookies', world: { semantics: 'corected' } } as never)).toThrow(/world\.semantics: expected "reference" or "corrected", got "corected"/);
  });

  it('runs its episodes in the semantics it names', () => {
    const time = (semantics: 'reference' | 'corrected') => {
      const env = createEnv({ task: 'broccoli-salad', world: { semantics } });
      env.reset();
      env.step(FRIDGE.split('\n'));
      return env.session.executionTime();
    };
    expect(time('reference')).toBe(REFERENCE_TIME);
    expect(time('corrected')).toBe(CORRECTED_TIME);
  });
});
