import type { CardLoginMode, DataOf, EndpointOf } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/query';
import { untoldMessage } from '../../../shared/request';

/** The login page's texts: the visitor's promoter's, or the typed card's. */
export type LoginBrand = Pick<DataOf<EndpointOf<'simLoginConfig'>>, 'title' | 'logo' | 'notice' | 'protocolTitle'>;

export type CardMode =
  | { status: 'idle' | 'checking' }
  | { status: 'ready'; simNo: string; mode: CardLoginMode; boundMobile: string | null; brand: LoginBrand }
  /** `error` is '' when the request helper has told the user already. */
  | { status: 'failed'; error: string };

/** How the typed card logs in, and its promoter's texts, asked once its number is whole (null until then); each number is asked once. */
export function useCardMode(simNo: string | null): CardMode {
  const config = useQuery({ ...endpointQuery('simLoginConfig', { query: { simNo: simNo ?? '' } }, { hideError: true }), enabled: simNo !== null });
  if (simNo === null) return { status: 'idle' };
  if (config.data) {
    const { mode, boundMobile, ...brand } = config.data;
    return { status: 'ready', simNo, mode, boundMobile, brand };
  }
  if (config.isError) return { status: 'failed', error: untoldMessage(config.error) };
  return { status: 'checking' };
}
