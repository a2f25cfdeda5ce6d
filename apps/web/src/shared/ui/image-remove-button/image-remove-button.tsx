import { CloseIcon } from '../icons';
import styles from './image-remove-button.module.css';

export interface ImageRemoveButtonProps {
  /** What it removes, read by screen readers (사진 삭제). */
  label: string;
  onClick: () => void;
}

/** The round ✕ in the corner of a picture a member is about to upload; its parent is positioned. */
export function ImageRemoveButton({ label, onClick }: ImageRemoveButtonProps) {
  return (
    <button type="button" className={styles.remove} aria-label={label} onClick={onClick}>
      <CloseIcon size={14} />
    </button>
  );
}
