// A page says what its execution was run with: two pages of one network, one under `--semantics
// corrected` or another `--kitchen`, must not look alike. The recipe pages, the gold page and the
// file's index all say it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

/** Two small recipes, so the file gets an index. */
const TWO = '#first\n(get-kitchen ?k)\n(fetch ?bowl ?k2 ?k medium-bowl 1)\n#second\n(get-kitchen ?k)\n(fetch ?tray ?k2 ?k baking-tray 1)\n';
const DERIVED_KITCHEN = 'full-kitchen+2-baking-tray';

/** The header's `executed-with` line of a page: its data attributes and its text. */
function executedWith(html: string): { semantics: string; kitchen: string; text: string } | null {
  const m = /<span class="meta" id="executed-with" data-semantics="([^"]*)" data-kitchen="([^"]*)">(.*?)<\/span>/.exec(html);
  return m ? { semantics: m[1], kitchen: m[2], text: m[3].replace(/<[^>]+>/g, '') } : null;
}

describe('a page says the semantics and the kitchen it was executed with', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'viewprobe3-settings-'));
    writeFileSync(join(dir, 'two.solution'), TWO);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('by default: reference semantics, the full kitchen, on each page and the index', async () => {
    const r = await runCli(['view', join(dir, 'two.solution'), '--output', join(dir, 'plain.html')]);
    expect(r.err).toEqual([]);
    const pages = r.out.split('\n').map((l) => /: (\/.*\.html)$/.exec(l)?.[1]).filter((p): p is string => !!p);
    expect(pages).toHaveLength(3); // two recipes and the index
    for (const p of pages) expect(executedWith(readFileSync(p, 'utf8'))).toEqual({ semantics: 'reference', kitchen: 'full-kitchen', text: 'reference semantics · kitchen full-kitchen' });
  }, 60_000);

  it('--semantics corrected and --kitchen are said as given', async () => {
    const r = await runCli(['view', join(dir, 'two.solution'), '--output', join(dir, 'other.html'), '--semantics', 'corrected', '--kitchen', DERIVED_KITCHEN]);
    expect(r.err).toEqual([]);
    const pages = r.out.split('\n').map((l) => /: (\/.*\.html)$/.exec(l)?.[1]).filter((p): p is string => !!p);
    expect(pages).toHaveLength(3);
    for (const p of pages) expect(executedWith(readFileSync(p, 'utf8'))).toMatchObject({ semantics: 'corrected', kitchen: DERIVED_KITCHEN });
  }, 60_000);

  it.skipIf(!BENCHMARK || !GOLD_DIR)('the gold network\'s page says it too: it was executed by the same simulator', async () => {
    const r = await runCli(['view', join(GOLD_DIR!, 'cole-slaw.solution'), '--output', join(dir, 'cs.html'), '--semantics', 'corrected']);
    const gold = /^gold network: (.*)$/m.exec(r.out)?.[1];
    expect(gold, r.out).toBeDefined();
    expect(executedWith(readFileSync(gold!, 'utf8'))).toMatchObject({ semantics: 'corrected', kitchen: 'full-kitchen' });
    expect(executedWith(readFileSync(join(dir, 'cs.html'), 'utf8'))).toMatchObject({ semantics: 'corrected' });
  }, 120_000);
});
