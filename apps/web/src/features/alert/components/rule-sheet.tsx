import { messages, SOURCES, type AlertRule, type Source } from '@akkyeo/contracts';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '@/shared/api';
import { blockComposingEnter, formatNumber } from '@/shared/lib';
import { Button, CloseIcon, dialog, SlideUpModal, Switch, TextField } from '@/shared/ui';
import { useDeleteAlertRule, useSaveAlertRule } from '../hooks';
import {
  emptyDraft,
  priceDigits,
  toDraft,
  toRequest,
  withExclude,
  type RuleDraft,
} from '../rule-draft';
import { RulePreview } from './rule-preview';
import styles from './rule-sheet.module.css';

export interface RuleSheetProps {
  /** The rule to edit; null to add one. */
  rule: AlertRule | null;
  onClose: () => void;
}

/** Adds or edits a rule in a slide-up sheet, with the live preview under the form. */
export function RuleSheet({ rule, onClose }: RuleSheetProps) {
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? toDraft(rule) : emptyDraft));
  const [exclude, setExclude] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAlertRule();
  const remove = useDeleteAlertRule();
  const priceId = useId();
  const shippingId = useId();
  const sourcesHintId = useId();
  const busy = save.isPending || remove.isPending;

  const change = (next: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...next }));
  const addExclude = () => {
    setDraft((current) => withExclude(current, exclude));
    setExclude('');
  };
  const onExcludeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addExclude();
  };
  const toggleSource = (source: Source) =>
    change({
      sources: draft.sources.includes(source)
        ? draft.sources.filter((item) => item !== source)
        : SOURCES.filter((item) => item === source || draft.sources.includes(item)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const pending = withExclude(draft, exclude);
    save.mutate(
      { id: rule?.id ?? null, rule: toRequest(pending) },
      { onSuccess: onClose, onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  const confirmDelete = async () => {
    if (!rule || busy || !(await dialog.confirm(messages.alert.deleteConfirm))) return;
    remove.mutate(rule.id, {
      onSuccess: onClose,
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <SlideUpModal
      open
      onClose={onClose}
      title={rule ? messages.alert.editTitle : messages.alert.addTitle}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={messages.alert.keywordLabel}
          placeholder={messages.alert.keywordPlaceholder}
          hint={messages.alert.keywordHint}
          value={draft.keyword}
          maxLength={40}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => change({ keyword: event.target.value })}
        />

        <div className={styles.group}>
          <TextField
            label={messages.alert.excludesLabel}
            placeholder={messages.alert.excludePlaceholder}
            value={exclude}
            maxLength={40}
            autoComplete="off"
            enterKeyHint="enter"
            onChange={(event) => setExclude(event.target.value)}
            onKeyDown={onExcludeKey}
            action={
              <Button variant="secondary" onClick={addExclude} disabled={!exclude.trim()}>
                {messages.alert.excludeAdd}
              </Button>
            }
          />
          {draft.excludes.length > 0 && (
            <ul className={styles.chips} aria-label={messages.alert.excludesList}>
              {draft.excludes.map((word) => (
                <li key={word} className={styles.chip}>
                  {word}
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={messages.alert.excludeRemove(word)}
                    onClick={() =>
                      change({ excludes: draft.excludes.filter((item) => item !== word) })
                    }
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className={styles.group}>
          <label htmlFor={priceId} className={styles.label}>
            {messages.alert.maxPriceLabel}
          </label>
          <div className={styles.price}>
            <input
              id={priceId}
              className={styles.priceInput}
              inputMode="numeric"
              autoComplete="off"
              placeholder={messages.alert.maxPricePlaceholder}
              value={draft.maxPrice && formatNumber(Number(draft.maxPrice))}
              onChange={(event) => change({ maxPrice: priceDigits(event.target.value) })}
              onKeyDown={blockComposingEnter}
            />
            <span className={styles.suffix} aria-hidden="true">
              {messages.alert.won}
            </span>
          </div>
        </div>

        <fieldset className={styles.sources} aria-describedby={sourcesHintId}>
          <legend className={styles.label}>{messages.alert.sourcesLabel}</legend>
          <div className={styles.chips}>
            {SOURCES.map((source) => (
              <button
                key={source}
                type="button"
                className={styles.sourceChip}
                aria-pressed={draft.sources.includes(source)}
                onClick={() => toggleSource(source)}
              >
                {messages.alert.sourceLabels[source]}
              </button>
            ))}
          </div>
          <p id={sourcesHintId} className={styles.hint}>
            {messages.alert.sourcesHint}
          </p>
        </fieldset>

        <div className={styles.switchRow}>
          <span id={shippingId} className={styles.switchLabel}>
            {messages.alert.freeShippingOnlyLabel}
          </span>
          <Switch
            checked={draft.freeShippingOnly}
            aria-labelledby={shippingId}
            onChange={(freeShippingOnly) => change({ freeShippingOnly })}
          />
        </div>

        <RulePreview draft={draft} />

        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          {rule && (
            <Button variant="outline" onClick={() => void confirmDelete()} disabled={busy}>
              {messages.alert.delete}
            </Button>
          )}
          <Button type="submit" block disabled={busy}>
            {messages.alert.save}
          </Button>
        </div>
      </form>
    </SlideUpModal>
  );
}
