import { useT, type MessageKey } from '../../../i18n';
import { normaliseDigits } from '@shop/contract';
import type { TextSearchMode } from '../rules';

interface DigitsFieldProps {
  mode: TextSearchMode;
  value: string;
  error: MessageKey | undefined;
  onChange(text: string): void;
}

/** A big digits box for contains / starts with / ends with, its error right under it. */
export function DigitsField({ mode, value, error, onChange }: DigitsFieldProps) {
  const t = useT();
  return (
    <>
      <input
        className={error ? 'digits-field digits-field--error' : 'digits-field'}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        placeholder={t(`numbers.placeholders.${mode}`)}
        aria-label={t(`numbers.modes.${mode}`)}
        aria-invalid={Boolean(error)}
        value={value}
        // Full-width digits, spaces and dashes are read as the digits they stand for.
        onChange={(event) => onChange(normaliseDigits(event.target.value))}
      />
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}
