import { appPath, feedUpdateRequestSchema, messages, type FeedDetail } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { validateFields, type FieldErrors } from '@/shared/lib';
import { useRouteId } from '@/shared/routing';
import {
  dialog,
  FallbackImage,
  PageLayout,
  Spinner,
  SwitchRow,
  toast,
  TrashIcon,
} from '@/shared/ui';
import {
  DealFields,
  DealFormPage,
  dealFormStyles as styles,
  withoutChanged,
  type DealFieldValues,
} from '@/entities/deal-form';
import { PartnerDisclosure } from '../components/partner-disclosure';
import { useDeal } from '../hooks/deal-detail';
import { useDeleteDealImage, useUpdateDeal } from '../hooks/deal-write';
import { dealFieldsBody } from '../lib/deal-fields';
import { fromDealHtml } from '../lib/deal-html';

const FORM_ID = 'deal-edit-form';

function EditForm({ deal }: { deal: FeedDetail }) {
  const navigate = useNavigate();
  const updateDeal = useUpdateDeal();
  const deleteImage = useDeleteDealImage(deal.id);
  const [fields, setFields] = useState<DealFieldValues>(() => ({
    name: deal.name,
    price: String(deal.price),
    freeShipping: deal.isFreeShipping,
    content: fromDealHtml(deal.content),
  }));
  const [ended, setEnded] = useState(deal.ended);
  const [errors, setErrors] = useState<FieldErrors>({});

  const removeImage = async () => {
    const confirmed = await dialog.confirm(messages.feed.cannotUndo, {
      title: messages.feed.confirmIrreversible,
    });
    if (!confirmed) return;
    try {
      await deleteImage.mutateAsync();
      toast.success(messages.feed.imageDeleted);
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: messages.feed.imageDeleteFailed });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (updateDeal.isPending) return;
    const checked = validateFields(feedUpdateRequestSchema, {
      feedId: deal.id,
      ...dealFieldsBody(fields),
      ...(ended !== deal.ended && { ended }),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await updateDeal.mutateAsync(checked.data);
      toast.success(messages.feed.saved);
      void navigate(appPath('feedViewPage', { id: deal.id }), { replace: true });
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: messages.feed.editFailed });
    }
  };

  return (
    <DealFormPage
      title={messages.feed.editTitle}
      formId={FORM_ID}
      busy={updateDeal.isPending}
      submitLabel={messages.app.edit}
      onSubmit={(event) => void submit(event)}
      footer={deal.isPartnerLink && <PartnerDisclosure />}
    >
      <div className={styles.imageBox}>
        <FallbackImage src={deal.imgLink} alt={deal.name} />
        {deal.imgLink && (
          <button
            type="button"
            className={styles.deleteImage}
            onClick={() => void removeImage()}
            disabled={deleteImage.isPending}
          >
            <TrashIcon size={18} />
            {messages.feed.deleteImage}
          </button>
        )}
      </div>
      <DealFields
        values={fields}
        errors={errors}
        onChange={(change) => {
          setFields((current) => ({ ...current, ...change }));
          setErrors((current) => withoutChanged(current, change));
        }}
      />
      <SwitchRow
        label={messages.feed.fieldEnded}
        hint={messages.feed.fieldEndedHint}
        checked={ended}
        onChange={setEnded}
      />
    </DealFormPage>
  );
}

/**
 * /feed/edit/{id} (managers): edit a deal's picture, name, price, shipping and content, or end or
 * reopen it (종료된 딜); the partner
 * note shows only for a deal bought through a partner link, as on the deal view.
 */
export default function FeedEditPage() {
  const id = useRouteId();
  const deal = useDeal(id);
  if (deal.data) return <EditForm deal={deal.data} />;
  return (
    <PageLayout bottomMenu={false}>
      {deal.isError ? <p>{messages.app.loadFailed}</p> : <Spinner block />}
    </PageLayout>
  );
}
