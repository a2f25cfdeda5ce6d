import {
  appPath,
  messages,
  paths,
  routePath,
  type AppRouteName,
  type FeedDetail,
} from '@akkyeo/contracts';
import { escapeAttribute } from '../../lib/html-attribute';
import type { PostPageValue } from '../board/post-page';
import { SHARE_IMAGE_SIZE } from '../share/draw';

/** Where the app is reached and where its stored pictures are served. */
export interface Site {
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  cdnBaseUrl: string;
}

/** A picture of a link card, its size when known. */
interface CardImage {
  url: string;
  width?: number;
  height?: number;
}

/** What a page says of itself to crawlers and link cards. */
interface PageCard {
  /** The tab's title, as the web app names the tab (`<screen> · 아껴라껴`). */
  title: string;
  /** The link card's title. */
  cardTitle: string;
  description: string;
  /** The page's canonical address (absolute); none for the generic card. */
  url?: string;
  type: 'website' | 'product' | 'article';
  image: CardImage;
  /** Pages that are no search result (forms, members' own screens). */
  noindex?: boolean;
  /** More Open Graph properties (`product:price:amount`, `article:published_time`, …). */
  properties?: [string, string][];
  /** schema.org structured data. */
  jsonLd?: object;
}

/**
 * The app's own link-card picture (apps/web/public/og-card.png, written by
 * `tools/assets/write-og-card.ts`), for pages without a picture of their own.
 */
export const DEFAULT_CARD_IMAGE = { path: '/og-card.png', width: 1200, height: 630 } as const;

/** Characters of a post's text its description and headline carry. */
const POST_EXCERPT_LENGTH = 80;

/** The list screens worth a search result, with their canonical address (the feed has two). */
const LIST_SCREENS: Partial<Record<AppRouteName, string>> = {
  main: routePath('main'),
  home: routePath('main'),
  boardListPage: routePath('boardListPage'),
  searchPage: routePath('searchPage'),
};

/** The list pages a sitemap names. */
export const SITEMAP_PAGES = [routePath('main'), routePath('boardListPage')];

/** `href` as an absolute http(s) URL on the site, or null (a `data:` picture, a broken address). */
export function absoluteUrl(site: Site, href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, `${site.publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A page's absolute address: the public URL and the app route's path. */
export const pageUrl = (site: Site, path: string): string => `${site.publicUrl}${path}`;

const defaultImage = (site: Site): CardImage => ({
  url: pageUrl(site, DEFAULT_CARD_IMAGE.path),
  width: DEFAULT_CARD_IMAGE.width,
  height: DEFAULT_CARD_IMAGE.height,
});

/**
 * JSON for a `<script>`: `<`, `>`, `&` and the line separators written as escapes, so no text
 * inside can end the script (`</script>`) or open a comment, and the JSON stays the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

/** The feeds every page links to (`<link rel="alternate">`), so a reader finds them. */
function feedLinks(site: Site): string {
  const title = escapeAttribute(messages.discovery.feedTitle);
  return (
    `<link rel="alternate" type="application/rss+xml" title="${title}" href="${escapeAttribute(pageUrl(site, paths.discovery.rss))}">` +
    `<link rel="alternate" type="application/atom+xml" title="${title}" href="${escapeAttribute(pageUrl(site, paths.discovery.atom))}">`
  );
}

/** The head tags of a card: every value escaped, the structured data as script-safe JSON. */
function renderCard(site: Site, card: PageCard): string {
  const tags = [
    `<title>${escapeAttribute(card.title)}</title>`,
    meta('name', 'description', card.description),
  ];
  if (card.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (card.url) tags.push(`<link rel="canonical" href="${escapeAttribute(card.url)}">`);
  tags.push(
    meta('property', 'og:type', card.type),
    meta('property', 'og:site_name', messages.app.name),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:title', card.cardTitle),
    meta('property', 'og:description', card.description),
  );
  if (card.url) tags.push(meta('property', 'og:url', card.url));
  tags.push(meta('property', 'og:image', card.image.url));
  if (card.image.width && card.image.height) {
    tags.push(
      meta('property', 'og:image:width', String(card.image.width)),
      meta('property', 'og:image:height', String(card.image.height)),
    );
  }
  for (const [property, content] of card.properties ?? []) {
    tags.push(meta('property', property, content));
  }
  tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  if (card.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(card.jsonLd)}</script>`);
  }
  return tags.join('') + feedLinks(site);
}

