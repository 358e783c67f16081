import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '@shop/contract';
import { useState } from 'react';
import type { SmsCode } from '../../../../components/SmsCode';
import { useSecondsLeft } from '../../../../components/order/useSecondsLeft';
import { call, untoldMessage } from '../../../../lib/request';

/**
 * The login code of an 'sms' card, sent to its bound phone: the shared send button and note
 * read it like the mobile's code, with the phone as the server masked it.
 */
export function useCardCode(): SmsCode {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SmsCode['sent']>(null);
  const [error, setError] = useState('');
  const secondsLeft = useSecondsLeft(deadline) ?? 0;

  const send = async (simNo: string) => {
    setSending(true);
    setError('');
    try {
      const answer = await call('simLoginCode', { body: { simNo } }, { hideError: true });
      setDeadline(Date.now() + (answer.resendAfterSeconds || SMS_RESEND_SECONDS) * 1000);
      setSent({ mobile: answer.boundMobile, validMinutes: Math.round((answer.expiresInSeconds || SMS_CODE_TTL_SECONDS) / 60) });
    } catch (failure) {
      setError(untoldMessage(failure));
    } finally {
      setSending(false);
    }
  };
  return { secondsLeft, sending, sent, error, send };
}
