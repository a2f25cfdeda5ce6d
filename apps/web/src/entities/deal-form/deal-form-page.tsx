import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { blockComposingEnter } from '@/shared/lib';
import { FormTopBar, PageLayout } from '@/shared/ui';
import styles from './deal-form.module.css';

export interface DealFormPageProps {
  title: string;
  /** The form's id, which the top bar's Post button submits. */
  formId: string;
  busy: boolean;
  /** The top bar's submit label: 등록 unless given. */
  submitLabel?: string;
  onSubmit: (event: FormEvent) => void;
  /** The form's fields. */
  children: ReactNode;
  /** Shown below the form. */
  footer?: ReactNode;
  /** Where 취소 goes: home unless given. */
  cancelTo?: string;
}

/** A deal form screen: Cancel (home, or `cancelTo`), the title and Post above an IME-safe form, no bottom menu. */
export function DealFormPage({
  title,
  formId,
  busy,
  submitLabel,
  onSubmit,
  children,
  footer,
  cancelTo = '/',
}: DealFormPageProps) {
  const navigate = useNavigate();
  return (
    <PageLayout
      topBar={
        <FormTopBar
          title={title}
          formId={formId}
          onCancel={() => void navigate(cancelTo)}
          busy={busy}
          submitLabel={submitLabel}
        />
      }
      bottomMenu={false}
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={onSubmit}
        onKeyDown={blockComposingEnter}
        noValidate
      >
        {children}
      </form>
      {footer}
    </PageLayout>
  );
}
