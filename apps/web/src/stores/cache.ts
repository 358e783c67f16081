import type { QuestionTitle } from '@shop/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

/** A node of the region tree (province, city, county) as the region files give it. */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

export interface CacheData {
  appDomain: string;
  provinces: RegionNode[];
  hotQuestions: QuestionTitle[];
  /** The promoter and language the hot questions were loaded for ('promoCode:locale'). */
  hotQuestionsOf: string;
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
        hotQuestionsOf: '',
        setCache: (patch) => set(patch),
      }),
      persistOptions<CacheState>('cache'),
    ),
  );

export const useCacheStore = createCacheStore();
