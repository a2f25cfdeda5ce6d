import { appPath, messages } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { toSearchText } from '../../db/search-text';
import type { DealsAnnounced } from '../../events/catalog';
import { insertJob, insertJobs } from '../../jobs/queries';
import { selectMatchDeals } from '../feed/queries';
import type { DealAlert } from '../notification/writers';
import type { AlertDeps, MatchReport } from './deps';
import { matchesWords, toMatchText } from './keyword-match';
import { insertHeld, selectCandidateRules, takeHeld, type CandidateRule } from './queries';
import { quietWindowEnd } from './quiet-hours';
import {
  ALERT_MATCH_QUEUE,
  ALERT_QUIET_SUMMARY_QUEUE,
  type AlertMatchPayload,
  type AlertQuietSummaryPayload,
} from './queues';

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

/** Queues the matching of announced new deals, in the posting transaction (`deals.announced`). */
export async function queueMatch(
  deps: AlertDeps,
  trx: Kysely<DB>,
  posted: DealsAnnounced,
): Promise<void> {
  const payload: AlertMatchPayload = posted;
  await insertJob(trx, { queue: ALERT_MATCH_QUEUE, payload: { ...payload } });
}

/**
 * The `alert.match` job: each deal's candidate rules from the gram index, confirmed here
 * (keyword words, excludes), one alert a member (their oldest matching rule names it), in one
 * transaction with the held pushes' summaries and the new-deal push fan-out.
 */
export async function matchDeals(
  deps: AlertDeps,
  payload: AlertMatchPayload,
): Promise<MatchReport> {
  const report: MatchReport = { deals: 0, candidates: 0, notified: 0 };
  const matches: { dealId: number; name: string; price: number; rules: CandidateRule[] }[] = [];
  const byId = new Map((await selectMatchDeals(deps.db, payload.dealIds)).map((d) => [d.id, d]));
  for (const dealId of payload.dealIds) {
    const deal = byId.get(dealId);
    if (!deal || deal.ended_at) continue;
    const candidates = await selectCandidateRules(deps.db, {
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

  const at = deps.now?.() ?? new Date();
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

  await deps.db.transaction().execute(async (trx) => {
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
}

/** The `alert.quiet-summary` job: one push telling how many alerts the quiet hours held. */
export async function sendQuietSummary(
  deps: AlertDeps,
  payload: AlertQuietSummaryPayload,
  jobId: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
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
}
