import { messages } from '@akkyeo/contracts';
import { LOGO_URL } from '../../lib/image-url';
import styles from './logo.module.css';

export interface LogoProps {
  withName?: boolean;
  /** `large`: the account screens' centred logo. */
  size?: 'normal' | 'large';
}

export function Logo({ withName = true, size = 'normal' }: LogoProps) {
  const icon = size === 'large' ? 36 : 28;
  return (
    <span className={styles.logo} data-size={size}>
      <img src={LOGO_URL} alt={withName ? '' : messages.app.name} width={icon} height={icon} />
      {withName && <span className={styles.name}>{messages.app.name}</span>}
    </span>
  );
}
