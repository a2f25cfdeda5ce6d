import { PAGE_DATA_ELEMENT_ID, type AppRouteName, type PageData } from '@akkyeo/contracts';

/** The page's data, until the first screen asks for it; null once taken or when there is none. */
let pending: PageData | null | undefined;

function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    return null;
  }
}

/**
 * The first API answer the server wrote into the page (as a visitor gets it), for the screen
 * `route` with these `params` only, and only once: whatever screen asks first takes it away, so
 * a later screen never reads data that belonged to the page's first one.
 */
export function takePageData(
  route: AppRouteName,
  params: Readonly<Record<string, string | undefined>>,
): unknown {
  const given = pending === undefined ? readPageData() : pending;
  pending = null;
  if (!given || given.route !== route) return undefined;
  const sameScreen = Object.entries(given.params).every(([name, value]) => params[name] === value);
  return sameScreen ? given.data : undefined;
}
