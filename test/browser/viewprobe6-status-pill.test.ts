// A file's index in a real headless Chromium, where a long recipe id takes its table's width: each
// recipe's status pill (`unexecutable`) stays one word on one line, never broken inside the word.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeViews, type WrittenViews } from '../../src/view/write.ts';
import { simulator } from '../support/simulate.ts';
import { type Browser, CHROMIUM, HAS_CHROMIUM, launchChromium } from './chromium.ts';

if (!HAS_CHROMIUM) console.warn(`status pill browser tests skipped: no Chromium at ${CHROMIUM}`);

/** An id long enough to take the index's width; a circle of two lines, unexecutable. */
const LONG_ID = `long-${'a'.repeat(400)}`;
const CIRCLE = '(get-kitchen ?k)\n(fetch ?a ?k2 ?k3 whisk 1)\n(fetch ?b ?k3 ?k2 whisk 1)\n';

describe.skipIf(!HAS_CHROMIUM)('status pills of an index, in Chromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe6-pill-'));
  let browser: Browser | undefined;
  let written: WrittenViews;

  beforeAll(async () => {
    const file = join(dir, 'pills.solution');
    writeFileSync(file, `#circle\n${CIRCLE}#${LONG_ID}\n(get-kitchen ?k)\n`);
    written = await writeViews(file, { output: join(dir, 'pills.html'), sim: simulator() });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows every status on one line', async () => {
    expect(written.pages.map((p) => p.status)).toEqual(['unexecutable', 'ok']);
    const p = await browser!.context.newPage();
    await p.goto(pathToFileURL(written.index!).href);
    // a pill broken inside its word is two boxes, one per line
    const pills = await p.$$eval('#recipes td .status', (els) => els.map((e) => ({ text: e.textContent, boxes: e.getClientRects().length })));
    await p.close();
    expect(pills).toEqual([
      { text: 'unexecutable', boxes: 1 },
      { text: 'ok', boxes: 1 },
    ]);
  }, 60_000);
});
