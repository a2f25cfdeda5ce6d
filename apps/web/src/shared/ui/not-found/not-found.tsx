import { messages } from '@akkyeo/contracts';
import { Link } from 'react-router';
import styles from './not-found.module.css';

export interface NotFoundProps {
  /** What is missing; 페이지를 찾을 수 없습니다. unless given (e.g. the server's reason). */
  message?: string;
  /** Where to go instead; home unless given. */
  to?: string;
  action?: string;
  /** Load the page anew instead of moving inside the app (after a page failed to load). */
  reload?: boolean;
}

/** Something that is not there (any more) or failed, with a way forward. */
export function NotFound({
  message = messages.app.notFoundPage,
  to = '/',
  action = messages.app.goHome,
  reload = false,
}: NotFoundProps) {
  return (
    <section className={styles.status}>
      <h1 className={styles.title}>{message}</h1>
      {reload ? (
        <a href={to} className={styles.action}>
          {action}
        </a>
      ) : (
        <Link to={to} className={styles.action}>
          {action}
        </Link>
      )}
    </section>
  );
}
