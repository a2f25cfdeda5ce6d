import { messages, TIP_PICTURE_MAX_BYTES } from '@akkyeo/contracts';
import { useId, useState } from 'react';
import { checkPickedImages } from '@/shared/lib';
import { dealFormStyles } from '@/entities/deal-form';
import { ImageIcon, ImageRemoveButton } from '@/shared/ui';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './tip-picture-field.module.css';

const say = messages.tip.picture;

export interface TipPictureFieldProps {
  /** The picture shown: a picked file's preview or the tip's uploaded picture; null for none. */
  src: string | null;
  /** A file the member picked, checked as the board's pictures are (the browser decodes it). */
  onPick?: (file: File) => void;
  onRemove: () => void;
}

/** Why a picked file cannot be sent, or null: too large, or not a picture the browser decodes. */
async function refusalOf(file: File): Promise<string | null> {
  if (file.size > TIP_PICTURE_MAX_BYTES) return say.tooLarge;
  const { refused } = await checkPickedImages([file]);
  if (refused.length === 0) return null;
  return file.name ? say.notAnImageNamed(file.name) : say.notAnImage;
}

/**
 * A 제보's picture upload (optional): the picture shown with 사진 삭제, and, given `onPick`, a
 * button that picks one file (a new one replaces the shown one). Without `onPick` it only shows
 * and removes (the managers' publish sheet).
 */
export function TipPictureField({ src, onPick, onRemove }: TipPictureFieldProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file || !onPick) return;
    const reason = await refusalOf(file);
    setRefusal(reason);
    if (!reason) onPick(file);
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {onPick ? say.label : say.current}
      </span>
      {src && (
        <div className={styles.preview}>
          <img src={src} alt={say.current} className={styles.image} />
          <ImageRemoveButton label={say.remove} onClick={onRemove} />
        </div>
      )}
      {onPick && (
        <label className={styles.pick}>
          <ImageIcon />
          <span>{src ? say.change : say.pick}</span>
          <input
            type="file"
            accept="image/*"
            className={hidden.hidden}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void pick(event.currentTarget)}
          />
        </label>
      )}
      {onPick && (
        <p id={`${id}-hint`} className={dealFormStyles.hint}>
          {say.hint}
        </p>
      )}
      {refusal && (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      )}
    </div>
  );
}
