import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** The problem with the value, said under the field. */
  error: string | null;
  /** A note under the field when there is no error (e.g. where the code was sent). */
  note?: string | null;
  children(inputProps: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }): ReactNode;
  action?: ReactNode;
}

/** One row of the login form: label, input, an optional button, and its message below. */
export function Field({ label, error, note, children, action }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? note;
  return (
    <div className="login-field">
      <div className="login-field__row">
        <label className="login-field__label" htmlFor={id}>
          {label}
        </label>
        {children({ id, 'aria-invalid': error !== null, 'aria-describedby': messageId })}
        {action}
      </div>
      <p id={messageId} className={error ? 'login-field__message login-field__message--error' : 'login-field__message'} role={error ? 'alert' : undefined}>
        {message}
      </p>
    </div>
  );
}
