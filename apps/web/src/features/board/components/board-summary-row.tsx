import { appPath, messages, type BoardListItem } from '@akkyeo/contracts';
import type { ReactNode } from 'react';
import {
  RelativeTime,
  SummaryMeta,
  SummaryRow,
  SummaryTag,
  SummaryTitle,
  type SummaryRowSize,
} from '@/shared/ui';

export interface BoardSummaryRowProps {
  item: Pick<
    BoardListItem,
    'id' | 'thumbPaths' | 'category' | 'likeCount' | 'commentCount' | 'createdAt'
  >;
  size: SummaryRowSize;
  /** The text as shown (the whole post, or the part around the search words). */
  text: ReactNode;
  /** Lines of text before the ellipsis. */
  lines?: 2 | 3;
  /** The writer's name: shown with the time on a line of its own, above the counts. */
  author?: string;
  onClick?: () => void;
}

/** A board post as a row: its text, category, counts and time, and its first picture; opens the post. */
export function BoardSummaryRow({
  item,
  size,
  text,
  lines,
  author,
  onClick,
}: BoardSummaryRowProps) {
  const thumb = item.thumbPaths[0];
  const category = item.category && <SummaryTag>{item.category}</SummaryTag>;
  const counts = (
    <>
      <span>{`${messages.board.like} ${item.likeCount}`}</span>
      <span>{messages.feed.comments(item.commentCount)}</span>
    </>
  );
  const time = <RelativeTime value={item.createdAt} />;
  return (
    <SummaryRow
      to={appPath('boardViewPage', { id: item.id })}
      onClick={onClick}
      size={size}
      thumb={thumb || undefined}
      thumbSide="end"
    >
      <SummaryTitle variant="text" lines={lines}>
        {text}
      </SummaryTitle>
      {author === undefined ? (
        <SummaryMeta>
          {category}
          {counts}
          {time}
        </SummaryMeta>
      ) : (
        <>
          <SummaryMeta>
            {category}
            <span>{author}</span>
            <span aria-hidden="true">·</span>
            {time}
          </SummaryMeta>
          <SummaryMeta>{counts}</SummaryMeta>
        </>
      )}
    </SummaryRow>
  );
}
