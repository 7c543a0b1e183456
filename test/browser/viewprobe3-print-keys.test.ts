// A page used without a mouse and on paper, in a real headless Chromium from file://: a node or
// bar reached with Tab shows it has the focus and is chosen with Enter or Space (Space scrolled
// the page instead); printed, every panel is at its full length (a scroll box printed only what
// it showed), the drawing fits the paper's width and the header is legible without its dark
// background.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM, openReady, viewOfNetwork } from './chromium.ts';

if (!HAS_CHROMIUM) console.warn(`keyboard and print browser tests skipped: no Chromium at ${CHROMIUM}`);

/** get-kitchen and `n` fetches from its kitchen: more bindings than their scroll box shows. */
const fanOut = (n: number) => `#fan-out\n(get-kitchen ?k)\n${Array.from({ length: n }, (_, i) => `(fetch ?t${i} ?ks${i} ?k bowl 1)`).join('\n')}\n`;

describe.skipIf(!HAS_CHROMIUM)('keyboard and print', () => {
  let view: Awaited<ReturnType<typeof viewOfNetwork>> | undefined;

  beforeAll(async () => {
    view = await viewOfNetwork('fan-out', fanOut(40));
  }, 120_000);

  afterAll(async () => {
    await view?.close();
  });

  it('Tab reaches a node, which shows its focus; Space and Enter choose it without scrolling the page', async () => {
    const { p, problems } = await openReady(view!.browser, view!.page);
    await p.focus('#toggle-fit');
    await p.keyboard.press('Tab');
    const focused = await p.evaluate(() => {
      const el = document.activeElement!;
      const rect = el.querySelector('rect');
      return { line: el.getAttribute('data-line'), node: el.classList.contains('node'), dash: rect ? getComputedStyle(rect).strokeDasharray : null };
    });
    expect(focused.node).toBe(true);
    expect(focused.dash).not.toBe('none'); // drawn apart from an unfocused node
    const scrolled = await p.evaluate(() => window.scrollY);
    await p.keyboard.press(' ');
    expect(await p.locator('#step-detail').getAttribute('data-line')).toBe(focused.line);
    expect(await p.evaluate(() => window.scrollY)).toBe(scrolled);
    await p.focus('#gantt-svg .bar[data-line="5"]');
    await p.keyboard.press('Enter');
    expect(await p.locator('#step-detail').getAttribute('data-line')).toBe('5');
    expect(problems).toEqual([]);
    await p.close();
  }, 60_000);

  it('printed: no panel cut at its scroll box, the drawing within the width, a legible header, no buttons', async () => {
    const { p, problems } = await openReady(view!.browser, view!.page);
    // on screen the bindings scroll: the case printing must not cut
    const clipped = () => p.evaluate(() => [...document.querySelectorAll('.scroll')].filter((b) => b.scrollHeight > b.clientHeight + 1 || b.scrollWidth > b.clientWidth + 1).length);
    expect(await clipped()).toBeGreaterThan(0);
    await p.emulateMedia({ media: 'print' });
    expect(await clipped()).toBe(0);
    const printed = await p.evaluate(() => ({
      graph: document.getElementById('graph-svg')!.getBoundingClientRect().width,
      page: document.documentElement.clientWidth,
      header: getComputedStyle(document.querySelector('header h1')!).color,
      buttons: [...document.querySelectorAll('button.toggle')].filter((b) => (b as HTMLElement).offsetParent !== null).length,
    }));
    expect(printed.graph).toBeLessThanOrEqual(printed.page);
    expect(printed.header).not.toBe('rgb(255, 255, 255)'); // white on the paper's white
    expect(printed.buttons).toBe(0);
    const pdf = await p.pdf();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(problems).toEqual([]);
    await p.close();
  }, 60_000);
});
