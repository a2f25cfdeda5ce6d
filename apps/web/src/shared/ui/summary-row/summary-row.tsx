import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from '../fallback-image/fallback-image';
import styles from './summary-row.module.css';

export type SummaryRowSize = 'compact' | 'regular';

export interface SummaryRowProps {
  to: string;
  onClick?: () => void;
  /** 'compact': 64 px thumbnail (my activity); 'regular': 72 px (search results). */
  size: SummaryRowSize;
  /** The thumbnail's source (null shows the fallback); leave it out for a row without one. */
  thumb?: string | null;
  /** The thumbnail before the text (deals) or after it (posts). */
  thumbSide?: 'start' | 'end';
  children: ReactNode;
}

/** One item of a list as a linked row: an optional square thumbnail beside its summary lines. */
export function SummaryRow({
  to,
  onClick,
  size,
  thumb,
  thumbSide = 'start',
  children,
}: SummaryRowProps) {
  const className = `${styles.row} ${styles[size]}`;
  const image = thumb !== undefined && (
    <FallbackImage
      src={thumb}
      alt=""
      width={size === 'compact' ? 64 : 72}
      height={size === 'compact' ? 64 : 72}
      loading="lazy"
      className={styles.thumb}
    />
  );
  return (
    <Link to={to} className={className} onClick={onClick}>
      {thumbSide === 'start' && image}
      <div className={styles.body}>{children}</div>
      {thumbSide === 'end' && image}
    </Link>
  );
}

export interface SummaryTitleProps {
  /** 'text': regular weight, keeps line breaks. */
  variant: 'text';
  as?: 'p' | 'h3';
  /** Lines shown before the ellipsis. */
  lines?: 2 | 3;
  children: ReactNode;
}

export function SummaryTitle({ variant, as: Tag = 'p', lines = 2, children }: SummaryTitleProps) {
  const className = [styles.title, styles[variant], lines === 3 && styles.threeLines]
    .filter(Boolean)
    .join(' ');
  return <Tag className={className}>{children}</Tag>;
}

/** A small grey line of facts (market, time, counts) that wraps. */
export function SummaryMeta({ children }: { children: ReactNode }) {
  return <p className={styles.meta}>{children}</p>;
}

/** A category or kind, in the primary colour, inside a SummaryMeta. */
export function SummaryTag({ children }: { children: ReactNode }) {
  return <span className={styles.tag}>{children}</span>;
}
