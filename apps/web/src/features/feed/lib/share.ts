import { messages } from '@akkyeo/contracts';
import { toast } from '@/shared/ui';
import { loadKakao } from '@/shared/lib';

export interface ShareTarget {
  /** The page to share (absolute). */
  url: string;
  title: string;
  description: string;
  /** An absolute image URL, if any. */
  imageUrl?: string | null;
}

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  return copied;
}

/** Copies the URL and says 'URL이 복사되었습니다!'. */
export async function copyUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    if (!copyWithSelection(url)) {
      toast.error(messages.app.unexpectedError);
      return;
    }
  }
  toast.success(messages.feed.urlCopied);
}

/**
 * Shares to a messenger: KakaoTalk through Kakao's SDK when a JavaScript key is configured, the
 * Web Share API otherwise, and a copied URL when neither is available.
 */
export async function shareToMessenger(target: ShareTarget, kakaoKey?: string): Promise<void> {
  if (kakaoKey) {
    try {
      const kakao = await loadKakao(kakaoKey);
      const link = { mobileWebUrl: target.url, webUrl: target.url };
      kakao.Share.sendDefault({
        objectType: 'feed',
        content: {
          title: target.title,
          description: target.description,
          ...(target.imageUrl ? { imageUrl: target.imageUrl } : {}),
          link,
        },
        // The button opens the deal page: Kakao only links to the app's registered domain.
        buttons: [{ title: messages.feed.buy, link }],
      });
      return;
    } catch (error) {
      console.error(error);
    }
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: target.title, text: target.description, url: target.url });
    } catch (error) {
      if ((error as DOMException | null)?.name !== 'AbortError') await copyUrl(target.url);
    }
    return;
  }
  await copyUrl(target.url);
}
