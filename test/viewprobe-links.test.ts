// Links between a file's pages when the output's own name holds characters that mean something
// in a URL (`#` a fragment, `?` a query, `%` an escape, `:` a scheme): every link a page holds,
// resolved as a browser resolves it against the page's file:// URL, reaches a written file.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeViews } from '../src/view/write.ts';
import { simulator } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe-links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = join(dir, 'menu.solution');
writeFileSync(file, '#first-dish\n(get-kitchen ?k)\n#second-dish\n(get-kitchen ?k)\n');

/** The file links of a page (not the in-page `#` ones), resolved against the page's URL. */
function linkedFiles(page: string): string[] {
  const hrefs = [...readFileSync(page, 'utf8').matchAll(/<a [^>]*href="([^"#][^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  return hrefs.map((href) => {
    const url = new URL(href, pathToFileURL(page));
    expect(url.protocol, `${href} in ${page}`).toBe('file:');
    return fileURLToPath(url);
  });
}

describe('links between the pages of a file', () => {
  for (const name of ['menu#2.html', 'menu?draft.html', 'menu%41.html', 'menu:v2.html', 'plain.html']) {
    it(`reach their pages when the index is ${name}`, async () => {
      const written = await writeViews(file, { output: join(dir, name), sim: simulator() });
      expect(written.errors).toEqual([]);
      expect(written.pages).toHaveLength(2);
      // the index links each page, each page links the index back
      expect(linkedFiles(written.index!).sort()).toEqual(written.pages.map((p) => p.path).sort());
      for (const p of written.pages) expect(linkedFiles(p.path)).toEqual([written.index]);
      for (const p of written.pages) expect(existsSync(p.path)).toBe(true);
    });
  }
});
