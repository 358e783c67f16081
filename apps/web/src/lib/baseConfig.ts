import { useEffect } from 'react';
import { CONFIG_REFRESH_THROTTLE_MS, type BaseConfig } from '@shop/contract';
import { create } from 'zustand';
import { useSessionStore } from '../stores/session';
import { call } from './request';
import { throttleLeading } from './throttle';

interface BaseConfigState {
  /** The promo code the shown config belongs to ('' for the default promoter). */
  promoCode: string;
  config: BaseConfig | null;
  status: 'loading' | 'ready' | 'failed';
  error: string;
}

const useBaseConfigStore = create<BaseConfigState>(() => ({ promoCode: '', config: null, status: 'loading', error: '' }));

async function load(promoCode: string): Promise<void> {
  const current = useBaseConfigStore.getState();
  if (current.promoCode !== promoCode || !current.config) {
    useBaseConfigStore.setState({ promoCode, status: 'loading', error: '' });
  }
  try {
    const config = await call('baseConfig', { query: { promoCode: promoCode || undefined } }, { hideError: true });
    if (useSessionStore.getState().promoCode !== promoCode) return;
    useBaseConfigStore.setState({ promoCode, config, status: 'ready', error: '' });
  } catch (error) {
    useBaseConfigStore.setState({ promoCode, status: 'failed', error: error instanceof Error ? error.message : String(error) });
  }
}

/** Spec 9: a config refresh runs at most once per second for a promo code, on the leading edge. */
export const refreshBaseConfig = throttleLeading(load, CONFIG_REFRESH_THROTTLE_MS, (promoCode: string) => promoCode);

/** The current promoter's storefront config, loaded for the session's promo code. */
export function useBaseConfig(): BaseConfigState & { refresh: () => Promise<void> } {
  const promoCode = useSessionStore((state) => state.promoCode);
  const state = useBaseConfigStore();
  useEffect(() => {
    void refreshBaseConfig(promoCode);
  }, [promoCode]);
  return { ...state, refresh: () => refreshBaseConfig(promoCode) };
}
