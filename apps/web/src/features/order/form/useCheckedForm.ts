import type { FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import type { FieldCheck } from './fields';

type Names<F> = keyof F & string;

/** A top-level field's name as the library's paths type it. */
const pathOf = <F extends FieldValues>(field: Names<F>) => field as unknown as Path<F>;

export interface CheckedForm<F extends FieldValues> {
  fields: F;
  checks: Record<Names<F>, FieldCheck>;
  set<K extends Names<F>>(field: K, value: F[K]): void;
  /** The field has been left once: from now on its error shows while it is typed in. */
  touch(field: Names<F>): void;
  /** The error to show now: at once when no more typing can fix it, else once the field was left or sending was tried. */
  shownError(field: Names<F>): FieldCheck['error'];
  /** The form's submit handler: `valid` gets the fields when all pass, else `invalid` the first wrong one (every error now shows). */
  handleSubmit(valid: (fields: F) => void, invalid: (field: Names<F>) => void): (event: FormEvent) => void;
}

/**
 * A form on react-hook-form whose fields `check` judges as they are typed (the contract's rules,
 * without zod): values, which fields were left, whether sending was tried. `order` is the order
 * the form shows its fields in, the first wrong one being the one to go to.
 */
export function useCheckedForm<F extends FieldValues>(
  defaults: F,
  check: (fields: F) => Record<Names<F>, FieldCheck>,
  order: readonly Names<F>[],
): CheckedForm<F> {
  const resolver: Resolver<F> = (values) => {
    const checks = check(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const field of order) {
      const { error } = checks[field];
      if (error) errors[field] = { type: 'validate', message: error };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<F> };
  };
  const { control, setValue, getValues, getFieldState, formState, handleSubmit } = useForm<F>({ defaultValues: defaults as DefaultValues<F>, resolver });
  // Every value, re-rendering on each keystroke: errors show as the form is typed in.
  const fields = { ...getValues(), ...useWatch({ control }) } as F;
  const checks = check(fields);
  const tried = formState.submitCount > 0;

  return {
    fields,
    checks,
    // A field name picks its own value type, which the library's path types cannot follow through K.
    set: (field, value) => setValue(pathOf<F>(field), value as PathValue<F, Path<F>>),
    touch: (field) => setValue(pathOf<F>(field), getValues(pathOf<F>(field)), { shouldTouch: true }),
    shownError: (field) => {
      const { error, typing } = checks[field];
      return error && (tried || getFieldState(pathOf<F>(field), formState).isTouched || !typing) ? error : null;
    },
    handleSubmit: (valid, invalid) =>
      handleSubmit(valid, (errors) => {
        const first = order.find((field) => (errors as Record<string, unknown>)[field]);
        if (first) invalid(first);
      }),
  };
}
