export { api } from './api';
export { ApiError, errorMessage, isApiError } from './api-error';
export {
  createApiClient,
  type ApiClient,
  type ApiClientConfig,
  type QueryValue,
  type RequestOptions,
} from './client';
export { patchCachedItem, removeCachedItem, type CachedItemKeys } from './cached-item';
export {
  cursorQuery,
  FIRST_CURSOR,
  flattenPages,
  nextPageParam,
  removePageItems,
  updatePageItems,
  type PageCursor,
} from './paging';
export { endSession } from './session';
