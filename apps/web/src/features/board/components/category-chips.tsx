import { boardCategoriesFor, messages, type BoardCategory } from '@akkyeo/contracts';
import { useAuthStore } from '@/shared/stores';
import styles from './category-chips.module.css';

export interface CategoryChipsProps {
  value: BoardCategory | null;
  onChange: (value: BoardCategory) => void;
  /** Shown under the chips when no category is chosen at sending. */
  error?: string;
}

const ERROR_ID = 'board-category-error';

/**
 * The categories the member may post in, as chips (공지 and 이벤트 only for the team); one must
 * be chosen. A post already in a category the member may not choose keeps it shown.
 */
export function CategoryChips({ value, onChange, error }: CategoryChipsProps) {
  const roles = useAuthStore((state) => state.token?.roles ?? []);
  const allowed = boardCategoriesFor(roles);
  const shown = value && !allowed.includes(value) ? [...allowed, value] : allowed;
  return (
    <div>
      <div
        role="group"
        aria-label={messages.board.category}
        aria-describedby={error ? ERROR_ID : undefined}
        className={styles.chips}
      >
        {shown.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={value === category}
            className={value === category ? `${styles.chip} ${styles.selected}` : styles.chip}
            onClick={() => onChange(category)}
          >
            {category}
          </button>
        ))}
      </div>
      {error && (
        <p id={ERROR_ID} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
