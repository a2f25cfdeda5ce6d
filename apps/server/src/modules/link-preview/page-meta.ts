import { Parser } from 'htmlparser2';

export interface PageMeta {
  title: string | undefined;
  siteName: string | undefined;
  image: string | undefined;
  /** The product's price in whole won, when the page states one in KRW (or without a currency). */
  price: number | null;
}

const MAX_PRICE = 1_000_000_000;

/** `product:price:amount` (or og:price:amount) as whole won; null without one or in another currency. */
function priceOf(meta: Map<string, string>): number | null {
  const amount = meta.get('product:price:amount') ?? meta.get('og:price:amount');
  const currency = meta.get('product:price:currency') ?? meta.get('og:price:currency');
  if (!amount || (currency && currency.toUpperCase() !== 'KRW')) return null;
  const digits = amount.replace(/[,\s원₩]/g, '');
  if (!/^\d+(\.0+)?$/.test(digits)) return null;
  const price = Number.parseInt(digits, 10);
  return price <= MAX_PRICE ? price : null;
}

const HEAD_SNIFF_BYTES = 4_096;

/** The charset a page declares in its Content-Type header or in its first bytes; utf-8 otherwise. */
export function pageCharset(contentType: string, body: Buffer): string {
  const header = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1];
  if (header) return header;
  const head = body.subarray(0, HEAD_SNIFF_BYTES).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
}

/** Decodes a page by its charset (EUC-KR pages are common in Korea); unknown labels fall back to utf-8. */
export function decodePage(contentType: string, body: Buffer): string {
  try {
    return new TextDecoder(pageCharset(contentType, body)).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * Reads Open Graph tags with twitter: and `<title>` fallbacks: title (og:title, twitter:title,
 * <title>), site name (og:site_name), image (og:image, og:image:secure_url, twitter:image) and
 * price (product:price:amount, og:price:amount).
 */
export function readPageMeta(html: string): PageMeta {
  const meta = new Map<string, string>();
  let inTitle = false;
  let titleText = '';
  const parser = new Parser(
    {
      onopentag: (name, attrs) => {
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attrs.property ?? attrs.name ?? '').trim().toLowerCase();
        const content = attrs.content?.trim();
        if (key && content && !meta.has(key)) meta.set(key, content);
      },
      ontext: (text) => {
        if (inTitle) titleText += text;
      },
      onclosetag: (name) => {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;
  return {
    title: clean(meta.get('og:title') ?? meta.get('twitter:title') ?? titleText),
    siteName: clean(meta.get('og:site_name')),
    image: clean(
      meta.get('og:image') ??
        meta.get('og:image:secure_url') ??
        meta.get('og:image:url') ??
        meta.get('twitter:image') ??
        meta.get('twitter:image:src'),
    ),
    price: priceOf(meta),
  };
}
