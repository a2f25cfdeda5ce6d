/**
 * Product keys as migration 0012 computed them: a frozen copy of `lib/product-key.ts` at the time,
 * so that the migration's meaning never follows later changes to the app's product key.
 * Never edit this file.
 */
/**
 * The price-history key of a product: `<store>:<product id>` when the store URL carries the
 * product's id (Coupang's productId, and the id of a few other markets' product pages), else
 * `url:<canonical URL>` (https, lower-case host without `www.`, no fragment, no tracking
 * parameters, the other parameters sorted).
 */
export function productKeyOf(storeUrl: string | URL): string {
  const url = new URL(storeUrl);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (onDomain(host, 'coupang.com')) {
    const coupang = coupangKey(url);
    if (coupang) return coupang;
  }
  for (const store of STORE_IDS) {
    if (!store.domains.some((domain) => onDomain(host, domain))) continue;
    const id = store.path
      ? store.path.exec(url.pathname)?.[1]
      : url.searchParams.get(store.query ?? '');
    if (id && /^[\w-]{1,40}$/.test(id)) return `${store.name}:${id}`;
  }
  return `url:${canonicalUrl(url, host)}`;
}

/** The key of a Coupang product by its productId (the gold box's items). */
export function coupangProductKey(productId: string): string {
  return `coupang:${productId}`;
}

function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

const DIGITS = /^\d{1,20}$/;

/** productId from `/vp/products/<id>` (also vm, np) or `?productId=`; else an item's own id. */
function coupangKey(url: URL): string | undefined {
  const inPath = /^\/(?:vp|vm|np)\/products\/(\d{1,20})(?:\/|$)/.exec(url.pathname)?.[1];
  const productId = inPath ?? url.searchParams.get('productId');
  if (productId && DIGITS.test(productId)) return coupangProductKey(productId);
  const itemId = url.searchParams.get('itemId');
  if (itemId && DIGITS.test(itemId)) return `coupang:item:${itemId}`;
  const vendorItemId = url.searchParams.get('vendorItemId');
  if (vendorItemId && DIGITS.test(vendorItemId)) return `coupang:vendor-item:${vendorItemId}`;
  return undefined;
}

interface StoreIds {
  name: string;
  domains: string[];
  /** The id as the first group of the path, or as a query parameter. */
  path?: RegExp;
  query?: string;
}

/** Other markets whose product URLs name the product's id. */
const STORE_IDS: StoreIds[] = [
  { name: '11st', domains: ['11st.co.kr'], path: /^\/products\/(?:m\/)?(\d+)/ },
  { name: 'gmarket', domains: ['gmarket.co.kr'], query: 'goodscode' },
  { name: 'auction', domains: ['auction.co.kr'], query: 'itemno' },
  {
    name: 'naver',
    domains: ['smartstore.naver.com', 'brand.naver.com'],
    path: /^\/[^/]+\/products\/(\d+)/,
  },
  { name: 'ssg', domains: ['ssg.com'], query: 'itemId' },
  { name: 'musinsa', domains: ['musinsa.com'], path: /^\/(?:app\/goods|products)\/(\d+)/ },
  { name: 'aliexpress', domains: ['aliexpress.com'], path: /^\/item\/(\d+)\.html/ },
  { name: 'kurly', domains: ['kurly.com'], path: /^\/goods\/(\d+)/ },
];

/** Query parameters that say how a visitor arrived, not which product it is. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'ref',
  'ref_',
  'referrer',
  'src',
  'spm',
  'scm',
  'napm',
  'nacn',
  'trackingid',
  'sourcetype',
  'searchid',
  'clickeventid',
  'lptag',
  'subid',
  'traceid',
  'requestid',
]);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    TRACKING_PARAMS.has(lower) ||
    lower.startsWith('utm_') ||
    lower.startsWith('n_') ||
    lower.startsWith('nv_') ||
    lower.startsWith('aff_')
  );
}

function canonicalUrl(url: URL, host: string): string {
  const params = [...url.searchParams]
    .filter(([name]) => !isTracking(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '';
  const port = url.port ? `:${url.port}` : '';
  return `https://${host.replace(/^www\./, '')}${port}${path}${query ? `?${query}` : ''}`;
}
