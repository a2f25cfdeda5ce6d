import { messages, type FeedDetail } from '@akkyeo/contracts';
import { useAppConfig } from '@/shared/auth';
import { ShareLinkButtons, toast } from '@/shared/ui';
import type * as Share from '../lib/share';
import styles from './deal-actions.module.css';

/** The share code, fetched on the first tap (it is not needed to paint the page). */
function withShare(use: (share: typeof Share) => Promise<void>): void {
  import('../lib/share').then(use).catch(() => toast.error(messages.app.unexpectedError));
}

/** Copy the deal's URL; share it to a messenger (KakaoTalk, else Web Share, else copy). */
export function ShareButtons({ deal }: { deal: FeedDetail }) {
  const { data: config } = useAppConfig();
  return (
    <ShareLinkButtons
      className={styles.action}
      copyLabel={messages.feed.copyUrl}
      shareLabel={messages.feed.shareMessenger}
      onCopy={() => withShare((share) => share.copyUrl(share.dealUrl(deal.id)))}
      onShare={() => withShare((share) => share.shareDeal(deal, config?.kakaoShare?.javascriptKey))}
    />
  );
}
