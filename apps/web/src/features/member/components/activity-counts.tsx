import { messages, type MemberProfile } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatNumber } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import styles from './activity-counts.module.css';

const ITEMS = [
  { key: 'boardCount', type: 'post' },
  { key: 'boardCommentCount', type: 'comment' },
  { key: 'feedCommentCount', type: 'comment' },
  { key: 'bookMarkCount', type: 'favorite' },
] as const;

/** The member's posts, board comments, deal comments and bookmarks, each opening its activity list. */
export function ActivityCounts({ profile }: { profile: MemberProfile }) {
  return (
    <ul className={styles.counts}>
      {ITEMS.map(({ key, type }) => (
        <li key={key}>
          <Link to={`${routePath('MyActivityPage')}?type=${type}`} className={styles.item}>
            <span className={styles.value} data-testid={key}>
              {formatNumber(profile[key])}
            </span>
            <span className={styles.label}>{messages.member[key]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
