import { messages } from '@akkyeo/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePath } from '@akkyeo/contracts';
import { useGoBack } from '../../routing/use-go-back';
import { BackIcon, BellIcon, SearchIcon } from '../icons';
import { Logo } from '../logo/logo';
import styles from './header.module.css';

export interface HeaderProps {
  /** Back-arrow variant. */
  back?: boolean;
  /** The logo linking home; off where the page shows its own (the account screens). */
  logo?: boolean;
  /** Search icon; shown by default on the main variant only. */
  search?: boolean;
  bell?: boolean;
  /** Extra controls before the icons. */
  actions?: ReactNode;
  /** The bell's red dot: I have unread notifications. */
  unread?: boolean;
}

/** How a page wants the header; the page layout adds the unread flag. */
export type HeaderVariant = Omit<HeaderProps, 'unread'>;

/** The 65 px app header: logo → home, search → /search, bell → /noti (red dot while any is unread). */
export function Header({
  back = false,
  logo = true,
  search = !back,
  bell = true,
  actions,
  unread = false,
}: HeaderProps) {
  const goBack = useGoBack();
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {back && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={goBack}
            aria-label={messages.header.back}
          >
            <BackIcon />
          </button>
        )}
        {logo && (
          <Link to="/" className={styles.home} aria-label={messages.header.home}>
            <Logo />
          </Link>
        )}
      </div>
      <div className={styles.end}>
        {actions}
        {search && (
          <Link
            to={routePath('searchPage')}
            className={styles.iconButton}
            aria-label={messages.header.search}
          >
            <SearchIcon />
          </Link>
        )}
        {bell && (
          <Link
            to={routePath('notiListPage')}
            className={styles.iconButton}
            aria-label={messages.header.notifications}
          >
            <BellIcon />
            {unread && <span className={styles.dot} data-testid="bell-dot" />}
          </Link>
        )}
      </div>
    </header>
  );
}
