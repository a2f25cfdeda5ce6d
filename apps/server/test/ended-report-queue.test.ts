import {
  AUTH_HEADER,
  adminEndedReportListResponseSchema,
  grantedRoles,
  endedReviewResponseSchema,
  endedStateSchema,
  feedDetailSchema,
  messages,
  notificationListResponseSchema,
  type AdminEndedReport,
} from '@akkyeo/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import type { JobRunner } from '../src/jobs/runner';
import { signAccessToken } from '../src/modules/auth/tokens';
import { injectAs } from './helpers/auth-session';
import { createDeal, createMember, createMemberWithStanding } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';
import { alertJobRunner } from './helpers/test-services';

const ctx = withTestApp();

let runner: JobRunner;
let manager: Member;
let admin: Member;
/** Members with standing (an account a month old with a post). */
let trusted: Member[];

/** A request as `member` with the roles a login grants (an admin is a manager too). */
async function call(member: Member | null, method: 'GET' | 'POST' | 'DELETE', url: string) {
  if (!member) return injectAs(ctx.app, null, method, url);
  const token = await signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: member.id, roles: grantedRoles(member.role), nickname: member.nickname },
  );
  return ctx.app.inject({ method, url, headers: { [AUTH_HEADER]: token } });
}

async function report(member: Member, dealId: number) {
  const reply = await call(member, 'POST', `/v1/feed/${dealId}/ended-report`);
  expect(reply.statusCode, reply.body).toBe(200);
  return endedStateSchema.parse(reply.json());
}

async function queue(member: Member = manager): Promise<AdminEndedReport[]> {
  const reply = await call(member, 'GET', '/v1/admin/ended-reports?size=50');
  expect(reply.statusCode, reply.body).toBe(200);
  return adminEndedReportListResponseSchema.parse(reply.json()).content;
}

const queued = async (dealId: number) => (await queue()).find((item) => item.deal.id === dealId);

async function review(dealId: number, action: 'confirm' | 'reopen', member: Member = manager) {
  return call(member, 'POST', `/v1/admin/ended-reports/${dealId}/${action}`);
}

async function isEnded(dealId: number): Promise<boolean> {
  const reply = await call(null, 'GET', `/v1/feed/${dealId}`);
  return feedDetailSchema.parse(reply.json()).ended;
}

const freshAccounts = async (n: number) => {
  const made: Member[] = [];
  for (let i = 0; i < n; i++) made.push(await createMember(ctx.db));
  return made;
};

beforeAll(async () => {
  manager = await createMember(ctx.db, { nickname: '매니저', role: 'ROLE_MANAGER' });
  admin = await createMember(ctx.db, { nickname: '관리자', role: 'ROLE_ADMIN' });
  trusted = [];
  for (let i = 0; i < 5; i++) trusted.push(await createMemberWithStanding(ctx.db));
  runner = alertJobRunner(ctx.database);
});

beforeEach(async () => {
  await ctx.db.deleteFrom('deal_ended_report').execute();
  await ctx.db.deleteFrom('job').execute();
});

describe('종료됐어요 from sock puppets', () => {
  it('ends nothing, a gold-box deal included: the reports reach the managers only', async () => {
    const goldBox = await createDeal(ctx.db, {
      name: '골드박스 노트북',
      source: 'COUPANG_GOLD_BOX',
      external_id: 'puppet-1',
    });
    const puppets = await freshAccounts(3);
    // An old account that never wrote anything has no standing either.
    puppets.push(
      await createMember(ctx.db, { created_at: new Date(Date.now() - 90 * 86_400_000) }),
    );
    for (const puppet of puppets) {
      expect(await report(puppet, goldBox.id)).toEqual({
        ended: false,
        endedAt: null,
        endedReports: 0,
        endedReported: true,
      });
    }
    expect(await isEnded(goldBox.id)).toBe(false);
    expect(await ctx.db.selectFrom('job').selectAll().execute()).toEqual([]);

    const item = await queued(goldBox.id);
    expect(item).toMatchObject({
      deal: { id: goldBox.id, name: '골드박스 노트북', ended: false, endedBy: null },
      countingReports: 0,
    });
    expect(item!.reports).toHaveLength(4);
    for (const row of item!.reports) {
      expect(row).toMatchObject({ counts: false, standing: { hasStanding: false } });
      expect(puppets.map((p) => p.id)).toContain(row.member.memberId);
    }
    expect(item!.reports.at(-1)!.standing.contributions).toBe(0);
  });

  it('count with a lenient standing rule (STANDING_MIN_* at 0)', async () => {
    const lenient = await ctx.startInstance({
      config: { standing: { minAccountAgeDays: 0, minContributions: 0 } },
    });
    const deal = await createDeal(ctx.db);
    for (const puppet of await freshAccounts(3)) {
      const reply = await injectAs(lenient.app, puppet, 'POST', `/v1/feed/${deal.id}/ended-report`);
      expect(reply.statusCode).toBe(200);
    }
    expect(await isEnded(deal.id)).toBe(true);
  });
});

