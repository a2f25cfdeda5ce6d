import { messages, toUrl, type BoardDeal } from '@akkyeo/contracts';
import { formatPrice } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import { SummaryMeta, SummaryRow, SummaryTag, SummaryTitle } from '@/shared/ui';
import styles from './reviewed-deal-row.module.css';

/** The deal a 후기 reviews: picture, name, price and 종료 when ended; opens the deal. */
export function ReviewedDealRow({ deal }: { deal: BoardDeal }) {
  return (
    <div className={styles.box} data-reviewed-deal={deal.id}>
      <SummaryRow
        to={toUrl(routePath('feedViewPage'), { id: deal.id })}
        size="compact"
        thumb={deal.imgLink}
      >
        <SummaryTitle variant="text">{deal.name}</SummaryTitle>
        <SummaryMeta>
          <span className={styles.price}>{formatPrice(deal.price)}</span>
          {deal.ended && <SummaryTag>{messages.board.reviewDealEnded}</SummaryTag>}
        </SummaryMeta>
      </SummaryRow>
    </div>
  );
}
