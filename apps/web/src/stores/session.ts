import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { randomId } from '../lib/randomId';
import { persistOptions } from './persist';

/** State that lives as long as the browser tab (sessionStorage, key `session`). */
export interface SessionData {
  sessionId: string;
  orderSessionId: string;
  platformOpenId: string;
  promoCode: string;
  pageCode: string;
  pageOptions: Record<string, string>;
  appShowOptions: Record<string, unknown>;
  bodyScrollLock: boolean;
  popups: Record<string, boolean>;
  /** Modals already shown in this session, by key. */
  shown: Record<string, boolean>;
}

export interface SessionState extends SessionData {
  setOrderSessionId(id: string): void;
  setPlatformOpenId(openId: string): void;
  setPromoCode(promoCode: string): void;
  setPageCode(pageCode: string): void;
  setPageOptions(options: Record<string, string>): void;
  setAppShowOptions(options: Record<string, unknown>): void;
  setBodyScrollLock(locked: boolean): void;
  setPopup(key: string, open: boolean): void;
  markShown(key: string): void;
  wasShown(key: string): boolean;
}

export const createSessionStore = () => {
  const store = create<SessionState>()(
    persist(
      (set, get) => ({
        sessionId: '',
        orderSessionId: '',
        platformOpenId: '',
        promoCode: '',
        pageCode: '',
        pageOptions: {},
        appShowOptions: {},
        bodyScrollLock: false,
        popups: {},
        shown: {},
        setOrderSessionId: (orderSessionId) => set({ orderSessionId }),
        setPlatformOpenId: (platformOpenId) => set({ platformOpenId }),
        setPromoCode: (promoCode) => set({ promoCode }),
        setPageCode: (pageCode) => set({ pageCode }),
        setPageOptions: (pageOptions) => set({ pageOptions }),
        setAppShowOptions: (appShowOptions) => set({ appShowOptions }),
        setBodyScrollLock: (bodyScrollLock) => set({ bodyScrollLock }),
        setPopup: (key, open) => set((state) => ({ popups: { ...state.popups, [key]: open } })),
        markShown: (key) => set((state) => ({ shown: { ...state.shown, [key]: true } })),
        wasShown: (key) => get().shown[key] === true,
      }),
      persistOptions<SessionState>('session', 'session'),
    ),
  );
  // Storage is synchronous, so hydration is done here; a tab without an id gets one, stored at once.
  if (store.getState().sessionId === '') store.setState({ sessionId: randomId() });
  return store;
};

export const useSessionStore = createSessionStore();
