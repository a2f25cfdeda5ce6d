const wowFree = '와우무료';
const paid = '유료배송';
const free = '무료배송';

/** How a deal ships (product rules §4). */
export const shipping = {
  wowFree,
  paid,
  free,
  /** Product rules §4: COUPANG → 와우무료; otherwise free → 무료배송, paid → 유료배송. */
  label: ({ source, freeShipping }: { source: string; freeShipping: boolean }) =>
    source === 'COUPANG' ? wowFree : freeShipping ? free : paid,
} as const;
