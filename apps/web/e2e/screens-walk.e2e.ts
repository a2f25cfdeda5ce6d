import {
  appRoutes,
  feedListResponseSchema,
  messages,
  paths,
  toUrl,
  type AppRoute,
} from '@akkyeo/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { apiToken, DEMO_ACCOUNTS, solidPng, writePost } from './support/api';
import { PHONE_VIEWPORT } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();

type Role = 'visitor' | 'member' | 'manager' | 'admin';
const ACCOUNTS = DEMO_ACCOUNTS;

/** Ids the walk opens: a seeded deal and a post of the demo member (so its edit page opens). */
const ids = { deal: 0, post: 0 };

beforeAll(async () => {
  const feed = feedListResponseSchema.parse(
    await (await fetch(`${baseUrl}${paths.feed.list}?page=0&size=1`)).json(),
  );
  ids.deal = feed.content[0]!.id;
  ids.post = await writePost(baseUrl, await apiToken(baseUrl, ACCOUNTS.member), {
    content: `화면 점검용 게시글입니다 ${Date.now()}`,
    category: '후기',
    colors: ['#88aacc', '#ccaa88'],
  });
});

/** A phone logged in as `role` (through the login page), or logged out. */
async function phoneAs(role: Role) {
  const { context, page } = await phone();
  if (role !== 'visitor') {
    const account = ACCOUNTS[role];
    await page.goto('/login?redirect=%2Fmyinfo');
    await page.getByPlaceholder(messages.auth.idPlaceholder).fill(account.id);
    await page.getByPlaceholder(messages.auth.passwordPlaceholder).fill(account.password);
    await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/myinfo');
  }
  return { context, page };
}

function urlOf(route: AppRoute): string {
  const id =
    route.path.startsWith('/f/about') || route.path.startsWith('/feed') ? ids.deal : ids.post;
  return toUrl(route.path, { id });
}

const slug = (path: string) => path.replace(/^\//, '').replace(/[/:]+/g, '-') || 'root';

/** Waits for the network to rest and the loading texts to go (bounded: some screens keep one). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.getByText(messages.app.loading).count(), { timeout: 5_000 })
    .toBe(0)
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** True when the middle and the four inner corners of the element are what the screen shows there. */
async function fullyShown(locator: Locator): Promise<boolean> {
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

const isInsideViewport = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return (
    !!box &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= PHONE_VIEWPORT.width &&
    box.y + box.height <= PHONE_VIEWPORT.height
  );
};

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

describe('account screens', () => {
  const accountPaths = [
    '/login',
    '/f/login',
    '/join',
    '/f/join',
    '/selectJoin',
    '/find/id',
    '/password/reset',
    '/login/unlock',
    '/joinSuccess',
  ];

  it('show the logo once, and fit the phone', async () => {
    const { context, page } = await phoneAs('visitor');
    for (const path of accountPaths) {
      await page.goto(path);
      await settle(page);
      const homeLinks = page.getByRole('link', { name: messages.header.home });
      expect(await homeLinks.count(), path).toBe(1);
      expect(await isInsideViewport(homeLinks.first()), path).toBe(true);
      expect(await scrollWidth(page), path).toBe(PHONE_VIEWPORT.width);
    }
    await context.close();
  });

  it('open the consent sheets with their close button in full view', async () => {
    const { context, page } = await phoneAs('visitor');
    for (const path of ['/join', '/f/join']) {
      await page.goto(path);
      for (const [view, title] of [
        [messages.auth.viewTerms, messages.legal.termsTitle],
        [messages.auth.viewPrivacy, messages.legal.privacyTitle],
        [messages.auth.viewMarketing, messages.marketing.title],
      ] as const) {
        await page.getByRole('button', { name: view }).tap();
        const sheet = page.getByRole('dialog', { name: title });
        await sheet.waitFor();
        const close = sheet.getByRole('button', { name: messages.app.close });
        await expect
          .poll(() => isInsideViewport(close), { message: `${path} ${title}` })
          .toBe(true);
        await expect.poll(() => fullyShown(close), { message: `${path} ${title}` }).toBe(true);
        if (path === '/join') await saveScreenshot(page, `join-sheet-${slug(view)}`);
        await close.tap();
        await sheet.waitFor({ state: 'detached' });
      }
    }
    await context.close();
  });
});

describe('addresses opened directly', () => {
  it.each(['/nope', '/f/about/1/extra', '/f/board/abc', '/f/about/abc'])(
    '%s answers 404 and shows the app’s not-found page',
    async (path) => {
      const { context, page } = await phoneAs('visitor');
      const reply = await page.goto(path);
      expect(reply?.status()).toBe(404);
      await page.getByRole('heading', { name: messages.app.notFoundPage }).waitFor();
      expect(await page.getByRole('link', { name: messages.app.goHome }).count()).toBeGreaterThan(
        0,
      );
      if (path === '/nope') await saveScreenshot(page, 'not-found');
      await context.close();
    },
  );

  it('bad ids of the edit pages show the not-found page to the member and the manager', async () => {
    for (const [role, path] of [
      ['member', '/f/board/edit/abc'],
      ['manager', '/feed/edit/abc'],
      ['member', '/f/board/edit/0'],
    ] as const) {
      const { context, page } = await phoneAs(role);
      await page.goto(path);
      await page.getByRole('heading', { name: messages.app.notFoundPage }).waitFor();
      await context.close();
    }
  });

  it('ids that name nothing say what is missing, with a way forward', async () => {
    const { context, page } = await phoneAs('member');
    const missing = [
      ['/f/board/99999999', messages.board.notFound, messages.board.backToList],
      ['/f/about/99999999', messages.app.notFoundPage, messages.app.goHome],
      ['/f/board/edit/99999999', messages.board.notFound, messages.board.backToList],
    ] as const;
    for (const [path, heading, way] of missing) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('link', { name: way, exact: true }).waitFor();
      expect(await page.getByText(messages.app.loading).count(), path).toBe(0);
    }
    await context.close();
  });

  it('a notification link whose comment id names nothing still opens the post', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto(`/f/board/${ids.post}?type=comment-nope`);
    await page.getByText('화면 점검용 게시글입니다').first().waitFor();
    await context.close();
  });
});

