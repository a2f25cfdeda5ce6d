import styles from './toast.module.css';
import { useToastStore } from './toast-store';

export function ToastHost() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className={styles.host} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} role="status" className={`${styles.toast} ${styles[toast.variant]}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
