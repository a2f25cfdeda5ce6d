import { appPath, messages } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { formatPrice } from '@/shared/lib';
import { useAlertPreview } from '../hooks';
import type { RuleDraft } from '../rule-draft';
import styles from './rule-preview.module.css';

/** "최근 7일 핫딜 중 N건이 이 조건에 맞아요" and the newest three, following the form. */
export function RulePreview({ draft }: { draft: RuleDraft }) {
  const preview = useAlertPreview(draft);
  const data = preview.idle ? undefined : preview.data;
  const status = preview.idle
    ? messages.alert.previewIdle
    : preview.isError
      ? errorMessage(preview.error)
      : data
        ? messages.alert.preview(data.count, data.more)
        : messages.alert.previewLoading;

  return (
    <section className={styles.preview} aria-label={messages.alert.previewTitle}>
      <p
        className={preview.isError ? `${styles.status} ${styles.error}` : styles.status}
        role="status"
        aria-busy={preview.isFetching}
      >
        {status}
      </p>
      {data && !preview.isError && data.items.length > 0 && (
        <ul className={styles.items}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Link to={appPath('feedViewPage', { id: item.id })} className={styles.item}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.price}>{formatPrice(item.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
