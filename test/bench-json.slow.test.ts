// `npm run -s bench -- --json` into a pipe: exactly one JSON line on standard output, and nothing
// on standard error (the progress lines are for a terminal only).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

describe('bench --json', () => {
  it('prints one line of figures and nothing else when its output is not a terminal', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/run.ts'), '--sources', '--only', 'engine', '--seconds', '0.1', '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    const figures = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(Object.values(figures).every((v) => typeof v === 'number')).toBe(true);
    expect(figures.stepsPerSecond).toBeGreaterThan(0);
  }, 300_000);
});
