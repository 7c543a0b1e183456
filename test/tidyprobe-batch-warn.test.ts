// `evaluate --show`'s pages: a file that gets no page at all is told to `warn` like a page that
// could not be written, not only listed in the index with the exit status 2 saying nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeViewsForRows } from '../src/view/write.ts';

describe('writeViewsForRows: a file that gets no pages', () => {
  it('is warned about, and the other files still get theirs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidyprobe-batch-'));
    const good = join(dir, 'good.solution');
    writeFileSync(good, '#first\n(get-kitchen ?k)\n');
    const gone = join(dir, 'gone.solution');
    const warned: string[] = [];
    const written = await writeViewsForRows([{ file: gone }, { file: good }], join(dir, 'results.csv'), { warn: (m) => warned.push(m) });
    expect(written.errors).toHaveLength(1);
    expect(warned).toEqual(written.errors);
    expect(warned[0]).toContain(gone);
    expect(written.pages).toHaveLength(1);
  });
});
