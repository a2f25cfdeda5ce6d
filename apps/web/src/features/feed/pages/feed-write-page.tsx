import { feedCreateRequestSchema, isHttpUrl, messages, REDIRECT_DELAY_MS } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import {
  DealFields,
  DealFormPage,
  dealFormStyles as styles,
  DealPreviewCard,
  LinkField,
  SourceFields,
  useDealLinkForm,
} from '@/entities/deal-form';
import { DraftNotice } from '@/entities/draft';
import { validateFields } from '@/shared/lib';
import { dialog, ProgressModal, toast } from '@/shared/ui';
import { useCreateDeal } from '../hooks/deal-write';
import { dealFieldsBody } from '../lib/deal-fields';

const FORM_ID = 'deal-write-form';
const DRAFT_PLACE = 'deal-write';

/** The form as it opens, which is also what a draft is compared with. */
const EMPTY_FORM = {
  source: { link: '', market: '', image: '' },
  fields: { name: '', price: '', freeShipping: true, content: '' },
  extra: { includePhoto: true },
};

/**
 * /feed/write (managers): a deal from a product link, previewed as it is typed. The preview fills
 * in title, market and picture; when it fails (a store that refuses servers, a private address, a
 * timeout) the link stays and the manager types them by hand. Fields are checked as the server
 * checks them, and each problem is shown under its field.
 */
export default function FeedWritePage() {
  const navigate = useNavigate();
  const createDeal = useCreateDeal();
  const form = useDealLinkForm({
    place: DRAFT_PLACE,
    initial: EMPTY_FORM,
    extraFields: { includePhoto: 'containImage' },
  });
  const { source, fields, extra } = form;
  const [progress, setProgress] = useState(0);
  const [posting, setPosting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (posting) return;
    const checked = validateFields(feedCreateRequestSchema, {
      url: source.link,
      ...dealFieldsBody(fields),
      image: source.image.trim() || null,
      containImage: extra.includePhoto,
      shoppingMall: source.market.trim() || undefined,
    });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    setPosting(true);
    setProgress(30);
    try {
      await createDeal.mutateAsync(checked.data);
      form.draft.clear();
      setProgress(100);
      toast.success(messages.feed.postingDone, REDIRECT_DELAY_MS);
      setTimeout(() => void navigate('/'), REDIRECT_DELAY_MS);
    } catch (error) {
      setPosting(false);
      setProgress(0);
      await dialog.alert(errorMessage(error), { title: messages.feed.uploadFailed });
    }
  };

  const image = source.image.trim();
  return (
    <DealFormPage
      title={messages.feed.writeTitle}
      formId={FORM_ID}
      busy={posting}
      onSubmit={(event) => void submit(event)}
      footer={<ProgressModal open={posting} value={progress} label={messages.feed.posting} />}
    >
      <DraftNotice draft={form.draft} />
      <LinkField form={form} />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={extra.includePhoto}
          onChange={(event) => form.changeExtra({ includePhoto: event.target.checked })}
        />
        {messages.feed.fieldIncludePhoto}
      </label>
      <DealFields
        values={fields}
        onChange={form.changeFields}
        errors={form.errors}
        withPlaceholders
      />
      <SourceFields form={form} />
      <DealPreviewCard
        name={fields.name}
        price={Number(fields.price)}
        market={source.market.trim()}
        imgLink={extra.includePhoto && isHttpUrl(image) ? image : null}
        freeShipping={fields.freeShipping}
      />
    </DealFormPage>
  );
}
