import { SMS_CODE_LENGTH } from '@shop/contract';
import { SendCodeButton, useSentNote, useSmsCode } from '../../../components/SmsCode';
import { useT } from '../../../i18n';
import { Field } from './Field';

interface SmsCodeFieldProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
  onBlur(): void;
  /** The mobile to send the code to, or null after showing why it cannot receive one. */
  mobileToSend(): string | null;
}

/** The SMS code with its send button: counts down before it offers to send again. */
export function SmsCodeField({ value, error, onChange, onBlur, mobileToSend }: SmsCodeFieldProps) {
  const t = useT();
  const sms = useSmsCode('smsSend');
  const note = useSentNote(sms);
  const send = () => {
    const mobile = mobileToSend();
    if (mobile) void sms.send(mobile);
  };

  return (
    <Field label={t('login.code')} error={error ?? (sms.error || null)} note={note} action={<SendCodeButton sms={sms} className="login-field__send" onPress={send} />}>
      {(inputProps) => (
        <input
          {...inputProps}
          className="login-field__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          placeholder={t('login.codePlaceholder')}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
