import { BOARD_IMAGE_MAX_COUNT, messages } from '@akkyeo/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { checkPickedImages } from '@/shared/lib';
import { ImageIcon, ImageRemoveButton, toast } from '@/shared/ui';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './image-picker.module.css';

export interface ImagePickerProps {
  /** Registered images (URLs), edit only. */
  existing: readonly string[];
  onRemoveExisting: (url: string) => void;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
}

/**
 * Picks several images at once, previews them and removes any; at most 10 in all. Each picked
 * file is decoded first: one that is not a picture is left out and named, the others kept.
 */
export function ImagePicker({
  existing,
  onRemoveExisting,
  files,
  onFilesChange,
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const count = existing.length + files.length;

  const [leftOut, setLeftOut] = useState<string[]>([]);

  const add = async (picked: FileList | null) => {
    const chosen = Array.from(picked ?? []);
    if (input.current) input.current.value = '';
    const { images, refused } = await checkPickedImages(chosen);
    setLeftOut(refused.map((file) => file.name));
    const room = BOARD_IMAGE_MAX_COUNT - count;
    if (images.length > room) toast.warning(messages.board.tooManyImages);
    if (room > 0) onFilesChange([...files, ...images.slice(0, room)]);
  };

  return (
    <div>
      <div className={styles.picker}>
        <label className={styles.add}>
          <ImageIcon />
          <span>{messages.board.selectImages}</span>
          <span className={styles.count}>
            {messages.board.imageCount(count, BOARD_IMAGE_MAX_COUNT)}
          </span>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            className={hidden.hidden}
            onChange={(event) => void add(event.target.files)}
            disabled={count >= BOARD_IMAGE_MAX_COUNT}
          />
        </label>
        {existing.map((url) => (
          <Preview key={url} src={url} onRemove={() => onRemoveExisting(url)} />
        ))}
        {previews.map((url, index) => (
          <Preview
            key={url}
            src={url}
            onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
          />
        ))}
      </div>
      {leftOut.length > 0 && (
        <p role="alert" className={styles.leftOut}>
          {messages.imageFiles.leftOut(leftOut)}
        </p>
      )}
    </div>
  );
}

function Preview({ src, onRemove }: { src: string; onRemove: () => void }) {
  return (
    <div className={styles.preview} data-testid="image-preview">
      <img src={src} alt="" className={styles.image} />
      <ImageRemoveButton label={messages.board.removeImage} onClick={onRemove} />
    </div>
  );
}
