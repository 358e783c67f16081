import { useIotStore } from '../stores/iot';
import { useSessionStore } from '../stores/session';
import { CARRIED_PARAMS } from '../shared/navigation/shopLink';

const PREVIEW_PREFIX = 'IotLayout:';

/**
 * Reads the promoter and campaign parameters a visitor arrives with (a shared link, an ad,
 * a promoter's layout preview) into the session, whenever the address carries them.
 */
export function applyEntryQuery(query: Record<string, string>): void {
  const session = useSessionStore.getState();
  if (query.promoCode) session.setPromoCode(query.promoCode);
  if (query.pageCode !== undefined) session.setPageCode(query.pageCode);
  const carried = CARRIED_PARAMS.filter((name) => query[name] !== undefined);
  if (carried.length > 0) {
    const options = { ...session.pageOptions };
    for (const name of carried) options[name] = query[name] ?? '';
    session.setPageOptions(options);
  }
  const preview = query.iotPreview;
  if (preview?.startsWith(PREVIEW_PREFIX)) {
    const simNo = preview.slice(PREVIEW_PREFIX.length);
    if (/^\d+$/.test(simNo)) useIotStore.getState().preview(simNo);
  }
}
