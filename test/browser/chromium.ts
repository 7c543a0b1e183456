// The headless Chromium the browser tests drive (Debian's /usr/bin/chromium, or
// $IRL_KITCHEN_CHROMIUM), each suite in a fresh profile that is removed again.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { writeViews } from '../../src/view/write.ts';
import { simulator } from '../support/simulate.ts';

export const CHROMIUM = process.env.IRL_KITCHEN_CHROMIUM ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Browser {
  context: BrowserContext;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'irl-kitchen-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 1440, height: 900 } });
    return {
      context,
      close: async () => {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
}

/** The view page of one network (`NAME.solution` in a temporary folder) and a browser to open it in; `close` removes both. */
export async function viewOfNetwork(name: string, text: string): Promise<{ browser: Browser; page: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `irl-kitchen-${name}-`));
  const file = join(dir, `${name}.solution`);
  writeFileSync(file, text);
  const page = (await writeViews(file, { output: join(dir, `${name}.html`), sim: simulator() })).pages[0].path;
  const browser = await launchChromium();
  return {
    browser,
    page,
    close: async () => {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A tab on `page` once its script is ready, and the console and page errors it gives from the start. */
export async function openReady(browser: Browser, page: string): Promise<{ p: Page; problems: string[] }> {
  const p = await browser.context.newPage();
  const problems: string[] = [];
  p.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await p.goto(pathToFileURL(page).href);
  await p.waitForSelector('body[data-ready="true"]');
  return { p, problems };
}
