import { tipSchema, type Tip, type TipRequest } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { DB, Member } from '../src/db/types';
import { injectAs } from './helpers/auth-session';
import { createMember } from './helpers/factories';

/** 제보 test helpers: finders of a given age and tip bodies of a new product each. */

const DAY_MS = 86_400_000;
let shop = 0;

/** A member whose account is `days` old (a day or more: the full daily limit). */
export const memberAged = (db: Kysely<DB>, days: number, role: Member['role'] = 'ROLE_USER') =>
  createMember(db, { role, created_at: new Date(Date.now() - days * DAY_MS) });

/** A tip's JSON body: a product of its own each time (no duplicates between tests). */
export const tipBody = (overrides: Partial<TipRequest> = {}): TipRequest => ({
  url: `https://shop.example.com/products/tip-${++shop}`,
  name: '무선 이어폰',
  price: 39_000,
  ...overrides,
});

/**
 * A finder of 60 days with `published` tips published 40 days ago and `rejected` rejected
 * `rejectedDaysAgo` (written as rows): a trusted finder from 5 published and none rejected lately.
 */
export async function finderWithRecord(
  db: Kysely<DB>,
  published: number,
  rejected = 0,
  rejectedDaysAgo = 1,
): Promise<Member> {
  const member = await memberAged(db, 60);
  const rows = [
    ...Array.from({ length: published }, () => ({ status: 'PUBLISHED', days: 40 })),
    ...Array.from({ length: rejected }, () => ({ status: 'REJECTED', days: rejectedDaysAgo })),
  ];
  for (const row of rows) {
    const at = new Date(Date.now() - row.days * DAY_MS);
    await db
      .insertInto('deal_tip')
      .values({
        member_id: member.id,
        status: row.status,
        url: `https://shop.example.com/old/${++shop}`,
        product_key: `url:shop.example.com/old/${shop}`,
        name: '지난 제보',
        price: 1_000,
        market: 'shop.example.com',
        created_at: at,
        reviewed_at: at,
      })
      .execute();
  }
  return member;
}

/** Sends a tip as JSON; it must be taken (201). */
export async function sentTip(
  app: App,
  member: Member,
  body: TipRequest = tipBody(),
): Promise<Tip> {
  const reply = await injectAs(app, member, 'POST', '/v1/feed/tip', body);
  expect(reply.statusCode, reply.body).toBe(201);
  return tipSchema.parse(reply.json());
}
