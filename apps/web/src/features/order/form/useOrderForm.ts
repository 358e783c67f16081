import type { FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type PathValue, type Resolver } from 'react-hook-form';
import { checkFields, emptyFields, FIELD_ORDER, type FieldCheck, type FieldName, type OrderFields } from './fields';

export interface OrderForm {
  fields: OrderFields;
  checks: Record<FieldName, FieldCheck>;
  set<F extends FieldName>(field: F, value: OrderFields[F]): void;
  /** The field has been left once: from now on its error shows while it is typed in. */
  touch(field: FieldName): void;
  /** The error to show now: at once when no more typing can fix it, else once the field was left or sending was tried. */
  shownError(field: FieldName): FieldCheck['error'];
  /** The form's submit handler: `valid` gets the fields when all pass, else `invalid` the first wrong one (every error now shows). */
  handleSubmit(valid: (fields: OrderFields) => void, invalid: (field: FieldName) => void): (event: FormEvent) => void;
}

/** The rules of fields.ts (the contract's), as the form library checks the whole form on sending. */
const resolver: Resolver<OrderFields> = (values) => {
  const checks = checkFields(values);
  const errors: FieldErrors<OrderFields> = {};
  for (const field of FIELD_ORDER) {
    const { error } = checks[field];
    if (error) errors[field] = { type: 'validate', message: error };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** The order form's state on react-hook-form: values, which fields were left, whether sending was tried. */
export function useOrderForm(agreed: boolean): OrderForm {
  const { control, setValue, getValues, getFieldState, formState, handleSubmit } = useForm<OrderFields>({ defaultValues: emptyFields(agreed), resolver });
  // Every value, re-rendering on each keystroke: errors show as the buyer types.
  const fields = { ...getValues(), ...useWatch({ control }) } as OrderFields;
  const checks = checkFields(fields);
  const tried = formState.submitCount > 0;

  return {
    fields,
    checks,
    // A field name picks its own value type, which the library's path types cannot follow through F.
    set: (field, value) => setValue(field, value as PathValue<OrderFields, typeof field>),
    touch: (field) => setValue(field, getValues(field), { shouldTouch: true }),
    shownError: (field) => {
      const { error, typing } = checks[field];
      return error && (tried || getFieldState(field, formState).isTouched || !typing) ? error : null;
    },
    handleSubmit: (valid, invalid) =>
      handleSubmit(valid, (errors) => {
        const first = FIELD_ORDER.find((field) => errors[field]);
        if (first) invalid(first);
      }),
  };
}
