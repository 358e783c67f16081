import { maskMobile, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '@shop/contract';
import { useState } from 'react';
import { useT } from '../../i18n';
import { call, untoldMessage } from '../../shared/request';
import { useSecondsLeft } from '../../shared/useSecondsLeft';

/** The order form proves its contact mobile with `sendCode`, the order-lookup login with `smsSend`. */
export type SmsEndpoint = 'sendCode' | 'smsSend';

export interface SmsCode {
  /** Seconds until another code may be asked for; 0 when it may. */
  secondsLeft: number;
  sending: boolean;
  /** Where the last code went and how long it is valid; null before the first one. */
  sent: { mobile: string; validMinutes: number } | null;
  /** Why the last send was refused (the resend window, too many codes), for the page to show. */
  error: string;
  /** Sends to a mobile, or for a card number to its bound phone. */
  send(target: string): Promise<void>;
}

/** What a send answers: when another may be asked for, how long the code lives, and the phone it went to. */
export interface CodeSent {
  resendAfterSeconds: number;
  expiresInSeconds: number;
  mobile: string;
}

/** Sends a code through `request` (to a mobile, or to a card's bound phone) and counts down until another may be sent. */
export function useCodeSender(request: (target: string) => Promise<CodeSent>): SmsCode {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SmsCode['sent']>(null);
  const [error, setError] = useState('');
  const secondsLeft = useSecondsLeft(deadline) ?? 0;

  const send = async (target: string) => {
    setSending(true);
    setError('');
    try {
      const answer = await request(target);
      setDeadline(Date.now() + (answer.resendAfterSeconds || SMS_RESEND_SECONDS) * 1000);
      setSent({ mobile: answer.mobile, validMinutes: Math.round((answer.expiresInSeconds || SMS_CODE_TTL_SECONDS) / 60) });
    } catch (failure) {
      // A network failure or a server fault has been toasted already; a refusal stays in sight.
      setError(untoldMessage(failure));
    } finally {
      setSending(false);
    }
  };
  return { secondsLeft, sending, sent, error, send };
}

/** Sends a mobile its code and counts down until another may be sent. */
export function useSmsCode(endpoint: SmsEndpoint): SmsCode {
  return useCodeSender(async (mobile) => ({ ...(await call(endpoint, { body: { mobile } }, { hideError: true })), mobile }));
}

/** "Code sent to 138****8000, valid for 5 minutes", or undefined before any code went. */
export function useSentNote(sms: SmsCode): string | undefined {
  const t = useT();
  return sms.sent ? t('smsCode.sent', { mobile: maskMobile(sms.sent.mobile), minutes: sms.sent.validMinutes }) : undefined;
}

interface SendCodeButtonProps {
  sms: SmsCode;
  className: string;
  /** False while the mobile cannot receive a code yet. */
  ready?: boolean;
  onPress(): void;
}

/** Get code, then a countdown, then send again. */
export function SendCodeButton({ sms, className, ready = true, onPress }: SendCodeButtonProps) {
  const t = useT();
  const label = sms.sending
    ? t('smsCode.sending')
    : sms.secondsLeft > 0
      ? t('smsCode.resendIn', { seconds: sms.secondsLeft })
      : sms.sent
        ? t('smsCode.resend')
        : t('smsCode.send');
  return (
    <button type="button" className={className} disabled={!ready || sms.sending || sms.secondsLeft > 0} onClick={onPress}>
      {label}
    </button>
  );
}
