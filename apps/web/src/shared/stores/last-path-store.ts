import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { cacheStorage } from './cache-storage';

interface LastPathData {
  status: boolean;
  lastPath: string | null;
}

export interface LastPathState extends LastPathData {
  setLastPath: (path: string) => void;
  removeLastPath: () => void;
}

/** The path to return to after login (product rules §4, remembered path). */
export const useLastPathStore = create<LastPathState>()(
  persist(
    (set) => ({
      status: false,
      lastPath: null,
      setLastPath: (path) => set({ status: true, lastPath: path }),
      removeLastPath: () => set({ status: false, lastPath: null }),
    }),
    {
      name: 'lastPath',
      storage: cacheStorage<LastPathData>(),
      partialize: ({ status, lastPath }) => ({ status, lastPath }),
    },
  ),
);
