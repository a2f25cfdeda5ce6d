import { describe, expect, it } from 'vitest';
import { shippingLabel } from './shipping-label';

describe('shippingLabel', () => {
  it('gives 와우무료 for COUPANG whatever the flag', () => {
    expect(shippingLabel({ source: 'COUPANG', freeShipping: false })).toBe('와우무료');
    expect(shippingLabel({ source: 'COUPANG', freeShipping: true })).toBe('와우무료');
  });

  it('gives 유료배송 for other sources without free shipping', () => {
    expect(shippingLabel({ source: 'COUPANG_GOLD_BOX', freeShipping: false })).toBe('유료배송');
    expect(shippingLabel({ source: 'AKKYEO', freeShipping: false })).toBe('유료배송');
  });

  it('gives 무료배송 for other sources with free shipping', () => {
    expect(shippingLabel({ source: 'COUPANG_GOLD_BOX', freeShipping: true })).toBe('무료배송');
    expect(shippingLabel({ source: 'AKKYEO', freeShipping: true })).toBe('무료배송');
  });
});
