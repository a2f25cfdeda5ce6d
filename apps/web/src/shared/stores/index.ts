export {
  getAccessToken,
  hasAnyRole,
  useAuthStore,
  useHasRole,
  type AuthState,
  type AuthToken,
} from './auth-store';
export { useLastPathStore, type LastPathState } from './last-path-store';
export { readStoredUser, type StoredUser } from './stored-user';
export { CACHE_STORAGE_KEY, USER_STORAGE_KEY } from './storage-keys';
