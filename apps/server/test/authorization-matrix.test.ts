// Every mutating route × every kind of caller, from the app's own route table: a route added
// without a declaration here fails the test, so none can skip its authorization check.
import { AUTH_HEADER, grantedRoles, type Role } from '@akkyeo/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { signAccessToken } from '../src/modules/auth/tokens';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';

const ACTORS = ['anonymous', 'member', 'other', 'manager', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
/** A status, or 'ok' for any 2xx. */
type Outcome = 'ok' | 400 | 401 | 403 | 404 | 503;

/** What one attempt works on: a post, comments, a deal, a notification, … owned by `member`. */
interface Fixture {
  boardId: number;
  boardCommentId: number;
  dealId: number;
  dealCommentId: number;
  notificationId: number;
  reportId: number;
  subscriptionId: number;
  alertRuleId: number;
  /** A member nobody in the matrix is: anyone signed in may block them. */
  blockTargetId: number;
  muteId: number;
  /** The owner's 제보 waiting for review, and one published at once (바로 게시). */
  tipId: number;
  autoTipId: number;
  n: number;
}

interface Attempt {
  url: string;
  payload?: unknown;
  multipart?: FormData;
}

interface RouteRule {
  /** One request, or several bodies of one route (JSON and multipart), each with the outcome. */
  request: (f: Fixture) => Attempt | Attempt[];
  expect: Record<Actor, Outcome>;
}

const everyone = (outcome: Outcome): Record<Actor, Outcome> => ({
  anonymous: outcome,
  member: outcome,
  other: outcome,
  manager: outcome,
  admin: outcome,
});
const signedIn: Record<Actor, Outcome> = { ...everyone('ok'), anonymous: 401 };
const managers: Record<Actor, Outcome> = { ...signedIn, member: 403, other: 403 };
const admins: Record<Actor, Outcome> = { ...managers, manager: 403 };
const ownerOrAdmin: Record<Actor, Outcome> = { ...signedIn, other: 403, manager: 403 };
const ownerOnly: Record<Actor, Outcome> = { ...ownerOrAdmin, admin: 403 };

let png: Buffer;
const imageForm = (json?: unknown) => {
  const form = new FormData();
  if (json !== undefined) form.append('json', JSON.stringify(json));
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  return form;
};

/** The declared outcome of every mutating route for every caller. */
const RULES: Record<string, RouteRule> = {
  'POST /v1/auth/join': {
    request: (f) => ({
      url: '/v1/auth/join',
      payload: {
        id: `matrix${f.n}`,
        password: 'Matrix#2024',
        name: `매트${f.n}`,
        email: `m${f.n}@example.com`,
      },
    }),
    expect: everyone('ok'),
  },
  'POST /v1/auth/login': {
    // A new ID each time: repeated failures on one ID are slowed down (auth-lockout.test.ts).
    request: (f) => ({
      url: '/v1/auth/login',
      payload: { id: `nobody${f.n}`, password: 'Wrong#1234' },
    }),
    expect: everyone(401),
  },
  'POST /v1/auth/refresh': { request: () => ({ url: '/v1/auth/refresh' }), expect: everyone(401) },
  'POST /v1/auth/kakao/state': {
    request: () => ({ url: '/v1/auth/kakao/state' }),
    expect: everyone(503),
  },
  'POST /v1/auth/kakao': {
    request: () => ({
      url: '/v1/auth/kakao',
      payload: { code: 'c', state: 's', redirectUri: 'http://x/joinSuccess' },
    }),
    expect: everyone(503),
  },
  'POST /v1/auth/find-id': {
    request: (f) => ({ url: '/v1/auth/find-id', payload: { email: `find${f.n}@example.com` } }),
    expect: everyone('ok'),
  },
  'POST /v1/auth/password-reset': {
    request: (f) => ({
      url: '/v1/auth/password-reset',
      payload: { email: `reset${f.n}@example.com` },
    }),
    expect: everyone('ok'),
  },
  'POST /v1/auth/password-reset/confirm': {
    request: () => ({
      url: '/v1/auth/password-reset/confirm',
      payload: { token: 'not-a-token', password: 'Matrix#2024' },
    }),
    expect: everyone(400),
  },
  'POST /v1/auth/unlock': {
    request: () => ({ url: '/v1/auth/unlock', payload: { token: 'not-a-token' } }),
    expect: everyone(400),
  },
  'PUT /v1/member/nickName': {
    request: (f) => ({ url: '/v1/member/nickName', payload: { nickname: `닉${f.n}` } }),
    expect: signedIn,
  },
  'PUT /v1/member/password': {
    request: () => ({
      url: '/v1/member/password',
      payload: { password: 'Matrix#2024', newPassword: 'Matrix#2025x' },
    }),
    expect: signedIn,
  },
  'PUT /v1/member/profile': {
    request: () => ({ url: '/v1/member/profile', multipart: imageForm() }),
    expect: signedIn,
  },
  'POST /v1/feed': {
    request: (f) => ({
      url: '/v1/feed',
      payload: {
        url: `https://shop.example.com/p/${f.n}`,
        name: '매트릭스 상품',
        price: 1000,
        containImage: false,
      },
    }),
    expect: managers,
  },
  'PUT /v1/feed': {
    request: (f) => ({
      url: '/v1/feed',
      payload: {
        feedId: f.dealId,
        name: '바뀐 상품',
        price: 2000,
        isFreeShipping: true,
        content: '',
      },
    }),
    expect: managers,
  },
  'DELETE /v1/feed/:id/img': {
    request: (f) => ({ url: `/v1/feed/${f.dealId}/img` }),
    expect: managers,
  },
  'POST /v1/feed/:id/like': {
    request: (f) => ({ url: `/v1/feed/${f.dealId}/like` }),
    expect: signedIn,
  },
  'POST /v1/feed/:id/ended-report': {
    request: (f) => ({ url: `/v1/feed/${f.dealId}/ended-report` }),
    expect: signedIn,
  },
  'DELETE /v1/feed/:id/ended': {
    request: (f) => ({ url: `/v1/feed/${f.dealId}/ended` }),
    expect: managers,
  },
  'POST /v1/feed/tip': {
    request: (f) => {
      const tip = { url: `https://shop.example.com/item/${f.n}`, name: '제보 상품', price: 9_900 };
      return [
        { url: '/v1/feed/tip', payload: tip },
        { url: '/v1/feed/tip', multipart: imageForm({ ...tip, url: `${tip.url}/picture` }) },
      ];
    },
    expect: signedIn,
  },
  'PUT /v1/feed/tip/:id': {
    request: (f) => {
      const tip = { url: `https://shop.example.com/item/${f.n}`, name: '고친 제보', price: 8_900 };
      const url = `/v1/feed/tip/${f.tipId}`;
      return [
        { url, payload: tip },
        { url, multipart: imageForm(tip) },
      ];
    },
    expect: { ...signedIn, other: 404, manager: 404, admin: 404 },
  },
  'DELETE /v1/feed/tip/:id': {
    request: (f) => ({ url: `/v1/feed/tip/${f.tipId}` }),
    expect: { ...signedIn, other: 404, manager: 404, admin: 404 },
  },
  'POST /v1/admin/tip/:id/publish': {
    request: (f) => ({ url: `/v1/admin/tip/${f.tipId}/publish`, payload: { price: 7_900 } }),
    expect: managers,
  },
  'POST /v1/admin/tip/:id/reject': {
    request: (f) => ({ url: `/v1/admin/tip/${f.tipId}/reject`, payload: { reason: 'ENDED' } }),
    expect: managers,
  },
  'POST /v1/admin/tip/:id/link': {
    request: (f) => ({ url: `/v1/admin/tip/${f.tipId}/link`, payload: { dealId: f.dealId } }),
    expect: managers,
  },
  'POST /v1/admin/tip/:id/unpublish': {
    request: (f) => ({ url: `/v1/admin/tip/${f.autoTipId}/unpublish` }),
    expect: managers,
  },
  'PUT /v1/feed/settings': {
    request: () => ({ url: '/v1/feed/settings', payload: { hideEnded: true } }),
    expect: signedIn,
  },
  'POST /v1/feed/:id/bookmark': {
    request: (f) => ({ url: `/v1/feed/${f.dealId}/bookmark` }),
    expect: signedIn,
  },
  'POST /v1/feed/:id/comment': {
    request: (f) => ({ url: `/v1/feed/${f.dealId}/comment`, payload: { content: '댓글입니다' } }),
    expect: signedIn,
  },
  'DELETE /v1/feed/:id/comment/:commentId': {
    request: (f) => ({ url: `/v1/feed/${f.dealId}/comment/${f.dealCommentId}` }),
    expect: ownerOrAdmin,
  },
  'POST /v1/board/': {
    request: () => ({
      url: '/v1/board/',
      multipart: imageForm({ content: '매트릭스 게시글입니다', category: '자유' }),
    }),
    expect: signedIn,
  },
  'PUT /v1/board/:id': {
    request: (f) => ({
      url: `/v1/board/${f.boardId}`,
      multipart: imageForm({ content: '수정한 게시글입니다', category: '자유' }),
    }),
    expect: ownerOnly,
  },
  'DELETE /v1/board/:id': {
    request: (f) => ({ url: `/v1/board/${f.boardId}` }),
    expect: ownerOrAdmin,
  },
  'POST /v1/board/:id/like': {
    request: (f) => ({ url: `/v1/board/${f.boardId}/like` }),
    expect: signedIn,
  },
  'POST /v1/board/:id/hide': {
    request: (f) => ({ url: `/v1/board/${f.boardId}/hide` }),
    expect: signedIn,
  },
  'DELETE /v1/board/:id/hide': {
    request: (f) => ({ url: `/v1/board/${f.boardId}/hide` }),
    expect: signedIn,
  },
  'POST /v1/board/:id/comment': {
    request: (f) => ({ url: `/v1/board/${f.boardId}/comment`, payload: { content: '댓글입니다' } }),
    expect: signedIn,
  },
  'DELETE /v1/board/:id/comment/:commentId': {
    request: (f) => ({ url: `/v1/board/${f.boardId}/comment/${f.boardCommentId}` }),
    expect: ownerOrAdmin,
  },
  'POST /v1/board/:id/report': {
    request: (f) => ({ url: `/v1/board/${f.boardId}/report`, payload: { reason: '스팸' } }),
    expect: { ...signedIn, member: 403 },
  },
  'POST /v1/board/upload': { request: () => ({ url: '/v1/board/upload' }), expect: signedIn },
  'POST /v1/admin/reports/:id/resolve': {
    request: (f) => ({
      url: `/v1/admin/reports/${f.reportId}/resolve`,
      payload: { action: 'DISMISS' },
    }),
    expect: admins,
  },
  'POST /v1/admin/ended-reports/:id/confirm': {
    request: (f) => ({ url: `/v1/admin/ended-reports/${f.dealId}/confirm` }),
    expect: managers,
  },
  'POST /v1/admin/ended-reports/:id/reopen': {
    request: (f) => ({ url: `/v1/admin/ended-reports/${f.dealId}/reopen` }),
    expect: managers,
  },
  'PUT /v1/admin/board/:id/hidden': {
    request: (f) => ({ url: `/v1/admin/board/${f.boardId}/hidden`, payload: { hidden: true } }),
    expect: admins,
  },
  'POST /v1/admin/partner/import': {
    request: () => ({ url: '/v1/admin/partner/import' }),
    expect: { ...managers, manager: 503, admin: 503 },
  },
  'POST /v1/notification/read-all': {
    request: () => ({ url: '/v1/notification/read-all' }),
    expect: signedIn,
  },
  'PUT /v1/notification/settings': {
    request: () => ({ url: '/v1/notification/settings', payload: { notifyNewDeals: false } }),
    expect: signedIn,
  },
  'POST /v1/notification/:id/read': {
    request: (f) => ({ url: `/v1/notification/${f.notificationId}/read` }),
    expect: { ...signedIn, other: 404, manager: 404, admin: 404 },
  },
  'POST /v1/alert/keyword': {
    request: (f) => ({ url: '/v1/alert/keyword', payload: { keyword: `알림${f.n}` } }),
    expect: signedIn,
  },
  'PUT /v1/alert/keyword/:id': {
    request: (f) => ({
      url: `/v1/alert/keyword/${f.alertRuleId}`,
      payload: { keyword: `수정${f.n}` },
    }),
    expect: { ...signedIn, other: 404, manager: 404, admin: 404 },
  },
  'DELETE /v1/alert/keyword/:id': {
    request: (f) => ({ url: `/v1/alert/keyword/${f.alertRuleId}` }),
    expect: { ...signedIn, other: 404, manager: 404, admin: 404 },
  },
  'PUT /v1/alert/settings': {
    request: () => ({
      url: '/v1/alert/settings',
      payload: { quietStart: '23:00', quietEnd: '07:00', quietEnabled: true, followUps: true },
    }),
    expect: signedIn,
  },
  'POST /v1/member/block/:memberId': {
    request: (f) => ({ url: `/v1/member/block/${f.blockTargetId}` }),
    expect: signedIn,
  },
  'DELETE /v1/member/block/:memberId': {
    request: (f) => ({ url: `/v1/member/block/${f.blockTargetId}` }),
    expect: signedIn,
  },
  'POST /v1/member/mute': {
    request: (f) => ({ url: '/v1/member/mute', payload: { type: 'WORD', value: `숨김${f.n}` } }),
    expect: signedIn,
  },
  'DELETE /v1/member/mute/:id': {
    request: (f) => ({ url: `/v1/member/mute/${f.muteId}` }),
    expect: { ...signedIn, other: 404, manager: 404, admin: 404 },
  },
  'POST /v1/push/subscribe': {
    request: (f) => ({
      url: '/v1/push/subscribe',
      payload: {
        endpoint: `https://push.example.com/send/${f.n}`,
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
      },
    }),
    expect: signedIn,
  },
  'POST /v1/push/test-send': {
    request: (f) => ({ url: `/v1/push/test-send?id=${f.subscriptionId}` }),
    expect: { ...signedIn, other: 403 },
  },
};

const MUTATING = /^(POST|PUT|PATCH|DELETE) /;

const actors = {} as Record<Exclude<Actor, 'anonymous'>, Member>;
const tokens = {} as Record<Actor, string | undefined>;
let sequence = 0;
/** Fixture tips are sent before today, so the attempts' own 제보 stay within the day's limit. */
const twoDaysAgo = () => new Date(Date.now() - 2 * 86_400_000);

async function tokenOf(member: Member, role: Role): Promise<string> {
  return signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: member.id, roles: grantedRoles(role), nickname: member.nickname },
  );
}

