import { messages } from '@akkyeo/contracts';
import { copyText, shareLink } from '@/shared/lib';
import { toast } from '@/shared/ui';

export interface ShareTarget {
  /** The page to share (absolute). */
  url: string;
  title: string;
  description: string;
  /** An absolute image URL, if any. */
  imageUrl?: string | null;
}

/** Copies the URL and says 'URL이 복사되었습니다!'. */
export async function copyUrl(url: string): Promise<void> {
  if (await copyText(url)) toast.success(messages.feed.urlCopied);
  else toast.error(messages.app.unexpectedError);
}

/**
 * Shares to a messenger: KakaoTalk through Kakao's SDK when a JavaScript key is configured, the
 * Web Share API otherwise, and a copied URL when neither is available.
 */
export function shareToMessenger(target: ShareTarget, kakaoKey?: string): Promise<void> {
  return shareLink({ ...target, buttonTitle: messages.feed.buy }, kakaoKey, () =>
    copyUrl(target.url),
  );
}
