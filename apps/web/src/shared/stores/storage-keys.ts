/** localStorage key of the signed-in user's record (access token included). */
export const USER_STORAGE_KEY = 'user';
/** localStorage key under which the persisted client state (auth, last path) lives. */
export const CACHE_STORAGE_KEY = 'cache';
