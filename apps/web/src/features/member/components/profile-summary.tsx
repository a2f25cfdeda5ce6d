import type { MemberProfile } from '@akkyeo/contracts';
import { MemberName } from '@/shared/ui';
import { ProfileAvatar } from './profile-avatar';
import styles from './profile-summary.module.css';

/** Avatar, nickname (crowned for managers) and the login ID. */
export function ProfileSummary({ profile }: { profile: MemberProfile }) {
  return (
    <section className={styles.summary}>
      <ProfileAvatar src={profile.thumbImg} />
      <div className={styles.names}>
        <MemberName nickname={profile.nickName} role={profile.role} className={styles.nickname} />
        {profile.loginId && <span className={styles.loginId}>{profile.loginId}</span>}
      </div>
    </section>
  );
}
