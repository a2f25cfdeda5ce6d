import { ipLiteralOf, isForbiddenAddress } from './ssrf-address';

/** Host name endings that name machines of a private network, never a public shop. */
const PRIVATE_SUFFIXES = ['.local', '.internal', '.localdomain', '.home.arpa', '.lan', '.intranet'];

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * True when an http(s) URL names a public host by the link preview's address rules
 * (ssrf-address.ts): an IP literal must be public unicast; a name must have a dot and not be
 * localhost, *.localhost or a private-network name (*.internal, metadata.google.internal, *.local,
 * …). `allowLoopback` (OUTBOUND_ALLOW_LOOPBACK, local testing only) lets 127.0.0.0/8, ::1 and
 * localhost through. A name is not resolved here: a visitor's browser, not the server, follows
 * the link (docs/security.md).
 */
export function isPublicLink(url: string, allowLoopback = false): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  const literal = ipLiteralOf(host);
  if (literal) return !isForbiddenAddress(literal, allowLoopback);
  if (isLoopbackName(host)) return allowLoopback;
  if (!host.includes('.')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
