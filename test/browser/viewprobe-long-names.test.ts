// Ids of hundreds of characters (the reader takes them) in a real headless Chromium: the file's
// index wraps them in their cell, so its status and figures stay on the page, and a recipe page
// whose id and variables are as long does not scroll sideways either.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeViews, type WrittenViews } from '../../src/view/write.ts';
import { simulator } from '../support/simulate.ts';
import { type Browser, CHROMIUM, HAS_CHROMIUM, launchChromium } from './chromium.ts';

if (!HAS_CHROMIUM) console.warn(`long-name browser tests skipped: no Chromium at ${CHROMIUM}`);

const LONG_ID = `long-${'a'.repeat(400)}`;
const LONG_VAR = `?k-${'v'.repeat(300)}`;

describe.skipIf(!HAS_CHROMIUM)('long names, in Chromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe-long-'));
  let browser: Browser | undefined;
  let written: WrittenViews;

  beforeAll(async () => {
    const file = join(dir, 'long.solution');
    writeFileSync(file, `#${LONG_ID}\n(get-kitchen ${LONG_VAR})\n(fetch ?w ?ks1 ${LONG_VAR} whisk 1)\n#second\n(get-kitchen ?k)\n`);
    written = await writeViews(file, { output: join(dir, 'long.html'), sim: simulator() });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** How far the page reaches past the window's width, and its console errors. */
  async function overflowOf(page: string): Promise<{ overflow: number; problems: string[] }> {
    const p = await browser!.context.newPage();
    const problems: string[] = [];
    p.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await p.goto(pathToFileURL(page).href);
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await p.close();
    return { overflow, problems };
  }

  it("the index keeps the long id's status and figures in the window", async () => {
    expect(await overflowOf(written.index!)).toEqual({ overflow: 0, problems: [] });
  }, 60_000);

  it('the recipe page of the long id does not scroll sideways', async () => {
    expect(await overflowOf(written.pages[0].path)).toEqual({ overflow: 0, problems: [] });
  }, 60_000);
});
