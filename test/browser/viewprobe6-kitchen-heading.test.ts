// The heading of the kitchen panel, in a real headless Chromium: a step that changes nothing
// (get-kitchen) says so instead of "0 objects changed, highlighted", and a step's count of
// changed objects is the number of objects highlighted, in words that agree with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM, openReady, viewOfNetwork } from './chromium.ts';

if (!HAS_CHROMIUM) console.warn(`kitchen heading browser tests skipped: no Chromium at ${CHROMIUM}`);

const NETWORK = '#heading\n(get-kitchen ?k)\n(fetch-and-proportion ?butter ?k2 ?k ?bowl butter 100 g)\n';

describe.skipIf(!HAS_CHROMIUM)('the kitchen panel heading, in Chromium', () => {
  let view: Awaited<ReturnType<typeof viewOfNetwork>> | undefined;

  beforeAll(async () => {
    view = await viewOfNetwork('heading', NETWORK);
  }, 120_000);

  afterAll(async () => {
    await view?.close();
  });

  it('says nothing changed after get-kitchen, and counts what a later step changed', async () => {
    const { p, problems } = await openReady(view!.browser, view!.page);
    // the heading's parts wrap in the panel: read as one line
    const heading = { innerText: async () => (await p.locator('#kitchen-state h2').innerText()).replace(/\s+/g, ' ') };
    await p.click('#graph .node[data-line="2"]');
    expect(await heading.innerText()).toBe('Kitchen after line 2 (nothing changed)');
    expect(await p.locator('#kitchen-state .changed').count()).toBe(0);
    await p.click('#graph .node[data-line="3"]');
    const text = await heading.innerText();
    const n = Number(/\((\d+) objects? changed, highlighted\)$/.exec(text)?.[1]);
    expect(n).toBeGreaterThan(0);
    expect(text).toBe(`Kitchen after line 3 (${n} ${n === 1 ? 'object' : 'objects'} changed, highlighted)`);
    expect(problems).toEqual([]);
  }, 60_000);
});
