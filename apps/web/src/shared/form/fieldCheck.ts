import type { MessageKey } from '../../i18n';

/** What is wrong with a field's value now; `E` is what the form says it with (a message key unless told). */
export interface FieldCheck<E = MessageKey> {
  error: E | null;
  /** The value may still become valid by typing on; its error waits until the field is left. */
  typing: boolean;
}

export const ok: FieldCheck<never> = { error: null, typing: false };
export const wrong = <E = MessageKey>(error: E, typing = false): FieldCheck<E> => ({ error, typing });

/**
 * A rule told whether the field is `complete` (left, or the form sent), as a check: what it finds
 * of the value as typed shows at once, what only the whole value fails waits for the field to be left.
 */
export function checkBy<E>(rule: (value: string, complete: boolean) => E | null, value: string): FieldCheck<E> {
  const now = rule(value, false);
  if (now !== null) return wrong(now);
  const whole = rule(value, true);
  return whole === null ? ok : wrong(whole, true);
}
