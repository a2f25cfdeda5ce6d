import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './floating-write-button.module.css';
import { useHiddenWhileScrollingDown } from './use-hidden-while-scrolling-down';

export type FloatingWriteButtonProps = { children: ReactNode } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

/**
 * The round write button floating above the bottom menu: a link with `to`, else a button. It
 * steps aside while the page scrolls down, so it never covers a card's ⋯ the member reaches for.
 */
export function FloatingWriteButton({ children, to, onClick }: FloatingWriteButtonProps) {
  const hidden = useHiddenWhileScrollingDown();
  const className = hidden ? `${styles.fab} ${styles.hidden}` : styles.fab;
  if (to !== undefined) {
    return (
      <Link to={to} className={className} aria-hidden={hidden} tabIndex={hidden ? -1 : undefined}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      aria-hidden={hidden}
      tabIndex={hidden ? -1 : undefined}
    >
      {children}
    </button>
  );
}
