import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useAuthStore, useLastPathStore } from '@/shared/stores';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { useToastStore } from '@/shared/ui/toast/toast-store';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
  useLastPathStore.getState().removeLastPath();
  localStorage.clear();
  useDialogStore.setState({ queue: [] });
  useToastStore.setState({ toasts: [] });
});
