import type {
  AdminTip,
  BoardListItem,
  FeedDetail,
  FeedListItem,
  Page,
  PageInfo,
  Tip,
} from '@akkyeo/contracts';

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

/** A pending tip: '무선 청소기' at 139,000원 on 동네상점, sent just now. */
export function tipOf(overrides: Partial<Tip> = {}): Tip {
  return {
    id: 5,
    status: 'PENDING',
    url: 'https://shop.example.com/p/5',
    name: '무선 청소기',
    price: 139_000,
    market: '동네상점',
    imgLink: null,
    pictureUploaded: false,
    isFreeShipping: true,
    content: '카드 할인 받으면 이 가격이에요',
    discountTerms: '삼성카드 10%',
    dealId: null,
    rejectReason: null,
    rejectNote: null,
    autoPublished: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    reviewedAt: null,
    ...overrides,
  };
}

/** The same tip in the managers' queue, by 알뜰쇼퍼 (3 published, 1 rejected), no duplicates. */
export function adminTipOf(overrides: Partial<AdminTip> = {}): AdminTip {
  return {
    ...tipOf(),
    finder: { memberId: 2, nickname: '알뜰쇼퍼', published: 3, rejected: 1 },
    duplicates: [],
    ...overrides,
  };
}
