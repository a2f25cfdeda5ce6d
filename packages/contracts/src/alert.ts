import { z } from './zod';
import { CLOCK_TIME, SOURCES } from './constants';
import * as messages from './messages';
import { text } from './text';

/** Keyword alert rules a member may keep. */
export const ALERT_RULE_LIMIT = 20;
/** Exclude words a rule may carry. */
export const ALERT_EXCLUDES_LIMIT = 10;
export const ALERT_KEYWORD_MIN_LENGTH = 2;
export const ALERT_KEYWORD_MAX_LENGTH = 20;
export const ALERT_EXCLUDE_MAX_LENGTH = 20;

/**
 * Hangul (syllables or consonants alone, for a 초성 keyword such as ㄱㅅㅂ), Latin letters and
 * digits (full-width ones too: matching folds them), and spaces between words.
 */
const ALERT_KEYWORD = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9Ａ-Ｚａ-ｚ０-９ ]+$/;
/** HH:MM, 00:00 to 23:59 (KST). */

export const alertKeywordSchema = text()
  .trim()
  .min(ALERT_KEYWORD_MIN_LENGTH, messages.alert.keywordLength)
  .max(ALERT_KEYWORD_MAX_LENGTH, messages.alert.keywordLength)
  .regex(ALERT_KEYWORD, messages.alert.keywordChars);

const excludeSchema = text()
  .trim()
  .min(1, messages.alert.excludeLength)
  .max(ALERT_EXCLUDE_MAX_LENGTH, messages.alert.excludeLength);

/**
 * POST /v1/alert/keyword and PUT /v1/alert/keyword/{id} (a PUT replaces the whole rule): a deal
 * matches when its name holds every word of `keyword` (case, spacing and full-width characters
 * aside) and none of `excludes`, costs at most `maxPrice` won (null: no limit), comes from one of
 * `sources` (empty: any) and ships free when `freeShippingOnly`.
 */
const excludesSchema = z
  .array(excludeSchema, messages.alert.excludesTooMany)
  .max(ALERT_EXCLUDES_LIMIT, messages.alert.excludesTooMany);

const maxPriceSchema = z
  .number(messages.alert.maxPrice)
  .int(messages.alert.maxPrice)
  .min(0, messages.alert.maxPrice)
  .max(1_000_000_000, messages.alert.maxPrice)
  .nullable();

const sourcesSchema = z
  .array(z.enum(SOURCES, messages.alert.sources), messages.alert.sources)
  .max(SOURCES.length, messages.alert.sources);

/**
 * POST /v1/alert/keyword and PUT /v1/alert/keyword/{id} (a PUT replaces the whole rule): a deal
 * matches when its name holds every word of `keyword` (case, spacing and full-width characters
 * aside) and none of `excludes`, costs at most `maxPrice` won (null: no limit), comes from one of
 * `sources` (empty: any) and ships free when `freeShippingOnly`.
 */
export const alertRuleInputSchema = z
  .object({
    keyword: alertKeywordSchema,
    excludes: excludesSchema.default([]),
    maxPrice: maxPriceSchema.default(null),
    sources: sourcesSchema.default([]),
    freeShippingOnly: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .meta({ id: 'AlertRuleRequest' });
export type AlertRuleRequest = z.input<typeof alertRuleInputSchema>;
export type AlertRuleInput = z.output<typeof alertRuleInputSchema>;

/** One keyword alert rule of the caller. */
export const alertRuleSchema = z
  .object({
    id: z.number().int(),
    keyword: z.string(),
    excludes: z.array(z.string()),
    maxPrice: z.number().int().nullable(),
    sources: z.array(z.enum(SOURCES)),
    freeShippingOnly: z.boolean(),
    enabled: z.boolean(),
  })
  .meta({ id: 'AlertRule' });
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** GET /v1/alert/keyword: the caller's rules in creation order. */
export const alertRuleListSchema = z
  .object({ content: z.array(alertRuleSchema) })
  .meta({ id: 'AlertRuleList' });
export type AlertRuleList = z.infer<typeof alertRuleListSchema>;

/** Path parameter of one rule. */
export const alertRuleIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const clockTimeSchema = text().regex(CLOCK_TIME, messages.alert.time);

/**
 * GET/PUT /v1/alert/settings: quiet hours (KST, `quietStart` to `quietEnd`, a window may cross
 * midnight; matches inside it are listed at once and pushed as one summary at its end) and
 * follow-ups on bookmarked deals. Defaults: quiet hours off, 23:00–07:00; follow-ups on.
 */
export const alertSettingsSchema = z
  .object({
    quietStart: clockTimeSchema,
    quietEnd: clockTimeSchema,
    quietEnabled: z.boolean(),
    followUps: z.boolean(),
  })
  .meta({ id: 'AlertSettings' });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  quietStart: '23:00',
  quietEnd: '07:00',
  quietEnabled: false,
  followUps: true,
};

/** A query parameter given once, repeated or not at all, as a list. */
const repeatedParam = (message: string) =>
  z
    .union([z.string(message), z.array(z.string(message), message)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/**
 * GET /v1/alert/keyword/preview: a rule's conditions as query parameters (`excludes` and `sources`
 * repeated, `maxPrice` blank or absent for no limit), validated as a rule's are.
 */
export const alertPreviewQuerySchema = z.object({
  keyword: alertKeywordSchema,
  excludes: repeatedParam(messages.alert.excludeLength).pipe(excludesSchema),
  maxPrice: z
    .string(messages.alert.maxPrice)
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? null : Number(value)))
    .pipe(maxPriceSchema),
  sources: repeatedParam(messages.alert.sources).pipe(sourcesSchema),
  freeShippingOnly: z
    .enum(['true', 'false'], messages.alert.freeShippingOnly)
    .optional()
    .transform((value) => value === 'true'),
});
export type AlertPreviewQuery = z.output<typeof alertPreviewQuerySchema>;

/** Deals a preview shows at most. */
export const ALERT_PREVIEW_ITEMS = 3;
/** Days of deals a preview looks back over. */
export const ALERT_PREVIEW_DAYS = 7;
/** Matches a preview counts at most: a rule that matches more says so (`more`). */
export const ALERT_PREVIEW_COUNT_MAX = 100;

/**
 * The open deals of the last ALERT_PREVIEW_DAYS days the rule would match: how many (at most
 * ALERT_PREVIEW_COUNT_MAX; `more` when there are more), and the newest ALERT_PREVIEW_ITEMS.
 */
export const alertPreviewSchema = z
  .object({
    count: z.number().int(),
    more: z.boolean(),
    items: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number().int() })),
  })
  .meta({ id: 'AlertPreview' });
export type AlertPreview = z.infer<typeof alertPreviewSchema>;
