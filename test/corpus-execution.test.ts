// The reference figures of the corpus: execution time of every gold network, and status and
// execution time of every variant network.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSolutionFile } from '../src/language/parse-solution.ts';
import { formatNum } from '../src/numbers/num.ts';
import { BENCHMARK, GOLD_DIR, simulator } from './support/simulate.ts';

const csv = (path: string) =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));

describe.skipIf(!BENCHMARK)('gold networks of the corpus (reference-figures/gold-reference.csv)', () => {
  if (!BENCHMARK) it.skip(`benchmark corpus not found: set IRL_KITCHEN_BENCHMARK`, () => {});
  const rows = BENCHMARK ? csv(join(BENCHMARK, 'reference-figures/gold-reference.csv')) : [];
  it('has all 30 gold files', () => {
    expect(readdirSync(GOLD_DIR!).filter((f) => f.endsWith('.solution'))).toHaveLength(30);
  });
  for (const [file, , , , , time] of rows) {
    it(`${file} executes in ${time}`, () => {
      const path = file.includes('--gold-relabelled') ? join(BENCHMARK!, 'reference-figures', file) : join(GOLD_DIR!, file);
      const parsed = readSolutionFile(path);
      const r = simulator().run(parsed.recipes[0], file);
      expect(r.status).toBe('ok');
      expect(formatNum(r.executionTime!)).toBe(time);
    });
  }
});

describe.skipIf(!BENCHMARK)('variant networks of the corpus (variants/reference-figures.csv)', () => {
  const rows = BENCHMARK ? csv(join(BENCHMARK, 'variants/reference-figures.csv')) : [];
  const expected = { ok: 'ok', nil: 'unexecutable' } as Record<string, string>;
  for (const c of rows) {
    const [file] = c;
    const status = c[c.length - 1];
    const time = c[7];
    it(`${file}: ${status} ${time}`, () => {
      const parsed = readSolutionFile(join(BENCHMARK!, 'variants', file));
      const r = simulator().run(parsed.recipes[0], file);
      expect(r.status).toBe(expected[status] ?? 'error');
      if (status === 'ok') expect(formatNum(r.executionTime!)).toBe(time);
      else expect(r.executionTime).toBeNull();
      if (status.startsWith('error:')) expect(r.messages.join('\n')).toContain(`[${status.slice('error:'.length)}]`);
      if (status === 'nil') expect(r.messages.join('\n')).toMatch(/never ran|never bound/);
    });
  }
});
