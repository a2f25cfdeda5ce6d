import { messages } from '@akkyeo/contracts';
import { useId } from 'react';
import { fieldErrorProps } from '@/shared/lib';
import { CloseIcon, FormField, Spinner } from '@/shared/ui';
import styles from './deal-form.module.css';
import type { DealLinkForm } from './use-deal-link-form';

type LinkFormState = Pick<
  DealLinkForm<object>,
  'source' | 'errors' | 'previewing' | 'previewFailed' | 'changeLink'
>;

/**
 * The product link, previewed as it is typed (a spinner meanwhile, else a clear button), and the
 * hint to type the rest by hand once its preview failed.
 */
export function LinkField({ form }: { form: LinkFormState }) {
  const id = useId();
  const { source, errors } = form;
  return (
    <>
      <FormField label={messages.feed.fieldLink} error={errors.url} errorId={`${id}-url`}>
        <span className={styles.inputRow}>
          <input
            className={`${styles.input} ${styles.withButton}`}
            type="url"
            inputMode="url"
            value={source.link}
            placeholder={messages.feed.linkPlaceholder}
            onChange={(event) => form.changeLink(event.target.value)}
            {...fieldErrorProps(errors.url, `${id}-url`)}
          />
          {form.previewing ? (
            <span className={styles.spinner}>
              <Spinner size={20} label={messages.feed.previewing} />
            </span>
          ) : (
            source.link && (
              <button
                type="button"
                className={styles.inlineButton}
                aria-label={messages.dealForm.clearLink}
                onClick={() => form.changeLink('')}
              >
                <CloseIcon size={18} />
              </button>
            )
          )}
        </span>
      </FormField>
      {form.previewFailed && <p className={styles.hint}>{messages.dealForm.manualHint}</p>}
    </>
  );
}

/** The market and the picture's address: filled by the preview, or typed. */
export function SourceFields({
  form,
}: {
  form: Pick<DealLinkForm<object>, 'source' | 'errors' | 'changeSource'>;
}) {
  const id = useId();
  const { source, errors } = form;
  return (
    <>
      <FormField
        label={messages.dealForm.fieldMarket}
        error={errors.shoppingMall}
        errorId={`${id}-market`}
      >
        <input
          className={styles.input}
          value={source.market}
          maxLength={50}
          placeholder={messages.dealForm.marketPlaceholder}
          onChange={(event) => form.changeSource({ market: event.target.value })}
          {...fieldErrorProps(errors.shoppingMall, `${id}-market`)}
        />
      </FormField>
      <FormField label={messages.dealForm.fieldImage} error={errors.image} errorId={`${id}-image`}>
        <input
          className={styles.input}
          type="url"
          inputMode="url"
          value={source.image}
          placeholder={messages.dealForm.imagePlaceholder}
          onChange={(event) => form.changeSource({ image: event.target.value })}
          {...fieldErrorProps(errors.image, `${id}-image`)}
        />
      </FormField>
    </>
  );
}
