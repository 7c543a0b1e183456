// A dropped fetch whose variable names only a kind (`?proportioned-flour`): the inserted fetch takes
// the kind the recipe's open line names (`340 grams all-purpose flour`), not a kind the network
// fetches already whose words that line holds all but one of (almond-flour).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { BENCHMARK, GOLD_DIR } from '../support/simulate.ts';

const gold = () => readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8');

describe.skipIf(!BENCHMARK)('repair of a dropped fetch named after a kind', () => {
  it('inserts the fetch of the dropped ingredient, with its own amount, and the network comes back whole', () => {
    const lines = gold().split('\n');
    const at = lines.findIndex((l) => l.startsWith('(fetch-and-proportion ?proportioned-flour '));
    const droppedLine = lines[at];
    const [ingredient, amount, unit] = droppedLine.slice(1, -1).split(' ').slice(5);
    const r = repair(lines.filter((_, i) => i !== at).join('\n'), { benchmark: BENCHMARK! });
    expect(r.repaired).toBe(true);
    const insert = r.edits.find((e) => e.kind === 'insert');
    expect(insert?.after).toMatch(new RegExp(`^\\(fetch-and-proportion \\?proportioned-flour .* ${ingredient} ${amount} ${unit}\\)$`));
    expect(r.after.status).toBe('ok');
  });
});
