import { useState } from 'react';
import { useT, type MessageKey } from '../../../i18n';

/** A field's rule: the message for its value, told only once `complete` (left or sent) unless nothing can fix it. */
export type FieldCheck = (value: string, complete: boolean) => MessageKey | null;

/**
 * Text fields checked as the visitor types (the login forms): their values, which are done,
 * and each one's message. `onChange` runs on every edit (a form drops an old refusal there).
 */
export function useCheckedFields<N extends string>(checks: Record<N, FieldCheck>, onChange: () => void = () => undefined) {
  const t = useT();
  const names = Object.keys(checks) as N[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((name) => [name, ''])) as Record<N, string>);
  const [complete, setComplete] = useState(() => Object.fromEntries(names.map((name) => [name, false])) as Record<N, boolean>);

  const problem = (name: N, all = complete[name]) => checks[name](values[name], all);
  const errorOf = (name: N): string | null => {
    const key = problem(name);
    return key ? t(key) : null;
  };
  const set = (name: N) => (value: string) => {
    onChange();
    setValues((current) => ({ ...current, [name]: value }));
  };
  const finish = (...done: N[]) => setComplete((current) => ({ ...current, ...Object.fromEntries(done.map((name) => [name, true])) }));
  /** The value once its rule passes in full, or null after marking the field done so its message shows. */
  const valid = (name: N): string | null => {
    finish(name);
    return problem(name, true) ? null : values[name];
  };
  return { values, complete, problem, errorOf, set, finish, valid };
}
