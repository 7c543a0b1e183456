// The headless Chromium the browser tests drive (Debian's /usr/bin/chromium, or
// $IRL_KITCHEN_CHROMIUM), each suite in a fresh profile that is removed again.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

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
