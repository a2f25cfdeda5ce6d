import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where screenshots go: `E2E_SCREENSHOT_DIR` (e.g. docs/screenshots, which the docs show); unset, none. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

/**
 * Saves a screenshot of the phone screen as `<name>.png` when E2E_SCREENSHOT_DIR is set, after
 * animations settle (`settle: false` takes it at once, e.g. mid-upload); otherwise writes nothing.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { settle = true }: { settle?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  if (settle) await page.waitForTimeout(400);
  await page.screenshot({ path: path.resolve(SCREENSHOT_DIR, `${name}.png`) });
}
