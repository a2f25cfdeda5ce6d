import {
  appPath,
  isHttpUrl,
  messages,
  REDIRECT_DELAY_MS,
  SEARCH_DEBOUNCE_MS,
  TIP_TERMS_MAX,
  tipRequestSchema,
  type Tip,
} from '@akkyeo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  DealFields,
  DealFormPage,
  dealFormStyles as styles,
  DealPreviewCard,
  LinkField,
  SourceFields,
  typedPrice,
  useDealLinkForm,
  type DealLinkFormValues,
} from '@/entities/deal-form';
import { DraftNotice } from '@/entities/draft';
import { errorMessage } from '@/shared/api';
import { useDebouncedValue, useObjectUrl } from '@/shared/hooks';
import { fieldErrorProps, validateFields } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import { useAuthStore } from '@/shared/stores';
import { dialog, FormField, toast } from '@/shared/ui';
import { duplicatesQuery, useSaveTip, useTipDuplicates } from '../hooks';
import { DuplicateNotice } from './duplicate-notice';
import { TipPictureField } from './tip-picture-field';

const FORM_ID = 'tip-form';
const say = messages.tip;

type TipFormValues = DealLinkFormValues<{ terms: string }>;

/** The empty form of a new tip, which is also what its draft is compared with. */
const EMPTY_TIP: TipFormValues = {
  source: { link: '', market: '', image: '' },
  fields: { name: '', price: '', freeShipping: false, content: '' },
  extra: { terms: '' },
};

/** A pending tip's values in the form (an uploaded picture is not an address: shown apart). */
const valuesOf = (tip: Tip): TipFormValues => ({
  source: {
    link: tip.url,
    market: tip.market,
    image: tip.pictureUploaded ? '' : (tip.imgLink ?? ''),
  },
  fields: {
    name: tip.name,
    price: String(tip.price),
    freeShipping: tip.isFreeShipping,
    content: tip.content,
  },
  extra: { terms: tip.discountTerms ?? '' },
});

/**
 * The 제보 form, new (`/feed/tip`) or editing a pending tip (`/feed/tip/edit/{id}`): the link first,
 * whose preview fills in name, price, market and picture (typed by hand where the store refuses
 * it), then free shipping, the 설명 (plain text) and the 할인 조건 line, with the feed's card as it
 * will look. A deal of the same product posted in the last 7 days is shown before sending (이미
 * 올라온 딜이에요): the member tells it in its comments, or sends anyway (더 싼 가격이에요). A
 * picture may be uploaded in place of the address (sent as multipart then); an edit shows the
 * uploaded one with 사진 삭제. The form is kept as a draft (the picked file is not); once sent,
 * 내 제보 opens (or the deal, when it was published at once).
 */
export function TipForm({ tip }: { tip?: Tip }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const save = useSaveTip(tip?.id ?? null);
  const finder = useAuthStore((state) => state.nickname);
  const form = useDealLinkForm({
    place: tip ? `tip-edit:${tip.id}` : 'tip-write',
    initial: tip ? valuesOf(tip) : EMPTY_TIP,
    extraFields: { terms: 'discountTerms' },
  });
  const { source, fields, extra } = form;
  /** The picture picked to upload (not kept in the draft), and the tip's uploaded one while kept. */
  const [picture, setPicture] = useState<File | null>(null);
  const [keptUpload, setKeptUpload] = useState(tip?.pictureUploaded ? tip.imgLink : null);
  const pictureUrl = useObjectUrl(picture) ?? keptUpload;
  const url = source.link.trim();
  const duplicates = useTipDuplicates(useDebouncedValue(url, SEARCH_DEBOUNCE_MS)).data?.content;
  /** The link the member said is cheaper than the deal already posted. */
  const [cheaperFor, setCheaperFor] = useState<string | null>(null);
  const notice = useRef<HTMLElement>(null);
  const showDuplicates = duplicates && duplicates.length > 0 && cheaperFor !== url;

  /** Whether the link's duplicates were seen: true to send, false when the notice is shown. */
  const duplicatesSeen = async (anyway: boolean) => {
    if (anyway || cheaperFor === url) return true;
    const found = await queryClient.fetchQuery(duplicatesQuery(url)).catch(() => null);
    if (!found?.content.length) return true;
    notice.current?.scrollIntoView({ block: 'center' });
    notice.current?.focus();
    return false;
  };

  const submit = async (anyway = false) => {
    if (save.isPending) return;
    const checked = validateFields(tipRequestSchema, {
      url,
      name: fields.name,
      price: typedPrice(fields.price),
      shoppingMall: source.market.trim() || undefined,
      image: source.image.trim() || null,
      isFreeShipping: fields.freeShipping,
      content: fields.content,
      discountTerms: extra.terms.trim() || null,
    });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    if (!(await duplicatesSeen(anyway))) return;
    try {
      const body = tip
        ? { ...checked.data, removePicture: tip.pictureUploaded && keptUpload === null }
        : checked.data;
      const saved = await save.mutateAsync({ body, picture });
      form.draft.clear();
      if (saved.dealId !== null) {
        toast.success(say.sentPublished, REDIRECT_DELAY_MS);
        void navigate(appPath('feedViewPage', { id: saved.dealId }), { replace: true });
        return;
      }
      toast.success(tip ? say.saved : say.sent, REDIRECT_DELAY_MS);
      void navigate(routePath('myTipsPage'), { replace: true });
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: say.sendFailed });
    }
  };

  const image = source.image.trim();
  return (
    <DealFormPage
      title={messages.pageTitle.screens[tip ? 'tipEditPage' : 'tipWritePage']}
      formId={FORM_ID}
      busy={save.isPending}
      submitLabel={tip ? say.save : say.submit}
      cancelTo={tip ? routePath('myTipsPage') : '/'}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DraftNotice draft={form.draft} />
      <LinkField form={form} />
      {showDuplicates && (
        <DuplicateNotice
          ref={notice}
          deals={duplicates}
          onCheaper={() => {
            setCheaperFor(url);
            void submit(true);
          }}
        />
      )}
      <DealFields
        values={fields}
        onChange={form.changeFields}
        errors={form.errors}
        withPlaceholders
        contentLabel={say.textLabel}
        contentPlaceholder={say.textPlaceholder}
      />
      <FormField label={say.termsLabel} error={form.errors.discountTerms} errorId={`${id}-terms`}>
        <input
          className={styles.input}
          value={extra.terms}
          maxLength={TIP_TERMS_MAX}
          placeholder={say.termsPlaceholder}
          onChange={(event) => form.changeExtra({ terms: event.target.value })}
          {...fieldErrorProps(form.errors.discountTerms, `${id}-terms`)}
        />
      </FormField>
      <SourceFields form={form} />
      <TipPictureField
        src={pictureUrl}
        onPick={setPicture}
        onRemove={() => (picture ? setPicture(null) : setKeptUpload(null))}
      />
      <DealPreviewCard
        name={fields.name}
        price={Number(fields.price)}
        market={source.market.trim()}
        imgLink={pictureUrl ?? (isHttpUrl(image) ? image : null)}
        freeShipping={fields.freeShipping}
        tippedBy={finder ? { memberId: 0, nickname: finder } : null}
      />
    </DealFormPage>
  );
}
