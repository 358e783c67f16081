import { useForm, useWatch, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import { useT, type MessageKey } from '../../../i18n';

/** A field's rule: the message for its value, told only once `complete` (left or sent) unless nothing can fix it. */
export type FieldCheck = (value: string, complete: boolean) => MessageKey | null;

/**
 * Text fields checked as the visitor types (the order login form), their state kept by
 * react-hook-form: values, which are done (touched: left, or the form sent), and each one's
 * message. `onChange` runs on every edit (a form drops an old refusal there).
 */
export function useCheckedFields<N extends string>(checks: Record<N, FieldCheck>, onChange: () => void = () => undefined) {
  type Values = Record<N, string>;
  const t = useT();
  const names = Object.keys(checks) as N[];
  const defaultValues = Object.fromEntries(names.map((name) => [name, ''])) as DefaultValues<Values>;
  const { control, setValue, getValues, getFieldState, formState } = useForm<Values>({ defaultValues });
  const values = { ...getValues(), ...useWatch({ control }) } as Values;
  // The names are the form's own fields; the library's path types cannot follow them through N.
  const path = (name: N) => name as unknown as Path<Values>;

  const complete = (name: N) => getFieldState(path(name), formState).isTouched;
  const problem = (name: N, all = complete(name)) => checks[name](values[name], all);
  const errorOf = (name: N): string | null => {
    const key = problem(name);
    return key ? t(key) : null;
  };
  const set = (name: N) => (value: string) => {
    onChange();
    setValue(path(name), value as PathValue<Values, Path<Values>>);
  };
  const finish = (...done: N[]) => {
    for (const name of done) setValue(path(name), getValues(path(name)), { shouldTouch: true });
  };
  /** The value once its rule passes in full, or null after marking the field done so its message shows. */
  const valid = (name: N): string | null => {
    finish(name);
    return problem(name, true) ? null : values[name];
  };
  return { values, problem, errorOf, set, finish, valid };
}
