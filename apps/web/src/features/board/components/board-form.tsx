import { messages, type BoardCategory } from '@akkyeo/contracts';
import { useState } from 'react';
import { useGoBack } from '@/shared/routing';
import { FormTopBar, ProgressModal } from '@/shared/ui';
import type { BoardDraft } from '../lib/use-board-submit';
import styles from './board-form.module.css';
import { CategoryChips } from './category-chips';
import { ImagePicker } from './image-picker';

export interface BoardFormProps {
  title: string;
  initial?: { content: string; category: BoardCategory | null; images: readonly string[] };
  submitting: boolean;
  progress: number;
  onSubmit: (draft: BoardDraft) => void;
}

/** Write and edit: Cancel and Post, category chips, the text, images with previews, the upload modal. */
export function BoardForm({ title, initial, submitting, progress, onSubmit }: BoardFormProps) {
  const goBack = useGoBack();
  const [content, setContent] = useState(initial?.content ?? '');
  const [category, setCategory] = useState<BoardCategory | null>(initial?.category ?? null);
  const [existing, setExisting] = useState<readonly string[]>(initial?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const removeImg = (initial?.images ?? []).filter((url) => !existing.includes(url));

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ content, category, files, removeImg });
      }}
    >
      <FormTopBar title={title} onCancel={goBack} busy={submitting} />
      <div className={styles.body}>
        <CategoryChips value={category} onChange={setCategory} />
        <textarea
          className={styles.content}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={messages.board.contentPlaceholder}
          aria-label={messages.feed.fieldContent}
          rows={10}
        />
        <ImagePicker
          existing={existing}
          onRemoveExisting={(url) => setExisting(existing.filter((item) => item !== url))}
          files={files}
          onFilesChange={setFiles}
        />
      </div>
      <ProgressModal open={submitting} value={progress} />
    </form>
  );
}
