// The pages of hostile recipe ids in a real headless Chromium (Debian's /usr/bin/chromium, or
// $IRL_KITCHEN_CHROMIUM), opened from file://: the file index, the batch index, the recipe pages,
// a gold page. No payload runs (each would set window.__pwned), the Content-Security-Policy
// reports no violation for the page's own script and style, and the page's script still works.
// A page with markup forced in past the escaping shows that the policy alone stops it too.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeViews, type WrittenViews, writeViewsForRows } from '../../src/view/write.ts';
import { type Browser, CHROMIUM, HAS_CHROMIUM, launchChromium } from './chromium.ts';
import { BENCHMARK, simulator } from '../support/simulate.ts';
import { HOSTILE_IDS, hostileSolution } from './hostile.ts';
import { PROCESS_MS } from '../support/timeouts.ts';

const OUT = fileURLToPath(new URL('../../test-results/view-hostile/', import.meta.url));

const ready = HAS_CHROMIUM;
if (!ready) console.warn(`hostile-page browser tests skipped: no Chromium at ${CHROMIUM}`);

// installed before any script of the page; CDP init scripts are not subject to the page's policy
const WATCH = `window.__violations = [];
document.addEventListener('securitypolicyviolation', function (e) { window.__violations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sample || '')); });`;

interface Opened {
  page: Page;
  problems: string[];
}

async function open(context: BrowserContext, file: string, interactive: boolean): Promise<Opened> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => !r.url().startsWith('file:') && problems.push(`request: ${r.url()}`));
  await page.addInitScript(WATCH);
  await page.goto(pathToFileURL(file).href);
  if (interactive) await page.waitForSelector('body[data-ready="true"]', { timeout: PROCESS_MS });
  else await page.waitForLoadState('load');
  return { page, problems };
}

/** What ran that should not have, and what the policy refused. */
const aftermath = (page: Page) => page.evaluate(() => ({ pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null, violations: (window as unknown as { __violations: string[] }).__violations }));

