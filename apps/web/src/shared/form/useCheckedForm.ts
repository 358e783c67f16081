import { useCallback, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import type { MessageKey } from '../../i18n';
import type { FieldCheck } from './fieldCheck';

type Names<F> = keyof F & string;

/** A top-level field's name as the library's paths type it. */
const pathOf = <F extends FieldValues>(field: Names<F>) => field as unknown as Path<F>;

export interface CheckedForm<F extends FieldValues, E = MessageKey> {
  fields: F;
  checks: Record<Names<F>, FieldCheck<E>>;
  set<K extends Names<F>>(field: K, value: F[K]): void;
  /** The field has been left once: from now on its error shows while it is typed in. */
  touch(field: Names<F>): void;
  /** Back to its first value, as if never left (a field shown afresh); the same function on every render. */
  reset(field: Names<F>): void;
  /** The field was left, or sending was tried: its whole rule applies. */
  isDone(field: Names<F>): boolean;
  /** The error to show now: at once when no more typing can fix it, else once the field was left or sending was tried. */
  shownError(field: Names<F>): E | null;
  /** The form's submit handler: `valid` gets the fields when all pass, else `invalid` the first wrong one (every error now shows). */
  handleSubmit(valid: (fields: F) => void, invalid?: (field: Names<F>) => void): (event: FormEvent) => void;
}

/**
 * A form on react-hook-form whose fields `check` judges as they are typed (the contract's rules,
 * without zod): values, which fields were left, whether sending was tried. `order` is the order
 * the form shows its fields in, the first wrong one being the one to go to.
 */
export function useCheckedForm<F extends FieldValues, E = MessageKey>(
  defaults: F,
  check: (fields: F) => Record<Names<F>, FieldCheck<E>>,
  order: readonly Names<F>[],
): CheckedForm<F, E> {
  // The library takes the latest options on each render, so `check` may read what the page knows now.
  const resolver: Resolver<F> = (values) => {
    const checks = check(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const field of order) {
      if (checks[field].error !== null) errors[field] = { type: 'validate', message: field };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<F> };
  };
  const { control, register, setValue, getValues, getFieldState, resetField, formState, handleSubmit } = useForm<F>({ defaultValues: defaults as DefaultValues<F>, resolver });
  // Every value, re-rendering on each keystroke: errors show as the form is typed in.
  const fields = { ...getValues(), ...useWatch({ control }) } as F;
  // Judged when asked, so `check` may read what the page learns after this hook (how a card logs in).
  const checksNow = () => check(fields);
  const tried = formState.submitCount > 0;
  const isDone = (field: Names<F>) => tried || getFieldState(pathOf<F>(field), formState).isTouched;
  // The library resets only a field it knows; the same function on every render, for effects to depend on.
  const reset = useCallback(
    (field: Names<F>) => {
      register(pathOf<F>(field));
      resetField(pathOf<F>(field));
    },
    [register, resetField],
  );

  return {
    fields,
    get checks() {
      return checksNow();
    },
    // A field name picks its own value type, which the library's path types cannot follow through K.
    set: (field, value) => setValue(pathOf<F>(field), value as PathValue<F, Path<F>>),
    touch: (field) => setValue(pathOf<F>(field), getValues(pathOf<F>(field)), { shouldTouch: true }),
    reset,
    isDone,
    shownError: (field) => {
      const { error, typing } = checksNow()[field];
      return error !== null && (!typing || isDone(field)) ? error : null;
    },
    handleSubmit: (valid, invalid) =>
      handleSubmit(valid, (errors) => {
        const first = order.find((field) => (errors as Record<string, unknown>)[field]);
        if (first && invalid) invalid(first);
      }),
  };
}
