import { messages } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { routePath } from '@/shared/routing';
import styles from './write-fab.module.css';

/** The manager's floating '+ 글쓰기' button. */
export function WriteFab() {
  return (
    <Link to={routePath('feedWritePage')} className={styles.fab}>
      {messages.feed.write}
    </Link>
  );
}
