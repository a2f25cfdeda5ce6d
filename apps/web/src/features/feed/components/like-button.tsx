import { messages } from '@akkyeo/contracts';
import { errorMessage } from '@/shared/api';
import { formatNumber } from '@/shared/lib';
import { useRequireLogin } from '@/shared/routing';
import { dialog, HeartIcon, toast } from '@/shared/ui';
import { useLikeToggle } from '../hooks/deal-like';
import styles from './deal-actions.module.css';

export interface LikeButtonProps {
  dealId: number;
  isLiked: boolean;
  likeCount: number;
}

/** 좋아요: login, a confirm step, then the server's state and count. */
export function LikeButton({ dealId, isLiked, likeCount }: LikeButtonProps) {
  const requireLogin = useRequireLogin();
  const like = useLikeToggle(dealId);
  const onClick = async () => {
    if (like.isPending || !(await requireLogin())) return;
    const question = isLiked ? messages.feed.unlikeConfirm : messages.feed.likeConfirm;
    if (!(await dialog.confirm(question))) return;
    like.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) });
  };
  return (
    <button
      type="button"
      className={isLiked ? `${styles.action} ${styles.liked}` : styles.action}
      aria-pressed={isLiked}
      onClick={() => void onClick()}
    >
      <HeartIcon filled={isLiked} size={20} />
      <span>{messages.feed.like}</span>
      <span className={styles.count}>{formatNumber(likeCount)}</span>
    </button>
  );
}
