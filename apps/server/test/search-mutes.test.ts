import { feedListResponseSchema, MUTED_MATCHES_COUNTED } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { injectAs } from './helpers/auth-session';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const ctx = withTestApp();
let alice: Member;
let bob: Member;

async function search(member: Member | null, query: string) {
  const reply = await injectAs(ctx.app, member, 'GET', `/v1/feed/?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return feedListResponseSchema.parse(reply.json());
}

const names = (page: { content: { name: string }[] }) => page.content.map((deal) => deal.name);

async function mute(member: Member, type: 'WORD' | 'MARKET', value: string) {
  const reply = await injectAs(ctx.app, member, 'POST', '/v1/member/mute', { type, value });
  expect(reply.statusCode, reply.body).toBeLessThan(300);
}

beforeAll(async () => {
  alice = await createMember(ctx.db);
  bob = await createMember(ctx.db);
  for (const [name, market] of [
    ['진라면 매운맛 40개', '쿠팡'],
    ['신라면 블랙 32개', '쿠팡'],
    ['라면 냄비 양은', '11번가'],
    ['짜파게티 20개', 'G마켓'],
  ]) {
    await createDeal(ctx.db, { name: name!, market: market!, content_text: '특가' });
  }
  await createDeal(ctx.db, { name: '종료된 라면 박스', ended_at: new Date() });
  await mute(alice, 'WORD', '라면');
  await mute(alice, 'MARKET', 'G마켓');
});

describe(`a search the member's mutes thin (${kind})`, () => {
  it('says how many matches the mutes hid, and shows them when asked', async () => {
    const hidden = await search(alice, 'keyword=라면&size=20');
    expect(hidden.content).toEqual([]);
    expect(hidden.mutedCount).toBe(4);

    const shown = await search(alice, 'keyword=라면&size=20&includeMuted=true');
    expect(names(shown)).toHaveLength(4);
    expect(shown.mutedCount).toBeNull();

    // 종료 딜 숨기기 counts only the open deals it would show.
    expect((await search(alice, 'keyword=라면&size=20&hideEnded=true')).mutedCount).toBe(3);
  });

  it('counts the deals of a muted store too, and nothing for another member', async () => {
    const page = await search(alice, 'keyword=개&size=20');
    expect(names(page)).toEqual([]);
    expect(page.mutedCount).toBe(3);
    const other = await search(bob, 'keyword=개&size=20');
    expect(names(other)).toHaveLength(3);
    expect(other.mutedCount).toBe(0);
  });

  it('counts nothing for a visitor, without a keyword, or past one page', async () => {
    expect((await search(null, 'keyword=라면&size=20')).mutedCount).toBeNull();
    expect((await search(alice, 'size=20')).mutedCount).toBeNull();
    expect((await search(bob, 'keyword=라면&size=2')).mutedCount).toBeNull();
    expect((await search(bob, 'keyword=라면&size=2&page=2')).mutedCount).toBeNull();
  });

  it(`stops counting at ${MUTED_MATCHES_COUNTED}`, async () => {
    const member = await createMember(ctx.db);
    for (let i = 0; i <= MUTED_MATCHES_COUNTED; i++) {
      await createDeal(ctx.db, { name: `대용량 물티슈 ${i}`, content_text: '특가' });
    }
    await mute(member, 'WORD', '물티슈');
    const page = await search(member, 'keyword=물티슈&size=20');
    expect(page.content).toEqual([]);
    expect(page.mutedCount).toBe(MUTED_MATCHES_COUNTED);
  });

  it('refuses an includeMuted that is not true or false', async () => {
    const reply = await injectAs(ctx.app, alice, 'GET', '/v1/feed/?keyword=라면&includeMuted=yes');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
