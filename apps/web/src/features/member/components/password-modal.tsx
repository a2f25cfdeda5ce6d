import { messages } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/shared/api';
import { Button, dialog, NewPasswordFields, SlideUpModal, TextField } from '@/shared/ui';
import { updatePassword } from '../api';
import styles from './modal-form.module.css';

/** Current password, new password twice; product rules §8's messages for 400, 401 and others. */
export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [fields, setFields] = useState({ current: '', password: '', confirm: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (fields.password !== fields.confirm)
      return dialog.alert(messages.member.newPasswordMismatch);
    setBusy(true);
    try {
      await updatePassword(fields.current, fields.password);
      setFields({ current: '', password: '', confirm: '' });
      await dialog.alert(messages.member.passwordChanged);
      onClose();
    } catch (error) {
      let message: string = messages.app.retryLater;
      if (isApiError(error) && error.status === 400) message = error.message;
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_MISMATCH') {
        message = messages.member.currentPasswordWrong;
      }
      await dialog.alert(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SlideUpModal open={open} onClose={onClose} title={messages.member.changePassword}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={messages.member.currentPasswordPlaceholder}
          type="password"
          autoComplete="current-password"
          value={fields.current}
          onChange={(event) => setFields({ ...fields, current: event.target.value })}
        />
        <NewPasswordFields
          hint={messages.auth.passwordHint}
          value={fields}
          onChange={(pair) => setFields({ ...fields, ...pair })}
        />
        <Button type="submit" block disabled={busy}>
          {messages.member.save}
        </Button>
      </form>
    </SlideUpModal>
  );
}
