import type { FieldErrors } from '@/shared/lib';

/** The fields every deal form shares (a manager's deal, a member's 제보), as typed. */
export interface DealFieldValues {
  name: string;
  price: string;
  freeShipping: boolean;
  content: string;
}

/** The request field each form value is sent as, to clear its error when it changes. */
const REQUEST_FIELD: Record<keyof DealFieldValues, string> = {
  name: 'name',
  price: 'price',
  freeShipping: 'isFreeShipping',
  content: 'content',
};

/** The typed price as the request's number; empty is left out, so it reads as missing. */
export const typedPrice = (price: string) => (price.trim() === '' ? undefined : Number(price));

/**
 * The errors left once the changed values' fields are typed again; `fields` names the request
 * field of each other form value.
 */
export function withoutChanged(
  errors: FieldErrors,
  change: object,
  fields: Readonly<Record<string, string>> = REQUEST_FIELD,
): FieldErrors {
  const next = { ...errors };
  for (const key of Object.keys(change)) {
    delete next[fields[key] ?? REQUEST_FIELD[key as keyof DealFieldValues] ?? key];
  }
  return next;
}