/** The site's own card: pages without tags of their own, and missing or hidden subjects. */
export function genericTags(site: Site): string {
  return renderCard(site, {
    title: messages.app.name,
    cardTitle: messages.app.name,
    description: messages.discovery.siteDescription,
    type: 'website',
    image: defaultImage(site),
  });
}

/** A screen's card from the route table: the lists describe themselves, other screens are no result. */
export function screenTags(site: Site, route: AppRouteName): string {
  const canonical = LIST_SCREENS[route];
  const descriptions: Partial<Record<AppRouteName, string>> = messages.discovery.screenDescriptions;
  return renderCard(site, {
    title: messages.pageTitle.format(messages.pageTitle.screens[route]),
    cardTitle: messages.pageTitle.format(messages.pageTitle.screens[route]),
    description: descriptions[route] ?? messages.discovery.siteDescription,
    type: 'website',
    image: defaultImage(site),
    ...(canonical ? { url: pageUrl(site, canonical) } : { noindex: true }),
  });
}

/**
 * A deal's card: name, price, market and shipping; its share image (drawn after each change of
 * its card), else its picture, else the app card; Product and Offer for search engines.
 */
export function dealTags(site: Site, deal: FeedDetail): string {
  const url = pageUrl(site, appPath('feedViewPage', { id: deal.id }));
  const description = messages.discovery.dealDescription({
    name: deal.name,
    price: deal.price,
    market: deal.market,
    shipping: messages.shipping.label(deal),
    ended: deal.ended,
  });
  const picture = absoluteUrl(site, deal.imgLink);
  const shareImage = absoluteUrl(site, deal.shareImage);
  return renderCard(site, {
    title: messages.pageTitle.format(deal.name),
    cardTitle: messages.discovery.dealTitle(deal),
    description,
    url,
    type: 'product',
    image: shareImage
      ? { url: shareImage, ...SHARE_IMAGE_SIZE }
      : picture
        ? { url: picture }
        : defaultImage(site),
    properties: [
      ['product:price:amount', String(deal.price)],
      ['product:price:currency', 'KRW'],
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: deal.name,
      description,
      url,
      ...(picture ? { image: [picture] } : {}),
      offers: {
        '@type': 'Offer',
        price: deal.price,
        priceCurrency: 'KRW',
        availability: `https://schema.org/${deal.ended ? 'SoldOut' : 'InStock'}`,
        url,
        seller: { '@type': 'Organization', name: deal.market },
      },
    },
  });
}

/** The start of a text on one line: at most `length` characters, `…` when cut. */
function excerpt(text: string, length: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}

/** A post's card: category and the start of its text; DiscussionForumPosting for search engines. */
export function postTags(site: Site, { post, pictureSize }: PostPageValue): string {
  const url = pageUrl(site, appPath('boardViewPage', { id: post.id }));
  const headline = excerpt(post.content, POST_EXCERPT_LENGTH);
  const description = messages.discovery.postDescription(post.category, headline);
  // The tab's title as the web app writes it (board-view-page.tsx), so it does not change on load.
  const tab =
    post.content.trim().slice(0, messages.pageTitle.postExcerptLength) ||
    messages.pageTitle.screens.boardViewPage;
  const picture = absoluteUrl(site, post.imgPaths[0] ?? null);
  const image: CardImage = picture ? { url: picture, ...pictureSize } : defaultImage(site);
  const published = post.createdAt;
  const modified = post.updatedAt;
  return renderCard(site, {
    title: messages.pageTitle.format(tab),
    cardTitle: tab,
    description,
    url,
    type: 'article',
    image,
    properties: [
      ['article:published_time', published],
      ['article:modified_time', modified],
      ...(post.category ? [['article:section', post.category] as [string, string]] : []),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline,
      text: post.content,
      url,
      datePublished: published,
      dateModified: modified,
      author: { '@type': 'Person', name: post.memberName },
      commentCount: post.commentCount,
      ...(post.category ? { articleSection: post.category } : {}),
      ...(picture ? { image: [picture] } : {}),
    },
  });
}
