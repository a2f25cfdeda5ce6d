import { appPath, messages, REVIEW_CATEGORY, type FeedDetail } from '@akkyeo/contracts';
import { useDeferredValue, useRef } from 'react';
import { Link } from 'react-router';
import { CommentSection } from '@/entities/comment';
import { GoldBoxCountdown, useBookmarkToggle } from '@/entities/deal';
import { DealMoreButton } from '@/entities/member-filter';
import { formatDate } from '@/shared/lib';
import { routePath, useDocumentTitle, useRouteId } from '@/shared/routing';
import { useHasRole } from '@/shared/stores';
import { isApiError } from '@/shared/api';
import { FallbackImage, LoadFailed, NotFound, PageLayout, Spinner } from '@/shared/ui';
import { DealBottomBar } from '../components/deal-bottom-bar';
import { EndedReport } from '../components/ended-report';
import { LikeButton } from '../components/like-button';
import { PartnerDisclosure } from '../components/partner-disclosure';
import { PriceHistorySection } from '../components/price-history';
import { ShareButtons } from '../components/share-buttons';
import { StickySummary } from '../components/sticky-summary';
import { useDealComments } from '../hooks/deal-comments';
import { useDeal, usePriceHistory } from '../hooks/deal-detail';
import { useMostlyHidden } from '../lib/use-mostly-hidden';
import actions from '../components/deal-actions.module.css';
import styles from './feed-view-page.module.css';

type PriceHistoryResult = Pick<
  ReturnType<typeof usePriceHistory>,
  'data' | 'dataUpdatedAt' | 'isPending'
>;

/**
 * The first screen of a deal: its picture (the page's largest paint), name, store and time. It is
 * drawn as soon as the deal arrives; the rest follows in a later render (see `DealView`).
 */
function DealTop({ deal }: { deal: FeedDetail }) {
  const imageRef = useRef<HTMLDivElement>(null);
  const imageHidden = useMostlyHidden(imageRef);
  useDocumentTitle(deal.name);

  return (
    <>
      <StickySummary deal={deal} visible={imageHidden} />
      <div ref={imageRef} className={styles.imageBox}>
        <FallbackImage
          src={deal.imgLink}
          alt={deal.name}
          width={480}
          height={300}
          fetchPriority="high"
          className={styles.image}
        />
        {deal.ended && <span className={styles.endedMark}>{messages.feed.ended}</span>}
      </div>
      {deal.isPartnerLink && <PartnerDisclosure />}
      <section className={styles.summary}>
        <h1 className={styles.name}>{deal.name}</h1>
        <p className={styles.meta}>
          <span>{deal.market}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={deal.createdDatetime}>{formatDate(deal.createdDatetime)}</time>
          {deal.tippedBy && <span>· {messages.feed.tippedBy(deal.tippedBy.nickname)}</span>}
        </p>
        {deal.goldBoxEndsAt && !deal.ended && (
          <p className={styles.countdown}>
            {messages.feed.goldBoxCountdownLabel} <GoldBoxCountdown endsAt={deal.goldBoxEndsAt} />
          </p>
        )}
      </section>
    </>
  );
}

/** Everything under the deal's first screen: price history, text, actions, reviews, comments. */
function DealRest({ deal, history }: { deal: FeedDetail; history: PriceHistoryResult }) {
  const toggleBookmark = useBookmarkToggle();
  const comments = useDealComments(deal.id);
  const isManager = useHasRole('ROLE_MANAGER');
  const commentCount = deal.commentCount;

  return (
    <>
      <PriceHistorySection history={history.data} fetchedAt={history.dataUpdatedAt} />
      <EndedReport deal={deal} />
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: deal.content }} />
      <div className={actions.actions}>
        <LikeButton dealId={deal.id} isLiked={deal.isLiked} likeCount={deal.likeCount} />
        <ShareButtons deal={deal} />
        <span className={actions.spacer} />
        {isManager && (
          <Link to={appPath('feedEditPage', { id: deal.id })} className={actions.edit}>
            {messages.feed.edit}
          </Link>
        )}
        <DealMoreButton item={deal} />
      </div>
      <nav className={styles.reviewLinks}>
        <Link to={`${routePath('boardListPage')}?dealId=${deal.id}`} className={styles.reviewCount}>
          {messages.feed.reviewCount(deal.reviewCount)}
        </Link>
        <Link
          to={`${routePath('boardWritePage')}?${new URLSearchParams({
            category: REVIEW_CATEGORY,
            dealId: String(deal.id),
          }).toString()}`}
          className={styles.writeReview}
        >
          {messages.feed.writeReview}
        </Link>
      </nav>
      <CommentSection
        threads={deal.comment}
        header={
          <>
            <span>{messages.feed.comments(commentCount)}</span>
            <span className={styles.reviews}>{messages.feed.reviews}</span>
          </>
        }
        onSubmit={comments.submit}
        onDelete={comments.remove}
        draftPlace={`comment:deal:${deal.id}`}
      />
      <DealBottomBar deal={deal} onToggleBookmark={() => toggleBookmark(deal)} />
    </>
  );
}

/**
 * The deal's first screen commits alone, so the browser paints its picture before React renders
 * the long rest (a deferred render that yields to the browser). The rest also waits for the price
 * history: it sits above the text, and arriving later it would push what is on screen down.
 */
function DealView({ deal, history }: { deal: FeedDetail; history: PriceHistoryResult }) {
  const restReady = useDeferredValue(!history.isPending, false);
  return (
    <>
      <DealTop deal={deal} />
      {restReady && <DealRest deal={deal} history={history} />}
    </>
  );
}

/** /f/about/{id}: one deal with its content, like and share, comments and the buy bar. */
export default function FeedViewPage() {
  const id = useRouteId();
  const deal = useDeal(id);
  const history = usePriceHistory(id);
  return (
    <PageLayout header={{ back: true }} bottomMenu={false} className={styles.page}>
      {deal.data ? (
        <DealView deal={deal.data} history={history} />
      ) : isApiError(deal.error) && deal.error.status === 404 ? (
        <NotFound />
      ) : deal.isError ? (
        <LoadFailed error={deal.error} onRetry={() => void deal.refetch()} />
      ) : (
        <Spinner block />
      )}
    </PageLayout>
  );
}
