import { useSentNote, useSmsCode } from '../SmsCode';
import { useT } from '../../../i18n';
import { CodeField } from './CodeField';

interface SmsCodeFieldProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
  onBlur(): void;
  /** The mobile to send the code to, or null after showing why it cannot receive one. */
  mobileToSend(): string | null;
}

/** The order-lookup login's SMS code, sent to the mobile typed above it. */
export function SmsCodeField({ mobileToSend, ...field }: SmsCodeFieldProps) {
  const t = useT();
  const sms = useSmsCode('smsSend');
  const note = useSentNote(sms);
  const send = () => {
    const mobile = mobileToSend();
    if (mobile) void sms.send(mobile);
  };
  return <CodeField {...field} label={t('login.code')} placeholder={t('login.codePlaceholder')} sms={sms} note={note} onSend={send} />;
}
