import { messages } from '@akkyeo/contracts';
import { resolveImageUrl } from '@/shared/lib';
import { UserIcon } from '@/shared/ui';
import styles from './profile-avatar.module.css';

/** The round profile picture, or the default icon when there is none. */
export function ProfileAvatar({ src, size = 72 }: { src: string | null; size?: number }) {
  const url = resolveImageUrl(src);
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size }}
      role={url ? undefined : 'img'}
      aria-label={url ? undefined : messages.member.profileImageAlt}
    >
      {url ? (
        <img src={url} alt={messages.member.profileImageAlt} width={size} height={size} />
      ) : (
        <UserIcon size={size * 0.5} />
      )}
    </span>
  );
}
