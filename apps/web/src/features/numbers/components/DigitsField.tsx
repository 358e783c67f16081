import { useT, type MessageKey } from '../../../i18n';
import { NUMBER_SEARCH_MAX_LENGTH } from '@shop/contract';
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
        maxLength={NUMBER_SEARCH_MAX_LENGTH[mode]}
        placeholder={t(`numbers.placeholders.${mode}`)}
        aria-label={t(`numbers.modes.${mode}`)}
        aria-invalid={Boolean(error)}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}
