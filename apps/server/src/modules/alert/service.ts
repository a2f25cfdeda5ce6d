import {
  appPath,
  ALERT_PREVIEW_DAYS,
  ALERT_PREVIEW_ITEMS,
  ALERT_RULE_LIMIT,
  DEFAULT_ALERT_SETTINGS,
  messages,
  SOURCES,
  type AlertPreview,
  type AlertPreviewQuery,
  type AlertRule,
  type AlertRuleInput,
  type AlertRuleList,
  type AlertSettings,
  type Source,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { toSearchText } from '../../db/search-text';
import { insertJob, insertJobs } from '../../jobs/queries';
import { AppError } from '../../lib/app-error';
import type { BookmarkService } from '../bookmark/service';
import { selectMatchDeals, selectPreviewCandidates } from '../feed/queries';
import type { FeedService } from '../feed/service';
import type {
  DealAlert,
  NotificationService,
  NotifyInput,
  PostedDeals,
} from '../notification/service';
import { keywordGrams, matchesWords, normalisePhrase, toMatchText } from './keyword-match';
import {
  claimEndedNotices,
  countRules,
  deleteRule,
  hasConditionKey,
  insertHeld,
  insertRule,
  lockMemberAlerts,
  selectCandidateRules,
  selectFollowUpsOff,
  selectRules,
  selectSettings,
  takeHeld,
  updateRule,
  upsertSettings,
  type AlertRuleRow,
  type AlertRuleValues,
  type CandidateRule,
} from './queries';
import { quietWindowEnd } from './quiet-hours';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Matches new deals against the rules. */
export const ALERT_MATCH_QUEUE = 'alert.match';
/** A deal's price dropped: rules it now meets, and its bookmarkers' follow-ups. */
export const ALERT_PRICE_DROP_QUEUE = 'alert.price-drop';
/** Deals ended: their bookmarkers' follow-ups. */
export const ALERT_DEAL_ENDED_QUEUE = 'alert.deal-ended';
/** Sends a member's one summary push when their quiet hours end. */
export const ALERT_QUIET_SUMMARY_QUEUE = 'alert.quiet-summary';

/** Payload of an `alert.match` job (PostedDeals). */
export type AlertMatchPayload = PostedDeals;

export interface AlertPriceDropPayload {
  dealId: number;
  from: number;
  to: number;
}

export interface AlertDealEndedPayload {
  dealIds: number[];
}

export interface AlertQuietSummaryPayload {
  memberId: number;
}

export interface AlertDeps {
  db: Kysely<DB>;
  /** Reads a deal whose price dropped. */
  deals: Pick<FeedService, 'find'>;
  /** Writes the alerts (and queues their pushes). */
  notifications: Pick<
    NotificationService,
    'notifyDealAlerts' | 'queueNewDealPushes' | 'pushToMember' | 'notifyAll'
  >;
  /** Who bookmarked a deal (follow-ups). */
  bookmarks: Pick<BookmarkService, 'bookmarkersOf'>;
  /** The clock quiet hours are read with; defaults to the system's. */
  now?: () => Date;
}

/** How many rules one match job looked at, for logs and the benchmark. */
export interface MatchReport {
  deals: number;
  candidates: number;
  notified: number;
}

function toRule(row: AlertRuleRow): AlertRule {
  return {
    id: row.id,
    keyword: row.keyword,
    excludes: row.excludes,
    maxPrice: row.max_price,
    sources: row.sources.filter((source): source is Source =>
      (SOURCES as readonly string[]).includes(source),
    ),
    freeShippingOnly: row.free_shipping_only,
    enabled: row.enabled,
  };
}

/** The stored columns of a rule: excludes and sources without repeats, the grams, the key. */
export function toRuleValues(input: AlertRuleInput): AlertRuleValues {
  const excludes = [...new Map(input.excludes.map((word) => [normalisePhrase(word), word]))];
  const sources = SOURCES.filter((source) => input.sources.includes(source));
  const conditionKey = JSON.stringify([
    normalisePhrase(input.keyword),
    excludes.map(([normal]) => normal).sort(),
    input.maxPrice,
    sources,
    input.freeShippingOnly,
  ]);
  return {
    keyword: input.keyword,
    excludes: excludes.map(([, word]) => word),
    max_price: input.maxPrice,
    sources,
    free_shipping_only: input.freeShippingOnly,
    enabled: input.enabled,
    match_grams: keywordGrams(input.keyword),
    condition_key: conditionKey,
  };
}

const notFound = () => new AppError(404, 'NOT_FOUND', messages.alert.notFound);
const duplicate = () => new AppError(409, 'DUPLICATE_ALERT_RULE');

/** The first of the rules (oldest first) whose keyword the name holds and no exclude word. */
function matchingRules(name: string, candidates: CandidateRule[]): Map<number, CandidateRule> {
  const text = toMatchText(name);
  const byMember = new Map<number, CandidateRule>();
  for (const rule of candidates) {
    if (byMember.has(rule.member_id)) continue;
    if (!matchesWords(text, rule)) continue;
    byMember.set(rule.member_id, rule);
  }
  return byMember;
}

/**
 * Keyword alerts: each member's rules and settings (their routes), and the jobs that match new
 * deals against every enabled rule through the rules' gram index and write one notification per
 * member and deal (pushed at once, or summarised at the end of the member's quiet hours).
 */
export function createAlertService(deps: AlertDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** A follow-up to each of a deal's bookmarkers who keep follow-ups on. */
  async function followUps(
    dealId: number,
    notice: { type: 'PRICE_DROP' | 'DEAL_ENDED'; title: string; message: string },
  ): Promise<NotifyInput[]> {
    const bookmarkers = await deps.bookmarks.bookmarkersOf(dealId);
    const off = await selectFollowUpsOff(db, bookmarkers);
    const link = appPath('feedViewPage', { id: dealId });
    return bookmarkers
      .filter((id) => !off.has(id))
      .map((recipientId) => ({ recipientId, actorId: null, ...notice, link, dealId }));
  }

  /**
   * Writes follow-ups in one transaction (a job run again after a failure repeats none); `keep`
   * picks, inside it, the notices of one deal still to send. How many were sent.
   */
  async function sendFollowUps(
    notices: NotifyInput[],
    keep: (trx: Kysely<DB>, dealNotices: NotifyInput[]) => Promise<NotifyInput[]> = (_, n) =>
      Promise.resolve(n),
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      // notifyAll keeps one notice a member; each deal's follow-ups are written on their own.
      const byDeal = new Map<number | null | undefined, NotifyInput[]>();
      for (const notice of notices) {
        byDeal.set(notice.dealId, [...(byDeal.get(notice.dealId) ?? []), notice]);
      }
      let sent = 0;
      for (const group of byDeal.values()) {
        const kept = await keep(trx, group);
        await deps.notifications.notifyAll(trx, kept);
        sent += kept.length;
      }
      return sent;
    });
  }

  /** The 종료 notices of one deal to members not told of its end before (each is told once). */
  async function firstEndedNotices(trx: Kysely<DB>, dealNotices: NotifyInput[]) {
    const [first] = dealNotices;
    if (!first?.dealId) return dealNotices;
    const told = await claimEndedNotices(
      trx,
      first.dealId,
      dealNotices.map((notice) => notice.recipientId),
    );
    return dealNotices.filter((notice) => told.has(notice.recipientId));
  }

  const service = {
    async list(memberId: number): Promise<AlertRuleList> {
      return { content: (await selectRules(db, memberId)).map(toRule) };
    },

    /** A new rule: 400 past the limit, 409 when one with the same conditions exists. */
    async create(memberId: number, input: AlertRuleInput): Promise<AlertRule> {
      const values = toRuleValues(input);
      return db.transaction().execute(async (trx) => {
        await lockMemberAlerts(trx, memberId);
        if ((await countRules(trx, memberId)) >= ALERT_RULE_LIMIT) {
          throw new AppError(400, 'ALERT_RULE_LIMIT');
        }
        const row = await insertRule(trx, memberId, values);
        if (!row) throw duplicate();
        return toRule(row);
      });
    },

    /** Replaces one of the member's rules: 404 when it is not theirs, 409 as for create. */
    async update(memberId: number, id: number, input: AlertRuleInput): Promise<AlertRule> {
      const values = toRuleValues(input);
      return db.transaction().execute(async (trx) => {
        await lockMemberAlerts(trx, memberId);
        if (await hasConditionKey(trx, memberId, values.condition_key, id)) {
          const own = (await selectRules(trx, memberId)).some((rule) => rule.id === id);
          throw own ? duplicate() : notFound();
        }
        const row = await updateRule(trx, memberId, id, values);
        if (!row) throw notFound();
        return toRule(row);
      });
    },

    async remove(memberId: number, id: number): Promise<void> {
      if (!(await deleteRule(db, memberId, id))) throw notFound();
    },

    /**
     * The open deals of the last ALERT_PREVIEW_DAYS days the rule would match, as the match job
     * decides (price, source and shipping by the query, keyword and excludes by matchesWords):
     * how many, and the newest few.
     */
    async preview(memberId: number, query: AlertPreviewQuery): Promise<AlertPreview> {
      const since = new Date(now().getTime() - ALERT_PREVIEW_DAYS * DAY_MS);
      const deals = await selectPreviewCandidates(db, {
        memberId,
        keyword: query.keyword,
        since,
        maxPrice: query.maxPrice,
        sources: query.sources,
        freeShippingOnly: query.freeShippingOnly,
      });
      const rule = { keyword: query.keyword, excludes: query.excludes };
      const matched = deals.filter((deal) => matchesWords(toMatchText(deal.name), rule));
      return {
        count: matched.length,
        items: matched
          .slice(0, ALERT_PREVIEW_ITEMS)
          .map(({ id, name, price }) => ({ id, name, price })),
      };
    },

    async settings(memberId: number): Promise<AlertSettings> {
      const row = await selectSettings(db, memberId);
      if (!row) return { ...DEFAULT_ALERT_SETTINGS };
      return {
        quietStart: row.quiet_start,
        quietEnd: row.quiet_end,
        quietEnabled: row.quiet_enabled,
        followUps: row.follow_ups,
      };
    },

    async updateSettings(memberId: number, settings: AlertSettings): Promise<AlertSettings> {
      await upsertSettings(db, {
        member_id: memberId,
        quiet_start: settings.quietStart,
        quiet_end: settings.quietEnd,
        quiet_enabled: settings.quietEnabled,
        follow_ups: settings.followUps,
      });
      return settings;
    },

    /** Queues the matching of newly posted deals, in the posting transaction. */
    async dealsPosted(trx: Kysely<DB>, posted: PostedDeals): Promise<void> {
      const payload: AlertMatchPayload = posted;
      await insertJob(trx, { queue: ALERT_MATCH_QUEUE, payload: { ...payload } });
    },

    /**
     * The `alert.match` job: each deal's candidate rules from the gram index, confirmed here
     * (keyword words, excludes), one alert a member (their oldest matching rule names it), in one
     * transaction with the held pushes' summaries and the new-deal push fan-out.
     */
    async matchDeals(payload: AlertMatchPayload): Promise<MatchReport> {
      const report: MatchReport = { deals: 0, candidates: 0, notified: 0 };
      const matches: { dealId: number; name: string; price: number; rules: CandidateRule[] }[] = [];
      const byId = new Map((await selectMatchDeals(db, payload.dealIds)).map((d) => [d.id, d]));
      for (const dealId of payload.dealIds) {
        const deal = byId.get(dealId);
        if (!deal || deal.ended_at) continue;
        const candidates = await selectCandidateRules(db, {
          grams: toMatchText(deal.name).grams,
          price: deal.price,
          source: deal.source,
          freeShipping: deal.is_free_shipping,
          authorId: payload.authorId,
          muteFacts: { searchName: toSearchText(deal.name), market: deal.market },
        });
        report.deals++;
        report.candidates += candidates.length;
        const rules = [...matchingRules(deal.name, candidates).values()];
        if (rules.length > 0) matches.push({ dealId, name: deal.name, price: deal.price, rules });
      }

      const at = now();
      const quietUntil = new Map<number, Date>();
      for (const rule of matches.flatMap((match) => match.rules)) {
        if (rule.quiet_start === null || rule.quiet_end === null) continue;
        const hours = {
          quiet_enabled: true,
          quiet_start: rule.quiet_start,
          quiet_end: rule.quiet_end,
        };
        const end = quietWindowEnd(hours, at);
        if (end) quietUntil.set(rule.member_id, end);
      }

      await db.transaction().execute(async (trx) => {
        /** Members whose alerts wait for the end of their quiet hours: one summary job each. */
        const summaries = new Set<number>();
        for (const match of matches) {
          const alerts: DealAlert[] = match.rules.map((rule) => ({
            memberId: rule.member_id,
            title: messages.alert.matchTitle(rule.keyword),
            message: messages.alert.matchMessage(match.name, match.price),
            push: !quietUntil.has(rule.member_id),
          }));
          const written = await deps.notifications.notifyDealAlerts(trx, match.dealId, alerts);
          report.notified += written.length;
          const held = written.filter((row) => quietUntil.has(row.member_id));
          await insertHeld(
            trx,
            held.map((row) => ({
              notification_id: row.id,
              member_id: row.member_id,
              deal_name: match.name,
            })),
          );
          for (const row of held) summaries.add(row.member_id);
        }
        await insertJobs(
          trx,
          [...summaries].map((memberId) => {
            const runAt = quietUntil.get(memberId)!;
            const summary: AlertQuietSummaryPayload = { memberId };
            return {
              queue: ALERT_QUIET_SUMMARY_QUEUE,
              payload: { ...summary },
              runAt,
              uniqueKey: `alert-quiet:${memberId}:${runAt.toISOString()}`,
            };
          }),
        );
        if (payload.fanoutDealId !== null) {
          await deps.notifications.queueNewDealPushes(trx, payload.fanoutDealId);
        }
      });
      return report;
    },

    /** Queues the price-drop job of a deal whose price a manager lowered, in that transaction. */
    async dealRepriced(
      trx: Kysely<DB>,
      dealId: number,
      prices: { from: number; to: number },
    ): Promise<void> {
      if (prices.to >= prices.from) return;
      const payload: AlertPriceDropPayload = { dealId, ...prices };
      await insertJob(trx, { queue: ALERT_PRICE_DROP_QUEUE, payload: { ...payload } });
    },

    /**
     * The `alert.price-drop` job: the deal is matched again (rules whose maximum price it now
     * meets alert their members; members already alerted of it are skipped), and members who
     * bookmarked it and keep follow-ups on are told the old and new price.
     */
    async priceDropped(payload: AlertPriceDropPayload): Promise<MatchReport> {
      const report = await service.matchDeals({
        dealIds: [payload.dealId],
        authorId: null,
        fanoutDealId: null,
      });
      const deal = await deps.deals.find(payload.dealId);
      if (!deal || deal.ended_at) return report;
      await sendFollowUps(
        await followUps(payload.dealId, {
          type: 'PRICE_DROP',
          title: messages.alert.priceDropTitle,
          message: messages.alert.priceDropMessage(deal.name, payload.from, payload.to),
        }),
      );
      return report;
    },

    /** Queues the 종료 follow-up of deals that just ended, in the transaction that ended them. */
    async dealsEnded(trx: Kysely<DB>, dealIds: number[]): Promise<void> {
      if (dealIds.length === 0) return;
      const payload: AlertDealEndedPayload = { dealIds };
      await insertJob(trx, { queue: ALERT_DEAL_ENDED_QUEUE, payload: { ...payload } });
    },

    /**
     * The `alert.deal-ended` job: members who bookmarked a deal that is still ended and keep
     * follow-ups on are told it ended (a deal reopened meanwhile tells no one), each member once a
     * deal however often it ends. How many were told.
     */
    async dealsEndedFollowUp(payload: AlertDealEndedPayload): Promise<number> {
      const notices: NotifyInput[] = [];
      for (const dealId of payload.dealIds) {
        const deal = await deps.deals.find(dealId);
        if (!deal?.ended_at) continue;
        notices.push(
          ...(await followUps(dealId, {
            type: 'DEAL_ENDED',
            title: messages.alert.endedTitle,
            message: messages.alert.endedMessage(deal.name),
          })),
        );
      }
      return sendFollowUps(notices, firstEndedNotices);
    },

    /** The `alert.quiet-summary` job: one push telling how many alerts the quiet hours held. */
    async sendQuietSummary(payload: AlertQuietSummaryPayload, jobId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const names = await takeHeld(trx, payload.memberId);
        const [first] = names;
        if (first === undefined) return;
        await deps.notifications.pushToMember(trx, payload.memberId, {
          type: 'KEYWORD_ALERT',
          title: messages.alert.quietSummaryTitle(names.length),
          body: messages.alert.quietSummaryBody(first, names.length - 1),
          url: appPath('notiListPage'),
          key: `alert-quiet:${jobId}`,
        });
      });
    },
  };
  return service;
}

export type AlertService = ReturnType<typeof createAlertService>;
