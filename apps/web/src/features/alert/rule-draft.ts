import {
  ALERT_KEYWORD_MIN_LENGTH,
  type AlertRule,
  type AlertRuleRequest,
  type Source,
} from '@akkyeo/contracts';
import type { QueryValue } from '@/shared/api';

/** The rule form's state: the maximum price as typed (digits only, blank for no limit). */
export interface RuleDraft {
  keyword: string;
  excludes: string[];
  maxPrice: string;
  sources: Source[];
  freeShippingOnly: boolean;
  enabled: boolean;
}

export const emptyDraft: RuleDraft = {
  keyword: '',
  excludes: [],
  maxPrice: '',
  sources: [],
  freeShippingOnly: false,
  enabled: true,
};

export function toDraft(rule: AlertRule): RuleDraft {
  return {
    keyword: rule.keyword,
    excludes: [...rule.excludes],
    maxPrice: rule.maxPrice === null ? '' : String(rule.maxPrice),
    sources: [...rule.sources],
    freeShippingOnly: rule.freeShippingOnly,
    enabled: rule.enabled,
  };
}

/** Digits only, without leading zeros: what the price field keeps of what was typed. */
export function priceDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** The request that saves the draft; the server validates it and answers in Korean. */
export function toRequest(draft: RuleDraft): AlertRuleRequest {
  return {
    keyword: draft.keyword.trim(),
    excludes: draft.excludes,
    maxPrice: draft.maxPrice === '' ? null : Number(draft.maxPrice),
    sources: draft.sources,
    freeShippingOnly: draft.freeShippingOnly,
    enabled: draft.enabled,
  };
}

/** The preview's query parameters, or null while the keyword is too short to ask. */
export function toPreviewQuery(draft: RuleDraft): Record<string, QueryValue> | null {
  const keyword = draft.keyword.trim();
  if (Array.from(keyword).length < ALERT_KEYWORD_MIN_LENGTH) return null;
  return {
    keyword,
    excludes: draft.excludes,
    maxPrice: draft.maxPrice || undefined,
    sources: draft.sources,
    freeShippingOnly: draft.freeShippingOnly || undefined,
  };
}

/** The draft with one more exclude word (trimmed; blanks and repeats left out). */
export function withExclude(draft: RuleDraft, word: string): RuleDraft {
  const value = word.trim();
  if (!value || draft.excludes.includes(value)) return draft;
  return { ...draft, excludes: [...draft.excludes, value] };
}
