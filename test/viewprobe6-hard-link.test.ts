// A page's place taken by a hard link to another file (here the network's own file, linked under
// the name of one of its recipes' pages): the page is refused with the reason, as a symbolic link
// is, and the other file keeps its content; the other pages are still written.
import { linkSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { A_HARD_LINK } from '../src/view/files.ts';
import { PageNames, pageStem } from '../src/view/names.ts';
import { writeViews } from '../src/view/write.ts';
import { simulator } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe6-link-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = '#first-dish\n(get-kitchen ?k)\n#second-dish\n(get-kitchen ?k)\n';

describe('a hard link where a page goes', () => {
  it('is refused, and the file it links keeps its content', async () => {
    const file = join(dir, 'menu.solution');
    writeFileSync(file, TEXT);
    const output = join(dir, 'menu.html');
    const firstPage = join(dir, new PageNames(pageStem(output)).next('first-dish', 1));
    linkSync(file, firstPage);
    const written = await writeViews(file, { output, sim: simulator() });
    expect(readFileSync(file, 'utf8')).toBe(TEXT);
    expect(written.errors.map((e) => e.message)).toEqual([`#first-dish: cannot write ${firstPage}: ${A_HARD_LINK}`]);
    expect(written.pages.map((p) => p.recipeId)).toEqual(['second-dish']);
    expect(readFileSync(written.index!, 'utf8')).toContain('second-dish');
  });

  it('a page written over a file of one name still replaces its content', async () => {
    const file = join(dir, 'single.solution');
    writeFileSync(file, '#only\n(get-kitchen ?k)\n');
    const output = join(dir, 'single.html');
    writeFileSync(output, 'x'.repeat(1_000_000));
    const written = await writeViews(file, { output, sim: simulator() });
    expect(written.errors).toEqual([]);
    const html = readFileSync(output, 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toContain('xxxx');
  });
});
