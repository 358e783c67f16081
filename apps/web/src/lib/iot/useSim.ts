import { useCallback } from 'react';
import type { SimInfo, SimLayout } from '@shop/contract';
import { t } from '../../i18n';
import { useIotStore } from '../../stores/iot';
import { showLoading, showToast } from '../popups';
import { call } from '../request';
import { useLoad, type Loaded } from '../useLoad';

/** Loads the card's info and keeps it (with its promo code) in the iot store. */
async function loadSimInfo(): Promise<SimInfo> {
  const info = await call('simInfo', {}, { hideError: true });
  useIotStore.getState().setSimInfo(info);
  return info;
}

/**
 * Without a card (just logged out, the page on its way to the card login) nothing is asked:
 * the server could only answer that the session has ended.
 */
const noCard = (): Promise<never> => new Promise(() => undefined);

/** The logged-in card's info, loaded again when the card changes (a layout preview). */
export function useSimInfo(): Loaded<SimInfo> & { retry(): void } {
  const simNo = useIotStore((state) => state.simNo);
  return useLoad(`simInfo:${simNo}`, simNo ? loadSimInfo : noCard);
}

/** The card promoter's layout of the SIM home and user centre. */
export function useSimLayout(): Loaded<SimLayout> & { retry(): void } {
  const simNo = useIotStore((state) => state.simNo);
  return useLoad(`simLayout:${simNo}`, simNo ? () => call('simLayout', {}, { hideError: true }) : noCard);
}

/**
 * A holder's refresh: asks the carrier again (forced), with a loading tip while it runs and
 * "刷新成功" after, then `reload` shows the new info. A failure is told by the request helper, and the info stays.
 */
export function useSimRefresh(reload: () => void): () => Promise<void> {
  return useCallback(async () => {
    const close = await showLoading(t('iotHome.refreshing'));
    const refreshed = await call('simRefresh', { body: { force: true } }).then(
      () => true,
      () => false,
    );
    close();
    if (!refreshed) return;
    void showToast(t('iotHome.refreshed'));
    reload();
  }, [reload]);
}
