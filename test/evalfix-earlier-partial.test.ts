// A rerun after a killed run: the rows the killed run left in FILE.partial are kept as
// FILE.partial.earlier and stderr says so once, instead of being deleted without a word.
import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPartial, earlierPartial } from '../src/cli/partial-file.ts';
import { runCli } from './support/cli.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'irl-evalfix-partial-'));

describe('createPartial over a FILE.partial an earlier run left', () => {
  it('keeps its rows as FILE.partial.earlier (replacing an older one) and says so', () => {
    const out = join(tmp(), 'rows.csv');
    writeFileSync(`${out}.partial.earlier`, 'older\n');
    writeFileSync(`${out}.partial`, 'header\nrow 1\n');
    const partial = createPartial(out);
    expect(readFileSync(earlierPartial(out), 'utf8')).toBe('header\nrow 1\n');
    expect(partial.earlier).toBe(`${out}.partial was left by an earlier run that did not complete: what it wrote (13 bytes) is kept as ${out}.partial.earlier`);
    expect(readFileSync(partial.path, 'utf8')).toBe('');
    partial.remove();
  });

  it('removes an empty one without a word, and has nothing to say without one', () => {
    const out = join(tmp(), 'rows.csv');
    writeFileSync(`${out}.partial`, '');
    expect(createPartial(out).earlier).toBeNull();
    expect(existsSync(earlierPartial(out))).toBe(false);
    expect(createPartial(join(tmp(), 'fresh.csv')).earlier).toBeNull();
  });

  it('never writes through a link at FILE.partial.earlier: the link itself is replaced', () => {
    const dir = tmp();
    const out = join(dir, 'rows.csv');
    const victim = join(dir, 'victim');
    writeFileSync(victim, 'untouched');
    symlinkSync(victim, `${out}.partial.earlier`);
    writeFileSync(`${out}.partial`, 'rows\n');
    createPartial(out).remove();
    expect(readFileSync(victim, 'utf8')).toBe('untouched');
    expect(readFileSync(earlierPartial(out), 'utf8')).toBe('rows\n');
  });
});

describe.skipIf(!BENCHMARK)('evaluate --output FILE after a killed run', () => {
  it('notes on stderr where the earlier rows are kept, and writes FILE whole', async () => {
    const out = join(tmp(), 'rows.csv');
    writeFileSync(`${out}.partial`, 'recipe-id,execution-time\nafghan-biscuits,2735\n');
    const r = await runCli(['evaluate', '--input', join(GOLD_DIR!, 'afghan-biscuits.solution'), '--metrics', 'execution-time', '--output', out]);
    expect(r.code).toBe(0);
    expect(r.err.filter((l) => l.includes('.partial'))).toEqual([expect.stringMatching(/^note: .*rows\.csv\.partial was left by an earlier run .* kept as .*rows\.csv\.partial\.earlier$/)]);
    expect(readFileSync(earlierPartial(out), 'utf8')).toBe('recipe-id,execution-time\nafghan-biscuits,2735\n');
    expect(existsSync(`${out}.partial`)).toBe(false);
    expect(readFileSync(out, 'utf8').split('\n')[0]).toBe('recipe-id,execution-time');
  });
});

describe('repair --output FILE after a killed run', () => {
  it('notes where the earlier networks are kept, as evaluate does', async () => {
    const dir = tmp();
    const out = join(dir, 'fixed.solution');
    const input = join(dir, 'net.solution');
    writeFileSync(input, '#first\n(get-kitchen ?kitchen)\n(fetch ?w ?ks-1 ?kitchen whisk 1)\n');
    writeFileSync(`${out}.partial`, '#older\n(get-kitchen ?kitchen)\n');
    const r = await runCli(['repair', input, '--output', out]);
    expect(r.err.filter((l) => l.includes('.partial'))).toEqual([expect.stringMatching(/^note: .*fixed\.solution\.partial was left by an earlier run .* kept as .*fixed\.solution\.partial\.earlier$/)]);
    expect(readFileSync(earlierPartial(out), 'utf8')).toBe('#older\n(get-kitchen ?kitchen)\n');
  });
});
