import { messages } from '@akkyeo/contracts';
import { create } from 'zustand';

export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  title?: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  queue: DialogRequest[];
  open: (request: DialogRequest) => void;
  close: (id: number, confirmed: boolean) => void;
}

export const useDialogStore = create<DialogState>()((set, get) => ({
  queue: [],
  open: (request) => set((state) => ({ queue: [...state.queue, request] })),
  close: (id, confirmed) => {
    const request = get().queue.find((item) => item.id === id);
    set((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
    request?.resolve(confirmed);
  },
}));

export interface DialogOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

let nextId = 1;

function open(
  kind: DialogRequest['kind'],
  message: string,
  options: DialogOptions,
): Promise<boolean> {
  return new Promise((resolve) => {
    useDialogStore.getState().open({
      id: nextId++,
      kind,
      message,
      title: options.title,
      confirmLabel: options.confirmLabel ?? messages.app.confirm,
      cancelLabel: options.cancelLabel ?? messages.app.cancel,
      resolve,
    });
  });
}

/** In-app replacements of window.alert and window.confirm: one dialog at a time, in order. */
export const dialog = {
  alert: async (message: string, options: DialogOptions = {}): Promise<void> => {
    await open('alert', message, options);
  },
  confirm: (message: string, options: DialogOptions = {}): Promise<boolean> =>
    open('confirm', message, options),
};