async function fixture(): Promise<Fixture> {
  const owner = actors.member.id;
  const db = ctx.db;
  const board = await createBoard(db, { member_id: owner, comment_count: 1 });
  const deal = await createDeal(db, { img_link: 'deal/matrix.webp', comment_count: 1 });
  const boardComment = await db
    .insertInto('board_comment')
    .values({ board_id: board.id, member_id: owner, content: '내 댓글' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dealComment = await db
    .insertInto('deal_comment')
    .values({ deal_id: deal.id, member_id: owner, content: '내 댓글' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notification = await db
    .insertInto('notification')
    .values({ member_id: owner, type: 'BOARD_COMMENT', title: '알림', message: '알림입니다' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deal_ended_report')
    .values({ deal_id: deal.id, member_id: actors.other.id, counts: false })
    .execute();
  const report = await db
    .insertInto('report')
    .values({ board_id: board.id, member_id: actors.other.id, reason: '스팸' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subscription = await db
    .insertInto('push_subscription')
    .values({
      member_id: owner,
      endpoint: `https://push.example.com/owner/${++sequence}`,
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('alert_rule').where('member_id', '=', owner).execute();
  const alertRule = await db
    .insertInto('alert_rule')
    .values({
      member_id: owner,
      keyword: '버즈',
      match_grams: ['버즈'],
      condition_key: `matrix${sequence}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const blockTarget = await createMember(db);
  await db.deleteFrom('member_mute').where('member_id', '=', owner).execute();
  const mute = await db
    .insertInto('member_mute')
    .values({ member_id: owner, type: 'MARKET', value: `쇼핑몰${sequence}`, pattern: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tip = await db
    .insertInto('deal_tip')
    .values({
      member_id: owner,
      url: `https://shop.example.com/tip/${sequence}`,
      product_key: `url:shop.example.com/tip/${sequence}`,
      name: '제보한 상품',
      price: 10_000,
      market: 'shop.example.com',
      created_at: twoDaysAgo(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tippedDeal = await createDeal(db, { tipped_by: owner });
  const autoTip = await db
    .insertInto('deal_tip')
    .values({
      member_id: owner,
      status: 'PUBLISHED',
      auto_published: true,
      deal_id: tippedDeal.id,
      url: `https://shop.example.com/auto/${sequence}`,
      product_key: `url:shop.example.com/auto/${sequence}`,
      name: '바로 게시된 상품',
      price: 10_000,
      market: 'shop.example.com',
      created_at: twoDaysAgo(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    tipId: tip.id,
    autoTipId: autoTip.id,
    blockTargetId: blockTarget.id,
    muteId: mute.id,
    boardId: board.id,
    boardCommentId: boardComment.id,
    dealId: deal.id,
    dealCommentId: dealComment.id,
    notificationId: notification.id,
    reportId: report.id,
    subscriptionId: subscription.id,
    alertRuleId: alertRule.id,
    n: ++sequence,
  };
}

const ctx = withTestApp();

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const roles: Record<Exclude<Actor, 'anonymous'>, Role> = {
    member: 'ROLE_USER',
    other: 'ROLE_USER',
    manager: 'ROLE_MANAGER',
    admin: 'ROLE_ADMIN',
  };
  for (const [actor, role] of Object.entries(roles) as [Exclude<Actor, 'anonymous'>, Role][]) {
    actors[actor] = await createMember(ctx.db, { role, password: 'Matrix#2024' });
    tokens[actor] = await tokenOf(actors[actor], role);
  }
}, 240_000);

describe('authorization matrix', () => {
  it('declares every mutating route, and nothing that is not a route', () => {
    const mutating = [
      ...new Set(
        ctx.app.routeTable
          .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
          .filter((route) => MUTATING.test(route)),
      ),
    ];
    expect(mutating.filter((route) => !RULES[route])).toEqual([]);
    expect(Object.keys(RULES).filter((route) => !mutating.includes(route))).toEqual([]);
  });

  it('gives each caller exactly the declared outcome on every mutating route', async () => {
    const mismatches: string[] = [];
    for (const [route, rule] of Object.entries(RULES)) {
      const method = route.split(' ')[0] as 'POST' | 'PUT' | 'DELETE';
      for (const actor of ACTORS) {
        for (const attempt of [rule.request(await fixture())].flat()) {
          const headers: Record<string, string> = {};
          const token = tokens[actor];
          if (token) headers[AUTH_HEADER] = token;
          let reply: { statusCode: number; body: string };
          if (attempt.multipart) {
            const request = new Request('http://x', { method: 'POST', body: attempt.multipart });
            const body = Buffer.from(await request.arrayBuffer());
            reply = await ctx.app.inject({
              method,
              url: attempt.url,
              headers: { ...headers, 'content-type': request.headers.get('content-type')! },
              payload: body,
              remoteAddress: `10.20.${sequence % 250}.1`,
            });
          } else {
            reply = await ctx.app.inject({
              method,
              url: attempt.url,
              headers,
              ...(attempt.payload === undefined ? {} : { payload: attempt.payload as object }),
              remoteAddress: `10.20.${sequence % 250}.1`,
            });
          }
          const expected = rule.expect[actor];
          const ok = expected === 'ok' ? reply.statusCode < 300 : reply.statusCode === expected;
          if (!ok) {
            const kind = attempt.multipart ? ' (multipart)' : '';
            mismatches.push(
              `${route}${kind} as ${actor}: ${reply.statusCode} (want ${expected}) ${reply.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it("keeps the managers' queues to managers", async () => {
    for (const [actor, want] of Object.entries(managers) as [Actor, Outcome][]) {
      const token = tokens[actor];
      const reply = await ctx.app.inject({
        url: '/v1/admin/ended-reports',
        headers: token ? { [AUTH_HEADER]: token } : {},
      });
      expect(reply.statusCode < 300 ? 'ok' : reply.statusCode, actor).toBe(want);
    }
  });
});
