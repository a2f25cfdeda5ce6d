import type { BoardListItem, FeedDetail, FeedListItem, Page, PageInfo } from '@akkyeo/contracts';

/** A deal as lists return it: '딜 {id}' at 1,000원 on 쿠팡, just posted, nothing toggled. */
export function feedItem(overrides: Partial<FeedListItem> = {}): FeedListItem {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `딜 ${id}`,
    price: 1000,
    market: '쿠팡',
    imgLink: null,
    link: `https://example.com/${id}`,
    createdDatetime: new Date().toISOString(),
    goldbox: false,
    freeShipping: true,
    source: 'AKKYEO',
    ended: false,
    endedAt: null,
    goldBoxEndsAt: null,
    isBookmarked: false,
    isLiked: false,
    likeCount: 0,
    commentCount: 0,
    isLowestPrice: false,
    tippedBy: null,
    ...overrides,
  };
}

/** A deal's detail: the list item plus its store URL, free shipping, no content or comments. */
export function feedDetail(overrides: Partial<FeedDetail> = {}): FeedDetail {
  const id = overrides.id ?? 1;
  return {
    ...feedItem({ id }),
    url: `https://www.coupang.com/vp/products/${id}`,
    isFreeShipping: true,
    content: '',
    isPartnerLink: false,
    endedReports: 0,
    endedReported: false,
    reviewCount: 0,
    shareImage: null,
    comment: [],
    ...overrides,
  };
}

/** A board post as lists return it, by 알뜰쇼퍼, without category, pictures, likes or comments. */
export function boardItem(overrides: Partial<BoardListItem> = {}): BoardListItem {
  const now = new Date().toISOString();
  return {
    id: overrides.id ?? 1,
    content: '게시글',
    category: null,
    imgPaths: [],
    thumbPaths: [],
    commentCount: 0,
    likeCount: 0,
    isLiked: false,
    createdAt: now,
    updatedAt: now,
    profileImg: null,
    memberName: '알뜰쇼퍼',
    memberId: 1,
    memberInfo: { memberId: 1, nickname: '알뜰쇼퍼', role: 'ROLE_USER' },
    deal: null,
    ...overrides,
  };
}

/** One page of a list holding `content`: the first and, unless told otherwise, the last. */
export function pageOf<T>(content: T[], info: Partial<PageInfo> = {}): Page<T> {
  return {
    content,
    page: {
      number: 0,
      size: 10,
      totalElements: content.length,
      totalPages: 1,
      last: true,
      nextCursor: null,
      ...info,
    },
  };
}

/** The answer of a list with nothing in it. */
export const emptyPage: Page<never> = pageOf([], { totalPages: 0 });
