import { RECENT_CARDS_MAX } from '@shop/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist';

/** The card holder's client state (spec 3); the card's info itself is server data, kept by the query cache. */
export interface IotData {
  /** Card numbers recently logged in with, newest first. */
  loginSns: string[];
  simNo: string;
  cardToken: string;
  iotIndexPopupPrevent: boolean;
  /** The address the points shop's order confirmation ships to, once one was chosen; 0: the card's default. */
  iotSimAddressId: number;
  /** Where choosing an address returns to (the order confirmation that sent the holder to choose). */
  selectAddressBackPath: string;
}

export interface IotState extends IotData {
  /** A card holder is logged in once a card number is stored. */
  isLoggedIn(): boolean;
  login(simNo: string, token: string): void;
  /** Takes a card number off the recent list. */
  forgetCard(simNo: string): void;
  /** Ends the card session; the recent card numbers stay for the next login. */
  logout(): void;
  setPopupPrevent(prevent: boolean): void;
  chooseAddress(id: number): void;
  setSelectAddressBackPath(path: string): void;
  /** Layout preview (iotPreview=IotLayout:<card>): shows that card with its popup again. */
  preview(simNo: string): void;
}

/** Puts a card number first, without duplicates, keeping at most RECENT_CARDS_MAX. */
export function rememberCard(loginSns: readonly string[], simNo: string): string[] {
  return [simNo, ...loginSns.filter((sn) => sn !== simNo)].slice(0, RECENT_CARDS_MAX);
}

export const createIotStore = () =>
  create<IotState>()(
    persist(
      (set, get) => ({
        loginSns: [],
        simNo: '',
        cardToken: '',
        iotIndexPopupPrevent: false,
        iotSimAddressId: 0,
        selectAddressBackPath: '',
        isLoggedIn: () => get().simNo !== '',
        // The chosen address is one of this card's: the next card starts from its own default.
        login: (simNo, cardToken) =>
          set((state) => ({ simNo, cardToken, loginSns: rememberCard(state.loginSns, simNo), iotSimAddressId: state.simNo === simNo ? state.iotSimAddressId : 0 })),
        forgetCard: (simNo) => set((state) => ({ loginSns: state.loginSns.filter((sn) => sn !== simNo) })),
        logout: () => set({ simNo: '', cardToken: '', iotSimAddressId: 0, selectAddressBackPath: '' }),
        setPopupPrevent: (iotIndexPopupPrevent) => set({ iotIndexPopupPrevent }),
        chooseAddress: (iotSimAddressId) => set({ iotSimAddressId }),
        setSelectAddressBackPath: (selectAddressBackPath) => set({ selectAddressBackPath }),
        preview: (simNo) => set({ simNo, iotIndexPopupPrevent: false }),
      }),
      persistOptions<IotState>('iot'),
    ),
  );

export const useIotStore = createIotStore();
