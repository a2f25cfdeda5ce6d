import { messages } from '@akkyeo/contracts';
import { useEffect } from 'react';

/** Names the tab `<screen> · 아껴라껴` while the calling screen shows (nothing yet: unchanged). */
export function useDocumentTitle(screen: string | null | undefined): void {
  useEffect(() => {
    if (screen) document.title = messages.pageTitle.format(screen);
  }, [screen]);
}
