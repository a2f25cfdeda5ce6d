import { BlockList, isIP } from 'node:net';

/** Addresses a server-side fetch must never reach: anything but public unicast. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (and some cloud metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback ::1 and IPv4-compatible forms
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64 (embeds IPv4)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (embeds IPv4)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds IPv4)
  ['fc00::', 7], // unique local, incl. metadata fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Strips IPv6 brackets and zone ids: `[fe80::1%eth0]` → `fe80::1`. */
function bareAddress(address: string): string {
  return address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
}

/**
 * True when `address` (an IP literal) is not a public unicast address: loopback, private,
 * link-local, CGNAT, unique-local, multicast, reserved, cloud metadata or an IPv4 address
 * embedded in IPv6. `allowLoopback` (tests only) lets 127.0.0.0/8 and ::1 through.
 */
export function isForbiddenAddress(address: string, allowLoopback = false): boolean {
  const bare = bareAddress(address);
  const version = isIP(bare);
  if (version === 0) return true;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && LOOPBACK.check(bare, family)) return false;
  return FORBIDDEN.check(bare, family);
}

/** The IP literal a URL host names (`[::1]` → `::1`), or null for a host name. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = bareAddress(hostname);
  return isIP(bare) ? bare : null;
}
