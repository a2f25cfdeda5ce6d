import { messages, REDIRECT_DELAY_MS, type LinkPreview } from '@akkyeo/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { CloseIcon, dialog, PageLayout, ProgressModal, Spinner, toast } from '@/shared/ui';
import { DealPreviewCard } from '../components/deal-preview-card';
import { FormTopBar } from '../components/form-top-bar';
import styles from '../components/deal-form.module.css';
import { useCreateDeal } from '../hooks';
import { blockComposingEnter } from '../lib/block-composing-enter';
import { toDealHtml } from '../lib/deal-html';
import { useLinkPreview } from '../lib/use-link-preview';

const FORM_ID = 'deal-write-form';

/** /feed/write (managers): a deal from a product link, previewed as it is typed. */
export default function FeedWritePage() {
  const navigate = useNavigate();
  const createDeal = useCreateDeal();
  const [link, setLink] = useState('');
  const [includePhoto, setIncludePhoto] = useState(true);
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [freeShipping, setFreeShipping] = useState(true);
  const [content, setContent] = useState('');
  const [preview, setPreview] = useState<LinkPreview | null>(null);
  const [progress, setProgress] = useState(0);
  const [posting, setPosting] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const previewing = useLinkPreview(link, {
    onPreview: (result) => {
      setPreview(result);
      setName(result.title);
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
        name,
        price: price.trim() === '' ? Number.NaN : Number(price),
        isFreeShipping: freeShipping,
        content: toDealHtml(content),
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
    <PageLayout
      header={
        <FormTopBar
          title={messages.feed.writeTitle}
          formId={FORM_ID}
          onCancel={() => void navigate('/')}
          busy={posting}
        />
      }
      bottomMenu={false}
    >
      <form
        id={FORM_ID}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        onKeyDown={blockComposingEnter}
        noValidate
      >
        <label className={styles.field}>
          <span className={styles.label}>{messages.feed.fieldLink}</span>
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
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={includePhoto}
            onChange={(event) => setIncludePhoto(event.target.checked)}
          />
          {messages.feed.fieldIncludePhoto}
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{messages.feed.fieldTitle}</span>
          <span className={styles.inputRow}>
            <input
              className={`${styles.input} ${styles.withButton}`}
              value={name}
              maxLength={200}
              placeholder={messages.feed.titlePlaceholder}
              onChange={(event) => setName(event.target.value)}
            />
            {name && (
              <button
                type="button"
                className={styles.inlineButton}
                aria-label={messages.feed.clear}
                onClick={() => setName('')}
              >
                <CloseIcon size={18} />
              </button>
            )}
          </span>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{messages.feed.fieldPrice}</span>
          <input
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={price}
            placeholder={messages.feed.pricePlaceholder}
            onChange={(event) => setPrice(event.target.value)}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={freeShipping}
            onChange={(event) => setFreeShipping(event.target.checked)}
          />
          {messages.feed.fieldFreeShipping}
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{messages.feed.fieldContent}</span>
          <textarea
            className={styles.textarea}
            value={content}
            placeholder={messages.feed.contentPlaceholder}
            onChange={(event) => setContent(event.target.value)}
          />
        </label>
        <DealPreviewCard
          name={name}
          price={Number(price)}
          market={preview?.shoppingMall ?? ''}
          imgLink={includePhoto ? (preview?.imgUrl ?? null) : null}
          freeShipping={freeShipping}
        />
      </form>
      <ProgressModal open={posting} value={progress} label={messages.feed.posting} />
    </PageLayout>
  );
}
