import { isHttpUrl, SEARCH_DEBOUNCE_MS, type LinkPreview } from '@akkyeo/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { errorMessage } from '@/shared/api';
import { previewLink } from './api';

export interface LinkPreviewHandlers {
  onPreview: (preview: LinkPreview) => void;
  onError: (message: string) => void;
}

/**
 * Previews the product link whenever it changes to a valid http(s) URL (after a short pause in
 * typing); a newer link cancels the older request. Returns whether a preview is loading.
 */
export function useLinkPreview(link: string, handlers: LinkPreviewHandlers): boolean {
  const [loading, setLoading] = useState(false);
  const onPreview = useEffectEvent(handlers.onPreview);
  const onError = useEffectEvent(handlers.onError);

  useEffect(() => {
    const url = link.trim();
    if (!isHttpUrl(url)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      previewLink(url, controller.signal)
        .then((preview) => onPreview(preview))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) onError(errorMessage(error));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      setLoading(false);
    };
  }, [link]);

  return loading;
}
