import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where screenshots go: `E2E_SCREENSHOT_DIR` (e.g. docs/screenshots for the README); unset, none. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

/** Saves a screenshot of the phone screen when E2E_SCREENSHOT_DIR is set, after animations settle. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.resolve(SCREENSHOT_DIR, `${name}.png`) });
}
