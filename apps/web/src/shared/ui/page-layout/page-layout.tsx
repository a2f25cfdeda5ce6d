import type { ReactNode } from 'react';
import { useUnreadCount } from '../../notifications/unread-count';
import { BottomMenu } from '../bottom-menu/bottom-menu';
import { Header, type HeaderVariant } from '../header/header';
import styles from './page-layout.module.css';

export interface PageLayoutProps {
  /** The app header's variant, the main one by default; null for no header. */
  header?: HeaderVariant | null;
  /** The page's own top bar in place of the app header (a form's). */
  topBar?: ReactNode;
  bottomMenu?: boolean;
  children: ReactNode;
  className?: string;
}

/** The app header, given whether I have unread notifications (refreshed every minute). */
function AppHeader(variant: HeaderVariant) {
  const unread = useUnreadCount() > 0;
  return <Header {...variant} unread={unread} />;
}

/** A screen: header, content and the bottom menu. */
export function PageLayout({
  header = {},
  topBar,
  bottomMenu = true,
  children,
  className,
}: PageLayoutProps) {
  const mainClass = [styles.main, bottomMenu && styles.withMenu, className]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {topBar ?? (header && <AppHeader {...header} />)}
      <main className={mainClass}>{children}</main>
      {bottomMenu && <BottomMenu />}
    </>
  );
}
