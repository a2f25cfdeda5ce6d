import { BOARD_CATEGORIES, messages, type BoardCategory } from '@akkyeo/contracts';
import styles from './category-chips.module.css';

export interface CategoryChipsProps {
  value: BoardCategory | null;
  onChange: (value: BoardCategory | null) => void;
}

/** The six categories as chips; tapping the selected one clears it (a category is optional). */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  return (
    <div role="group" aria-label={messages.board.category} className={styles.chips}>
      {BOARD_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          className={value === category ? `${styles.chip} ${styles.selected}` : styles.chip}
          onClick={() => onChange(value === category ? null : category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
