import { NotFound, PageLayout } from '@/shared/ui';

export function NotFoundPage() {
  return (
    <PageLayout>
      <NotFound />
    </PageLayout>
  );
}
