import { PAGE_DATA_ELEMENT_ID, type PageData } from '@akkyeo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { dealKeys } from '@/entities/deal';
import { boardKeys } from '@/features/board/queries';
import { readPageData, seedPageData } from './page-data';

function writePageData(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = json;
  document.head.append(script);
}

const page = (route: PageData['route'], params: Record<string, string>, data: unknown) => ({
  route,
  params,
  data,
  renderedAt: Date.now(),
});

describe('readPageData', () => {
  beforeEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

  it("reads the page's data once, taking the script out of the page", () => {
    writePageData(
      '{"route":"feedViewPage","params":{"id":"7"},"data":{"id":7,"name":"\\u003c딜"},"renderedAt":5}',
    );
    expect(readPageData()).toEqual({
      route: 'feedViewPage',
      params: { id: '7' },
      data: { id: 7, name: '<딜' },
      renderedAt: 5,
    });
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(readPageData()).toBeNull();
  });

  it('gives nothing when the page has no data or broken data', () => {
    expect(readPageData()).toBeNull();
    writePageData('{"route":');
    expect(readPageData()).toBeNull();
  });
});

const VISITOR = { search: '', isMember: false };
const MEMBER = { search: '', isMember: true };

describe('seedPageData', () => {
  it("puts a list's first page where the feed and the board read it", () => {
    const client = new QueryClient();
    seedPageData(client, page('main', {}, { content: [{ id: 1 }] }), VISITOR);
    seedPageData(client, page('boardListPage', {}, { content: [{ id: 2 }] }), VISITOR);
    expect(client.getQueryData(dealKeys.list())).toEqual({
      pages: [{ content: [{ id: 1 }] }],
      pageParams: [null],
    });
    expect(client.getQueryData(boardKeys.list())).toEqual({
      pages: [{ content: [{ id: 2 }] }],
      pageParams: [null],
    });
  });

  it('puts the feed under the order its address names, and nothing for a page without data', () => {
    const client = new QueryClient();
    seedPageData(client, page('main', {}, { content: [{ id: 1 }] }), {
      ...VISITOR,
      search: '?sort=hot',
    });
    seedPageData(client, page('home', {}, { content: [{ id: 2 }] }), {
      ...VISITOR,
      search: '?sort=x',
    });
    seedPageData(client, { route: 'boardListPage', params: {}, renderedAt: 1 }, MEMBER);
    expect(client.getQueryData(dealKeys.list('', 'hot'))).toMatchObject({
      pages: [{ content: [{ id: 1 }] }],
    });
    expect(client.getQueryData(dealKeys.list('', 'latest'))).toMatchObject({
      pages: [{ content: [{ id: 2 }] }],
    });
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('puts a deal or a post under its id, and nothing for a broken id or another screen', () => {
    const client = new QueryClient();
    seedPageData(client, page('feedViewPage', { id: '7' }, { id: 7 }), VISITOR);
    seedPageData(client, page('boardViewPage', { id: '8' }, { id: 8 }), VISITOR);
    seedPageData(client, page('boardViewPage', { id: 'x' }, { id: 9 }), VISITOR);
    seedPageData(client, page('searchPage', {}, { id: 10 }), VISITOR);
    expect(client.getQueryData(dealKeys.detail(7))).toEqual({ id: 7 });
    expect(client.getQueryData(boardKeys.detail(8))).toEqual({ id: 8 });
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it("marks a member's seed stale, so their own flags load at once", () => {
    const visitor = new QueryClient();
    const member = new QueryClient();
    seedPageData(visitor, page('feedViewPage', { id: '7' }, { id: 7 }), VISITOR);
    seedPageData(member, page('feedViewPage', { id: '7' }, { id: 7 }), MEMBER);
    const stateOf = (client: QueryClient) =>
      client.getQueryCache().find({ queryKey: dealKeys.detail(7) });
    expect(stateOf(visitor)?.isStaleByTime(30_000)).toBe(false);
    expect(stateOf(member)?.isStaleByTime(30_000)).toBe(true);
    expect(member.getQueryData(dealKeys.detail(7))).toEqual({ id: 7 });
  });
});
