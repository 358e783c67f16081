import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

/** Mini-program platforms a visitor may arrive from: WeChat, Kuaishou, Douyin. */
export type MiniPlatform = 'wx' | 'ks' | 'dy';

export interface MiniUser {
  openId: string;
  promoCode: string;
  nickname: string;
  headPortrait: string;
  indexFirstGroup: string;
}

export interface MiniUsersData {
  wx: MiniUser;
  ks: MiniUser;
  dy: MiniUser;
  /** Baidu ad click id, carried on shop links. */
  bd_vid: string;
  iotSimAddressId: string;
  /** Where the address picker returns to. */
  selectAddressBackPath: string;
}

export interface MiniUsersState extends MiniUsersData {
  setMiniUser(platform: MiniPlatform, patch: Partial<MiniUser>): void;
  update(patch: Partial<Omit<MiniUsersData, MiniPlatform>>): void;
}

const emptyMiniUser = (): MiniUser => ({
  openId: '',
  promoCode: '',
  nickname: '',
  headPortrait: '',
  indexFirstGroup: '',
});

export const createMiniUsersStore = () =>
  create<MiniUsersState>()(
    persist(
      (set) => ({
        wx: emptyMiniUser(),
        ks: emptyMiniUser(),
        dy: emptyMiniUser(),
        bd_vid: '',
        iotSimAddressId: '',
        selectAddressBackPath: '',
        setMiniUser: (platform, patch) => set((state) => ({ [platform]: { ...state[platform], ...patch } })),
        update: (patch) => set(patch),
      }),
      persistOptions<MiniUsersState>('miniUsers'),
    ),
  );

export const useMiniUsersStore = createMiniUsersStore();
