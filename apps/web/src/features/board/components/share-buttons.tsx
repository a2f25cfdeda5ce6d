import { messages, toUrl, type BoardListItem } from '@akkyeo/contracts';
import { routePath } from '@/shared/routing';
import { toast } from '@/shared/ui';
import { copyText } from '../lib/copy-text';
import { boardShareDescription } from '../lib/share-text';
import { LinkIcon, ShareIcon } from './board-icons';

/** The absolute share link of a post: /f/board/{id}. */
export function boardShareUrl(id: number): string {
  return new URL(toUrl(routePath('boardViewPage'), { id }), window.location.origin).href;
}

async function copyLink(id: number) {
  if (await copyText(boardShareUrl(id))) toast.success(messages.board.urlCopied(id));
  else toast.error(messages.app.unexpectedError);
}

async function share(item: BoardListItem) {
  const url = boardShareUrl(item.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: messages.app.name,
        text: boardShareDescription(item.content),
        url,
      });
      return;
    } catch (error) {
      if ((error as DOMException | null)?.name === 'AbortError') return;
    }
  }
  await copyLink(item.id);
}

/** Copy the post's link; share it to a messenger. */
export function ShareButtons({ item, className }: { item: BoardListItem; className?: string }) {
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={messages.board.copyLink}
        onClick={() => void copyLink(item.id)}
      >
        <LinkIcon size={20} />
      </button>
      <button
        type="button"
        className={className}
        aria-label={messages.board.kakaoShare}
        onClick={() => void share(item)}
      >
        <ShareIcon size={20} />
      </button>
    </>
  );
}
