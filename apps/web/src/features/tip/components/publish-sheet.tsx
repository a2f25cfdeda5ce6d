import {
  messages,
  TIP_TERMS_MAX,
  tipPublishRequestSchema,
  type AdminTip,
  type TipPublishRequest,
} from '@akkyeo/contracts';
import { useId, useState, type FormEvent } from 'react';
import {
  DealFields,
  dealFormStyles as fieldStyles,
  SourceFields,
  typedPrice,
  withoutChanged,
  type DealFieldValues,
  type DealSource,
} from '@/entities/deal-form';
import { fieldErrorProps, validateFields, type FieldErrors } from '@/shared/lib';
import { Button, FormField, SlideUpModal } from '@/shared/ui';
import styles from './review-sheet.module.css';
import { TipPictureField } from './tip-picture-field';

export interface PublishSheetProps {
  tip: AdminTip;
  busy: boolean;
  onClose: () => void;
  /**
   * 게시 with the fields the manager changed (none: as the finder sent it) and the tip's
   * `updatedAt` as shown, so an edit by its finder since is refused rather than published unseen.
   */
  onPublish: (edits: TipPublishRequest) => void;
}

const say = messages.tip;
const REQUEST_FIELDS = {
  link: 'url',
  market: 'shoppingMall',
  image: 'image',
  terms: 'discountTerms',
};

/** The fields a manager may edit. */
type TipFields = Required<Omit<TipPublishRequest, 'seenUpdatedAt'>>;

/** The request's value of each field, as the tip holds it. */
const sentOf = (tip: AdminTip): TipFields => ({
  url: tip.url,
  name: tip.name,
  price: tip.price,
  shoppingMall: tip.market,
  image: tip.imgLink,
  isFreeShipping: tip.isFreeShipping,
  content: tip.content,
  discountTerms: tip.discountTerms,
});

/**
 * 제보 게시: every field of the tip, editable, then 게시; a picture its finder uploaded shows with
 * 사진 삭제. Only what the manager changed is sent; the server applies it to the tip and the deal
 * alike (the deal gets its own copy of the uploaded picture).
 */
export function PublishSheet({ tip, busy, onClose, onPublish }: PublishSheetProps) {
  const id = useId();
  const [source, setSource] = useState<DealSource>({
    link: tip.url,
    market: tip.market,
    image: tip.pictureUploaded ? '' : (tip.imgLink ?? ''),
  });
  /** The finder's uploaded picture, until the manager removes it (an address typed replaces it). */
  const [upload, setUpload] = useState(tip.pictureUploaded ? tip.imgLink : null);
  const [fields, setFields] = useState<DealFieldValues>({
    name: tip.name,
    price: String(tip.price),
    freeShipping: tip.isFreeShipping,
    content: tip.content,
  });
  const [terms, setTerms] = useState(tip.discountTerms ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (change: object) =>
    setErrors((current) => withoutChanged(current, change, REQUEST_FIELDS));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed: TipFields = {
      url: source.link.trim(),
      name: fields.name,
      price: typedPrice(fields.price) ?? Number.NaN,
      shoppingMall: source.market.trim(),
      image: source.image.trim() || upload,
      isFreeShipping: fields.freeShipping,
      content: fields.content,
      discountTerms: terms.trim() || null,
    };
    const sent = sentOf(tip);
    const edits = Object.fromEntries(
      Object.entries(typed).filter(([key, value]) => sent[key as keyof typeof sent] !== value),
    );
    const checked = validateFields(tipPublishRequestSchema, edits);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onPublish({ ...checked.data, seenUpdatedAt: tip.updatedAt });
  };

  return (
    <SlideUpModal open onClose={onClose} title={say.publishTitle}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>{say.publishHint}</p>
        <FormField label={messages.feed.fieldLink} error={errors.url} errorId={`${id}-url`}>
          <input
            className={fieldStyles.input}
            type="url"
            inputMode="url"
            value={source.link}
            onChange={(event) => {
              setSource((current) => ({ ...current, link: event.target.value }));
              clear({ link: true });
            }}
            {...fieldErrorProps(errors.url, `${id}-url`)}
          />
        </FormField>
        <DealFields
          values={fields}
          errors={errors}
          contentLabel={say.textLabel}
          onChange={(change) => {
            setFields((current) => ({ ...current, ...change }));
            clear(change);
          }}
        />
        <FormField label={say.termsLabel} error={errors.discountTerms} errorId={`${id}-terms`}>
          <input
            className={fieldStyles.input}
            value={terms}
            maxLength={TIP_TERMS_MAX}
            onChange={(event) => {
              setTerms(event.target.value);
              clear({ terms: true });
            }}
            {...fieldErrorProps(errors.discountTerms, `${id}-terms`)}
          />
        </FormField>
        {upload && <TipPictureField src={upload} onRemove={() => setUpload(null)} />}
        <SourceFields
          form={{
            source,
            errors,
            changeSource: (change) => {
              setSource((current) => ({ ...current, ...change }));
              clear(change);
            },
          }}
        />
        <Button type="submit" block disabled={busy}>
          {say.publish}
        </Button>
      </form>
    </SlideUpModal>
  );
}
