// Two inputs given in each other's place where one of them is filled by default: repair puts them
// back at the line where they were swapped, rather than dropping the line or swapping a later,
// correct line to suit the wrong binding.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../src/repair/index.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const gold = (name: string) => readFileSync(join(GOLD_DIR!, `${name}.solution`), 'utf8');
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

/** The gold with the last two arguments of the first line starting with `prefix` swapped; its index. */
function swappedLast(name: string, prefix: string) {
  const all = lines(gold(name));
  const at = all.findIndex((l) => l.startsWith(prefix));
  const args = all[at].slice(1, -1).split(' ');
  const n = args.length;
  [args[n - 2], args[n - 1]] = [args[n - 1], args[n - 2]];
  return { text: all.map((l, i) => (i === at ? `(${args.join(' ')})` : l)).join('\n'), at, before: `${args[n - 2]} ${args[n - 1]}` };
}

describe.skipIf(!BENCHMARK)('repair of two arguments swapped where a default fills one', () => {
  it('a beat whose tool (no line makes it) is given as its container: swapped back, not the beat dropped', () => {
    const broken = swappedLast('afghan-biscuits', '(beat ');
    const r = repair(broken.text, { benchmark: BENCHMARK! });
    expect(r.before.status).toBe('unexecutable');
    expect(r.edits.map((e) => [e.kind, e.line, e.before])).toEqual([['swap', broken.at + 1, broken.before]]);
    expect(lines(r.network)).toEqual(lines(gold('afghan-biscuits')));
  });

  it('a cut given the cutting board as its knife: swapped at that cut, where the names say, not at the next cut that fails on ?knife', () => {
    for (const name of ['basic-chicken-salad', 'cole-slaw']) {
      const broken = swappedLast(name, '(cut ');
      const r = repair(broken.text, { benchmark: BENCHMARK! });
      expect(r.edits.map((e) => [e.kind, e.line, e.before]), name).toEqual([['swap', broken.at + 1, broken.before]]);
      expect(lines(r.network), name).toEqual(lines(gold(name)));
    }
  });
});
