// The line whose action stops the run with an error (E_SIMULATION: cutting a vinegar) was tried
// and failed: its page says so (red node, counted as failed, its panel says it stopped the run),
// not that it never ran. In Node for the page's HTML, in Chromium for the step panel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModel } from '../../src/view/model.ts';
import { parseSolutionText } from '../../src/language/parse-solution.ts';
import { simulator } from '../support/simulate.ts';
import { CHROMIUM, HAS_CHROMIUM, openReady, viewOfNetwork } from './chromium.ts';

if (!HAS_CHROMIUM) console.warn(`raising-line browser test skipped: no Chromium at ${CHROMIUM}`);

/** Line 5 cuts a vinegar: the simulation stops there with an error, as the reference does. */
const CUT_VINEGAR = '#cut-vinegar\n(get-kitchen ?kitchen)\n(fetch ?w ?ks1 ?kitchen whisk 1)\n(fetch-and-proportion ?b ?ks2 ?ks1 ?t white-vinegar 10 g)\n(cut ?c ?ks3 ?ks2 ?b chopped ?k ?board)\n(mix ?m ?ks4 ?ks3 ?c ?w)\n';

describe('the line that stops the run with an error', () => {
  it('is failed in the model, the lines after it never ran', () => {
    const recipe = parseSolutionText(CUT_VINEGAR, 'cut.solution').recipes[0];
    const model = buildModel(recipe, simulator().run(recipe, 'cut.solution'));
    expect(model.diagnostics.filter((d) => d.rootCause).map((d) => [d.code, d.line])).toEqual([['E_SIMULATION', 5]]);
    expect(model.lines.map((l) => [l.line, l.status])).toEqual([[2, 'ran'], [3, 'ran'], [4, 'ran'], [5, 'failed'], [6, 'never']]);
  });
});

describe.skipIf(!HAS_CHROMIUM)('the line that stops the run with an error, in Chromium', () => {
  let view: Awaited<ReturnType<typeof viewOfNetwork>> | undefined;

  beforeAll(async () => {
    view = await viewOfNetwork('cut-vinegar', CUT_VINEGAR);
  }, 120_000);

  afterAll(async () => {
    await view?.close();
  });

  it('shows it red, counts it failed, and its panel says it stopped the run', async () => {
    const { p, problems } = await openReady(view!.browser, view!.page);
    expect(await p.locator('header').innerText()).toContain('5 lines: 3 ran, 1 failed, 1 never ran');
    expect(await p.locator('#graph .node[data-line="5"]').getAttribute('class')).toMatch(/\bfailed\b/);
    await p.click('#graph .node[data-line="5"]');
    expect(await p.locator('#step-detail h2').innerText()).toMatch(/^Line 5\s+failed/);
    expect(await p.locator('#kitchen-state').innerText()).toContain('This line stopped the run with an error');
    await p.click('#graph .node[data-line="6"]');
    expect(await p.locator('#kitchen-state').innerText()).toContain('This line never ran');
    expect(problems).toEqual([]);
  }, 60_000);
});
