import {
  paths,
  toUrl,
  type AlertPreview,
  type AlertRule,
  type AlertRuleList,
  type AlertRuleRequest,
  type AlertSettings,
} from '@akkyeo/contracts';
import { api, type QueryValue } from '@/shared/api';

export function fetchAlertRules(signal?: AbortSignal) {
  return api.get<AlertRuleList>(paths.alert.keywords, { signal });
}

export function createAlertRule(rule: AlertRuleRequest) {
  return api.post<AlertRule>(paths.alert.keywords, rule);
}

/** Replaces the whole rule. */
export function updateAlertRule(id: number, rule: AlertRuleRequest) {
  return api.put<AlertRule>(toUrl(paths.alert.keyword, { id }), rule);
}

export function deleteAlertRule(id: number) {
  return api.delete<null>(toUrl(paths.alert.keyword, { id }));
}

export function fetchAlertSettings(signal?: AbortSignal) {
  return api.get<AlertSettings>(paths.alert.settings, { signal });
}

export function saveAlertSettings(settings: AlertSettings) {
  return api.put<AlertSettings>(paths.alert.settings, settings);
}

/** The recent deals a rule with these conditions would match (lists as repeated parameters). */
export function fetchAlertPreview(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return api.get<AlertPreview>(paths.alert.preview, { query, signal });
}
