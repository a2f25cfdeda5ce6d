import { messages } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { PageLayout } from '@/shared/ui';
import styles from './status-page.module.css';

export function NotFoundPage() {
  return (
    <PageLayout>
      <section className={styles.status}>
        <h1 className={styles.title}>{messages.app.notFoundPage}</h1>
        <Link to="/" className={styles.action}>
          {messages.app.goHome}
        </Link>
      </section>
    </PageLayout>
  );
}
