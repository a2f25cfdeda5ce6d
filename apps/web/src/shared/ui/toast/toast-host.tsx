import styles from './toast.module.css';
import { useToastStore } from './toast-store';

export function ToastHost() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className={styles.host} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} role="status" className={`${styles.toast} ${styles[toast.variant]}`}>
          {toast.message}
          {toast.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                dismiss(toast.id);
                toast.action?.onAction();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
