import type { AlertRule, AlertRuleList, AlertRuleRequest, AlertSettings } from '@akkyeo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { useDebouncedValue } from '@/shared/hooks';
import { toast } from '@/shared/ui';
import {
  createAlertRule,
  deleteAlertRule,
  fetchAlertPreview,
  fetchAlertRules,
  fetchAlertSettings,
  saveAlertSettings,
  updateAlertRule,
} from './api';
import { toPreviewQuery, type RuleDraft } from './rule-draft';

/** How long the form must rest before the preview asks the server. */
export const PREVIEW_DEBOUNCE_MS = 300;

export const alertKeys = {
  all: ['alert'] as const,
  rules: () => [...alertKeys.all, 'rules'] as const,
  settings: () => [...alertKeys.all, 'settings'] as const,
  preview: (query: string) => [...alertKeys.all, 'preview', query] as const,
};

export function useAlertRules() {
  return useQuery({
    queryKey: alertKeys.rules(),
    queryFn: ({ signal }) => fetchAlertRules(signal),
  });
}

function useSetRules() {
  const queryClient = useQueryClient();
  return (update: (rules: AlertRule[]) => AlertRule[]) =>
    queryClient.setQueryData<AlertRuleList>(alertKeys.rules(), (list) =>
      list ? { content: update(list.content) } : list,
    );
}

const replaced = (rule: AlertRule) => (rules: AlertRule[]) =>
  rules.map((item) => (item.id === rule.id ? rule : item));

/** Adds a rule (no id) or replaces one; the list follows the server's reply. */
export function useSaveAlertRule() {
  const setRules = useSetRules();
  return useMutation({
    mutationFn: ({ id, rule }: { id: number | null; rule: AlertRuleRequest }) =>
      id === null ? createAlertRule(rule) : updateAlertRule(id, rule),
    onSuccess: (saved, { id }) =>
      setRules(id === null ? (rules) => [...rules, saved] : replaced(saved)),
  });
}

export function useDeleteAlertRule() {
  const setRules = useSetRules();
  return useMutation({
    mutationFn: (id: number) => deleteAlertRule(id),
    onSuccess: (_, id) => setRules((rules) => rules.filter((rule) => rule.id !== id)),
  });
}

/** Turns a rule on or off (PUT of the whole rule), shown at once and undone if refused. */
export function useToggleAlertRule() {
  const setRules = useSetRules();
  return useMutation({
    mutationFn: (rule: AlertRule) => {
      const { id, ...body } = rule;
      return updateAlertRule(id, body);
    },
    onMutate: (rule) => setRules(replaced(rule)),
    onSuccess: (saved) => setRules(replaced(saved)),
    onError: (error, rule) => {
      setRules(replaced({ ...rule, enabled: !rule.enabled }));
      toast.error(errorMessage(error));
    },
  });
}

export function useAlertSettings() {
  return useQuery({
    queryKey: alertKeys.settings(),
    queryFn: ({ signal }) => fetchAlertSettings(signal),
  });
}

/** Saves the whole settings, shown at once and undone if refused (with the server's message). */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) => saveAlertSettings(settings),
    onMutate: (settings) => {
      const previous = queryClient.getQueryData<AlertSettings>(alertKeys.settings());
      queryClient.setQueryData(alertKeys.settings(), settings);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.settings(), saved),
    onError: (error, _, context) => {
      if (context?.previous) queryClient.setQueryData(alertKeys.settings(), context.previous);
      toast.error(errorMessage(error));
    },
  });
}

/**
 * The recent deals the draft would match, asked once the form has rested PREVIEW_DEBOUNCE_MS;
 * the last answer stays while the next is on its way. Idle while the keyword is too short.
 */
export function useAlertPreview(draft: RuleDraft) {
  const query = toPreviewQuery(draft);
  const key = useDebouncedValue(query ? JSON.stringify(query) : null, PREVIEW_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: alertKeys.preview(key ?? ''),
    queryFn: ({ signal }) =>
      fetchAlertPreview(JSON.parse(key!) as Record<string, string | string[]>, signal),
    enabled: key !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return { ...result, idle: query === null };
}
