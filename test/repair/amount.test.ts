// An amount no kitchen measures (230000 g butter) makes a later line stop: repair traces the
// failure back through the lines that made its inputs to the line that measured it, and changes
// the amount to the recipe's, rather than dropping the line that stopped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { BENCHMARK, GOLD_DIR, run } from '../support/simulate.ts';
import { schemaErrors } from '../json-validate.ts';

const gold = () => readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8').replace(/\s*$/, '\n');
const clean = (text: string) => {
  const r = run(text);
  return r.status === 'ok' && !r.execution!.steps.some((s) => s.failed);
};

describe.skipIf(!GOLD_DIR)('repair of an implausible amount', () => {
  it('changes the butter line of 230000 g (line 3) to the recipe\'s 230 g, though the sprinkle of line 28 is what stops', () => {
    const input = gold().replace('butter 230 g', 'butter 230000 g');
    const r = repair(input, { benchmark: BENCHMARK!, file: 'butter.solution' });
    expect(r.before.status).toBe('error');
    expect(r.before.problems[0]).toMatch(/^E_SIMULATION line 28: .*too-many-objects/);
    expect(r.edits.map((e) => [e.kind, e.line, e.before, e.after])).toEqual([['constant', 3, '230000 g', '230 g']]);
    expect(r.edits[0].reason).toMatch(/230000 g is outside what g plausibly measures \(1 to 5000\), traced back from line 28; the recipe's line for butter says 230 g/);
    // the gold network again, every line kept
    expect(r.network).toBe(gold());
    expect(clean(r.network)).toBe(true);
    expect(schemaErrors('repair-result.schema.json', { file: 'butter.solution', ...r })).toEqual([]);
  });

  it('takes the amount of the ingredient the recipe names, not another line\'s (white-sugar: 120 g)', () => {
    const r = repair(gold().replace('white-sugar 120 g', 'white-sugar 9000000 g'), { benchmark: BENCHMARK! });
    expect(r.edits.map((e) => [e.kind, e.line, e.before, e.after])).toEqual([['constant', 5, '9000000 g', '120 g']]);
    expect(r.network).toBe(gold());
  });

  it('without a recipe text (no #id), the unit\'s example amount', () => {
    const input = gold().replace(/^#.*\n/, '').replace('butter 230 g', 'butter 230000 g');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.edits.map((e) => [e.kind, e.line, e.before, e.after])).toEqual([['constant', 2, '230000 g', '100 g']]);
    expect(r.edits[0].reason).toMatch(/the recipe's text gives no amount for it, and 100 g is the example amount listings give/);
    expect(clean(r.network)).toBe(true);
  });

  it('an implausible amount of the failing line itself (portions of 0.01 g) is changed there', () => {
    const input = gold().replace('?dough 25 g', '?dough 0.01 g');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.edits.map((e) => [e.kind, e.line, e.before, e.after])).toEqual([['constant', 20, '0.01 g', '100 g']]);
    expect(r.edits[0].reason).not.toMatch(/traced back/);
    expect(clean(r.network)).toBe(true);
  });
});
