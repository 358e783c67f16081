import { CodeField, Field, useSentNote } from '../../auth';
import { useT } from '../../../i18n';
import { useCardCode } from './useCardCode';
import { CARD_PASSWORD_LENGTH } from './validation';

interface SecretProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
  /** The field was left: its whole rule applies from now on. */
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
          name="password"
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
  simNoToSend(): Promise<string | null>;
}

/** The SMS code of an 'sms' card, sent to its bound phone, with the shared countdown button. */
export function CardCodeField({ boundMobile, simNoToSend, value, error, onChange, onBlur }: CodeProps) {
  const t = useT();
  const sms = useCardCode();
  const note = useSentNote(sms) ?? (boundMobile ? t('iotLogin.codeGoesTo', { mobile: boundMobile }) : null);
  const send = async () => {
    const simNo = await simNoToSend();
    if (simNo) await sms.send(simNo);
  };
  return (
    <CodeField
      label={t('iotLogin.code')}
      placeholder={t('iotLogin.codePlaceholder')}
      sms={sms}
      note={note}
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
      onSend={() => void send()}
    />
  );
}
