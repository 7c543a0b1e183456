// A misspelt short name (a unit: `gr` for `g`) shares no word with any constant the slot offers:
// the one closest in spelling is tried first, so the repair is the one edit back, not a detour
// through the alphabetically first unit (`gr` → `clove` → `g`); a unit left out where no recipe
// line says it is put in as a common unit first, not the alphabetically first one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { BENCHMARK, GOLD_DIR } from '../support/simulate.ts';

const gold = () => readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8');

describe.skipIf(!BENCHMARK)('repair of a misspelt short constant', () => {
  it('changes gr to g in one edit, and the gold network comes back', () => {
    const broken = gold().replace(' butter 230 g)', ' butter 230 gr)');
    expect(broken).not.toBe(gold());
    const r = repair(broken, { benchmark: BENCHMARK! });
    expect(r.edits.map((e) => `${e.kind} ${e.line} ${e.before} => ${e.after}`)).toEqual(['constant 3 gr => g']);
    expect(r.network).toBe(gold());
  });

  it('gives a portion one unit short (`25` for `25 g`) a common unit, g, rather than dropping the line', () => {
    const broken = gold().replace(' ?dough 25 g ', ' ?dough 25 ');
    expect(broken).not.toBe(gold());
    const r = repair(broken, { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_ARITY line 20: portion-and-arrange takes 8 arguments/);
    expect(r.edits.map((e) => `${e.kind} ${e.line} ${e.before} => ${e.after}`)).toEqual(['constant 20 null => g']);
    expect(r.network).toBe(gold());
  });
});
