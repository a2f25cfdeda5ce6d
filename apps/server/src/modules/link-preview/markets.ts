import { messages, type LinkPlatform } from '@akkyeo/contracts';

/** Registrable domains of known markets (a host matches the domain or any subdomain of it). */
const DOMAINS: [string, LinkPlatform][] = [
  ['coupang.com', 'COUPANG'],
  ['coupa.ng', 'COUPANG'],
  ['11st.co.kr', 'ELEVENST'],
  ['gmarket.co.kr', 'GMARKET'],
  ['auction.co.kr', 'AUCTION'],
  ['smartstore.naver.com', 'NAVER'],
  ['brand.naver.com', 'NAVER'],
  ['shopping.naver.com', 'NAVER'],
  ['naver.me', 'NAVER'],
  ['ssg.com', 'SSG'],
  ['lotteon.com', 'LOTTEON'],
  ['ohou.se', 'OHOUSE'],
  ['musinsa.com', 'MUSINSA'],
  ['aliexpress.com', 'ALIEXPRESS'],
  ['aliexpress.co.kr', 'ALIEXPRESS'],
  ['a.aliexpress.com', 'ALIEXPRESS'],
  ['kurly.com', 'KURLY'],
  ['tmon.co.kr', 'TMON'],
  ['wemakeprice.com', 'WEMAKEPRICE'],
  ['interpark.com', 'INTERPARK'],
];

/** The market a URL belongs to, by its host; ETC for unknown hosts and unparsable URLs. */
export function linkPlatformOf(url: string | URL): LinkPlatform {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return 'ETC';
  }
  const match = DOMAINS.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  return match?.[1] ?? 'ETC';
}

/** The Korean market name of a known platform, or undefined for ETC. */
export function marketNameOf(platform: LinkPlatform): string | undefined {
  return platform === 'ETC' ? undefined : messages.markets[platform];
}
