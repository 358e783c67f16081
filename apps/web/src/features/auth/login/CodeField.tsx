import { SMS_CODE_LENGTH } from '@shop/contract';
import { SendCodeButton, type SmsCode } from '../SmsCode';
import { Field } from './Field';

export interface CodeFieldProps {
  label: string;
  placeholder: string;
  sms: SmsCode;
  /** Where the code went, or another hint, under the field. */
  note?: string | null;
  value: string;
  error: string | null;
  onChange(value: string): void;
  onBlur(): void;
  onSend(): void;
}

/** An SMS code with its send button, which counts down before it offers to send again. */
export function CodeField({ label, placeholder, sms, note, value, error, onChange, onBlur, onSend }: CodeFieldProps) {
  return (
    <Field label={label} error={error ?? (sms.error || null)} note={note} action={<SendCodeButton sms={sms} className="login-field__send" onPress={onSend} />}>
      {(inputProps) => (
        <input
          {...inputProps}
          className="login-field__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\s+/g, ''))}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
