import type { CardLoginMode } from '@shop/contract';
import { useEffect, useState } from 'react';
import { call, untoldMessage } from '../../../../lib/request';

export type CardMode =
  | { status: 'idle' | 'checking' }
  | { status: 'ready'; mode: CardLoginMode; boundMobile: string | null }
  /** `error` is '' when the request helper has told the user already. */
  | { status: 'failed'; error: string };

const IDLE: CardMode = { status: 'idle' };

/** How the typed card logs in, asked once its number is whole; an answer for an older number is dropped. */
export function useCardMode(simNo: string | null, promoCode: string | undefined): CardMode {
  const [answer, setAnswer] = useState<{ simNo: string; mode: CardMode } | null>(null);

  useEffect(() => {
    if (!simNo) return;
    let live = true;
    call('simLoginConfig', { query: { simNo, promoCode } }, { hideError: true }).then(
      ({ mode, boundMobile }) => live && setAnswer({ simNo, mode: { status: 'ready', mode, boundMobile } }),
      (failure: unknown) => live && setAnswer({ simNo, mode: { status: 'failed', error: untoldMessage(failure) } }),
    );
    return () => {
      live = false;
    };
  }, [simNo, promoCode]);

  if (!simNo) return IDLE;
  return answer?.simNo === simNo ? answer.mode : { status: 'checking' };
}
