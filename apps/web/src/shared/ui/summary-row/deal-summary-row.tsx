import { messages, toUrl, type FeedListItem } from '@akkyeo/contracts';
import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/price';
import { formatRelativeTime } from '../../lib/dates';
import { routePath } from '../../routing/route-paths';
import {
  SummaryMeta,
  SummaryPrice,
  SummaryRow,
  SummaryTitle,
  type SummaryRowSize,
} from './summary-row';

export interface DealSummaryRowProps {
  item: Pick<
    FeedListItem,
    'id' | 'imgLink' | 'name' | 'price' | 'market' | 'createdDatetime' | 'ended'
  >;
  size: SummaryRowSize;
  /** The name as shown (e.g. with the search words marked); the plain name by default. */
  title?: ReactNode;
  /** Shows the name as a heading. */
  titleAs?: 'p' | 'h3';
  /** Greys out an ended deal and badges its price. */
  showEnded?: boolean;
  onClick?: () => void;
}

/** A deal as a row: thumbnail, name, price, market and time; opens the deal. */
export function DealSummaryRow({
  item,
  size,
  title = item.name,
  titleAs,
  showEnded = false,
  onClick,
}: DealSummaryRowProps) {
  const ended = showEnded && item.ended;
  return (
    <SummaryRow
      to={toUrl(routePath('feedViewPage'), { id: item.id })}
      onClick={onClick}
      size={size}
      thumb={item.imgLink}
      dimmed={ended}
    >
      <SummaryTitle variant="name" as={titleAs}>
        {title}
      </SummaryTitle>
      <SummaryPrice badge={ended && messages.feed.ended}>{formatPrice(item.price)}</SummaryPrice>
      <SummaryMeta>
        <span>{item.market}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={item.createdDatetime}>{formatRelativeTime(item.createdDatetime)}</time>
      </SummaryMeta>
    </SummaryRow>
  );
}
