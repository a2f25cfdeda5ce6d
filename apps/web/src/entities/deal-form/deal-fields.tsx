import { messages } from '@akkyeo/contracts';
import { useId } from 'react';
import { fieldErrorProps, type FieldErrors } from '@/shared/lib';
import { CloseIcon, FormField } from '@/shared/ui';
import type { DealFieldValues } from './deal-field-values';
import styles from './deal-form.module.css';

export interface DealFieldsProps {
  values: DealFieldValues;
  onChange: (change: Partial<DealFieldValues>) => void;
  /** What is wrong with each field, by request field name. */
  errors?: FieldErrors;
  /** Show the write form's placeholders. */
  withPlaceholders?: boolean;
  /** The text field's label and placeholder, when it is not the deal's 내용 (a 제보's 설명). */
  contentLabel?: string;
  contentPlaceholder?: string;
}

/** Title (with a clear button), price, free shipping and content: the fields of every deal form. */
export function DealFields({
  values,
  onChange,
  errors = {},
  withPlaceholders = false,
  contentLabel = messages.feed.fieldContent,
  contentPlaceholder = messages.feed.contentPlaceholder,
}: DealFieldsProps) {
  const id = useId();
  const placeholder = (text: string) => (withPlaceholders ? text : undefined);
  return (
    <>
      <FormField label={messages.feed.fieldTitle} error={errors.name} errorId={`${id}-name`}>
        <span className={styles.inputRow}>
          <input
            className={`${styles.input} ${styles.withButton}`}
            value={values.name}
            maxLength={200}
            placeholder={placeholder(messages.feed.titlePlaceholder)}
            onChange={(event) => onChange({ name: event.target.value })}
            {...fieldErrorProps(errors.name, `${id}-name`)}
          />
          {values.name && (
            <button
              type="button"
              className={styles.inlineButton}
              aria-label={messages.feed.clear}
              onClick={() => onChange({ name: '' })}
            >
              <CloseIcon size={18} />
            </button>
          )}
        </span>
      </FormField>
      <FormField label={messages.feed.fieldPrice} error={errors.price} errorId={`${id}-price`}>
        <input
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.price}
          placeholder={placeholder(messages.feed.pricePlaceholder)}
          onChange={(event) => onChange({ price: event.target.value })}
          {...fieldErrorProps(errors.price, `${id}-price`)}
        />
      </FormField>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.freeShipping}
          onChange={(event) => onChange({ freeShipping: event.target.checked })}
        />
        {messages.feed.fieldFreeShipping}
      </label>
      <FormField label={contentLabel} error={errors.content} errorId={`${id}-content`}>
        <textarea
          className={styles.textarea}
          value={values.content}
          placeholder={placeholder(contentPlaceholder)}
          onChange={(event) => onChange({ content: event.target.value })}
          {...fieldErrorProps(errors.content, `${id}-content`)}
        />
      </FormField>
    </>
  );
}
