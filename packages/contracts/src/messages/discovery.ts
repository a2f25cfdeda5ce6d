import { groupDigits } from '../number-format';

const won = (price: number) => `${groupDigits(price)}원`;
const tagline = '핫딜과 커뮤니티를 한 곳에서';
const feedDescription =
  '쿠팡, 11번가, G마켓의 오늘 핫딜을 가격, 배송비, 역대최저가와 함께 한눈에 보세요.';

/** A deal as its link card and feed item describe it. */
interface DealText {
  name: string;
  price: number;
  market: string;
  /** messages.shipping.label of the deal. */
  shipping: string;
  ended: boolean;
}

/**
 * What crawlers, link cards (KakaoTalk, Facebook) and feed readers read of the app's pages: the
 * shell's title and description per page, and the RSS and Atom feeds' texts.
 */
export const discovery = {
  /** The line under the name on the app's own link-card picture (apps/web/public/og-card.png). */
  tagline,
  /** The site's own line: every page without one of its own, and the generic link card. */
  siteDescription: `${tagline}, 아껴라껴`,
  /** The list pages' own descriptions. */
  screenDescriptions: {
    main: feedDescription,
    home: feedDescription,
    boardListPage: '핫딜 후기와 정보, 질문을 나누는 아껴라껴 커뮤니티 게시판입니다.',
    searchPage: '핫딜과 게시글을 키워드로 찾아보세요.',
  },
  /** Put first in an ended deal's title and description. */
  ended: '[종료]',
  /** A deal's link-card title: `[종료] 다이슨 V12`. */
  dealTitle: ({ name, ended }: Pick<DealText, 'name' | 'ended'>) =>
    ended ? `[종료] ${name}` : name,
  /** A deal's description: `[종료] 다이슨 V12 699,000원 · 쿠팡 · 무료배송`. */
  dealDescription: ({ name, price, market, shipping, ended }: DealText) =>
    `${ended ? '[종료] ' : ''}${name} ${won(price)} · ${market} · ${shipping}`,
  /** A feed item's title: `[쿠팡] 다이슨 V12 699,000원 (무료배송)`. */
  feedItemTitle: ({ name, price, market, shipping }: Omit<DealText, 'ended'>) =>
    `[${market}] ${name} ${won(price)} (${shipping})`,
  /** A post's description: its category, then the start of its text. */
  postDescription: (category: string | null, excerpt: string) =>
    category ? `[${category}] ${excerpt}` : excerpt,
  /** The feeds' (RSS and Atom) titles and descriptions. */
  feedTitle: '아껴라껴 핫딜',
  feedDescription: '아껴라껴에 새로 올라온 핫딜',
  searchFeedTitle: (keyword: string) => `아껴라껴 핫딜: ${keyword}`,
  searchFeedDescription: (keyword: string) => `'${keyword}' 키워드에 맞는 새 핫딜`,
  /** A sitemap part's name that is not one (`deals-1.xml.gz`). */
  badPart: '사이트맵 주소가 올바르지 않습니다.',
  /** A sitemap part past the last one. */
  notFound: '요청한 사이트맵을 찾을 수 없습니다.',
} as const;
