import { messages } from '@akkyeo/contracts';
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
