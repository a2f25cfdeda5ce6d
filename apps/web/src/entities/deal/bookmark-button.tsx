import { messages } from '@akkyeo/contracts';
import { StarIcon } from '@/shared/ui';
import styles from './bookmark-button.module.css';

export interface BookmarkButtonProps {
  active: boolean;
  onToggle: () => void;
  className?: string;
}

export function BookmarkButton({ active, onToggle, className }: BookmarkButtonProps) {
  return (
    <button
      type="button"
      className={[styles.button, active && styles.active, className].filter(Boolean).join(' ')}
      aria-label={messages.feed.bookmark}
      aria-pressed={active}
      onClick={onToggle}
    >
      <StarIcon filled={active} size={22} />
    </button>
  );
}
