// The pages in a real headless Chromium (Debian's /usr/bin/chromium, or $IRL_KITCHEN_CHROMIUM):
// 5 gold networks and 5 variants (one unexecutable, one with failed objects, one the evaluator
// stops on) load from file:// with no console error and no request; the graph has one node per
// line; clicking a schedule bar shows the kitchen state after that step; the score panel shows the
// evaluator's figures. Screenshots go to test-results/view/.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateRecipe, METRIC_NAMES } from '../../src/evaluator/evaluate.ts';
import { GoldStandards } from '../../src/evaluator/gold-standards.ts';
import { smatch } from '../../src/evaluator/smatch/index.ts';
import { readSolutionFile } from '../../src/language/parse-solution.ts';
import { formatNum, ratio } from '../../src/numbers/num.ts';
import { buildModel } from '../../src/view/model.ts';
import { writeViews } from '../../src/view/write.ts';
import { type Browser, CHROMIUM, HAS_CHROMIUM, launchChromium } from './chromium.ts';
import { BENCHMARK, GOLD_DIR, simulator, VARIANTS_DIR } from '../support/simulate.ts';

const OUT = fileURLToPath(new URL('../../test-results/view/', import.meta.url));

// every gold network of the corpus
const GOLD = GOLD_DIR && existsSync(GOLD_DIR) ? readdirSync(GOLD_DIR).filter((f) => f.endsWith('.solution')).sort().map((f) => f.replace(/\.solution$/, '')) : [];
const VARIANTS = [
  'cole-slaw--break-link-1', // unexecutable
  'chocolate-cream-cheese-cupcakes--extra-op-1', // failed objects
  'easy-oatmeal-cookies--swap-ingredient-1', // the evaluator stops on it
  'almond-crescent-cookies-2--swap-ingredient-1', // a dish score below 1
  'basic-chicken-salad--permute-lines-1',
];
const LARGEST_GOLD = 'croutons-vinegar-salad';

const ready = HAS_CHROMIUM && GOLD_DIR !== null && VARIANTS_DIR !== null;
if (!ready) console.warn(`browser tests skipped: ${HAS_CHROMIUM ? 'no benchmark corpus' : `no Chromium at ${CHROMIUM}`}`);

interface Case {
  name: string;
  source: string;
  page: string;
}

const cases: Case[] = ready
  ? [...GOLD.map((n) => ({ name: n, source: join(GOLD_DIR!, `${n}.solution`), page: join(OUT, `${n}.html`) })),
     ...VARIANTS.map((n) => ({ name: n, source: join(VARIANTS_DIR!, `${n}.solution`), page: join(OUT, `${n}.html`) }))]
  : [];

/** A page opened with every console error, page error, failed or outside request recorded. */
async function open(context: BrowserContext, file: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('request', (r) => !r.url().startsWith('file:') && !r.url().startsWith('data:') && problems.push(`request: ${r.url()}`));
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, problems };
}

