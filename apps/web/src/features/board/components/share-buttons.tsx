import { messages, type BoardListItem } from '@akkyeo/contracts';
import { useAppConfig } from '@/shared/auth';
import { copyBoardLink, sharePost } from '../lib/share-post';
import { LinkIcon, ShareIcon } from '@/shared/ui';

/** Copy the post's link; share it to KakaoTalk (or the Web Share API, or a copied link). */
export function ShareButtons({ item, className }: { item: BoardListItem; className?: string }) {
  const { data: config } = useAppConfig();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={messages.board.copyLink}
        onClick={() => void copyBoardLink(item.id)}
      >
        <LinkIcon size={20} />
      </button>
      <button
        type="button"
        className={className}
        aria-label={messages.board.kakaoShare}
        onClick={() => void sharePost(item, config?.kakaoShare?.javascriptKey)}
      >
        <ShareIcon size={20} />
      </button>
    </>
  );
}
