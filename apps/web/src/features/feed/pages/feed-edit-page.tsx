import { messages, toUrl, type FeedDetail } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '@/shared/api';
import { routePath } from '@/shared/routing';
import {
  CloseIcon,
  dialog,
  FallbackImage,
  PageLayout,
  Spinner,
  toast,
  TrashIcon,
} from '@/shared/ui';
import { FormTopBar } from '../components/form-top-bar';
import { PartnerDisclosure } from '../components/partner-disclosure';
import styles from '../components/deal-form.module.css';
import { useDeal, useDeleteDealImage, useUpdateDeal } from '../hooks';
import { blockComposingEnter } from '../lib/block-composing-enter';
import { fromDealHtml, toDealHtml } from '../lib/deal-html';

const FORM_ID = 'deal-edit-form';

function EditForm({ deal }: { deal: FeedDetail }) {
  const navigate = useNavigate();
  const updateDeal = useUpdateDeal();
  const deleteImage = useDeleteDealImage(deal.id);
  const [name, setName] = useState(deal.name);
  const [price, setPrice] = useState(String(deal.price));
  const [freeShipping, setFreeShipping] = useState(deal.isFreeShipping);
  const [content, setContent] = useState(() => fromDealHtml(deal.content));

  const removeImage = async () => {
    const confirmed = await dialog.confirm(messages.feed.cannotUndo, {
      title: messages.feed.confirmIrreversible,
    });
    if (!confirmed) return;
    try {
      await deleteImage.mutateAsync();
      toast.success(messages.feed.imageDeleted);
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: messages.feed.imageDeleteFailed });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (updateDeal.isPending) return;
    try {
      await updateDeal.mutateAsync({
        feedId: deal.id,
        name,
        price: price.trim() === '' ? Number.NaN : Number(price),
        isFreeShipping: freeShipping,
        content: toDealHtml(content),
      });
      toast.success(messages.feed.saved);
      void navigate(toUrl(routePath('feedViewPage'), { id: deal.id }), { replace: true });
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: messages.feed.editFailed });
    }
  };

  return (
    <PageLayout
      header={
        <FormTopBar
          title={messages.feed.editTitle}
          formId={FORM_ID}
          onCancel={() => void navigate('/')}
          busy={updateDeal.isPending}
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
        <div className={styles.imageBox}>
          <FallbackImage src={deal.imgLink} alt={deal.name} />
          {deal.imgLink && (
            <button
              type="button"
              className={styles.deleteImage}
              onClick={() => void removeImage()}
              disabled={deleteImage.isPending}
            >
              <TrashIcon size={18} />
              {messages.feed.deleteImage}
            </button>
          )}
        </div>
        <label className={styles.field}>
          <span className={styles.label}>{messages.feed.fieldTitle}</span>
          <span className={styles.inputRow}>
            <input
              className={`${styles.input} ${styles.withButton}`}
              value={name}
              maxLength={200}
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
            onChange={(event) => setContent(event.target.value)}
          />
        </label>
      </form>
      <PartnerDisclosure />
    </PageLayout>
  );
}

/** /feed/edit/{id} (managers): edit a deal's picture, name, price, shipping and content. */
export default function FeedEditPage() {
  const id = Number(useParams().id);
  const deal = useDeal(id);
  if (deal.data) return <EditForm deal={deal.data} />;
  return (
    <PageLayout bottomMenu={false}>
      {deal.isError ? <p>{messages.app.loadFailed}</p> : <Spinner block />}
    </PageLayout>
  );
}
