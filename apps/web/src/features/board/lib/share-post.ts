import { appPath, messages, type BoardListItem } from '@akkyeo/contracts';
import { copyText, shareLink } from '@/shared/lib';
import { toast } from '@/shared/ui';
import { boardShareDescription } from './share-text';

/** The absolute share link of a post: /f/board/{id}. */
export function boardShareUrl(id: number): string {
  return new URL(appPath('boardViewPage', { id }), window.location.origin).href;
}

/** Copies the post's link and says 'URL이 복사되었습니다! (글 번호: {id})'. */
export async function copyBoardLink(id: number): Promise<void> {
  if (await copyText(boardShareUrl(id))) toast.success(messages.board.urlCopied(id));
  else toast.error(messages.app.unexpectedError);
}

/**
 * Shares a post to a messenger: KakaoTalk when a JavaScript key is configured, else the Web
 * Share API, else a copied link. The description is the text without tags, cut at 80 characters.
 */
export function sharePost(item: BoardListItem, kakaoKey?: string): Promise<void> {
  const image = item.imgPaths[0];
  return shareLink(
    {
      url: boardShareUrl(item.id),
      title: messages.board.shareTitle,
      description: boardShareDescription(item.content),
      imageUrl: image ? new URL(image, window.location.origin).href : null,
      buttonTitle: messages.board.viewPost,
    },
    kakaoKey,
    () => copyBoardLink(item.id),
  );
}
