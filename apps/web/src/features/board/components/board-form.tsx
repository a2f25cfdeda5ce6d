import { messages, REVIEW_CATEGORY, type BoardCategory, type BoardDeal } from '@akkyeo/contracts';
import { useState } from 'react';
import { DraftNotice, useDraft } from '@/entities/draft';
import { useGoBack } from '@/shared/routing';
import { CloseIcon, FormTopBar, ProgressModal } from '@/shared/ui';
import { postOfUpload } from '../api';
import type { BoardDraft, SubmitProgressHooks } from '../lib/use-board-submit';
import styles from './board-form.module.css';
import { CategoryChips } from './category-chips';
import { ImagePicker } from './image-picker';
import { ReviewedDealRow } from './reviewed-deal-row';

/** What the form holds besides new images: also what its draft keeps. */
interface BoardFormValues {
  content: string;
  category: BoardCategory | null;
  /** The deal a 후기 reviews, shown as its summary row. */
  deal: BoardDeal | null;
  /** The post's registered images still kept (edit). */
  existing: readonly string[];
}

export interface BoardFormProps {
  title: string;
  /** The submit label: 등록 unless given (수정 when editing). */
  submitLabel?: string;
  initial?: {
    content: string;
    category: BoardCategory | null;
    images: readonly string[];
    deal: BoardDeal | null;
  };
  /** Where its draft is kept (`board-write`, `board-edit:7`). */
  draftPlace: string;
  submitting: boolean;
  progress: number;
  /** Sends the post; the hooks mark its draft as on its way, then forget it once saved. */
  onSubmit: (draft: BoardDraft, hooks: SubmitProgressHooks) => Promise<boolean>;
}

/**
 * Write and edit: Cancel and Post, category chips, the reviewed deal of a 후기, the text, images
 * with previews, the upload modal. What is typed and picked is kept as a draft until it is sent.
 */
export function BoardForm({
  title,
  submitLabel,
  initial,
  draftPlace,
  submitting,
  progress,
  onSubmit,
}: BoardFormProps) {
  const goBack = useGoBack();
  const [opened] = useState<BoardFormValues>(() => ({
    content: initial?.content ?? '',
    category: initial?.category ?? null,
    deal: initial?.deal ?? null,
    existing: initial?.images ?? [],
  }));
  const [values, setValues] = useState<BoardFormValues>(opened);
  const [files, setFiles] = useState<File[]>([]);
  const [categoryError, setCategoryError] = useState<string>();
  const draft = useDraft({
    place: draftPlace,
    value: values,
    initial: opened,
    onRestore: setValues,
    images: files,
    onRestoreImages: setFiles,
    wasSent: async (uploadId) => (await postOfUpload(uploadId)).postId !== null,
  });
  const change = (next: Partial<BoardFormValues>) =>
    setValues((current) => ({ ...current, ...next }));
  const removeImg = opened.existing.filter((url) => !values.existing.includes(url));
  const reviewedDeal = values.category === REVIEW_CATEGORY ? values.deal : null;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (values.category === null) {
          setCategoryError(messages.board.categoryRequired);
          return;
        }
        void onSubmit(
          {
            content: values.content,
            category: values.category,
            dealId: reviewedDeal?.id ?? null,
            files,
            removeImg,
          },
          { sending: draft.markSent, saved: draft.clear },
        );
      }}
    >
      <FormTopBar title={title} onCancel={goBack} busy={submitting} submitLabel={submitLabel} />
      <DraftNotice draft={draft} />
      <main className={styles.body}>
        <CategoryChips
          value={values.category}
          error={values.category === null ? categoryError : undefined}
          onChange={(category) => change({ category })}
        />
        {reviewedDeal && (
          <div className={styles.deal} aria-label={messages.board.reviewDealLabel} role="group">
            <ReviewedDealRow deal={reviewedDeal} />
            <button
              type="button"
              className={styles.dealRemove}
              aria-label={messages.board.reviewDealRemove}
              onClick={() => change({ deal: null })}
            >
              <CloseIcon size={16} />
            </button>
          </div>
        )}
        <textarea
          className={styles.content}
          value={values.content}
          onChange={(event) => change({ content: event.target.value })}
          placeholder={messages.board.contentPlaceholder}
          aria-label={messages.feed.fieldContent}
          rows={10}
        />
        <ImagePicker
          existing={values.existing}
          onRemoveExisting={(url) =>
            change({ existing: values.existing.filter((item) => item !== url) })
          }
          files={files}
          onFilesChange={setFiles}
        />
      </main>
      <ProgressModal open={submitting} value={progress} />
    </form>
  );
}
