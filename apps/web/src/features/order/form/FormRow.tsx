import type { ReactNode } from 'react';
import './orderForm.css';

interface FormRowProps {
  id: string;
  label: string;
  /** Shown under the field in red. */
  error?: string;
  note?: string;
  children: ReactNode;
}

export const messageId = (id: string) => `${id}-message`;

/** A labelled field of the order form with a helpful note and what is wrong with it. */
export function FormRow({ id, label, error, note, children }: FormRowProps) {
  return (
    <div className={error ? 'order-row order-row--invalid' : 'order-row'}>
      <div className="order-row__line">
        <label className="order-row__label" htmlFor={id}>
          {label}
        </label>
        <div className="order-row__control">{children}</div>
      </div>
      <div id={messageId(id)} aria-live="polite">
        {note ? <p className="order-row__note">{note}</p> : null}
        {error ? <p className="order-row__error">{error}</p> : null}
      </div>
    </div>
  );
}