describe('board pictures, toasts and progress', () => {
  it('leaves out a text file named .png, naming it, and keeps the pictures', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto('/f/board/write');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'tent.png', mimeType: 'image/png', buffer: await solidPng(500, 400, '#4477aa') },
      { name: 'memo.png', mimeType: 'image/png', buffer: Buffer.from('장보기 목록: 우유, 계란') },
      { name: 'lake.png', mimeType: 'image/png', buffer: await solidPng(400, 500, '#aa7744') },
    ]);
    const alert = page.getByRole('alert');
    await alert.getByText(messages.imageFiles.leftOut(['memo.png'])).waitFor();
    const removes = page.getByRole('button', { name: messages.board.removeImage });
    await expect.poll(() => removes.count()).toBe(2);
    for (const remove of await removes.all()) expect(await fullyShown(remove)).toBe(true);
    await saveScreenshot(page, 'board-write-left-out');

    await removes.first().tap();
    await expect.poll(() => removes.count()).toBe(1);
    await context.close();
  });

  it('shows the remove buttons of registered pictures in full on the edit page', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto(`/f/board/edit/${ids.post}`);
    const removes = page.getByRole('button', { name: messages.board.removeImage });
    await removes.nth(1).waitFor();
    expect(await removes.count()).toBe(2);
    for (const remove of await removes.all()) expect(await fullyShown(remove)).toBe(true);
    await saveScreenshot(page, 'board-edit-thumbnails');
    await context.close();
  });

  it('shows one toast at a time, inside the screen', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto('/f/board/write');
    await page.getByRole('button', { name: '자유' }).tap();
    const post = page.getByRole('button', { name: messages.app.post });
    await post.tap();
    await page.getByText(messages.board.contentRequired).waitFor();
    await page.getByRole('textbox', { name: messages.feed.fieldContent }).fill('짧은 글');
    await post.tap();
    const second = page.getByRole('status').filter({ hasText: messages.board.contentTooShort });
    await second.waitFor();
    expect(await page.getByText(messages.board.contentRequired).count()).toBe(0);
    expect(await isInsideViewport(second)).toBe(true);
    await saveScreenshot(page, 'toast-one-at-a-time');
    await context.close();
  });

  it('draws the progress bar as full as the percent it shows', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto('/f/board/write');
    await page.getByRole('button', { name: '자유' }).tap();
    await page
      .getByRole('textbox', { name: messages.feed.fieldContent })
      .fill(`진행 막대 확인용 게시글 ${Date.now()}`);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: await solidPng(800, 600, '#336699') },
      ]);
    await expect
      .poll(() => page.getByRole('button', { name: messages.board.removeImage }).count())
      .toBe(1);
    await page.getByRole('button', { name: messages.app.post }).tap();
    const dialog = page.getByRole('dialog', { name: messages.board.uploading });
    await dialog.getByText('100%').waitFor();
    const drawn = await dialog.getByRole('progressbar').evaluate((track) => {
      const bar = track.firstElementChild!.getBoundingClientRect().width;
      return {
        ratio: bar / track.getBoundingClientRect().width,
        value: Number(track.getAttribute('aria-valuenow')),
      };
    });
    expect(drawn.value).toBe(100);
    expect(drawn.ratio).toBeCloseTo(1, 2);
    await saveScreenshot(page, 'board-progress-full');
    await page.waitForURL((url) => url.pathname === '/f/board');
    await context.close();
  });
});
