// Where `plan` and `repair` write their networks (--output): the place is checked before the
// search, as `evaluate` checks its rows (an empty name, a pipe nobody reads, a link planted at
// FILE.partial), FILE is replaced by a rename and never written through a link, and a network
// that cannot be written after all (a full disk) is printed with the error: a search's result is
// never lost.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canary, cli, isLink, scratch, SLOW } from './attack-cli.ts';

const folder = scratch('network-output');
const BENCHMARK = process.env.IRL_KITCHEN_BENCHMARK ?? join(import.meta.dirname, '../../../shared/benchmark');
const BROKEN = join(BENCHMARK, 'variants', 'almond-crescent-cookies--drop-line-1.solution');
const HAS_CORPUS = existsSync(BROKEN);
const searches = (output: string): string[][] => [
  ['repair', BROKEN, '--output', output],
  ['plan', 'almond-crescent-cookies', '--max-nodes', '30', '--output', output],
];

describe.skipIf(!HAS_CORPUS)('plan and repair --output', () => {
  it('an empty file name is refused before the search', async () => {
    for (const args of searches('')) {
      const r = await cli(args);
      expect(r.code).toBe(2);
      expect(r.err).toBe('irl-kitchen: --output: the file name is empty\n');
      expect(r.out).toBe('');
    }
  }, SLOW);

  it('a named pipe that nobody reads is refused at once, not waited on', async () => {
    const fifo = join(folder(), 'pipe');
    execFileSync('mkfifo', [fifo]);
    for (const args of searches(fifo)) {
      const r = await cli(args);
      expect(r.signal).toBeNull();
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^irl-kitchen: cannot write .*pipe: no process reads it \(ENXIO\)\n$/);
    }
  }, SLOW);

  it('a link at FILE is replaced, never written through; a link planted at FILE.partial is refused before the search', async () => {
    const dir = folder();
    const target = canary(join(dir, 'target.txt'));
    const out = join(dir, 'fixed.solution');
    symlinkSync(target.path, out);
    const r = await cli(searches(out)[0]);
    expect(r.code).toBe(0);
    target.check();
    expect(isLink(out)).toBe(false);
    expect(readFileSync(out, 'utf8')).toMatch(/^#almond-crescent-cookies\n\(get-kitchen /);

    const planned = join(dir, 'plan.solution');
    symlinkSync(target.path, `${planned}.partial`);
    const refused = await cli(searches(planned)[1]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/plan\.solution\.partial is a symbolic link, which is never followed/);
    expect(refused.out).toBe('');
    target.check();
  }, SLOW);

  it.skipIf(!existsSync('/dev/full'))('a network that cannot be written (a full disk) is printed with the error', async () => {
    for (const args of searches('/dev/full')) {
      const r = await cli(args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^irl-kitchen: cannot write \/dev\/full: no space left on the device \(ENOSPC\); the (repaired )?networks? (is|are) printed above\n$/);
      expect(r.out).toMatch(/\n#almond-crescent-cookies\n\(get-kitchen \?kitchen\)\n/);
    }
  }, SLOW);
});
