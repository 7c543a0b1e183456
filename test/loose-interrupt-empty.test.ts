// Ctrl-C before the first row of `run --json` or `evaluate --format json`: standard output still
// holds one valid JSON array (`[]`), as a run stopped after some rows closes its array; rows meant
// for a file leave no FILE.partial behind when there is none.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { start, until } from './support/spawned-cli.ts';

/**
 * Starts the command on a standard input that stays open and empty, and interrupts it once it
 * listens for Ctrl-C: its note on --jobs is printed in the same turn as its handler is set.
 */
async function interruptedWaiting(args: string[]) {
  const cmd = start([...args, '--jobs', '4096']);
  let err = '';
  cmd.child.stderr!.on('data', (d) => (err += d));
  await until(() => err.includes('--jobs 4096: '), 'the note on --jobs');
  cmd.child.kill('SIGINT');
  return cmd.exited;
}

describe('interrupted before the first row', () => {
  const dir = mkdtempSync(join(tmpdir(), 'irl-loose-interrupt-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('run --json prints an empty array', async () => {
    const r = await interruptedWaiting(['run', '-', '--json']);
    expect(r.code).toBe(130);
    expect(JSON.parse(r.out)).toEqual([]);
    expect(r.err.trim().split('\n').at(-1)).toBe('irl-kitchen: interrupted (Ctrl-C): while reading standard input, before any recipe: nothing ran, 0 rows written');
  }, 120_000);

  it('evaluate --format json on standard output prints an empty array', async () => {
    const r = await interruptedWaiting(['evaluate', '--input', '-', '--format', 'json']);
    expect(r.code).toBe(130);
    expect(JSON.parse(r.out)).toEqual([]);
  }, 120_000);

  it('evaluate --format json --output FILE leaves neither FILE nor FILE.partial', async () => {
    const out = join(dir, 'rows.json');
    const r = await interruptedWaiting(['evaluate', '--input', '-', '--format', 'json', '--output', out]);
    expect(r.code).toBe(130);
    expect(r.out).toBe('');
    expect(() => statSync(`${out}.partial`)).toThrow();
    expect(() => statSync(out)).toThrow();
  }, 120_000);
});
