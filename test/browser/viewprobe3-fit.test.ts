// The network's opening scale in a real headless Chromium, from file://: the largest gold network
// of the corpus opened at about 0.37 (its 11 px text at 4 px, unreadable); it now opens at a
// readable scale and scrolls, while a small network still opens whole, unscrolled. No page
// gives a JavaScript error.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSolutionFile } from '../../src/language/parse-solution.ts';
import { writeViews } from '../../src/view/write.ts';
import { type Browser, CHROMIUM, HAS_CHROMIUM, launchChromium, openReady } from './chromium.ts';
import { GOLD_DIR, simulator } from '../support/simulate.ts';

if (!HAS_CHROMIUM) console.warn(`opening-scale browser tests skipped: no Chromium at ${CHROMIUM}`);

/** The scale below which the drawing's text cannot be read (client.ts's MIN_FIT). */
const READABLE = 0.6;

/** The gold network with the most lines. */
function largestGold(): string | null {
  if (!GOLD_DIR || !existsSync(GOLD_DIR)) return null;
  const sized = readdirSync(GOLD_DIR)
    .filter((f) => f.endsWith('.solution'))
    .map((f) => ({ file: join(GOLD_DIR!, f), lines: readSolutionFile(join(GOLD_DIR!, f)).recipes.at(-1)?.predicates.length ?? 0 }));
  return sized.sort((a, b) => b.lines - a.lines)[0]?.file ?? null;
}

/** The drawing's scale, the scale that would fit it whole, and the scroll box. */
const geometry = (p: Page) =>
  p.locator('#graph').evaluate((box) => {
    const svg = box.querySelector('svg')!;
    const vb = svg.viewBox.baseVal;
    const cs = getComputedStyle(box);
    const w = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const h = Math.min(parseFloat(cs.maxHeight), window.innerHeight) - 4;
    return { scale: svg.getBoundingClientRect().width / vb.width, whole: Math.min(1, w / vb.width, h / vb.height), boxW: box.clientWidth, boxH: box.clientHeight, scrollW: box.scrollWidth, scrollH: box.scrollHeight };
  });

describe.skipIf(!HAS_CHROMIUM)('the network opens readable', () => {
  let browser: Browser | undefined;
  let dir: string;
  const gold = largestGold();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'viewprobe3-fit-'));
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!gold)('the largest gold network: at a readable scale, scrolling for the rest, never enlarged', async () => {
    const page = (await writeViews(gold!, { output: join(dir, 'largest.html'), sim: simulator() })).pages[0].path;
    const { p, problems } = await openReady(browser!, page);
    const g = await geometry(p);
    // fitting it whole would make it unreadable: that is what it opened at before
    expect(g.whole).toBeLessThan(READABLE);
    expect(g.scale).toBeGreaterThanOrEqual(READABLE - 1e-3);
    expect(g.scale).toBeLessThanOrEqual(1 + 1e-3);
    expect(g.scrollW > g.boxW + 1 || g.scrollH > g.boxH + 1, JSON.stringify(g)).toBe(true);
    // "actual size" and back to the opening scale
    await p.click('#toggle-fit');
    expect((await geometry(p)).scale).toBeCloseTo(1, 2);
    await p.click('#toggle-fit');
    expect((await geometry(p)).scale).toBeCloseTo(g.scale, 3);
    expect(problems).toEqual([]);
    await p.close();
  }, 120_000);

  it('a small network still opens whole, unscrolled', async () => {
    const file = join(dir, 'small.solution');
    writeFileSync(file, '#small\n(get-kitchen ?k)\n(fetch ?bowl ?k2 ?k medium-bowl 1)\n(fetch ?tray ?k3 ?k2 baking-tray 1)\n');
    const page = (await writeViews(file, { output: join(dir, 'small.html'), sim: simulator() })).pages[0].path;
    expect(readFileSync(page, 'utf8')).toContain('id="graph-svg"');
    const { p, problems } = await openReady(browser!, page);
    const g = await geometry(p);
    expect(g.scale).toBeCloseTo(g.whole, 2);
    expect(g.scrollW).toBeLessThanOrEqual(g.boxW + 1);
    expect(g.scrollH).toBeLessThanOrEqual(g.boxH + 1);
    expect(problems).toEqual([]);
    await p.close();
  }, 60_000);
});
