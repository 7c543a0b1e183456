// `view` where IRL_KITCHEN_BENCHMARK names a folder that holds no corpus: the pages are still
// written, without the comparison with the gold, and standard error says why (where the corpus
// was looked for), as run and evaluate say it, rather than leaving the pages to say it alone.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BENCHMARK_ENV } from '../src/benchmark-dir.ts';
import { runCli } from './support/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe6-env-'));
const before = process.env[BENCHMARK_ENV];
afterEach(() => {
  if (before === undefined) delete process.env[BENCHMARK_ENV];
  else process.env[BENCHMARK_ENV] = before;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = join(dir, 'dish.solution');
writeFileSync(file, '#dish\n(get-kitchen ?k)\n');

describe('view with IRL_KITCHEN_BENCHMARK naming no corpus', () => {
  it('writes the page and says on standard error that the corpus is not there', async () => {
    const empty = join(dir, 'no-corpus');
    process.env[BENCHMARK_ENV] = empty;
    const output = join(dir, 'dish.html');
    const { code, err } = await runCli(['view', file, '--output', output]);
    expect(code).toBe(0);
    expect(existsSync(output)).toBe(true);
    const notes = err.filter((l) => l.startsWith('note: benchmark corpus not found'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain(`${empty} (from ${BENCHMARK_ENV}`);
    expect(notes[0]).toMatch(/without the comparison with the gold\.$/);
  });

  it('says nothing of the corpus when the variable is not set', async () => {
    delete process.env[BENCHMARK_ENV];
    const { err } = await runCli(['view', file, '--output', join(dir, 'plain.html')]);
    expect(err.filter((l) => l.includes('corpus'))).toEqual([]);
  });
});
