import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/**
 * The network a client address belongs to, as one person or household is likely to hold it: the
 * /24 of an IPv4 address (an IPv4-mapped IPv6 address counts as IPv4), the /56 of an IPv6 one.
 * Anything else is returned as given.
 */
export function addressPrefix(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return `${bare.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(bare);
  if (!groups) return bare;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const v4 = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8].join('.');
    return `${v4}.0/24`;
  }
  const hex = groups.slice(0, 4).map((g) => g.toString(16).padStart(4, '0'));
  return `${hex.slice(0, 3).join(':')}:${hex[3]!.slice(0, 2)}00::/56`;
}
