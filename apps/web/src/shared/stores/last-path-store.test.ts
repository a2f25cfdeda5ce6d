import { describe, expect, it } from 'vitest';
import { useLastPathStore } from './last-path-store';
import { CACHE_STORAGE_KEY } from './storage-keys';

describe('last path store', () => {
  it('set stores the path and marks status; remove clears it', () => {
    useLastPathStore.getState().setLastPath('/f/board/3?type=c1');
    expect(useLastPathStore.getState()).toMatchObject({
      status: true,
      lastPath: '/f/board/3?type=c1',
    });
    const cache = JSON.parse(localStorage.getItem(CACHE_STORAGE_KEY) ?? '{}') as Record<
      string,
      { state: unknown }
    >;
    expect(cache.lastPath?.state).toEqual({ status: true, lastPath: '/f/board/3?type=c1' });

    useLastPathStore.getState().removeLastPath();
    expect(useLastPathStore.getState()).toMatchObject({ status: false, lastPath: null });
  });
});
