import { loadKakao } from './kakao-sdk';

export interface ShareMessage {
  /** The page to share (absolute). */
  url: string;
  title: string;
  description: string;
  /** An absolute image URL, if any. */
  imageUrl?: string | null;
  /** The image's size when known, so KakaoTalk shows it in its own proportions. */
  imageSize?: { width: number; height: number };
  /** The title of the KakaoTalk message's button, which opens `url`. */
  buttonTitle: string;
}

/**
 * Shares a page to a messenger: KakaoTalk through Kakao's SDK when a JavaScript key is given, the
 * Web Share API otherwise, and `copyLink` when neither works (not when the user cancels sharing).
 */
export async function shareLink(
  message: ShareMessage,
  kakaoKey: string | undefined,
  copyLink: () => Promise<void>,
): Promise<void> {
  if (kakaoKey) {
    try {
      const kakao = await loadKakao(kakaoKey);
      const link = { mobileWebUrl: message.url, webUrl: message.url };
      kakao.Share.sendDefault({
        objectType: 'feed',
        content: {
          title: message.title,
          description: message.description,
          ...(message.imageUrl ? { imageUrl: message.imageUrl } : {}),
          ...(message.imageUrl && message.imageSize
            ? { imageWidth: message.imageSize.width, imageHeight: message.imageSize.height }
            : {}),
          link,
        },
        // Kakao only links to the app's registered domain, so the button opens our own page.
        buttons: [{ title: message.buttonTitle, link }],
      });
      return;
    } catch (error) {
      console.error(error);
    }
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: message.title, text: message.description, url: message.url });
      return;
    } catch (error) {
      if ((error as DOMException | null)?.name === 'AbortError') return;
    }
  }
  await copyLink();
}
