import { messages, type Source } from '@akkyeo/contracts';

export interface ShippingInput {
  source: Source;
  freeShipping: boolean;
}

/** Product rules §4: COUPANG → 와우무료; otherwise paid → 유료배송, free → 무료배송. */
export function shippingLabel({ source, freeShipping }: ShippingInput): string {
  if (source === 'COUPANG') return messages.shipping.wowFree;
  return freeShipping ? messages.shipping.free : messages.shipping.paid;
}
