import { messages } from '@akkyeo/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api';
import { dialog, PageLayout, TextField, toast } from '@/shared/ui';
import { sendTestPush } from '../api';
import { currentSubscriptionId } from '../registration';
import styles from './push-test-page.module.css';

/** /push: sends a test push to a subscription ID (this browser's, when it subscribed). */
export default function PushTestPage() {
  const [value, setValue] = useState(() => String(currentSubscriptionId() ?? ''));
  const send = useMutation({
    mutationFn: sendTestPush,
    onSuccess: () => toast.success(messages.push.sent),
    onError: (error) =>
      void dialog.alert(errorMessage(error), { title: messages.push.requestFailed }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(value.trim());
    if (!value.trim() || !Number.isInteger(id) || id <= 0) {
      void dialog.alert(messages.push.idRequired);
      return;
    }
    send.mutate(id);
  };

  return (
    <PageLayout header={{ back: true }}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <h1 className={styles.title}>{messages.push.title}</h1>
        <TextField
          label={messages.push.subscriptionId}
          type="number"
          inputMode="numeric"
          min={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          action={
            <button type="submit" className={styles.send} disabled={send.isPending}>
              {messages.push.send}
            </button>
          }
        />
      </form>
    </PageLayout>
  );
}
