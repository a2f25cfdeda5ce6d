import { messages, parseRouteId } from '@akkyeo/contracts';
import { useParams } from 'react-router';
import { isApiError } from '@/shared/api';
import { routePath } from '@/shared/routing';
import { LoadFailed, NotFound, PageLayout, Spinner } from '@/shared/ui';
import { TipForm } from '../components/tip-form';
import { useTip } from '../hooks';

/** /feed/tip/edit/{id}: the member's tip, editable while it waits for review. */
function TipEdit({ id }: { id: number }) {
  const tip = useTip(id);
  if (tip.data?.status === 'PENDING') return <TipForm tip={tip.data} />;
  return (
    <PageLayout header={{ back: true }} bottomMenu={false}>
      {tip.data ? (
        <NotFound
          message={messages.tip.notEditable}
          to={routePath('myTipsPage')}
          action={messages.pageTitle.screens.myTipsPage}
        />
      ) : isApiError(tip.error) && tip.error.status === 404 ? (
        <NotFound message={messages.tip.notFound} />
      ) : tip.isError ? (
        <LoadFailed error={tip.error} onRetry={() => void tip.refetch()} />
      ) : (
        <Spinner block />
      )}
    </PageLayout>
  );
}

/** /feed/tip (a new 제보) and /feed/tip/edit/{id} (a pending one): one page, one chunk. */
export default function TipFormPage() {
  const id = parseRouteId(useParams().id);
  return id === null ? <TipForm /> : <TipEdit id={id} />;
}
