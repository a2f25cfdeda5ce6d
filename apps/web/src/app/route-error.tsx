import { messages } from '@akkyeo/contracts';
import { useRouteError } from 'react-router';
import styles from './status-page.module.css';

/** Shown when a page throws or its chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className={styles.shell}>
      <section className={styles.status}>
        <h1 className={styles.title}>{messages.app.loadFailed}</h1>
        <a href="/" className={styles.action}>
          {messages.app.goHome}
        </a>
      </section>
    </div>
  );
}
