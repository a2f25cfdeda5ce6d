// A manager's edit before 게시 changes only the fields it names: the rest stays as the finder sent it.
import { feedDetailSchema, tipSchema } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/auth/tokens';
import { createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';

const ctx = withTestApp();
const tokens = { member: '', manager: '' };

beforeAll(async () => {
  const member = await createMember(ctx.db, { nickname: '알뜰제보' });
  const manager = await createMember(ctx.db, { role: 'ROLE_MANAGER' });
  tokens.member = await signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: member.id, roles: ['ROLE_USER'], nickname: member.nickname },
  );
  tokens.manager = await signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: manager.id, roles: ['ROLE_MANAGER'], nickname: manager.nickname },
  );
});

describe('게시 with a manager’s edits', () => {
  it('changes the price alone: text, 할인 조건 and free shipping stay as sent', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/v1/feed/tip',
      headers: { 'x-auth-token': tokens.member },
      payload: {
        url: 'https://www.11st.co.kr/products/4242',
        name: '제보된 무선 청소기',
        price: 129_000,
        shoppingMall: '11번가',
        isFreeShipping: true,
        content: '카드 할인 받으면 이 가격이에요',
        discountTerms: '삼성카드 10%',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const tip = tipSchema.parse(sent.json());

    const published = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/tip/${tip.id}/publish`,
      headers: { 'x-auth-token': tokens.manager },
      payload: { price: 119_000 },
    });
    expect(published.statusCode, published.body).toBe(200);
    const decided = tipSchema.parse(published.json());
    expect(decided).toMatchObject({
      status: 'PUBLISHED',
      price: 119_000,
      isFreeShipping: true,
      content: '카드 할인 받으면 이 가격이에요',
      discountTerms: '삼성카드 10%',
    });

    const deal = feedDetailSchema.parse(
      (await ctx.app.inject({ url: `/v1/feed/${decided.dealId}` })).json(),
    );
    expect(deal).toMatchObject({
      price: 119_000,
      isFreeShipping: true,
      tippedBy: { nickname: '알뜰제보' },
    });
    expect(deal.content).toContain('카드 할인 받으면 이 가격이에요');
    expect(deal.content).toContain('삼성카드 10%');
  });
});
