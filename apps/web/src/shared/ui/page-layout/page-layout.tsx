import { createContext, useContext, type ReactNode } from 'react';
import { BottomMenu } from '../bottom-menu/bottom-menu';
import { Header, type HeaderVariant } from '../header/header';
import hidden from '../visually-hidden.module.css';
import styles from './page-layout.module.css';

/**
 * Draws a page's app header from the variant the page asks for: the plain `Header` unless the app
 * provides its own (the app's adds the unread-notification dot).
 */
export const PageHeaderContext = createContext<(variant: HeaderVariant) => ReactNode>((variant) => (
  <Header {...variant} />
));

export interface PageLayoutProps {
  /** The app header's variant, the main one by default; null for no header. */
  header?: HeaderVariant | null;
  /** The page's own top bar in place of the app header (a form's). */
  topBar?: ReactNode;
  bottomMenu?: boolean;
  /** The screen's name as its `<h1>`, for screens that show no heading of their own. */
  heading?: string;
  children: ReactNode;
  className?: string;
}

/** A screen: header, content and the bottom menu. */
export function PageLayout({
  header = {},
  topBar,
  bottomMenu = true,
  heading,
  children,
  className,
}: PageLayoutProps) {
  const renderHeader = useContext(PageHeaderContext);
  const mainClass = [styles.main, bottomMenu && styles.withMenu, className]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {topBar ?? (header && renderHeader(header))}
      <main className={mainClass}>
        {heading && <h1 className={hidden.hidden}>{heading}</h1>}
        {children}
      </main>
      {bottomMenu && <BottomMenu />}
    </>
  );
}
