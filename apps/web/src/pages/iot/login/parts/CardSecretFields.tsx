import { useSentNote } from '../../../../components/SmsCode';
import { useT } from '../../../../i18n';
import { CodeField } from '../../../login/parts/CodeField';
import { Field } from '../../../login/parts/Field';
import { useCardCode } from './useCardCode';
import { CARD_PASSWORD_LENGTH } from './validation';

interface SecretProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
  onBlur(): void;
}

const digitsOnly = (typed: string) => typed.replace(/\s+/g, '');

/** The 6-digit password of a 'password' card. */
export function CardPasswordField({ value, error, onChange, onBlur }: SecretProps) {
  const t = useT();
  return (
    <Field label={t('iotLogin.password')} error={error}>
      {(inputProps) => (
        <input
          {...inputProps}
          className="login-field__input"
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          maxLength={CARD_PASSWORD_LENGTH}
          placeholder={t('iotLogin.passwordPlaceholder')}
          value={value}
          onChange={(event) => onChange(digitsOnly(event.target.value))}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

interface CodeProps extends SecretProps {
  /** The bound phone as the server masked it. */
  boundMobile: string | null;
  /** The card number to send the code for, or null after showing why it cannot be used. */
  simNoToSend(): string | null;
}

/** The SMS code of an 'sms' card, sent to its bound phone, with the shared countdown button. */
export function CardCodeField({ boundMobile, simNoToSend, ...field }: CodeProps) {
  const t = useT();
  const sms = useCardCode();
  const note = useSentNote(sms) ?? (boundMobile ? t('iotLogin.codeGoesTo', { mobile: boundMobile }) : null);
  const send = () => {
    const simNo = simNoToSend();
    if (simNo) void sms.send(simNo);
  };
  return <CodeField {...field} label={t('iotLogin.code')} placeholder={t('iotLogin.codePlaceholder')} sms={sms} note={note} onSend={send} />;
}
