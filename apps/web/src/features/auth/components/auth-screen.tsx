import { messages } from '@akkyeo/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRouteHandle } from '@/shared/routing';
import { CompanyFooter, Logo, PageLayout } from '@/shared/ui';
import styles from './auth-screen.module.css';

/**
 * The frame of the account screens: the back header without a logo (none on the legacy /f/
 * layout), the one large logo that leads home, the content, and the company footer.
 */
export function AuthScreen({
  title,
  heading,
  children,
}: {
  /** Shown as the screen's heading. */
  title?: string;
  /** The screen's name for screen readers when it shows no title. */
  heading?: string;
  children: ReactNode;
}) {
  const legacy = useRouteHandle().legacyLayout ?? false;
  return (
    <PageLayout
      header={legacy ? null : { back: true, logo: false, search: false, bell: false }}
      bottomMenu={false}
      heading={title ? undefined : heading}
    >
      <div className={styles.screen}>
        <Link to="/" className={styles.logo} aria-label={messages.header.home}>
          <Logo size="large" />
        </Link>
        {title && <h1 className={styles.title}>{title}</h1>}
        {children}
      </div>
      <CompanyFooter />
    </PageLayout>
  );
}
