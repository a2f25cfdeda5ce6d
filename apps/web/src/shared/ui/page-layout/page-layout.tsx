import type { ReactNode } from 'react';
import { BottomMenu } from '../bottom-menu/bottom-menu';
import { Header } from '../header/header';
import styles from './page-layout.module.css';

export interface PageLayoutProps {
  /** The page header; the main Header by default, `null` for none. */
  header?: ReactNode;
  bottomMenu?: boolean;
  children: ReactNode;
  className?: string;
}

/** A screen: header, content and the bottom menu. */
export function PageLayout({
  header = <Header />,
  bottomMenu = true,
  children,
  className,
}: PageLayoutProps) {
  const mainClass = [styles.main, bottomMenu && styles.withMenu, className]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {header}
      <main className={mainClass}>{children}</main>
      {bottomMenu && <BottomMenu />}
    </>
  );
}
