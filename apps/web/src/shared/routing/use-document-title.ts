import { messages } from '@akkyeo/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Names the tab `<screen> · 아껴라껴` while the calling screen shows (nothing yet: unchanged), again
 * after every navigation: a screen whose name equals the last one's still replaces what that
 * screen's page set (back from a deal to the feed, both 핫딜).
 */
export function useDocumentTitle(screen: string | null | undefined): void {
  const { key } = useLocation();
  useEffect(() => {
    if (screen) document.title = messages.pageTitle.format(screen);
  }, [screen, key]);
}
