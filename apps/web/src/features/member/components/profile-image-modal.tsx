import { messages, PROFILE_IMAGE_MAX_BYTES } from '@akkyeo/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/shared/api';
import { Button, dialog, SlideUpModal } from '@/shared/ui';
import { updateProfileImage } from '../api';
import styles from './modal-form.module.css';
import { ProfileAvatar } from './profile-avatar';

export interface ProfileImageModalProps {
  open: boolean;
  current: string | null;
  onClose: () => void;
  onChanged: () => void;
}

/** Pick an image, preview it, upload it. */
export function ProfileImageModal({ open, current, onClose, onChanged }: ProfileImageModalProps) {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void dialog.alert(messages.member.notAnImage);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      return void dialog.alert(messages.member.imageTooLarge);
    }
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const save = async () => {
    if (!picked) return dialog.alert(messages.member.imageRequired);
    if (busy) return;
    setBusy(true);
    try {
      await updateProfileImage(picked.file);
      setPicked(null);
      await dialog.alert(messages.member.profileChanged);
      onChanged();
      onClose();
    } catch (error) {
      await dialog.alert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SlideUpModal open={open} onClose={onClose} title={messages.member.changeProfileImage}>
      <div className={styles.form}>
        <div className={styles.preview}>
          <ProfileAvatar src={picked?.url ?? current} size={120} />
        </div>
        <label className={styles.file}>
          {messages.member.selectImage}
          <input type="file" accept="image/*" onChange={(event) => pick(event.target.files?.[0])} />
        </label>
        <Button block disabled={busy || !picked} onClick={() => void save()}>
          {messages.member.save}
        </Button>
      </div>
    </SlideUpModal>
  );
}
