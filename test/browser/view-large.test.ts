// A large network's page stays usable in a real headless Chromium (Debian's /usr/bin/chromium, or
// $IRL_KITCHEN_CHROMIUM): 2000 lines that all take the first kitchen state, the worst case for
// the drawing (every kitchen-state curve spans the graph) and for hovering (one variable used by
// every line). And a failed node's "root cause" badge never covers its action's name.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeViews } from '../../src/view/write.ts';
import { type Browser, CHROMIUM, HAS_CHROMIUM, launchChromium } from './chromium.ts';
import { simulator } from '../support/simulate.ts';
import { PROCESS_MS } from '../support/timeouts.ts';

const OUT = fileURLToPath(new URL('../../test-results/view-large/', import.meta.url));
if (!HAS_CHROMIUM) console.warn(`large-page browser tests skipped: no Chromium at ${CHROMIUM}`);

/** One recipe: get-kitchen, then `n` lines that each fetch a bowl from that first kitchen state. */
const fanOut = (n: number) => `#fan-out\n(get-kitchen ?k)\n${Array.from({ length: n }, (_, i) => `(fetch ?t${i} ?ks${i} ?k bowl 1)`).join('\n')}\n`;

/** Lines in error with a long action name, at line numbers of one and four digits. */
const FAILING = `#failing\n(get-kitchen ?k)\n(fetch-and-proportion ?a ?ks1 ?k ?bowl no-such-thing 1 g)\n${'; padding\n'.repeat(1000)}(fetch-and-proportion ?b ?ks2 ?ks1 ?bowl-2 another-missing-thing 2 g)\n`;

async function page(context: BrowserContext, file: string): Promise<{ page: Page; problems: string[] }> {
  const p = await context.newPage();
  const problems: string[] = [];
  p.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  p.on('request', (r) => !r.url().startsWith('file:') && problems.push(`request: ${r.url()}`));
  await p.goto(pathToFileURL(file).href);
  await p.waitForSelector('body[data-ready="true"]', { timeout: PROCESS_MS });
  return { page: p, problems };
}

describe.skipIf(!HAS_CHROMIUM)('a large page in Chromium', () => {
  let browser: Browser | undefined;
  let large: string;
  let failing: string;

  beforeAll(async () => {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const sim = simulator();
    for (const [name, text] of [['fan-out', fanOut(1999)], ['failing', FAILING]]) writeFileSync(join(OUT, `${name}.solution`), text);
    large = (await writeViews(join(OUT, 'fan-out.solution'), { output: join(OUT, 'fan-out.html'), sim })).pages[0].path;
    failing = (await writeViews(join(OUT, 'failing.solution'), { output: join(OUT, 'failing.html'), sim })).pages[0].path;
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('hovering a variable every line uses highlights them without a query of the page per line', async () => {
    const { page: p, problems } = await page(browser!.context, large);
    expect(await p.locator('#graph .node').count()).toBe(2000);
    // the handler looks its elements up in a map: it made a query of the page per user, seconds for 2000 users
    const queries = await p.evaluate(() => {
      let n = 0;
      for (const target of [Document.prototype, Element.prototype] as unknown as Record<string, (sel: string) => unknown>[])
        for (const name of ['querySelector', 'querySelectorAll']) {
          const query = target[name];
          target[name] = function (this: unknown, sel: string) {
            n++;
            return query.call(this, sel);
          };
        }
      const row = document.querySelector('#bindings tr[data-variable="?k"]')!;
      n = 0;
      row.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      return n;
    });
    expect(queries).toBeLessThan(20);
    expect(await p.locator('#graph .node.hl').count()).toBe(2000);
    expect(problems).toEqual([]);
    await p.close();
  }, 60_000);

  it('opens with its 1999 long kitchen-state curves hidden (drawn dashed, each repaint took seconds), and shows them on demand', async () => {
    const { page: p, problems } = await page(browser!.context, large);
    expect(await p.locator('#graph.hide-states').count()).toBe(1);
    expect(await p.locator('#toggle-states').textContent()).toBe('show kitchen-state edges');
    await p.locator('#gantt-svg .bar').nth(7).click();
    await p.waitForSelector('#kitchen-state[data-line="9"]');
    // they can still be shown
    await p.click('#toggle-states');
    expect(await p.locator('#graph.hide-states').count()).toBe(0);
    expect(problems).toEqual([]);
    await p.close();
  }, 60_000);

  it('opens a network too large to fit readably at a quarter of its size at least, scrolling', async () => {
    const { page: p, problems } = await page(browser!.context, large);
    const fitted = await p.locator('#graph').evaluate((box) => {
      const svg = box.querySelector('svg') as SVGSVGElement;
      const r = svg.getBoundingClientRect();
      const vb = svg.viewBox.baseVal;
      return { scale: r.width / vb.width, wholeFit: Math.min(box.clientWidth / vb.width, box.clientHeight / vb.height), boxW: box.clientWidth, boxH: box.clientHeight, scrollW: box.scrollWidth, scrollH: box.scrollHeight };
    });
    expect(await p.locator('#graph-svg').getAttribute('data-fit')).toBe('true');
    // fitting both dimensions would shrink it below a quarter, where its text cannot be read
    expect(fitted.wholeFit).toBeLessThan(0.25);
    expect(fitted.scale).toBeGreaterThanOrEqual(0.25 - 1e-3);
    expect(fitted.scrollW > fitted.boxW || fitted.scrollH > fitted.boxH, JSON.stringify(fitted)).toBe(true);
    expect(problems).toEqual([]);
    await p.close();
  }, 60_000);

  it('a failed node shows its action and its root-cause badge side by side', async () => {
    const { page: p, problems } = await page(browser!.context, failing);
    const boxes = await p.evaluate(() =>
      [...document.querySelectorAll('#graph .node.root-cause')].map((n) => {
        const head = (n.querySelector('text.head') as SVGTextElement).getBBox();
        const badge = (n.querySelector('text.badge') as SVGTextElement).getBBox();
        return { line: n.getAttribute('data-line'), headEnd: head.x + head.width, badgeStart: badge.x };
      }),
    );
    expect(boxes.map((b) => b.line)).toEqual(['3', '1004']);
    for (const b of boxes) expect(b.headEnd, `line ${b.line}`).toBeLessThan(b.badgeStart);
    expect(problems).toEqual([]);
    await p.close();
  }, 60_000);
});
