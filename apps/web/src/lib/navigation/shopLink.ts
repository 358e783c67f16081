import { pageUrl, parsePageUrl } from '@shop/contract';
import { useSessionStore } from '../../stores/session';

/** Pages whose links carry the visitor's promoter and campaign parameters (spec 2). */
const carryingPrefixes = ['/pages/customer/', '/pages/order/', '/pages/user/', '/pages/login/'];

/** Entry parameters carried along when present. */
export const CARRIED_PARAMS = ['bd_vid', 'autoFilterDelivery', 'agreeAgreement', 'pageCode'] as const;

export function shopLink(url: string): string {
  const { path, query } = parsePageUrl(url);
  if (!carryingPrefixes.some((prefix) => path.startsWith(prefix))) return url;
  const { promoCode, pageOptions } = useSessionStore.getState();
  const carried: Record<string, string> = {};
  for (const name of CARRIED_PARAMS) {
    const value = pageOptions[name];
    if (value) carried[name] = value;
  }
  return pageUrl(path, { promoCode: promoCode || undefined, ...carried, ...query });
}
