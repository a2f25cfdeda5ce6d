import { messages } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { routePath } from '@/shared/routing';
import styles from './auth-links.module.css';

/** Find ID · reset password · join. */
export function AuthLinks() {
  return (
    <nav className={styles.links} aria-label={messages.auth.login}>
      <Link to={routePath('idFind')}>{messages.auth.findId}</Link>
      <Link to={routePath('pwdReset')}>{messages.auth.resetPassword}</Link>
      <Link to={routePath('selectJoinPage')}>{messages.auth.join}</Link>
    </nav>
  );
}
