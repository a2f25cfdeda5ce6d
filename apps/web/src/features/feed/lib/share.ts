import { appPath, messages, type FeedDetail } from '@akkyeo/contracts';
import { copyText, formatNumber, resolveImageUrl, shareLink } from '@/shared/lib';
import { toast } from '@/shared/ui';

/**
 * Sharing a deal. The deal page loads this module on the first tap of a share button
 * (share-buttons.tsx), so Kakao's SDK loader, the Web Share API and the clipboard code stay out of
 * the bytes the page needs to paint.
 */

/** The size of a deal's share image (the server draws it 1200×630). */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** The deal's address as its page names itself canonical: `/f/about/{id}` on this origin. */
export function dealUrl(id: number): string {
  return new URL(appPath('feedViewPage', { id }), window.location.origin).href;
}

/** Copies the URL and says 'URL이 복사되었습니다!'. */
export async function copyUrl(url: string): Promise<void> {
  if (await copyText(url)) toast.success(messages.feed.urlCopied);
  else toast.error(messages.app.unexpectedError);
}

const absolute = (url: string | null) => (url ? new URL(url, window.location.origin).href : null);

/**
 * Shares a deal to a messenger: a KakaoTalk feed message through Kakao's SDK when a JavaScript key
 * is configured (its share image, price and verdict drawn on it, else its picture), the Web Share
 * API otherwise, and a copied URL when neither is available.
 */
export function shareDeal(deal: FeedDetail, kakaoKey?: string): Promise<void> {
  const url = dealUrl(deal.id);
  const shareImage = absolute(resolveImageUrl(deal.shareImage));
  return shareLink(
    {
      url,
      title: deal.name,
      description: messages.feed.shareDescription(formatNumber(deal.price)),
      imageUrl: shareImage ?? absolute(resolveImageUrl(deal.imgLink)),
      ...(shareImage ? { imageSize: SHARE_IMAGE_SIZE } : {}),
      buttonTitle: messages.feed.buy,
    },
    kakaoKey,
    () => copyUrl(url),
  );
}
