import { messages, REDIRECT_DELAY_MS, type LinkPreview } from '@akkyeo/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { dialog, FormField, ProgressModal, Spinner, toast } from '@/shared/ui';
import { DealPreviewCard } from '../components/deal-preview-card';
import { DealFields } from '../components/deal-fields';
import { DealFormPage } from '../components/deal-form-page';
import styles from '../components/deal-form.module.css';
import { useCreateDeal } from '../hooks';
import { dealFieldsBody, type DealFieldValues } from '../lib/deal-fields';
import { useLinkPreview } from '../lib/use-link-preview';

const FORM_ID = 'deal-write-form';

/** /feed/write (managers): a deal from a product link, previewed as it is typed. */
export default function FeedWritePage() {
  const navigate = useNavigate();
  const createDeal = useCreateDeal();
  const [link, setLink] = useState('');
  const [includePhoto, setIncludePhoto] = useState(true);
  const [fields, setFields] = useState<DealFieldValues>({
    name: '',
    price: '',
    freeShipping: true,
    content: '',
  });
  const changeFields = (change: Partial<DealFieldValues>) =>
    setFields((current) => ({ ...current, ...change }));
  const [preview, setPreview] = useState<LinkPreview | null>(null);
  const [progress, setProgress] = useState(0);
  const [posting, setPosting] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const previewing = useLinkPreview(link, {
    onPreview: (result) => {
      setPreview(result);
      changeFields({ name: result.title });
    },
    onError: (message) => {
      setPreview(null);
      toast.error(message, REDIRECT_DELAY_MS);
      const failed = link;
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(
        () => setLink((current) => (current === failed ? '' : current)),
        REDIRECT_DELAY_MS,
      );
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (posting) return;
    setPosting(true);
    setProgress(30);
    try {
      await createDeal.mutateAsync({
        url: link.trim(),
        ...dealFieldsBody(fields),
        image: preview?.imgUrl ?? null,
        containImage: includePhoto,
        shoppingMall: preview?.shoppingMall,
      });
      setProgress(100);
      toast.success(messages.feed.postingDone, REDIRECT_DELAY_MS);
      setTimeout(() => void navigate('/'), REDIRECT_DELAY_MS);
    } catch (error) {
      setPosting(false);
      setProgress(0);
      await dialog.alert(errorMessage(error), { title: messages.feed.uploadFailed });
    }
  };

  return (
    <DealFormPage
      title={messages.feed.writeTitle}
      formId={FORM_ID}
      busy={posting}
      onSubmit={(event) => void submit(event)}
      footer={<ProgressModal open={posting} value={progress} label={messages.feed.posting} />}
    >
      <FormField label={messages.feed.fieldLink}>
        <span className={styles.inputRow}>
          <input
            className={`${styles.input} ${styles.withButton}`}
            type="url"
            inputMode="url"
            value={link}
            placeholder={messages.feed.linkPlaceholder}
            onChange={(event) => setLink(event.target.value)}
          />
          {previewing && (
            <span className={styles.spinner}>
              <Spinner size={20} label={messages.feed.previewing} />
            </span>
          )}
        </span>
      </FormField>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={includePhoto}
          onChange={(event) => setIncludePhoto(event.target.checked)}
        />
        {messages.feed.fieldIncludePhoto}
      </label>
      <DealFields values={fields} onChange={changeFields} withPlaceholders />
      <DealPreviewCard
        name={fields.name}
        price={Number(fields.price)}
        market={preview?.shoppingMall ?? ''}
        imgLink={includePhoto ? (preview?.imgUrl ?? null) : null}
        freeShipping={fields.freeShipping}
      />
    </DealFormPage>
  );
}
