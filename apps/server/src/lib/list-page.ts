import { PAGE_WINDOW_ROWS, toPageInfo, type PageInfo, type PageQuery } from '@akkyeo/contracts';
import { AppError } from './app-error';
import type { CursorCodec } from './cursor';

/** Where a page starts: after a cursor's row, or at an offset inside the page window. */
export interface ListWindow<K> {
  after: K | undefined;
  offset: number;
  /** One row more than the page, to know whether another page follows. */
  limit: number;
}

/** The key of a list sorted by (created_at desc, id desc): the timestamp as PostgreSQL text and the id. */
export type TimeIdKey = readonly [string, number];

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export const isTimestampText = (value: unknown): value is string =>
  typeof value === 'string' && TIMESTAMP_TEXT.test(value);

export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export const isTimeIdKey = (key: unknown[]): boolean =>
  key.length === 2 && isTimestampText(key[0]) && isId(key[1]);

/** The key of a list sorted by (score desc, id desc): the stored score and the id. */
export type ScoreIdKey = readonly [number, number];

export const isScoreIdKey = (key: unknown[]): boolean =>
  key.length === 2 && typeof key[0] === 'number' && Number.isFinite(key[0]) && isId(key[1]);

export interface ListPaging {
  /** Names the list inside its cursors (a cursor of one list is refused by another). */
  list: string;
  cursors: CursorCodec;
  valid: (key: unknown[]) => boolean;
}

/** The window of a request: 400 for a bad cursor, or for a page past PAGE_WINDOW_ROWS. */
export function listWindow<K extends readonly unknown[]>(
  query: PageQuery,
  paging: ListPaging,
): ListWindow<K> {
  const limit = query.size + 1;
  if (query.cursor !== undefined) {
    const after = paging.cursors.decode(paging.list, query.cursor, paging.valid) as unknown as K;
    return { after, offset: 0, limit };
  }
  const offset = query.page * query.size;
  if (offset + query.size > PAGE_WINDOW_ROWS) throw new AppError(400, 'PAGE_TOO_DEEP');
  return { after: undefined, offset, limit };
}

/** The page's rows (the extra row dropped) and its page info with the next cursor. */
export function toListPage<R, K extends readonly (string | number)[]>(
  rows: R[],
  query: PageQuery,
  paging: ListPaging,
  keyOf: (row: R) => K,
  total: number | null = null,
): { rows: R[]; page: PageInfo } {
  const shown = rows.slice(0, query.size);
  const lastRow = shown[shown.length - 1];
  const last = rows.length <= query.size || lastRow === undefined;
  const nextCursor = last ? null : paging.cursors.encode(paging.list, keyOf(lastRow));
  return { rows: shown, page: toPageInfo(query, { last, nextCursor, total }) };
}
