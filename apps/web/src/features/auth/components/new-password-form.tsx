import { messages } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { LOGIN_PATH } from '@/shared/routing';
import { Button, dialog, NewPasswordFields } from '@/shared/ui';
import { confirmPasswordReset } from '../api';
import { AuthScreen } from './auth-screen';
import styles from './auth-screen.module.css';

/** The page a reset link opens: a new password twice, then login. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState({ password: '', confirm: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (value.password !== value.confirm) return dialog.alert(messages.auth.passwordMismatch);
    setBusy(true);
    try {
      const reply = await confirmPasswordReset(token, value.password);
      await dialog.alert(reply.message);
      await navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      await dialog.alert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={messages.auth.newPasswordTitle}>
      <p className={styles.hint}>{messages.auth.passwordHint}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <NewPasswordFields value={value} onChange={setValue} />
        <Button type="submit" block disabled={busy}>
          {messages.auth.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