describe.skipIf(!ready)('pages in Chromium', () => {
  let browser: Browser | undefined;
  let context: BrowserContext;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    const sim = simulator();
    for (const c of cases) await writeViews(c.source, { output: c.page, sim, benchmark: BENCHMARK! });
    browser = await launchChromium();
    context = browser.context;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const parsed = readSolutionFile(c.source);
    const recipe = parsed.recipes[0];
    const sim = simulator();
    const run = sim.run(recipe, c.source);
    const model = buildModel(recipe, run);
    const { page, problems } = await open(context, c.page);

    await page.screenshot({ path: join(OUT, `${c.name}-network.png`) });

    // one node per line
    expect(await page.locator('#graph .node[data-line]').count()).toBe(recipe.predicates.length);
    expect(await page.locator('#gantt-svg .bar[data-line]').count()).toBe(run.timeline.length);

    // clicking a bar shows the kitchen state after that step
    if (model.steps.length > 1) {
      const step = model.steps[Math.floor(model.steps.length / 2)];
      await page.locator(`#gantt-svg .bar[data-line="${step.line}"] .span`).click();
      await page.waitForSelector(`#kitchen-state[data-line="${step.line}"]`);
      const kitchenTime = model.entities[step.kitchen!].s['kitchen-time'];
      expect(await page.locator('#kitchen-state > details > .props').first().textContent()).toContain(`kitchen-time: ${kitchenTime}`);
      expect(await page.locator('#step-detail').getAttribute('data-line')).toBe(String(step.line));
      if (step.changed.length) expect(await page.locator('#kitchen-state details.changed').count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(OUT, `${c.name}.png`) });
    }

    // the score panel shows the evaluator's figures
    const score = page.locator('#score');
    const row = evaluateRecipe(sim, new GoldStandards(sim, BENCHMARK!), recipe, c.source, METRIC_NAMES);
    const g = row.goalConditionSuccess;
    expect(await score.locator('[data-goal-fraction]').getAttribute('data-goal-fraction')).toBe(g ? formatNum(ratio(BigInt(g.reached), BigInt(g.total))) : 'NIL');
    // one form of the goal tile on every page: met/total, then the fraction as a decimal
    if (g) expect(await score.locator('[data-goal-fraction] .value').textContent()).toBe(`${g.reached}/${g.total} · ${(g.reached / g.total).toFixed(2)}`);
    expect(await score.locator('[data-dish-score]').getAttribute('data-dish-score')).toBe(String(row.dishApproximationScore ?? 'NIL'));
    expect(await score.locator('[data-execution-time]').getAttribute('data-execution-time')).toBe(row.executionTime === null ? 'NIL' : formatNum(row.executionTime));
    const gold = readSolutionFile(new GoldStandards(sim, BENCHMARK!).get(recipe.id!).path).recipes[0].predicates;
    expect(Number(await score.locator('[data-smatch-f]').getAttribute('data-smatch-f'))).toBe(smatch(recipe.predicates, gold).f);
    // and the gold network's own page is one click away
    const goldLink = await score.locator('a.gold-link').getAttribute('href');
    expect(existsSync(join(OUT, goldLink!))).toBe(true);
    await score.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT, `${c.name}-score.png`) });

    // failed and never-run lines are marked as such
    for (const l of model.lines.filter((x) => x.status !== 'ran'))
      expect(await page.locator(`#graph .node.${l.status}[data-line="${l.line}"]`).count(), `line ${l.line}`).toBe(1);
    if (model.diagnostics.some((d) => d.rootCause && d.line !== null)) expect(await page.locator('#graph .node.root-cause').count()).toBeGreaterThan(0);

    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('highlights the producer and the users of a hovered variable', async () => {
    const { page, problems } = await open(context, join(OUT, `${LARGEST_GOLD}.html`));
    const recipe = readSolutionFile(join(GOLD_DIR!, `${LARGEST_GOLD}.solution`)).recipes[0];
    const model = buildModel(recipe, simulator().run(recipe, LARGEST_GOLD));
    const v = model.variables.find((x) => x.kind === 'object' && x.producer !== null && x.users.length >= 2)!;
    await page.locator(`#bindings tr[data-variable="${v.name}"]`).hover();
    expect(await page.locator(`#graph .node.hl-producer[data-line="${v.producer}"]`).count()).toBe(1);
    const lit = await page.locator('#graph .node.hl').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-line'))));
    expect(lit.sort((a, b) => a - b)).toEqual([v.producer!, ...v.users].sort((a, b) => a - b));
    // a binding row leads to its entity in the kitchen state after its producer
    await page.locator(`#bindings tr[data-variable="${v.name}"] a`).click();
    await page.waitForSelector(`#kitchen-state[data-line="${v.producer}"] details.target[data-pid="${v.pid}"]`);
    // kitchen-state edges are drawn apart, and can be hidden
    const stateEdge = page.locator('#graph .state-edges .edge').first();
    expect(await stateEdge.isVisible()).toBe(true);
    await page.click('#toggle-states');
    expect(await stateEdge.isVisible()).toBe(false);
    // the schedule in event order keeps the bars' order
    await page.click('#toggle-scale');
    expect(await page.locator('#gantt-svg').getAttribute('data-scale')).toBe('order');
    const xs = await page.locator('#gantt-svg .bar[data-line]').evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-line')), Number(e.querySelector('.span')!.getAttribute('x'))]));
    const startOf = new Map(model.lines.map((l) => [l.line, l.start!]));
    const byStart = xs.sort((a, b) => startOf.get(a[0])! - startOf.get(b[0])!).map(([, x]) => x);
    expect(byStart).toEqual([...byStart].sort((a, b) => a - b));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the largest network at a readable scale, at its top left; "actual size" and back', async () => {
    const { page, problems } = await open(context, join(OUT, `${LARGEST_GOLD}.html`));
    const geometry = () =>
      page.locator('#graph').evaluate((box) => {
        const svg = box.querySelector('svg')!.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return { svgW: svg.width, svgH: svg.height, boxW: box.clientWidth, boxH: box.clientHeight, top: box.scrollTop, left: box.scrollLeft, svgTop: svg.top - b.top, scrollH: box.scrollHeight, scrollW: box.scrollWidth };
      });
    expect(await page.locator('#graph-svg').getAttribute('data-fit')).toBe('true');
    const fitted = await geometry();
    // fitted whole it would be unreadable (client.ts's MIN_FIT): it opens no smaller than 0.6 of its
    // size, scrolled to its start, and scrolls for the rest
    const width = Number((await page.locator('#graph-svg').getAttribute('viewBox'))!.split(' ')[2]);
    expect(fitted.svgW / width).toBeGreaterThanOrEqual(0.6 - 1e-3);
    expect(fitted.scrollW > fitted.boxW + 1 || fitted.scrollH > fitted.boxH + 1).toBe(true);
    expect([fitted.top, fitted.left]).toEqual([0, 0]);
    expect(fitted.svgTop).toBeGreaterThanOrEqual(-1);
    // the largest network is taller than the panel at its actual size
    await page.click('#toggle-fit');
    expect(await page.locator('#toggle-fit').textContent()).toBe('fit to panel');
    const actual = await geometry();
    expect(actual.svgH).toBeGreaterThan(fitted.svgH * 1.2);
    expect(actual.scrollH).toBeGreaterThan(actual.boxH);
    await page.click('#toggle-fit');
    expect(await geometry()).toEqual(fitted);
    expect(problems).toEqual([]);
    await page.close();
  });

  it(`makes the largest gold network's page interactive within 2 s`, async () => {
    const { page } = await open(context, join(OUT, `${LARGEST_GOLD}.html`));
    const readyMs = Number(await page.locator('body').getAttribute('data-ready-ms'));
    console.log(`${LARGEST_GOLD}: interactive ${readyMs} ms after navigation started`);
    expect(readyMs).toBeLessThan(2000);
    await page.close();
  });
});
