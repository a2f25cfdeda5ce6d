import { messages, toUrl, type BoardListItem } from '@akkyeo/contracts';
import { loadKakao } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import { toast } from '@/shared/ui';
import { copyText } from './copy-text';
import { boardShareDescription } from './share-text';

/** The absolute share link of a post: /f/board/{id}. */
export function boardShareUrl(id: number): string {
  return new URL(toUrl(routePath('boardViewPage'), { id }), window.location.origin).href;
}

/** Copies the post's link and says 'URL이 복사되었습니다! (글 번호: {id})'. */
export async function copyBoardLink(id: number): Promise<void> {
  if (await copyText(boardShareUrl(id))) toast.success(messages.board.urlCopied(id));
  else toast.error(messages.app.unexpectedError);
}

async function shareToKakao(item: BoardListItem, javascriptKey: string): Promise<void> {
  const kakao = await loadKakao(javascriptKey);
  const url = boardShareUrl(item.id);
  const link = { mobileWebUrl: url, webUrl: url };
  const image = item.imgPaths[0];
  kakao.Share.sendDefault({
    objectType: 'feed',
    content: {
      title: messages.board.shareTitle,
      description: boardShareDescription(item.content),
      ...(image ? { imageUrl: new URL(image, window.location.origin).href } : {}),
      link,
    },
    buttons: [{ title: messages.board.viewPost, link }],
  });
}

/**
 * Shares a post to a messenger: KakaoTalk when a JavaScript key is configured, else the Web
 * Share API, else a copied link. The description is the text without tags, cut at 80 characters.
 */
export async function sharePost(item: BoardListItem, kakaoKey?: string): Promise<void> {
  if (kakaoKey) {
    try {
      return await shareToKakao(item, kakaoKey);
    } catch (error) {
      console.error(error);
    }
  }
  if (typeof navigator.share === 'function') {
    try {
      const text = boardShareDescription(item.content);
      return await navigator.share({
        title: messages.board.shareTitle,
        text,
        url: boardShareUrl(item.id),
      });
    } catch (error) {
      if ((error as DOMException | null)?.name === 'AbortError') return;
    }
  }
  await copyBoardLink(item.id);
}
