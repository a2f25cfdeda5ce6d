import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isWorkerMessage, LIST_UPDATED, NAVIGATE } from '@/sw/messages';
import { navigateTo } from '../lib/navigation';

/**
 * Acts on the service worker's messages: a revalidated list that changed refreshes the queries
 * on screen (they read the fresh copy), and a tapped notification opens its path in this window.
 */
export function useWorkerMessages(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isWorkerMessage(message)) return;
      if (message.type === LIST_UPDATED) void queryClient.invalidateQueries({ type: 'active' });
      else if (message.type === NAVIGATE) navigateTo(message.url);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient]);
}
