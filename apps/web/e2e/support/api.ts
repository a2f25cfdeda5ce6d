import { AUTH_HEADER, BOARD_JSON_PART, paths } from '@akkyeo/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';

/** The seeded accounts the browser tests sign in with. */
export const DEMO_ACCOUNTS = {
  member: { id: 'demo', password: 'demo1234!' },
  manager: { id: 'manager', password: 'manager1234!' },
  admin: { id: 'admin', password: 'admin1234!' },
} as const;

/** An access token of `account`, logged in through the API. */
export async function apiToken(
  baseUrl: string,
  account: { id: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}${paths.auth.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A PNG of one colour. */
export const solidPng = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A board post by `token`'s member, with pictures of these colours (600×400); its id. */
export async function writePost(
  baseUrl: string,
  token: string,
  post: { content: string; category: string; colors?: readonly string[] },
): Promise<number> {
  const form = new FormData();
  form.append(BOARD_JSON_PART, JSON.stringify({ content: post.content, category: post.category }));
  for (const [i, color] of (post.colors ?? []).entries()) {
    form.append(
      'files',
      new Blob([await solidPng(600, 400, color)], { type: 'image/png' }),
      `${i}.png`,
    );
  }
  const response = await fetch(`${baseUrl}${paths.board.create}`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: token },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
