import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './floating-write-button.module.css';

export type FloatingWriteButtonProps = { children: ReactNode } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

/** The round write button floating above the bottom menu: a link with `to`, else a button. */
export function FloatingWriteButton({ children, to, onClick }: FloatingWriteButtonProps) {
  if (to !== undefined) {
    return (
      <Link to={to} className={styles.fab}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.fab} onClick={onClick}>
      {children}
    </button>
  );
}
