import { REDIRECT_DELAY_MS } from '@akkyeo/contracts';
import { useRef, useState } from 'react';
import { useDraft, type DraftState } from '@/entities/draft';
import type { FieldErrors } from '@/shared/lib';
import { toast } from '@/shared/ui';
import { withoutChanged, type DealFieldValues } from './deal-field-values';
import { useLinkPreview } from './use-link-preview';

/** What the link's preview fills in and the writer may type instead. */
export interface DealSource {
  link: string;
  market: string;
  image: string;
}

/** A form's values: the source, the shared fields and the form's own (`extra`). */
export interface DealLinkFormValues<Extra extends object> {
  source: DealSource;
  fields: DealFieldValues;
  extra: Extra;
}

export interface UseDealLinkFormOptions<Extra extends object> {
  /** Where its draft is kept (`deal-write`, `tip-write`); null keeps none. */
  place: string | null;
  /** The form as it opens (empty, or the 제보 being edited), which is also what a draft is compared with. */
  initial: DealLinkFormValues<Extra>;
  /** The request field of each `extra` value, to clear its error when it changes. */
  extraFields: Record<keyof Extra, string>;
}

const SOURCE_FIELDS: Record<keyof DealSource, string> = {
  link: 'url',
  market: 'shoppingMall',
  image: 'image',
};

/** The draft as stored: `{ draft, ...extra, fields, previewFailed }` (the deal write form's shape). */
type StoredForm<Extra extends object> = Extra & {
  draft: DealSource;
  fields: DealFieldValues;
  previewFailed: boolean;
};

const stored = <Extra extends object>(
  { source, fields, extra }: DealLinkFormValues<Extra>,
  previewFailed: boolean,
): StoredForm<Extra> => ({ draft: source, ...extra, fields, previewFailed });

export interface DealLinkForm<Extra extends object> extends DealLinkFormValues<Extra> {
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  /** The preview failed: the link stays and the writer types the rest by hand. */
  previewFailed: boolean;
  previewing: boolean;
  draft: DraftState;
  changeLink: (link: string) => void;
  changeSource: (change: Partial<DealSource>) => void;
  changeFields: (change: Partial<DealFieldValues>) => void;
  changeExtra: (change: Partial<Extra>) => void;
}

/**
 * The state of a deal form that starts from a product link: the link is previewed as it is typed
 * and fills in name, price, market and picture (a failed preview keeps the link, says why and
 * leaves the rest to the writer); the form is kept as a draft; a value typed again clears its
 * field's error. A link that came with its values (a restored draft, a 제보 being edited) is not
 * previewed over them.
 */
export function useDealLinkForm<Extra extends object>({
  place,
  initial,
  extraFields,
}: UseDealLinkFormOptions<Extra>): DealLinkForm<Extra> {
  const [source, setSource] = useState(initial.source);
  const [fields, setFields] = useState(initial.fields);
  const [extra, setExtra] = useState(initial.extra);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [previewFailed, setPreviewFailed] = useState(false);
  const keptLink = useRef<string | null>(initial.source.link || null);
  const draft = useDraft({
    place,
    value: stored({ source, fields, extra }, previewFailed),
    initial: stored(initial, false),
    onRestore: ({ draft: link, fields: values, previewFailed: failed, ...rest }) => {
      keptLink.current = link.link;
      setSource(link);
      setFields(values);
      setExtra({ ...initial.extra, ...rest });
      setPreviewFailed(failed);
      setErrors({});
    },
  });

  const clearErrors = (change: object, names?: Readonly<Record<string, string>>) =>
    setErrors((current) => withoutChanged(current, change, names));
  const changeFields = (change: Partial<DealFieldValues>) => {
    setFields((current) => ({ ...current, ...change }));
    clearErrors(change);
  };
  const changeSource = (change: Partial<DealSource>) => {
    setSource((current) => ({ ...current, ...change }));
    clearErrors(change, SOURCE_FIELDS);
  };
  const changeExtra = (change: Partial<Extra>) => {
    setExtra((current) => ({ ...current, ...change }));
    clearErrors(change, extraFields);
  };
  const changeLink = (link: string) => {
    keptLink.current = null;
    changeSource({ link });
    setPreviewFailed(false);
  };
  const isKept = () => keptLink.current !== null && keptLink.current === source.link;

  const previewing = useLinkPreview(source.link, {
    onPreview: (result) => {
      if (isKept()) return;
      changeFields({
        name: result.title,
        ...(result.price !== null && { price: String(result.price) }),
      });
      changeSource({ market: result.shoppingMall, image: result.imgUrl ?? '' });
    },
    onError: (message) => {
      if (isKept()) return;
      setPreviewFailed(true);
      toast.error(message, REDIRECT_DELAY_MS);
    },
  });

  return {
    source,
    fields,
    extra,
    errors,
    setErrors,
    previewFailed,
    previewing,
    draft,
    changeLink,
    changeSource,
    changeFields,
    changeExtra,
  };
}
