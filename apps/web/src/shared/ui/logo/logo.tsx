import { messages } from '@akkyeo/contracts';
import { LOGO_URL } from '../../lib/image-url';
import styles from './logo.module.css';

export function Logo({ withName = true }: { withName?: boolean }) {
  return (
    <span className={styles.logo}>
      <img src={LOGO_URL} alt={withName ? '' : messages.app.name} width={28} height={28} />
      {withName && <span className={styles.name}>{messages.app.name}</span>}
    </span>
  );
}
