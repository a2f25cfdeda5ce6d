import {
  ALERT_PREVIEW_DAYS,
  ALERT_PREVIEW_COUNT_MAX,
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
import { isChosungKeyword } from '../../db/search-text';
import { AppError } from '../../lib/app-error';
import type { TimeIdKey } from '../../lib/list-page';
import { selectPreviewCandidates } from '../feed/queries';
import type { AlertDeps } from './deps';
import {
  keywordGrams,
  matchesWords,
  neverMatches,
  normalisePhrase,
  toMatchText,
} from './keyword-match';
import {
  countRules,
  deleteRule,
  hasConditionKey,
  insertRule,
  lockMemberAlerts,
  selectRules,
  selectSettings,
  updateRule,
  upsertSettings,
  type AlertRuleRow,
  type AlertRuleValues,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

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

export async function listRules(deps: AlertDeps, memberId: number): Promise<AlertRuleList> {
  return { content: (await selectRules(deps.db, memberId)).map(toRule) };
}

/** A new rule: 400 past the limit, 409 when one with the same conditions exists. */
export async function addRule(
  deps: AlertDeps,
  memberId: number,
  input: AlertRuleInput,
): Promise<AlertRule> {
  const values = toRuleValues(input);
  return deps.db.transaction().execute(async (trx) => {
    await lockMemberAlerts(trx, memberId);
    if ((await countRules(trx, memberId)) >= ALERT_RULE_LIMIT) {
      throw new AppError(400, 'ALERT_RULE_LIMIT');
    }
    const row = await insertRule(trx, memberId, values);
    if (!row) throw duplicate();
    return toRule(row);
  });
}

/** Replaces one of the member's rules: 404 when it is not theirs, 409 as for create. */
export async function replaceRule(
  deps: AlertDeps,
  memberId: number,
  id: number,
  input: AlertRuleInput,
): Promise<AlertRule> {
  const values = toRuleValues(input);
  return deps.db.transaction().execute(async (trx) => {
    await lockMemberAlerts(trx, memberId);
    if (await hasConditionKey(trx, memberId, values.condition_key, id)) {
      const own = (await selectRules(trx, memberId)).some((rule) => rule.id === id);
      throw own ? duplicate() : notFound();
    }
    const row = await updateRule(trx, memberId, id, values);
    if (!row) throw notFound();
    return toRule(row);
  });
}

export async function removeRule(deps: AlertDeps, memberId: number, id: number): Promise<void> {
  if (!(await deleteRule(deps.db, memberId, id))) throw notFound();
}

/** Candidates a batch reads when a 초성 word lets the SQL return some non-matches. */
const PREVIEW_BATCH = 400;

/**
 * The open deals of the last ALERT_PREVIEW_DAYS days the rule would match, as the match job
 * decides (price, source and shipping by the query, keyword and excludes by matchesWords): how
 * many, up to ALERT_PREVIEW_COUNT_MAX (`more` past it), and the newest few. A rule no name can
 * match reads nothing. The SQL checks the rule's words on the compact name, so one statement of at
 * most the cap and one answers; a 초성 word leaves it a superset, read newest first in batches.
 */
export async function previewRule(
  deps: AlertDeps,
  memberId: number,
  query: AlertPreviewQuery,
): Promise<AlertPreview> {
  const rule = { keyword: query.keyword, excludes: query.excludes };
  if (neverMatches(rule)) return { count: 0, more: false, items: [] };
  const since = new Date((deps.now?.() ?? new Date()).getTime() - ALERT_PREVIEW_DAYS * DAY_MS);
  const filter = {
    memberId,
    keyword: query.keyword,
    excludes: query.excludes,
    since,
    maxPrice: query.maxPrice,
    sources: query.sources,
    freeShippingOnly: query.freeShippingOnly,
  };
  const matched: { id: number; name: string; price: number }[] = [];
  let after: TimeIdKey | undefined;
  const superset = [rule.keyword, ...rule.excludes].some(isChosungKeyword);
  let limit = superset ? PREVIEW_BATCH : ALERT_PREVIEW_COUNT_MAX + 1;
  for (;;) {
    const batch = await selectPreviewCandidates(deps.db, filter, { after, limit });
    for (const deal of batch) {
      if (!matchesWords(toMatchText(deal.name), rule)) continue;
      if (matched.length === ALERT_PREVIEW_COUNT_MAX) {
        return { count: matched.length, more: true, items: previewItems(matched) };
      }
      matched.push({ id: deal.id, name: deal.name, price: deal.price });
    }
    const last = batch.at(-1);
    if (!last || batch.length < limit) break;
    after = [last.sort_at, last.id];
    limit = PREVIEW_BATCH;
  }
  return { count: matched.length, more: false, items: previewItems(matched) };
}

const previewItems = (matched: { id: number; name: string; price: number }[]) =>
  matched.slice(0, ALERT_PREVIEW_ITEMS);

export async function alertSettings(deps: AlertDeps, memberId: number): Promise<AlertSettings> {
  const row = await selectSettings(deps.db, memberId);
  if (!row) return { ...DEFAULT_ALERT_SETTINGS };
  return {
    quietStart: row.quiet_start,
    quietEnd: row.quiet_end,
    quietEnabled: row.quiet_enabled,
    followUps: row.follow_ups,
  };
}

export async function changeAlertSettings(
  deps: AlertDeps,
  memberId: number,
  settings: AlertSettings,
): Promise<AlertSettings> {
  await upsertSettings(deps.db, {
    member_id: memberId,
    quiet_start: settings.quietStart,
    quiet_end: settings.quietEnd,
    quiet_enabled: settings.quietEnabled,
    follow_ups: settings.followUps,
  });
  return settings;
}
