// Near-misses of a gold network, the way a predicted network misses it: a typo in an ingredient,
// an action or a unit, a fetch left out. The repair takes what the line and the recipe's text
// say, not what merely executes: the gold network comes back, and it scores as the gold does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { BENCHMARK, GOLD_DIR } from '../support/simulate.ts';
const net = (...lines: string[]) => lines.join('\n') + '\n';

const gold = () => readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8');
const brief = (r: ReturnType<typeof repair>) => r.edits.map((e) => `${e.kind} ${e.line} ${e.before} => ${e.after}`);

describe.skipIf(!BENCHMARK)('repair of near-misses of a gold network', () => {
  it('changes a misspelt unit to the one the kitchen has, rather than dropping the line (a network that does not compile)', () => {
    const r = repair(gold().replace('175 degrees-celsius', '175 degrees-kelvin'), { benchmark: BENCHMARK! });
    expect(r.before.status).toBe('error');
    expect(brief(r)).toEqual(['constant 27 degrees-kelvin => degrees-celsius']);
    expect(r.network).toBe(gold());
  });

  it('changes a misspelt ingredient to the one spelt alike (white-sugar), not to a kind of it (sugar)', () => {
    const r = repair(gold().replace(' white-sugar 120', ' whte-sugar 120'), { benchmark: BENCHMARK! });
    expect(brief(r)).toEqual(['constant 5 whte-sugar => white-sugar']);
    expect(r.network).toBe(gold());
  });

  it('renames a misspelt action to the known one of as many slots', () => {
    const r = repair(gold().replace('(bake ', '(baek '), { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_UNKNOWN_ACTION line 27: unknown action baek/);
    expect(r.repaired).toBe(true);
    expect(brief(r)).toEqual(['constant 27 baek => bake']);
    expect(r.edits[0].reason).toMatch(/bake takes 9 arguments/);
    expect(r.network).toBe(gold());
  });

  it('fetches a dropped ingredient as the recipe line no fetch answers to says (120 grams sugar), not as the one the network has', () => {
    const dropped = gold()
      .split('\n')
      .filter((l) => !l.includes('white-sugar 120 g'))
      .join('\n');
    const r = repair(dropped, { benchmark: BENCHMARK! });
    expect(r.repaired).toBe(true);
    const insert = r.edits.find((e) => e.kind === 'insert');
    expect(insert?.after).toMatch(/ white-sugar 120 g\)$/);
  });

  it('gives a line one argument short the one missing, the unit the recipe names, rather than dropping the flour', () => {
    const r = repair(gold().replace(' all-purpose-flour 340 g)', ' all-purpose-flour 340)'), { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_ARITY line 8: fetch-and-proportion takes 7 arguments/);
    expect(brief(r)).toEqual(['constant 8 null => g']);
    expect(r.edits[0].reason).toMatch(/the missing unit given as g \(as the recipe's line for it says\)$/);
    expect(r.network).toBe(gold());
  });

  it("gives a fetch without its count the least the action takes, 1, rather than dropping the line (which crashed on the missing slot)", () => {
    const r = repair(gold().replace(' baking-tray 1)', ' baking-tray)'), { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_ARITY line \d+: fetch takes 5 arguments/);
    expect(r.edits.map((e) => `${e.kind} ${e.after}`)).toEqual(['constant 1']);
    expect(r.edits[0].reason).toMatch(/the missing quantity given as 1 \(the least the action takes\)$/);
    expect(r.network).toBe(gold());
    // as the only fault of a small network, where dropping the line would also run
    const small = net('(get-kitchen ?kitchen)', '(fetch-and-proportion ?corn ?ks-3 ?kitchen ?bowl-3 frozen-corn 350 g)', '(fetch ?large-bowl ?ks-4 ?ks-3 large-bowl)', '(transfer-contents ?bowl-a ?rest-a ?ks-5 ?ks-4 ?large-bowl ?corn ?q-a ?u-a)');
    expect(repair(small).network).toBe(small.replace('large-bowl)', 'large-bowl 1)'));
  });
});
