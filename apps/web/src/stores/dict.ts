import type { DictOption } from '@shop/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

export type DictOptions = Record<string, DictOption[]>;

export interface DictState {
  /** Options by dictionary type. */
  options: DictOptions;
  setOptions(type: string, options: DictOption[]): void;
  /** Adds the types of a dictionary answer, replacing those already held. */
  mergeOptions(options: DictOptions): void;
}

export const createDictStore = () =>
  create<DictState>()(
    persist(
      (set) => ({
        options: {},
        setOptions: (type, options) => set((state) => ({ options: { ...state.options, [type]: options } })),
        mergeOptions: (options) => set((state) => ({ options: { ...state.options, ...options } })),
      }),
      persistOptions<DictState>('dict'),
    ),
  );

export const useDictStore = createDictStore();
