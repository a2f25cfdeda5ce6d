import { messages } from '@akkyeo/contracts';
import { errorMessage } from '@/shared/api';
import { dialog, toast } from '@/shared/ui';
import { useUnhideForEveryone } from '../hooks';
import styles from './moderated-notice.module.css';

/** Over a post an admin hid for everyone (only admins see it): says so, with 숨김 해제. */
export function ModeratedNotice({ postId }: { postId: number }) {
  const unhide = useUnhideForEveryone();
  const onUnhide = async () => {
    try {
      await unhide.mutateAsync(postId);
      toast.success(messages.board.unhidden);
    } catch (error) {
      await dialog.alert(errorMessage(error));
    }
  };
  return (
    <div className={styles.notice} role="note">
      <p className={styles.text}>{messages.board.moderatorHiddenNotice}</p>
      <button
        type="button"
        className={styles.unhide}
        disabled={unhide.isPending}
        onClick={() => void onUnhide()}
      >
        {messages.board.unhide}
      </button>
    </div>
  );
}
