import type { CardLoginMode } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/query';
import { untoldMessage } from '../../../shared/request';

export type CardMode =
  | { status: 'idle' | 'checking' }
  | { status: 'ready'; mode: CardLoginMode; boundMobile: string | null }
  /** `error` is '' when the request helper has told the user already. */
  | { status: 'failed'; error: string };

/** How the typed card logs in, asked once its number is whole (null until then); each number is asked once. */
export function useCardMode(simNo: string | null): CardMode {
  const config = useQuery({ ...endpointQuery('simLoginConfig', { query: { simNo: simNo ?? '' } }, { hideError: true }), enabled: simNo !== null });
  if (simNo === null) return { status: 'idle' };
  if (config.data) return { status: 'ready', mode: config.data.mode, boundMobile: config.data.boundMobile };
  if (config.isError) return { status: 'failed', error: untoldMessage(config.error) };
  return { status: 'checking' };
}
