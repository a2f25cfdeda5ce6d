import type { FieldErrors } from '@/shared/lib';
import { toDealHtml } from './deal-html';

/** The fields the write and edit forms share, as typed. */
export interface DealFieldValues {
  name: string;
  price: string;
  freeShipping: boolean;
  content: string;
}

/** The request fields of the typed values; an empty price is left out, so it reads as missing. */
export function dealFieldsBody(values: DealFieldValues) {
  return {
    name: values.name,
    price: values.price.trim() === '' ? undefined : Number(values.price),
    isFreeShipping: values.freeShipping,
    content: toDealHtml(values.content),
  };
}

/** The request field each form value is sent as, to clear its error when it changes. */
const REQUEST_FIELD: Record<keyof DealFieldValues, string> = {
  name: 'name',
  price: 'price',
  freeShipping: 'isFreeShipping',
  content: 'content',
};

/** The errors left once the changed values' fields are typed again. */
export function withoutChanged(errors: FieldErrors, change: object): FieldErrors {
  const next = { ...errors };
  for (const key of Object.keys(change)) {
    delete next[REQUEST_FIELD[key as keyof DealFieldValues] ?? key];
  }
  return next;
}
