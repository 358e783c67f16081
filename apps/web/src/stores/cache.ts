import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

/** A node of the region tree (province, city, county) as the region files give it. */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

export interface HotQuestion {
  id: number;
  title: string;
}

export interface CacheData {
  appDomain: string;
  provinces: RegionNode[];
  hotQuestions: HotQuestion[];
}

export interface CacheState extends CacheData {
  setCache(patch: Partial<CacheData>): void;
}

export const createCacheStore = () =>
  create<CacheState>()(
    persist(
      (set) => ({
        appDomain: '',
        provinces: [],
        hotQuestions: [],
        setCache: (patch) => set(patch),
      }),
      persistOptions<CacheState>('cache'),
    ),
  );

export const useCacheStore = createCacheStore();