describe('종료됐어요 from members with standing', () => {
  it('ends the deal marked as ended by reports; after a reopen the same reporters cannot end it again', async () => {
    const deal = await createDeal(ctx.db, { name: '에어프라이어' });
    const [a, b, c, d] = trusted as [Member, Member, Member, Member];
    await report(a, deal.id);
    await report(b, deal.id);
    expect(await report(c, deal.id)).toMatchObject({ ended: true, endedReports: 3 });
    expect(await queued(deal.id)).toMatchObject({
      deal: { ended: true, endedBy: 'REPORTS' },
      countingReports: 3,
    });

    const reopened = await review(deal.id, 'reopen');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(endedReviewResponseSchema.parse(reopened.json())).toEqual({
      dealId: deal.id,
      ended: false,
      endedAt: null,
      endedBy: null,
      closedReports: 3,
    });
    expect(await queued(deal.id)).toBeUndefined();

    // The same three again: recorded for the queue, counting for nothing.
    for (const member of [a, b, c]) {
      expect(await report(member, deal.id)).toMatchObject({
        ended: false,
        endedReports: 0,
        endedReported: true,
      });
    }
    expect(await isEnded(deal.id)).toBe(false);
    const again = await queued(deal.id);
    expect(again).toMatchObject({ countingReports: 0, deal: { ended: false } });
    expect(again!.reports.map((r) => [r.counts, r.standing.hasStanding])).toEqual([
      [false, true],
      [false, true],
      [false, true],
    ]);
    // A member who never reported it still counts.
    expect(await report(d, deal.id)).toMatchObject({ ended: false, endedReports: 1 });

    // Reopening through the deal view (DELETE /v1/feed/{id}/ended) bars them the same way.
    const viaDeal = await call(manager, 'DELETE', `/v1/feed/${deal.id}/ended`);
    expect(viaDeal.statusCode).toBe(200);
    expect(await report(d, deal.id)).toMatchObject({ endedReports: 0, endedReported: true });
  });

  it('tells each bookmarker once a deal, however often it ends', async () => {
    const deal = await createDeal(ctx.db, { name: '공기청정기' });
    const fan = trusted[4]!;
    expect((await call(fan, 'POST', `/v1/feed/${deal.id}/bookmark`)).statusCode).toBe(200);
    const endedNotices = async () => {
      const reply = await call(fan, 'GET', '/v1/notification/?size=50');
      return notificationListResponseSchema
        .parse(reply.json())
        .content.filter((n) => n.type === 'DEAL_ENDED' && n.link === `/f/about/${deal.id}`);
    };

    for (const member of trusted.slice(0, 3)) await report(member, deal.id);
    expect(await runner.runDue()).toBe(1);
    expect(await endedNotices()).toHaveLength(1);

    for (let round = 0; round < 2; round++) {
      expect((await call(manager, 'DELETE', `/v1/feed/${deal.id}/ended`)).statusCode).toBe(200);
      await report(manager, deal.id);
      expect(await isEnded(deal.id)).toBe(true);
      await runner.runDue();
    }
    const notices = await endedNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe(messages.alert.endedTitle);
  });
});

describe('the 종료 신고 queue', () => {
  it('is for managers and admins only', async () => {
    const deal = await createDeal(ctx.db);
    await report(trusted[0]!, deal.id);
    expect((await call(null, 'GET', '/v1/admin/ended-reports')).statusCode).toBe(401);
    const member = await call(trusted[1]!, 'GET', '/v1/admin/ended-reports');
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.errors.FORBIDDEN });
    expect(await queue(admin)).toHaveLength(1);
    for (const action of ['confirm', 'reopen'] as const) {
      expect((await review(deal.id, action, trusted[1])).statusCode).toBe(403);
      expect(
        (await call(null, 'POST', `/v1/admin/ended-reports/${deal.id}/${action}`)).statusCode,
      ).toBe(401);
    }
    expect((await review(deal.id, 'confirm', admin)).statusCode).toBe(200);
  });

  it('confirms an open reported deal (ended by a manager), then answers 409; 404 for a missing deal', async () => {
    const deal = await createDeal(ctx.db, { name: '확정할 딜' });
    const [puppet] = await freshAccounts(1);
    await report(puppet!, deal.id);
    expect(await isEnded(deal.id)).toBe(false);

    const confirmed = await review(deal.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = endedReviewResponseSchema.parse(confirmed.json());
    expect(body).toMatchObject({
      dealId: deal.id,
      ended: true,
      endedBy: 'MANAGER',
      closedReports: 1,
    });
    expect(await isEnded(deal.id)).toBe(true);
    expect(await queued(deal.id)).toBeUndefined();

    const twice = await review(deal.id, 'confirm');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CONFLICT',
      message: messages.endedReports.alreadyReviewed,
    });
    expect((await review(999_999, 'reopen')).statusCode).toBe(404);
    expect((await call(manager, 'POST', '/v1/admin/ended-reports/abc/confirm')).statusCode).toBe(
      400,
    );
  });

  it('keeps a deal ended by reports as such when confirmed, and lists the latest report first', async () => {
    const first = await createDeal(ctx.db);
    const second = await createDeal(ctx.db);
    for (const member of trusted.slice(0, 3)) await report(member, first.id);
    await report(trusted[3]!, second.id);
    expect((await queue()).map((item) => item.deal.id)).toEqual([second.id, first.id]);

    const paged = await call(manager, 'GET', '/v1/admin/ended-reports?size=1');
    const page = adminEndedReportListResponseSchema.parse(paged.json());
    expect(page.content.map((item) => item.deal.id)).toEqual([second.id]);
    const next = await call(
      manager,
      'GET',
      `/v1/admin/ended-reports?size=1&cursor=${encodeURIComponent(page.page.nextCursor!)}`,
    );
    expect(
      adminEndedReportListResponseSchema.parse(next.json()).content.map((item) => item.deal.id),
    ).toEqual([first.id]);

    const confirmed = endedReviewResponseSchema.parse((await review(first.id, 'confirm')).json());
    expect(confirmed).toMatchObject({ ended: true, endedBy: 'REPORTS', closedReports: 3 });
  });
});
