import { feedCreateRequestSchema, isHttpUrl, messages, REDIRECT_DELAY_MS } from '@akkyeo/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { DraftNotice, useDraft } from '@/entities/draft';
import { fieldErrorProps, validateFields, type FieldErrors } from '@/shared/lib';
import { CloseIcon, dialog, FormField, ProgressModal, Spinner, toast } from '@/shared/ui';
import { DealPreviewCard } from '../components/deal-preview-card';
import { DealFields } from '../components/deal-fields';
import { DealFormPage } from '../components/deal-form-page';
import styles from '../components/deal-form.module.css';
import { useCreateDeal } from '../hooks/deal-write';
import { dealFieldsBody, withoutChanged, type DealFieldValues } from '../lib/deal-fields';
import { useLinkPreview } from '../lib/use-link-preview';

const FORM_ID = 'deal-write-form';
const DRAFT_PLACE = 'deal-write';

/** The write form's own values: what the preview fills in and the manager may type instead. */
interface DraftValues {
  link: string;
  market: string;
  image: string;
}

const DRAFT_FIELD: Record<keyof DraftValues, string> = {
  link: 'url',
  market: 'shoppingMall',
  image: 'image',
};

/** The form as it opens, which is also what a draft is compared with. */
const EMPTY_FORM = {
  draft: { link: '', market: '', image: '' } satisfies DraftValues,
  includePhoto: true,
  fields: { name: '', price: '', freeShipping: true, content: '' } satisfies DealFieldValues,
  previewFailed: false,
};

/**
 * /feed/write (managers): a deal from a product link, previewed as it is typed. The preview fills
 * in title, market and picture; when it fails (a store that refuses servers, a private address, a
 * timeout) the link stays and the manager types them by hand. Fields are checked as the server
 * checks them, and each problem is shown under its field.
 */
export default function FeedWritePage() {
  const navigate = useNavigate();
  const createDeal = useCreateDeal();
  const id = useId();
  const [draft, setDraft] = useState<DraftValues>(EMPTY_FORM.draft);
  const [includePhoto, setIncludePhoto] = useState(EMPTY_FORM.includePhoto);
  const [fields, setFields] = useState<DealFieldValues>(EMPTY_FORM.fields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [previewFailed, setPreviewFailed] = useState(false);
  const [progress, setProgress] = useState(0);
  const [posting, setPosting] = useState(false);
  /** A link put back from a draft: its preview must not overwrite the fields restored with it. */
  const restoredLink = useRef<string | null>(null);
  const saved = useDraft({
    place: DRAFT_PLACE,
    value: { draft, includePhoto, fields, previewFailed },
    initial: EMPTY_FORM,
    onRestore: (value) => {
      restoredLink.current = value.draft.link;
      setDraft(value.draft);
      setIncludePhoto(value.includePhoto);
      setFields(value.fields);
      setPreviewFailed(value.previewFailed);
      setErrors({});
    },
  });

  const changeFields = (change: Partial<DealFieldValues>) => {
    setFields((current) => ({ ...current, ...change }));
    setErrors((current) => withoutChanged(current, change));
  };
  const changeDraft = (change: Partial<DraftValues>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[DRAFT_FIELD[key as keyof DraftValues]];
      return next;
    });
  };
  const changeLink = (link: string) => {
    restoredLink.current = null;
    changeDraft({ link });
    setPreviewFailed(false);
  };
  const isRestoredLink = () => restoredLink.current !== null && restoredLink.current === draft.link;

  const previewing = useLinkPreview(draft.link, {
    onPreview: (result) => {
      if (isRestoredLink()) return;
      changeFields({ name: result.title });
      changeDraft({ market: result.shoppingMall, image: result.imgUrl ?? '' });
    },
    onError: (message) => {
      if (isRestoredLink()) return;
      setPreviewFailed(true);
      toast.error(message, REDIRECT_DELAY_MS);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (posting) return;
    const checked = validateFields(feedCreateRequestSchema, {
      url: draft.link,
      ...dealFieldsBody(fields),
      image: draft.image.trim() || null,
      containImage: includePhoto,
      shoppingMall: draft.market.trim() || undefined,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setPosting(true);
    setProgress(30);
    try {
      await createDeal.mutateAsync(checked.data);
      saved.clear();
      setProgress(100);
      toast.success(messages.feed.postingDone, REDIRECT_DELAY_MS);
      setTimeout(() => void navigate('/'), REDIRECT_DELAY_MS);
    } catch (error) {
      setPosting(false);
      setProgress(0);
      await dialog.alert(errorMessage(error), { title: messages.feed.uploadFailed });
    }
  };

  const image = draft.image.trim();
  return (
    <DealFormPage
      title={messages.feed.writeTitle}
      formId={FORM_ID}
      busy={posting}
      onSubmit={(event) => void submit(event)}
      footer={<ProgressModal open={posting} value={progress} label={messages.feed.posting} />}
    >
      <DraftNotice draft={saved} />
      <FormField label={messages.feed.fieldLink} error={errors.url} errorId={`${id}-url`}>
        <span className={styles.inputRow}>
          <input
            className={`${styles.input} ${styles.withButton}`}
            type="url"
            inputMode="url"
            value={draft.link}
            placeholder={messages.feed.linkPlaceholder}
            onChange={(event) => changeLink(event.target.value)}
            {...fieldErrorProps(errors.url, `${id}-url`)}
          />
          {previewing ? (
            <span className={styles.spinner}>
              <Spinner size={20} label={messages.feed.previewing} />
            </span>
          ) : (
            draft.link && (
              <button
                type="button"
                className={styles.inlineButton}
                aria-label={messages.dealForm.clearLink}
                onClick={() => changeLink('')}
              >
                <CloseIcon size={18} />
              </button>
            )
          )}
        </span>
      </FormField>
      {previewFailed && <p className={styles.hint}>{messages.dealForm.manualHint}</p>}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={includePhoto}
          onChange={(event) => setIncludePhoto(event.target.checked)}
        />
        {messages.feed.fieldIncludePhoto}
      </label>
      <DealFields values={fields} onChange={changeFields} errors={errors} withPlaceholders />
      <FormField
        label={messages.dealForm.fieldMarket}
        error={errors.shoppingMall}
        errorId={`${id}-market`}
      >
        <input
          className={styles.input}
          value={draft.market}
          maxLength={50}
          placeholder={messages.dealForm.marketPlaceholder}
          onChange={(event) => changeDraft({ market: event.target.value })}
          {...fieldErrorProps(errors.shoppingMall, `${id}-market`)}
        />
      </FormField>
      <FormField label={messages.dealForm.fieldImage} error={errors.image} errorId={`${id}-image`}>
        <input
          className={styles.input}
          type="url"
          inputMode="url"
          value={draft.image}
          placeholder={messages.dealForm.imagePlaceholder}
          onChange={(event) => changeDraft({ image: event.target.value })}
          {...fieldErrorProps(errors.image, `${id}-image`)}
        />
      </FormField>
      <DealPreviewCard
        name={fields.name}
        price={Number(fields.price)}
        market={draft.market.trim()}
        imgLink={includePhoto && isHttpUrl(image) ? image : null}
        freeShipping={fields.freeShipping}
      />
    </DealFormPage>
  );
}
