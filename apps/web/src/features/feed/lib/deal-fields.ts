import { typedPrice, type DealFieldValues } from '@/entities/deal-form';
import { toDealHtml } from './deal-html';

/** The request fields of the typed values; an empty price is left out, so it reads as missing. */
export function dealFieldsBody(values: DealFieldValues) {
  return {
    name: values.name,
    price: typedPrice(values.price),
    isFreeShipping: values.freeShipping,
    content: toDealHtml(values.content),
  };
}
