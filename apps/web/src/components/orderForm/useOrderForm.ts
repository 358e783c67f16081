import { useMemo, useState } from 'react';
import { checkFields, emptyFields, FIELD_ORDER, type FieldCheck, type FieldName, type OrderFields } from './fields';

export interface OrderForm {
  fields: OrderFields;
  checks: Record<FieldName, FieldCheck>;
  set<F extends FieldName>(field: F, value: OrderFields[F]): void;
  /** The field has been left once: from now on its error shows while it is typed in. */
  touch(field: FieldName): void;
  /** The error to show now: at once when no more typing can fix it, else once the field was left or sending was tried. */
  shownError(field: FieldName): FieldCheck['error'];
  /** Marks every field to show its error; answers the first one that is wrong. */
  firstInvalid(): FieldName | undefined;
}

export function useOrderForm(agreed: boolean): OrderForm {
  const [fields, setFields] = useState(() => emptyFields(agreed));
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [tried, setTried] = useState(false);
  const checks = useMemo(() => checkFields(fields), [fields]);

  return {
    fields,
    checks,
    set: (field, value) => setFields((current) => ({ ...current, [field]: value })),
    touch: (field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    shownError: (field) => {
      const { error, typing } = checks[field];
      return error && (tried || touched.has(field) || !typing) ? error : null;
    },
    firstInvalid: () => {
      setTried(true);
      return FIELD_ORDER.find((field) => checks[field].error !== null);
    },
  };
}
