import { appRoutes, feedListResponseSchema, paths, toUrl, type AppRoute } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { writeScreenCheckPost } from './support/api';
import { PHONE_VIEWPORT, phoneLoggedInAs, type Role } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { scrollWidth, settle, slug } from './support/screen-checks';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();
const phoneAs = (role: Role) => phoneLoggedInAs(phone, role);

/** Ids the walk opens: a seeded deal and a post of the demo member (so its edit page opens). */
const ids = { deal: 0, post: 0 };

beforeAll(async () => {
  const feed = feedListResponseSchema.parse(
    await (await fetch(`${baseUrl}${paths.feed.list}?page=0&size=1`)).json(),
  );
  ids.deal = feed.content[0]!.id;
  ids.post = await writeScreenCheckPost(baseUrl);
});

function urlOf(route: AppRoute): string {
  const id =
    route.path.startsWith('/f/about') || route.path.startsWith('/feed') ? ids.deal : ids.post;
  return toUrl(route.path, { id });
}

describe('every app route at 390 px', () => {
  /** Which routes each role walks and shows: guarded ones logged out only reach login. */
  const walks: { role: Role; routes: readonly AppRoute[] }[] = [
    { role: 'visitor', routes: appRoutes },
    { role: 'member', routes: appRoutes.filter((route) => !('roles' in route)) },
    { role: 'manager', routes: appRoutes.filter((route) => route.path.startsWith('/feed/')) },
    { role: 'admin', routes: appRoutes.filter((route) => route.path.startsWith('/admin/')) },
  ];

  it.each(walks)(
    'no screen scrolls sideways or fails axe-core for the $role',
    async ({ role, routes }) => {
      const { context, page } = await phoneAs(role);
      const wide: string[] = [];
      const inaccessible: string[] = [];
      for (const route of routes) {
        const url = urlOf(route);
        await page.goto(url);
        await settle(page);
        const width = await scrollWidth(page);
        if (width !== PHONE_VIEWPORT.width) wide.push(`${url}: ${width}px`);
        for (const problem of await accessibilityProblems(page)) {
          inaccessible.push(`${url}: ${problem}`);
        }
        const landed = new URL(page.url()).pathname;
        const redirected = landed !== url.split('?')[0];
        if (!redirected) await saveScreenshot(page, `walk-${role}-${slug(route.path)}`);
      }
      expect(wide).toEqual([]);
      expect(inaccessible).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
