import { messages, type BoardListItem } from '@akkyeo/contracts';
import { useAppConfig } from '@/shared/auth';
import { ShareLinkButtons } from '@/shared/ui';
import { copyBoardLink, sharePost } from '../lib/share-post';

/** Copy the post's link; share it to KakaoTalk (or the Web Share API, or a copied link). */
export function ShareButtons({ item, className }: { item: BoardListItem; className?: string }) {
  const { data: config } = useAppConfig();
  return (
    <ShareLinkButtons
      className={className}
      copyLabel={messages.board.copyLink}
      shareLabel={messages.board.kakaoShare}
      onCopy={() => void copyBoardLink(item.id)}
      onShare={() => void sharePost(item, config?.kakaoShare?.javascriptKey)}
    />
  );
}
