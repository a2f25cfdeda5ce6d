import { messages, type FeedDetail } from '@akkyeo/contracts';
import { useLocation } from 'react-router';
import { useAppConfig } from '@/shared/auth';
import { formatNumber, resolveImageUrl } from '@/shared/lib';
import { ShareLinkButtons } from '@/shared/ui';
import { copyUrl, shareToMessenger } from '../lib/share';
import styles from './deal-actions.module.css';

function absolute(url: string | null): string | null {
  return url ? new URL(url, window.location.origin).href : null;
}

/** Copy the page URL; share to a messenger (KakaoTalk, else Web Share, else copy). */
export function ShareButtons({ deal }: { deal: FeedDetail }) {
  const { data: config } = useAppConfig();
  const { pathname } = useLocation();
  const pageUrl = () => `${window.location.origin}${pathname}`;
  return (
    <ShareLinkButtons
      className={styles.action}
      copyLabel={messages.feed.copyUrl}
      shareLabel={messages.feed.shareMessenger}
      onCopy={() => void copyUrl(pageUrl())}
      onShare={() =>
        void shareToMessenger(
          {
            url: pageUrl(),
            title: deal.name,
            description: messages.feed.shareDescription(formatNumber(deal.price)),
            imageUrl: absolute(resolveImageUrl(deal.imgLink)),
          },
          config?.kakaoShare?.javascriptKey,
        )
      }
    />
  );
}
