import { messages, type ResultResponse } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api';
import { Button, dialog, TextField } from '@/shared/ui';
import { AuthLinks } from './auth-links';
import { AuthScreen } from './auth-screen';
import styles from './auth-screen.module.css';

export interface EmailRequestFormProps {
  title: string;
  hint: string;
  send: (email: string) => Promise<ResultResponse>;
}

/** One email field and a submit button; shows the server's answer in place. */
export function EmailRequestForm({ title, hint, send }: EmailRequestFormProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return dialog.alert(messages.auth.emailRequired);
    setBusy(true);
    try {
      setSent((await send(email.trim())).message);
    } catch (error) {
      await dialog.alert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={title}>
      <p className={styles.hint}>{hint}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={messages.auth.emailLabel}
          type="email"
          autoComplete="email"
          placeholder={messages.auth.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" block disabled={busy}>
          {messages.auth.sendMail}
        </Button>
      </form>
      {sent && (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      )}
      <AuthLinks />
    </AuthScreen>
  );
}
