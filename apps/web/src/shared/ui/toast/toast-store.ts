import { TOAST_MS, WARNING_MS } from '@akkyeo/contracts';
import { create } from 'zustand';

export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

/** A button on the toast (e.g. 되돌리기): tapping it runs `onAction` and dismisses the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  action?: ToastAction;
}

interface ToastState {
  /** The toast on screen: at most one, a new one replaces it. */
  toasts: ToastItem[];
  add: (toast: ToastItem) => void;
  dismiss: (id: number) => void;
}

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  add: (toast) => set({ toasts: [toast] }),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

let nextId = 1;

export interface ToastOptions {
  variant?: ToastVariant;
  /** Defaults: 1.5 s, warnings 2 s. */
  durationMs?: number;
  action?: ToastAction;
}

/** Shows a toast in place of the one on screen; returns a function that dismisses it early. */
function show(
  message: string,
  { variant = 'info', durationMs, action }: ToastOptions = {},
): () => void {
  const id = nextId++;
  const { add, dismiss } = useToastStore.getState();
  add({ id, message, variant, ...(action ? { action } : {}) });
  const timer = setTimeout(
    () => dismiss(id),
    durationMs ?? (variant === 'warning' ? WARNING_MS : TOAST_MS),
  );
  return () => {
    clearTimeout(timer);
    dismiss(id);
  };
}

export const toast = {
  show,
  info: (message: string, durationMs?: number) => show(message, { variant: 'info', durationMs }),
  success: (message: string, durationMs?: number) =>
    show(message, { variant: 'success', durationMs }),
  warning: (message: string, durationMs?: number) =>
    show(message, { variant: 'warning', durationMs }),
  error: (message: string, durationMs?: number) => show(message, { variant: 'error', durationMs }),
};
