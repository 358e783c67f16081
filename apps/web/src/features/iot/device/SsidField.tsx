import { Field } from '../../auth';
import { useT } from '../../../i18n';

interface SsidFieldProps {
  value: string;
  error: string | null;
  note?: string;
  onChange(ssid: string): void;
  onBlur(): void;
}

/** The Wi-Fi name as the device's settings and the Wi-Fi card ask for it. */
export function SsidField({ value, error, note, onChange, onBlur }: SsidFieldProps) {
  const t = useT();
  return (
    <Field label={t('device.form.ssid')} error={error} note={note}>
      {(inputProps) => (
        <input {...inputProps} className="login-field__input" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      )}
    </Field>
  );
}
