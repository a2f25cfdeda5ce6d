import { messages } from '@akkyeo/contracts';
import hidden from '../visually-hidden.module.css';
import styles from './spinner.module.css';

export interface SpinnerProps {
  label?: string;
  size?: number;
  /** Centres the spinner in a padded block. */
  block?: boolean;
}

export function Spinner({ label = messages.app.loading, size = 28, block = false }: SpinnerProps) {
  return (
    <span role="status" className={block ? `${styles.wrap} ${styles.block}` : styles.wrap}>
      <span className={styles.ring} style={{ width: size, height: size }} aria-hidden="true" />
      <span className={hidden.hidden}>{label}</span>
    </span>
  );
}
