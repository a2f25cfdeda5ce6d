import { useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';
import { useDialogStore } from './dialog-store';

export function DialogHost() {
  const current = useDialogStore((state) => state.queue[0]);
  const close = useDialogStore((state) => state.close);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (!current) return;
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(current.id, false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current, close]);

  if (!current) return null;
  return (
    <div className={styles.backdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={current.title ? titleId : undefined}
        aria-describedby={messageId}
        className={styles.dialog}
      >
        {current.title && (
          <h2 id={titleId} className={styles.title}>
            {current.title}
          </h2>
        )}
        <p id={messageId} className={styles.message}>
          {current.message}
        </p>
        <div className={styles.actions}>
          {current.kind === 'confirm' && (
            <button
              type="button"
              className={styles.cancel}
              onClick={() => close(current.id, false)}
            >
              {current.cancelLabel}
            </button>
          )}
          <button
            type="button"
            ref={confirmRef}
            className={styles.confirm}
            onClick={() => close(current.id, true)}
          >
            {current.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
