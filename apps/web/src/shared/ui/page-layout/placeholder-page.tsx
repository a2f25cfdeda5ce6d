import { messages } from '@akkyeo/contracts';
import { useRouteHandle } from '../../routing/route-handle';
import { PageLayout } from './page-layout';
import styles from './placeholder-page.module.css';

/** Stand-in for a screen that a later change builds: headed with the route name. */
export function PlaceholderPage({ title }: { title?: string }) {
  const handle = useRouteHandle();
  const legacy = handle?.legacyLayout ?? false;
  return (
    <PageLayout header={{ back: legacy }} bottomMenu={!legacy}>
      <section className={styles.placeholder}>
        <h1 className={styles.title}>{title ?? handle?.name}</h1>
        <p className={styles.text}>{messages.app.notBuiltYet}</p>
      </section>
    </PageLayout>
  );
}
