// What `plan --output FILE` and `repair --output FILE` say of FILE when their search is stopped:
// the network goes to FILE.partial, and FILE is said to be left as it was only when there was one.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openNetworksFile } from '../../src/cli/output.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-plan-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an interrupted search with --output FILE', () => {
  it('FILE that did not exist: kept in FILE.partial, FILE said not created (and it is not)', async () => {
    const out = join(dir, 'new.solution');
    const { kept, failure } = await openNetworksFile(out, new PassThrough()).save('#x\n(get-kitchen ?kitchen)\n', true);
    expect(failure).toBeNull();
    expect(kept).toBe(` to ${out}.partial; ${out} was not created`);
    expect(existsSync(out)).toBe(false);
    expect(readFileSync(`${out}.partial`, 'utf8')).toBe('#x\n(get-kitchen ?kitchen)\n');
  });

  it('FILE that existed: left as it was, and said so', async () => {
    const out = join(dir, 'old.solution');
    writeFileSync(out, 'the earlier plan\n');
    const { kept } = await openNetworksFile(out, new PassThrough()).save('#x\n(get-kitchen ?kitchen)\n', true);
    expect(kept).toBe(` to ${out}.partial; ${out} is left as it was`);
    expect(readFileSync(out, 'utf8')).toBe('the earlier plan\n');
  });
});
