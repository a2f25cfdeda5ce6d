import { messages } from '@akkyeo/contracts';
import { FallbackImage, type FallbackImageProps } from '../fallback-image/fallback-image';
import { CrownIcon } from '../icons/crown-icon';
import styles from './member-name.module.css';

export interface MemberNameProps {
  nickname: string;
  /** The member's role; ROLE_MANAGER adds the crown. */
  role?: string | null;
  className?: string;
}

/** A member's nickname, with a crown when the member is a manager (product rules §1, §6). */
export function MemberName({ nickname, role, className }: MemberNameProps) {
  const isManager = role === 'ROLE_MANAGER';
  return (
    <span className={[styles.name, className].filter(Boolean).join(' ')}>
      <span className={styles.text}>{nickname}</span>
      {isManager && (
        <span className={styles.crown} role="img" aria-label={messages.member.managerBadge}>
          <CrownIcon />
        </span>
      )}
    </span>
  );
}

// Beside MemberName (always shown together) so that it needs no chunk of its own.
const AVATAR_PX = { small: 32, medium: 36 } as const;

export interface MemberAvatarProps extends Pick<FallbackImageProps, 'src' | 'loading'> {
  /** 'small': 32 px (comments); 'medium': 36 px (post authors). */
  size: keyof typeof AVATAR_PX;
}

/** A member's round profile picture beside the name; the logo, inset, when there is none. */
export function MemberAvatar({ src, size, loading }: MemberAvatarProps) {
  return (
    <FallbackImage
      src={src}
      alt=""
      width={AVATAR_PX[size]}
      height={AVATAR_PX[size]}
      loading={loading}
      className={`${styles.avatar} ${styles[size]}`}
    />
  );
}
