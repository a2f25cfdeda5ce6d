import { toDealHtml } from './deal-html';

/** The fields the write and edit forms share, as typed. */
export interface DealFieldValues {
  name: string;
  price: string;
  freeShipping: boolean;
  content: string;
}

/** The request fields of the typed values (an empty price is sent as NaN, which the server refuses). */
export function dealFieldsBody(values: DealFieldValues) {
  return {
    name: values.name,
    price: values.price.trim() === '' ? Number.NaN : Number(values.price),
    isFreeShipping: values.freeShipping,
    content: toDealHtml(values.content),
  };
}
