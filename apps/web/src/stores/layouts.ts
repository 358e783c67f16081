import { DEFAULT_MAX_MENU_TIMES, DEFAULT_USER_MAX_MENU_TIMES } from '@shop/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

/** A menu, carousel, tab or element entry of a layout; its fields vary with the entry kind. */
export type LayoutEntry = Readonly<Record<string, unknown>>;

/** The card holder's home layout, set per promo code (spec 3, SIM layout). */
export interface SimLayout {
  name: string;
  logo: string;
  refreshSwitch: boolean;
  packageLamp: boolean;
  kefuUrl: string;
  notice: string;
  maxMenuTimes: number;
  menus: LayoutEntry[];
  carousels: LayoutEntry[];
  popup: { switch: boolean; title: string; content: string };
  tabBar: { switch: boolean; middleBulge: boolean; items: LayoutEntry[] };
  user: { elements: LayoutEntry[]; carousels: LayoutEntry[]; maxMenuTimes: number; service: LayoutEntry[] };
}

type NestedKey = 'popup' | 'tabBar' | 'user';

/** A layout as the server may send it: any field may be missing. */
export type SimLayoutInput = Partial<Omit<SimLayout, NestedKey>> & {
  [K in NestedKey]?: Partial<SimLayout[K]>;
};

export function withLayoutDefaults(input: SimLayoutInput): SimLayout {
  return {
    name: '',
    logo: '',
    refreshSwitch: false,
    packageLamp: false,
    kefuUrl: '',
    notice: '',
    menus: [],
    carousels: [],
    ...input,
    maxMenuTimes: input.maxMenuTimes ?? DEFAULT_MAX_MENU_TIMES,
    popup: { switch: false, title: '', content: '', ...input.popup },
    tabBar: { switch: false, middleBulge: false, items: [], ...input.tabBar },
    user: {
      elements: [],
      carousels: [],
      service: [],
      ...input.user,
      maxMenuTimes: input.user?.maxMenuTimes ?? DEFAULT_USER_MAX_MENU_TIMES,
    },
  };
}

export interface LayoutsState {
  /** Layouts by promo code. */
  layouts: Record<string, SimLayout>;
  setLayout(promoCode: string, layout: SimLayoutInput): void;
  layoutOf(promoCode: string): SimLayout | undefined;
}

export const createLayoutsStore = () =>
  create<LayoutsState>()(
    persist(
      (set, get) => ({
        layouts: {},
        setLayout: (promoCode, layout) =>
          set((state) => ({ layouts: { ...state.layouts, [promoCode]: withLayoutDefaults(layout) } })),
        layoutOf: (promoCode) => get().layouts[promoCode],
      }),
      persistOptions<LayoutsState>('layouts'),
    ),
  );

export const useLayoutsStore = createLayoutsStore();
