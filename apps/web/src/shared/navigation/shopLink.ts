import { parsePageUrl, withPageQuery, type PageFolder } from '@shop/contract';
import { useSessionStore } from '../../stores/session';

/** Pages whose links carry the visitor's promoter and campaign parameters (spec 2). */
const carryingPrefixes: readonly PageFolder[] = ['/pages/customer/', '/pages/order/', '/pages/user/', '/pages/login/'];

/** Campaign parameters of the entry, kept in the session's page options and carried along when present. */
export const CARRIED_PARAMS = ['bd_vid', 'autoFilterDelivery', 'agreeAgreement'] as const;

export function shopLink(url: string): string {
  const { path, query } = parsePageUrl(url);
  if (!carryingPrefixes.some((prefix) => path.startsWith(prefix))) return url;
  const { promoCode, pageCode, pageOptions } = useSessionStore.getState();
  const carried: Record<string, string> = {};
  for (const name of CARRIED_PARAMS) {
    const value = pageOptions[name];
    if (value) carried[name] = value;
  }
  return withPageQuery(path, { promoCode: promoCode || undefined, ...carried, pageCode: pageCode || undefined, ...query });
}
