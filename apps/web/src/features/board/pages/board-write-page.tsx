import { boardCategoriesFor, messages, type BoardCategory } from '@akkyeo/contracts';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/stores';
import { Spinner } from '@/shared/ui';
import { BoardForm } from '../components/board-form';
import { useReviewedDeal } from '../hooks';
import { useBoardSubmit } from '../lib/use-board-submit';

/** A positive whole number from the query, else null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /f/board/write (login required): a new post. `?category=후기&dealId=7` (a deal's 후기 쓰기) opens
 * it with the category chosen and the deal's row; that write keeps a draft of its own.
 */
export default function BoardWritePage() {
  const { submit, submitting, progress } = useBoardSubmit();
  const [params] = useSearchParams();
  const roles = useAuthStore((state) => state.token?.roles ?? []);
  const dealId = idParam(params.get('dealId'));
  const category =
    boardCategoriesFor(roles).find((item) => item === params.get('category')) ?? null;
  const deal = useReviewedDeal(dealId);
  if (dealId !== null && deal.isPending) return <Spinner block />;
  const initial = {
    content: '',
    category: category satisfies BoardCategory | null,
    images: [],
    deal: deal.data ?? null,
  };
  return (
    <BoardForm
      title={messages.board.writeTitle}
      initial={initial}
      draftPlace={dealId === null ? 'board-write' : `board-write:deal:${dealId}`}
      submitting={submitting}
      progress={progress}
      onSubmit={submit}
    />
  );
}
