import { useEffect } from 'react';
import { CONFIG_REFRESH_THROTTLE_MS, type BaseConfig } from '@shop/contract';
import { create } from 'zustand';
import { useSessionStore } from '../stores/session';
import { call } from './request';
import { throttleLeading } from './throttle';

interface BaseConfigState {
  /** The promo code the shown config belongs to ('' for the default promoter). */
  promoCode: string;
  /** Once loaded, kept through failed refreshes: a page goes on showing it. */
  config: BaseConfig | null;
  /** 'failed' only while there is no config to show. */
  status: 'loading' | 'ready' | 'failed';
  error: string;
}

const useBaseConfigStore = create<BaseConfigState>(() => ({ promoCode: '', config: null, status: 'loading', error: '' }));

const holds = (promoCode: string): boolean => {
  const current = useBaseConfigStore.getState();
  return current.promoCode === promoCode && current.config !== null;
};

const isCurrent = (promoCode: string): boolean => useSessionStore.getState().promoCode === promoCode;

async function load(promoCode: string): Promise<void> {
  if (!holds(promoCode)) useBaseConfigStore.setState({ promoCode, config: null, status: 'loading', error: '' });
  try {
    // With a config on screen, the request helper's toast tells of a failed refresh; without one, the page does.
    const config = await call('baseConfig', { query: { promoCode: promoCode || undefined } }, { hideError: !holds(promoCode) });
    if (isCurrent(promoCode)) useBaseConfigStore.setState({ promoCode, config, status: 'ready', error: '' });
  } catch (error) {
    if (isCurrent(promoCode) && !holds(promoCode)) {
      useBaseConfigStore.setState({ promoCode, status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** Spec 9: a config refresh runs at most once per second for a promo code, on the leading edge. */
export const refreshBaseConfig = throttleLeading(load, CONFIG_REFRESH_THROTTLE_MS, (promoCode: string) => promoCode);

/** The current promoter's storefront config, loaded for the session's promo code. */
export function useBaseConfig(): BaseConfigState & { refresh: () => Promise<void> } {
  const promoCode = useSessionStore((state) => state.promoCode);
  const stored = useBaseConfigStore();
  useEffect(() => {
    void refreshBaseConfig(promoCode);
  }, [promoCode]);
  // Until the new promoter's config loads, the last one's is not shown as theirs.
  const state = stored.promoCode === promoCode ? stored : { promoCode, config: null, status: 'loading' as const, error: '' };
  return { ...state, refresh: () => refreshBaseConfig(promoCode) };
}
