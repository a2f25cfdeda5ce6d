import { messages, type AlertRule } from '@akkyeo/contracts';
import { Switch } from '@/shared/ui';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './rule-row.module.css';

export interface RuleRowProps {
  rule: AlertRule;
  onEdit: (rule: AlertRule) => void;
  onToggle: (rule: AlertRule) => void;
}

/** The rule's conditions in a line: price limit, sources, shipping, exclude words. */
export function ruleSummary(rule: AlertRule): string {
  return [
    rule.maxPrice !== null && messages.alert.summaryMaxPrice(rule.maxPrice),
    rule.sources.length > 0
      ? rule.sources.map((source) => messages.alert.sourceLabels[source]).join('·')
      : messages.alert.summaryAllSources,
    rule.freeShippingOnly && messages.alert.freeShippingOnlyLabel,
    rule.excludes.length > 0 && messages.alert.summaryExcludes(rule.excludes),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One rule: tapping it opens its sheet, the switch turns it on or off. The button is named by what
 * it shows, then `'버즈' 알림 수정` for screen readers (a name that hides the shown text fails
 * WCAG 2.5.3).
 */
export function RuleRow({ rule, onEdit, onToggle }: RuleRowProps) {
  return (
    <li className={styles.row}>
      <button type="button" className={styles.open} onClick={() => onEdit(rule)}>
        <span className={rule.enabled ? styles.keyword : `${styles.keyword} ${styles.off}`}>
          {rule.keyword}
        </span>
        <span className={styles.summary}>{ruleSummary(rule)}</span>
        <span className={hidden.hidden}>{messages.alert.edit(rule.keyword)}</span>
      </button>
      <Switch
        checked={rule.enabled}
        aria-label={messages.alert.enable(rule.keyword)}
        onChange={(enabled) => onToggle({ ...rule, enabled })}
      />
    </li>
  );
}
