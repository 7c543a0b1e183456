// `repair --json` and `plan --json` as data: every result matches docs/schema/repair-result.schema.json
// or docs/schema/plan-result.schema.json (POST /repair and POST /plan answer with the same schemas:
// their route tests check the answers).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './json-validate.ts';
import { runCli as cli } from './support/cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'irl-kitchen-plan-repair-json-'));

// a repairable recipe, one no search of a single network repairs, and one without an #id
const networks = `#my-recipe
(get-kitchen ?kitchen)
(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)
(beat ?beaten ?ks-2 ?ks-broken ?butter ?whisk)
#hopeless
(get-kitchen ?kitchen)
(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)
(beat ?beaten ?ks-2 ?ks-1 ?bowls ?whisk)
`;

describe('repair --json and its schema', () => {
  it('repaired, unrepaired, id-less and already clean results all match repair-result.schema.json', async () => {
    const dir = tmp();
    const file = join(dir, 'networks.solution');
    writeFileSync(file, networks);
    const idless = join(dir, 'idless.solution');
    writeFileSync(idless, '(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ?kitchen medium-bowl 1)\n');
    const mixed = await cli(['repair', file, '--json', '--max-nodes', '1']);
    expect(mixed.code).toBe(1);
    const clean = await cli(['repair', idless, '--json']);
    expect(clean.code).toBe(0);
    const results = [...JSON.parse(mixed.out), ...JSON.parse(clean.out)];
    expect(results.map((r) => [r.recipeId, r.repaired, r.edits.length > 0, r.hints.reason])).toEqual([
      ['my-recipe', true, true, 'no-recipe-text'],
      ['hopeless', false, false, 'no-recipe-text'],
      [null, true, false, 'no-id'],
    ]);
    expect(results[1].stopped).toBe('node-budget');
    for (const r of results) expect(schemaErrors('repair-result.schema.json', r)).toEqual([]);
  });

  it('a result with a field the schema does not describe, or without hints, does not match', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'n.solution'), networks);
    const [r] = JSON.parse((await cli(['repair', join(dir, 'n.solution'), '--json', '--max-nodes', '1'])).out);
    expect(schemaErrors('repair-result.schema.json', { ...r, extra: 1 })).not.toEqual([]);
    const { hints: _hints, ...withoutHints } = r;
    expect(schemaErrors('repair-result.schema.json', withoutHints)).not.toEqual([]);
  });

  it.skipIf(!BENCHMARK)('a corpus variant repaired with its recipe text matches too', async () => {
    const file = join(VARIANTS_DIR!, 'coconut-tuiles--drop-line-1.solution');
    const r = await cli(['repair', file, '--json']);
    const [result] = JSON.parse(r.out);
    expect(result).toMatchObject({ recipeId: 'coconut-tuiles', repaired: true, hints: { source: 'recipe-text', idMayBeWrong: false } });
    expect(schemaErrors('repair-result.schema.json', result)).toEqual([]);
  });
});

const SMALL = 'almond-crescent-cookies-4';

describe.skipIf(!BENCHMARK)('plan --json and its schema', () => {
  it('a plan that reaches its goal and one that does not, timed or not, match plan-result.schema.json', async () => {
    const reached = await cli(['plan', SMALL, '--json', '--no-timing', '--max-nodes', '200']);
    expect(reached.code).toBe(0);
    const partial = await cli(['plan', SMALL, '--json', '--max-nodes', '3', '--goal', 'text']);
    expect(partial.code).toBe(1);
    const results = [JSON.parse(reached.out), JSON.parse(partial.out)];
    expect(results.map((r) => [r.reached, r.search.stopped, typeof r.search.seconds])).toEqual([
      [true, 'goal', 'undefined'],
      [false, 'node-budget', 'number'],
    ]);
    for (const r of results) expect(schemaErrors('plan-result.schema.json', r)).toEqual([]);
    expect(schemaErrors('plan-result.schema.json', { ...results[0], search: { ...results[0].search, stopped: 'tired' } })).not.toEqual([]);
  }, 120_000);
});
