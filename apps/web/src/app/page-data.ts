import {
  addressFeedSort,
  PAGE_DATA_ELEMENT_ID,
  parseRouteId,
  type AppRouteName,
  type PageData,
} from '@akkyeo/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dealKeys } from '@/entities/deal';
import { boardKeys } from '@/features/board/queries';
import { FIRST_CURSOR } from '@/shared/api';

/**
 * The data the server wrote into the page for its first screen (as a visitor gets it from the
 * API), taken out of the page so that it is read once; null when there is none or it is broken.
 */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    return null;
  }
}

/**
 * The query of each screen whose data is the first page of a list (an infinite query), as the
 * screen first asks for it at the page's address.
 */
const FIRST_PAGE_KEYS: Partial<Record<AppRouteName, (search: URLSearchParams) => QueryKey>> = {
  main: (search) => dealKeys.list('', addressFeedSort(search.get('sort'))),
  home: (search) => dealKeys.list('', addressFeedSort(search.get('sort'))),
  boardListPage: () => boardKeys.list(),
};

/** Where a page's data is put: the page's address (its query) and who opens it. */
export interface SeedTarget {
  /** The address's query (`?sort=hot`), as `location.search` writes it. */
  search: string;
  isMember: boolean;
}

/** The query of each screen whose data is one deal or post, by the id in its address. */
const DETAIL_KEYS: Partial<Record<AppRouteName, (id: number) => QueryKey>> = {
  feedViewPage: (id) => dealKeys.detail(id),
  boardViewPage: (id) => boardKeys.detail(id),
};

/**
 * Puts the page's data into the query cache where its screen's query reads it, so the screen
 * draws without a request (and the server draws it from the same cache). A member gets the same
 * screen first, but their data is marked stale: their query then reloads it at once, with their
 * own flags (bookmarked, liked, muted). A page without data (a list screen loaded with the member
 * hint) seeds nothing: the list loads.
 */
export function seedPageData(
  client: QueryClient,
  page: PageData | null,
  { search, isMember }: SeedTarget,
): void {
  if (!page || page.data === undefined) return;
  const updatedAt = isMember ? 0 : page.renderedAt;
  const firstPageKey = FIRST_PAGE_KEYS[page.route];
  if (firstPageKey) {
    const data = { pages: [page.data], pageParams: [FIRST_CURSOR] };
    client.setQueryData(firstPageKey(new URLSearchParams(search)), data, { updatedAt });
    return;
  }
  const detailKey = DETAIL_KEYS[page.route];
  const id = parseRouteId(page.params.id);
  if (detailKey && id !== null) client.setQueryData(detailKey(id), page.data, { updatedAt });
}
