// A file whose recipe id comes twice: its index rows would read alike, so each such row names its
// header line, as `run` names a repeated id (`#cyc (line 52)`); a row of an id that comes once does not.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeViews } from '../src/view/write.ts';
import { simulator } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe6-repeated-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = '#twice\n(get-kitchen ?k)\n#once\n(get-kitchen ?k)\n#twice\n(get-kitchen ?k)\n';

/** The index's rows as text: each row's first cell. */
function firstCells(index: string): string[] {
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<tr class="recipe"><td>(.*?)<\/td>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
}

describe('the index of a file with a repeated recipe id', () => {
  it('names the header line of each row of the repeated id, and only of those', async () => {
    const file = join(dir, 'menu.solution');
    writeFileSync(file, TEXT);
    const written = await writeViews(file, { output: join(dir, 'menu.html'), sim: simulator() });
    expect(written.errors).toEqual([]);
    const headerLines = TEXT.split('\n').flatMap((l, i) => (l === '#twice' ? [i + 1] : []));
    expect(firstCells(written.index!)).toEqual([`twice (line ${headerLines[0]})`, 'once', `twice (line ${headerLines[1]})`]);
    expect(written.pages.map((p) => p.line ?? null)).toEqual([headerLines[0], null, headerLines[1]]);
  });
});
