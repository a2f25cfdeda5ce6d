import { messages } from '@akkyeo/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PHONE_VIEWPORT } from './browser';

/** A route's path as a file-name part: `/f/about/:id` → `f-about-id`. */
export const slug = (path: string) => path.replace(/^\//, '').replace(/[/:]+/g, '-') || 'root';

/** Waits for the network to rest and the loading texts to go (bounded: some screens keep one). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.getByText(messages.app.loading).count(), { timeout: 5_000 })
    .toBe(0)
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** The page's width as laid out: the phone's width unless something scrolls sideways. */
export const scrollWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

/** True when the middle and the four inner corners of the element are what the screen shows there. */
export async function fullyShown(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = 2;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const;
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === element || element.contains(hit));
    });
  });
}

/** True when the element lies wholly inside the phone's viewport. */
export const isInsideViewport = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return (
    !!box &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= PHONE_VIEWPORT.width &&
    box.y + box.height <= PHONE_VIEWPORT.height
  );
};
