import { describe, expect, it } from 'vitest';
import { addressPrefix } from './address-prefix';

describe('addressPrefix', () => {
  it('takes the /24 of IPv4 (mapped IPv6 included) and the /56 of IPv6', () => {
    expect(addressPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(addressPrefix('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(addressPrefix('2001:db8:abcd:12ff::1')).toBe('2001:0db8:abcd:1200::/56');
    expect(addressPrefix('2001:db8:abcd:1201:ffff::1')).toBe('2001:0db8:abcd:1200::/56');
    expect(addressPrefix('2001:db8:abcd:1301::1')).toBe('2001:0db8:abcd:1300::/56');
    expect(addressPrefix('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/56');
  });

  it('returns anything else as given', () => {
    expect(addressPrefix('not-an-address')).toBe('not-an-address');
  });
});
