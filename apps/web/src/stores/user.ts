import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

export interface UserProfile {
  nickname: string;
  avatar: string;
  mobile: string;
}

export interface UserState extends UserProfile {
  /** A shop user is logged in while a mobile is stored. */
  isLoggedIn(): boolean;
  setUser(profile: Partial<UserProfile>): void;
  /** Forgets the mobile; nickname and avatar come from the platform profile and stay. */
  logout(): void;
}

export const createUserStore = () =>
  create<UserState>()(
    persist(
      (set, get) => ({
        nickname: '',
        avatar: '',
        mobile: '',
        isLoggedIn: () => get().mobile !== '',
        setUser: (profile) => set(profile),
        logout: () => set({ mobile: '' }),
      }),
      persistOptions<UserState>('user'),
    ),
  );

export const useUserStore = createUserStore();
