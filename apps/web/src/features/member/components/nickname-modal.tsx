import { messages, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/shared/api';
import { useAuthStore } from '@/shared/stores';
import { Button, dialog, SlideUpModal, TextField } from '@/shared/ui';
import { updateNickname } from '../api';
import styles from './modal-form.module.css';

export interface NicknameModalProps {
  open: boolean;
  current: string;
  onDone: () => void;
}

/** Changes the nickname (3–10 characters); closes and refetches whatever the outcome (rules §8). */
export function NicknameModal({ open, current, onDone }: NicknameModalProps) {
  const [nickname, setNickname] = useState(current);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = nickname.trim();
    if (value.length < NICKNAME_MIN_LENGTH || value.length > NICKNAME_MAX_LENGTH) {
      return dialog.alert(messages.member.nicknameLength);
    }
    if (busy) return;
    setBusy(true);
    try {
      const reply = await updateNickname(value);
      useAuthStore.getState().setNickname(reply.nickName);
      await dialog.alert(messages.member.profileChanged);
    } catch (error) {
      const shown = isApiError(error) && error.status === 409;
      await dialog.alert(shown ? error.message : messages.member.nicknameUpdateFailed);
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <SlideUpModal open={open} onClose={onDone} title={messages.member.changeNickname}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={messages.auth.nicknameLabel}
          placeholder={messages.member.nicknamePlaceholder}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
        <Button type="submit" block disabled={busy}>
          {messages.member.save}
        </Button>
      </form>
    </SlideUpModal>
  );
}
