// A line written twice word for word, in a real headless Chromium: clicking the repeat shows that
// it ran as one with its first copy, and the kitchen after that copy, not "never ran".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM, openReady, viewOfNetwork } from './chromium.ts';

if (!HAS_CHROMIUM) console.warn(`repeated-line browser tests skipped: no Chromium at ${CHROMIUM}`);

/** Line 5 repeats line 4. */
const TWINS = '#twins\n(get-kitchen ?k)\n(fetch-and-proportion ?butter ?k2 ?k ?bowl butter 100 g)\n(bring-to-temperature ?warm ?k3 ?k2 ?butter ?q ?u)\n(bring-to-temperature ?warm ?k3 ?k2 ?butter ?q ?u)\n(beat ?beaten ?k4 ?k3 ?warm ?whisk)\n';

describe.skipIf(!HAS_CHROMIUM)('a repeated line, in Chromium', () => {
  let view: Awaited<ReturnType<typeof viewOfNetwork>> | undefined;

  beforeAll(async () => {
    view = await viewOfNetwork('twins', TWINS);
  }, 120_000);

  afterAll(async () => {
    await view?.close();
  });

  it('clicking the repeat shows it ran with line 4 and the kitchen after line 4', async () => {
    const { p, problems } = await openReady(view!.browser, view!.page);
    await p.click('#graph .node[data-line="5"]');
    const detail = p.locator('#step-detail');
    expect(await detail.getAttribute('data-line')).toBe('5');
    expect(await detail.locator('h2').innerText()).toMatch(/^Line 5\s+ran/);
    expect(await detail.locator('.twin').innerText()).toBe('Line 5 repeats line 4 word for word, and the two run as one.');
    expect(await p.locator('#kitchen-state h2').innerText()).toMatch(/^Kitchen after line 4\s/);
    // the repeat's bar is its first copy's
    expect(await p.locator('#gantt-svg .bar.selected').getAttribute('data-line')).toBe('4');
    await p.click('#graph .node[data-line="4"]');
    expect(await detail.locator('.twin').count()).toBe(0);
    expect(problems).toEqual([]);
  }, 60_000);
});
