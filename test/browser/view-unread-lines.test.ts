// A diagnostic whose line is no node of the network (a line the reader refused, a network refused
// at its header) in a real headless Chromium: clicking it shows that line and its diagnostics,
// without a script error and without leaving the step chosen before on show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM, openReady, viewOfNetwork } from './chromium.ts';

if (!HAS_CHROMIUM) console.warn(`unread-line browser tests skipped: no Chromium at ${CHROMIUM}`);

/** Lines 3 and 5 do not read; lines 2 and 4 are the network's nodes. */
const UNREAD = '#unread\n(get-kitchen ?k)\n(fetch-and-proportion ?a ?k2 ?k ?bowl butter 100 g\n(beat ?b ?k3 ?k2 ?a ?whisk)\n(bake ?x "unterminated\n';

describe.skipIf(!HAS_CHROMIUM)('a diagnostic of a line that is no step, in Chromium', () => {
  let view: Awaited<ReturnType<typeof viewOfNetwork>> | undefined;

  beforeAll(async () => {
    view = await viewOfNetwork('unread', UNREAD);
  }, 120_000);

  afterAll(async () => {
    await view?.close();
  });

  it('clicking it shows that line and its diagnostic, with no script error', async () => {
    const { p, problems } = await openReady(view!.browser, view!.page);
    const messages: Record<number, string> = { 3: 'expected ")"; the "(" at column 1 is never closed: add ")" at the end of the line', 5: 'expected ")"; found a string in double quotes, which .solution files do not have: write names bare (butter, not "butter")' };
    for (const [line, column] of [[3, 51], [5, 10]]) {
      await p.click(`#diagnostics a[data-goto-line="${line}"]`);
      const detail = p.locator('#step-detail');
      // the panel showed the step chosen before (line 2) and the click threw a TypeError
      expect(await detail.getAttribute('data-line')).toBe(String(line));
      expect(await detail.locator('h2').innerText()).toMatch(new RegExp(`^Line ${line}\\s+not a step$`));
      expect(await detail.locator('.diagnostics li').innerText()).toBe(messages[line]);
      expect(await p.locator('#kitchen-state').innerText()).toBe(`Line ${line} is not a step of the network: no kitchen state after it.`);
      expect(await p.locator(`#diagnostics a[data-goto-line="${line}"]`).innerText()).toBe(`line ${line}, column ${column}`);
    }
    // the nodes still choose their steps
    await p.click('#graph .node[data-line="4"]');
    expect(await p.locator('#step-detail').getAttribute('data-line')).toBe('4');
    expect(problems).toEqual([]);
    await p.close();
  }, 60_000);
});
