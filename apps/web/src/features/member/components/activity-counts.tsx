import { messages, type MemberProfile } from '@akkyeo/contracts';
import styles from './activity-counts.module.css';

const ITEMS = ['boardCount', 'boardCommentCount', 'feedCommentCount', 'bookMarkCount'] as const;

/** The member's posts, board comments, deal comments and bookmarks, as counted by the server. */
export function ActivityCounts({ profile }: { profile: MemberProfile }) {
  return (
    <dl className={styles.counts}>
      {ITEMS.map((key) => (
        <div key={key} className={styles.item}>
          <dt>{messages.member[key]}</dt>
          <dd data-testid={key}>{profile[key].toLocaleString('ko-KR')}</dd>
        </div>
      ))}
    </dl>
  );
}