describe.skipIf(!ready)('hostile pages in Chromium', () => {
  let browser: Browser | undefined;
  let context: BrowserContext;
  let views: WrittenViews;
  let batchIndex: string;

  beforeAll(async () => {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const input = hostileSolution(OUT);
    const sim = simulator();
    views = await writeViews(input, { output: join(OUT, 'file', 'index.html'), sim, benchmark: BENCHMARK ?? undefined });
    batchIndex = (await writeViewsForRows([{ file: input }], join(OUT, 'batch', 'results.csv'), { sim, benchmark: BENCHMARK ?? undefined })).index;
    browser = await launchChromium();
    context = browser.context;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('the file index and the batch index run nothing and link the pages', async () => {
    for (const index of [views.index!, batchIndex]) {
      const { page, problems } = await open(context, index, false);
      expect(await aftermath(page)).toEqual({ pwned: null, violations: [] });
      // the ids are text, not markup
      expect(await page.locator('svg, img, script').count()).toBe(0);
      expect(await page.locator('body').textContent()).toContain('<svg/onload=window.__pwned=1>');
      expect(problems).toEqual([]);
      await page.screenshot({ path: join(OUT, `${basename(index, '.html')}.png`), fullPage: true });
      await page.close();
    }
    // a link of the index opens its page, whose script runs
    const { page, problems } = await open(context, views.index!, false);
    await page.locator('#recipes a').first().click();
    await page.waitForSelector('body[data-ready="true"]');
    expect(page.url()).toBe(pathToFileURL(views.pages[0].path).href);
    expect(await aftermath(page)).toEqual({ pwned: null, violations: [] });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('each recipe page shows its id as text, runs its own script only, and stays interactive', async () => {
    expect(views.pages.length).toBeGreaterThan(HOSTILE_IDS.length);
    for (const p of views.pages) {
      const { page, problems } = await open(context, p.path, true);
      expect(await aftermath(page), basename(p.path)).toEqual({ pwned: null, violations: [] });
      if (p.recipeId) expect(await page.locator('header h1').textContent()).toBe(`#${p.recipeId}`);
      expect(await page.title()).toContain(p.recipeId ?? 'network');
      // the first recipe starts on its root cause: the step panel, which the script builds, shows the line as text
      if (p === views.pages[0]) expect(await page.locator('#step-detail .text').textContent()).toContain('?<img/src=x/onerror=window.__pwned=7>');
      // clicking the step's schedule bar shows the kitchen after it
      const bar = page.locator('#gantt-svg .bar[data-line]').first();
      if (await bar.count()) {
        const line = await bar.getAttribute('data-line');
        await page.locator('#step-detail').evaluate((el) => el.removeAttribute('data-line'));
        await bar.locator('.span').click();
        await page.waitForSelector(`#kitchen-state[data-line="${line}"] details`);
        expect(await page.locator('#step-detail').getAttribute('data-line')).toBe(line);
      }
      expect(problems, basename(p.path)).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it.skipIf(!BENCHMARK)('a gold page works under its policy: clicks, toggles, the schedule fitted by the style sheet', async () => {
    const gold = views.gold.find((g) => basename(g).startsWith('gold-cole-slaw.'))!;
    const { page, problems } = await open(context, gold, true);
    const bar = page.locator('#gantt-svg .bar[data-line]').nth(5);
    const line = await bar.getAttribute('data-line');
    await bar.locator('.span').click();
    await page.waitForSelector(`#kitchen-state[data-line="${line}"] details.changed`);
    await page.click('#toggle-scale');
    expect(await page.locator('#gantt-svg').getAttribute('data-scale')).toBe('order');
    expect(await page.locator('#graph-svg').getAttribute('data-fit')).toBe('true'); // opens fitted
    await page.click('#toggle-fit');
    expect(await page.locator('#graph-svg').getAttribute('data-fit')).toBe('false');
    await page.click('#toggle-fit');
    expect(await page.locator('#graph-svg').getAttribute('data-fit')).toBe('true');
    // the schedule (width and height attributes, no style attribute) is scaled down to its panel, keeping its proportions
    const box = await page.locator('#gantt-svg').evaluate((svg) => {
      const r = svg.getBoundingClientRect();
      const v = (svg as SVGSVGElement).viewBox.baseVal;
      return { width: r.width, height: r.height, panel: svg.parentElement!.clientWidth, ratio: v.width / v.height };
    });
    expect(box.width).toBeLessThanOrEqual(box.panel + 1);
    expect(box.width).toBeGreaterThan(box.panel * 0.9);
    expect(box.width / box.height).toBeCloseTo(box.ratio, 1);
    // the style sheet applies (it is allowed by its hash)
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 45, 61)');
    expect(await aftermath(page)).toEqual({ pwned: null, violations: [] });
    expect(problems).toEqual([]);
    await page.screenshot({ path: join(OUT, 'gold-cole-slaw.png') });
    await page.close();
  }, 60_000);

  it('markup forced in past the escaping is stopped by the policy alone', async () => {
    const html = readFileSync(views.pages[0].path, 'utf8');
    const forced = html.replace(
      '<main>',
      '<main><img src="x" onerror="window.__pwned=1"><svg onload="window.__pwned=2"></svg><script>window.__pwned=3</script><p style="color:red" id="styled">x</p>',
    );
    const file = join(OUT, 'forced.html');
    writeFileSync(file, forced);
    const { page, problems } = await open(context, file, true);
    const { pwned, violations } = await aftermath(page);
    expect(pwned).toBeNull();
    expect(violations.length).toBeGreaterThanOrEqual(3);
    expect(violations.every((v) => /^(script-src|style-src|img-src)/.test(v))).toBe(true);
    expect(await page.locator('#styled').evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)');
    // the page's own script ran all the same
    expect(await page.locator('body').getAttribute('data-ready')).toBe('true');
    // Chromium reports each refusal on the console; nothing else went wrong
    expect(problems.filter((p) => !/Content Security Policy|Failed to load resource/.test(p))).toEqual([]);
    await page.close();
  }, 60_000);
});
