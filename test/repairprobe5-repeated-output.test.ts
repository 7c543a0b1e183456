// A line whose output repeats one of its inputs (E_REPEATED_ARGUMENT): repair gives the output a
// name of its own and relinks the lines after it that read the old name, rather than dropping the
// line (src/repair/repeated-output.ts).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../src/repair/index.ts';
import { COSTS } from '../src/repair/costs.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
const argsOf = (line: string) => line.slice(1, -1).trim().split(/\s+/).slice(1);

const CREAMED = `#afghan-biscuits
(get-kitchen ?ks)
(fetch-and-proportion ?butter ?ks-1 ?ks ?c1 butter 200 g)
(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?c2 caster-sugar 100 g)
(transfer-contents ?bowl ?rest ?ks-3 ?ks-2 ?target ?butter ?q ?u)
(transfer-contents ?bowl2 ?rest2 ?ks-4 ?ks-3 ?bowl ?sugar ?q2 ?u2)
(beat ?bowl2 ?ks-5 ?ks-4 ?bowl2 ?whisk)
(fetch ?spoon ?ks-6 ?ks-5 wooden-spoon 1)
(mix ?mixed ?ks-7 ?ks-6 ?bowl2 ?spoon)
`;

describe('repair of an output that repeats an input', () => {
  it('renames the beaten bowl and relinks the mix that reads it; the line is kept, not dropped', () => {
    expect(COSTS.rename).toBeLessThan(COSTS.drop);
    const r = repair(CREAMED, { benchmark: BENCHMARK ?? undefined });
    expect(r.before.problems[0]).toMatch(/^E_REPEATED_ARGUMENT line 7:/);
    expect(r.edits.map((e) => [e.kind, e.line, e.before, e.after])).toEqual([['rename', 7, '?bowl2', '?repair-bowl2-1']]);
    expect(r.edits[0].reason).toMatch(/line 9 reads in place of \?bowl2/);
    expect(r.after.status).toBe('ok');
    const out = lines(r.network);
    expect(out[6]).toBe('(beat ?repair-bowl2-1 ?ks-5 ?ks-4 ?bowl2 ?whisk)');
    expect(out[8]).toBe('(mix ?mixed ?ks-7 ?ks-6 ?repair-bowl2-1 ?spoon)');
  });

  it('a kitchen state repeated on both sides: the chain goes on from the renamed state', () => {
    const text = `(get-kitchen ?ks)
(fetch-and-proportion ?butter ?ks-1 ?ks ?c1 butter 200 g)
(fetch ?bowl ?ks-1 ?ks-1 large-bowl 1)
(transfer-contents ?bowl2 ?rest ?ks-2 ?ks-1 ?bowl ?butter ?q ?u)
`;
    const r = repair(text);
    expect(r.edits.map((e) => [e.kind, e.line, e.before, e.after])).toEqual([['rename', 3, '?ks-1', '?repair-ks-1-1']]);
    expect(lines(r.network).slice(2)).toEqual(['(fetch ?bowl ?repair-ks-1-1 ?ks-1 large-bowl 1)', '(transfer-contents ?bowl2 ?rest ?ks-2 ?repair-ks-1-1 ?bowl ?butter ?q ?u)']);
    expect(r.after.status).toBe('ok');
  });

  it('the last line, read by no later line, is renamed alone', () => {
    const text = lines(CREAMED).slice(0, 7).join('\n');
    const r = repair(text, { benchmark: BENCHMARK ?? undefined });
    expect(r.edits.map((e) => [e.kind, e.before, e.after])).toEqual([['rename', '?bowl2', '?repair-bowl2-1']]);
    expect(r.edits[0].reason).toMatch(/\?bowl2 left to the lines that read it$/);
    expect(r.after.status).toBe('ok');
  });
});

/**
 * A variant whose first beat, mix or bring-to-temperature (whose input no later line reads) is
 * written with its output named as its input, as an author who reuses a name writes it.
 */
function reusedName(text: string) {
  const all = lines(text);
  for (let at = 0; at < all.length; at++) {
    if (!/^\((beat|mix|bring-to-temperature) /.test(all[at])) continue;
    const args = argsOf(all[at]);
    const [output, input] = [args[0], args[3]];
    if (!output.startsWith('?') || !input.startsWith('?')) continue;
    if (all.slice(at + 1).some((l) => argsOf(l).includes(input))) continue;
    const rename = (l: string) => `(${l.slice(1, -1).trim().split(/\s+/).map((a) => (a === output ? input : a)).join(' ')})`;
    return { broken: all.map((l, i) => (i < at ? l : rename(l))).join('\n'), at, output, input };
  }
  return null;
}

describe.skipIf(!VARIANTS_DIR)('repair of corpus variants with a name reused for an output', () => {
  it('renames the output back to a name of its own: the variant as it was, but for the name', () => {
    const names = readdirSync(VARIANTS_DIR!).filter((f) => f.endsWith('--rename-vars-1.solution')).slice(0, 4);
    expect(names.length).toBeGreaterThan(0);
    // the same repair from a corpus copy that holds the recipe texts and no gold network
    const copy = mkdtempSync(join(tmpdir(), 'irl-kitchen-rename-no-gold-'));
    cpSync(join(BENCHMARK!, 'data/recipe-texts'), join(copy, 'data/recipe-texts'), { recursive: true });
    let tried = 0;
    for (const name of names) {
      const text = readFileSync(join(VARIANTS_DIR!, name), 'utf8');
      const reused = reusedName(text);
      if (!reused) continue;
      tried++;
      const r = repair(reused.broken, { benchmark: BENCHMARK! });
      expect(r.edits.map((e) => [e.kind, e.line, e.before]), name).toEqual([['rename', reused.at + 1, reused.input]]);
      const fresh = r.edits[0].after!;
      expect(lines(r.network.split(fresh).join(reused.output)), name).toEqual(lines(text));
      expect(JSON.stringify(repair(reused.broken, { benchmark: copy })), name).toBe(JSON.stringify(r));
    }
    rmSync(copy, { recursive: true, force: true });
    expect(tried).toBeGreaterThan(0);
  });
});
