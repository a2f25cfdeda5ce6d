import { messages } from '@akkyeo/contracts';
import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitLogIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';

/** The server's signing secret, known here so that a test can sign an expired access token. */
const JWT_SECRET = 'e2e-accounts-secret-e2e-accounts-secret-0123';

const { server, phone } = withPhoneBrowser({ server: { JWT_SECRET } });

async function expiredTokenFor(page: Page): Promise<string> {
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string; roles: string[] },
  );
  return new SignJWT({ roles: user.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer('akkyeo')
    .setAudience('akkyeo-web')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

async function useExpiredToken(page: Page) {
  const expired = await expiredTokenFor(page);
  await page.evaluate((token) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, accessToken: token }));
  }, expired);
}

describe('a session whose access token expires, in the browser', () => {
  it('refreshes an access token that expired mid-session once and replays the request', async () => {
    const { context, page } = await phone();
    await page.goto('/login');
    await submitLogIn(page, 'manager', 'manager1234!');
    await page.waitForURL((url) => url.pathname === '/');
    await useExpiredToken(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/v1/auth/refresh' || path === '/v1/member/') calls.push(path);
    });
    await page.goto('/myinfo');
    await page.getByText('핫딜매니저').waitFor();
    await page.getByRole('img', { name: messages.member.managerBadge }).waitFor();
    expect(calls).toEqual(['/v1/member/', '/v1/auth/refresh', '/v1/member/']);
    await context.close();
  });

  it('ends at login with the path saved when the refresh token was revoked', async () => {
    const { context, page } = await phone();
    await page.goto('/login');
    // The feed the login lands on is asked for before the session ends (navigations render as
    // transitions, a moment after the address changes).
    const feedLoaded = page.waitForResponse(
      (reply) => new URL(reply.url()).pathname === '/v1/feed/',
    );
    await submitLogIn(page, 'demo', 'demo1234!');
    await page.waitForURL((url) => url.pathname === '/');
    expect((await feedLoaded).status()).toBe(200);
    const cookie = (await context.cookies()).find((c) => c.name === 'akkyeo_refresh');
    expect(cookie).toBeDefined();
    // The session ends elsewhere (a logout with the same refresh cookie revokes its family); a
    // reuse inside the refresh grace window would get the same successor instead.
    const ended = await fetch(`${server.url}/v1/auth/logout`, {
      headers: { cookie: `akkyeo_refresh=${cookie!.value}` },
    });
    expect(ended.status).toBe(200);
    await useExpiredToken(page);
    await page.goto('/myinfo?tab=1');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/myinfo?tab=1');
    const saved = await page.evaluate(() => localStorage.getItem('cache'));
    expect(JSON.parse(saved ?? '{}')).toMatchObject({
      lastPath: { state: { status: true, lastPath: '/myinfo?tab=1' } },
    });
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await context.close();
  });
});
