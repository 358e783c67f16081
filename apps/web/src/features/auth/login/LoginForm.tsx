import { useState } from 'react';
import type { GenericConfig } from '@shop/contract';
import { useT } from '../../../i18n';
import { untoldMessage } from '../../../shared/request';
import { useLogin } from '../shopSession';
import { goAfterLogin } from './afterLogin';
import { Field } from './Field';
import { LoginAgreement } from './LoginAgreement';
import { SmsCodeField } from './SmsCodeField';
import { type FieldCheck, useCheckedFields } from './useCheckedFields';
import { codeError, mobileError, orderSnError } from './validation';

type Mode = 'sms' | 'orderSn';
type Name = 'mobile' | 'code' | 'orderSn';
const checks: Record<Name, FieldCheck> = { mobile: mobileError, code: codeError, orderSn: orderSnError };

function ModeTabs({ mode, onChange }: { mode: Mode; onChange(mode: Mode): void }) {
  const t = useT();
  return (
    <div className="login-modes" role="tablist">
      {(['sms', 'orderSn'] as const).map((option) => (
        <button key={option} type="button" role="tab" aria-selected={mode === option} className="login-modes__tab" onClick={() => onChange(option)}>
          {t(`login.modes.${option}`)}
        </button>
      ))}
    </div>
  );
}

/** Mobile and SMS code (and the order number, in that mode); never put in the address. */
export function LoginForm({ queryMode, redirect }: { queryMode: GenericConfig['orderQueryMode']; redirect?: string }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('sms');
  const login = useLogin();
  const submitting = login.isPending;
  // The server's refusal of the login (wrong or expired code, too many tries), until the form changes.
  const [refusal, setRefusal] = useState('');

  const { values, problem, errorOf, set, finish, valid } = useCheckedFields(checks, () => setRefusal(''));
  const fields: Name[] = mode === 'orderSn' ? ['orderSn', 'mobile', 'code'] : ['mobile', 'code'];

  const mobileToSend = () => valid('mobile');

  const submit = async () => {
    finish(...fields);
    if (submitting || fields.some((name) => problem(name, true))) return;
    try {
      const { mobile, code, orderSn } = values;
      const session = await login.mutateAsync(mode === 'orderSn' ? { mode, orderSn, mobile, code } : { mode, mobile, code });
      await goAfterLogin(redirect, session);
    } catch (failure) {
      setRefusal(untoldMessage(failure));
    }
  };

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {queryMode === 'smsOrOrderSn' ? <ModeTabs mode={mode} onChange={setMode} /> : null}
      {mode === 'orderSn' ? (
        <Field label={t('login.orderSn')} error={errorOf('orderSn')}>
          {(inputProps) => (
            <input
              {...inputProps}
              className="login-field__input"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={32}
              placeholder={t('login.orderSnPlaceholder')}
              value={values.orderSn}
              onChange={(event) => set('orderSn')(event.target.value.trim().toUpperCase())}
              onBlur={() => finish('orderSn')}
            />
          )}
        </Field>
      ) : null}
      <Field label={t('login.mobile')} error={errorOf('mobile')}>
        {(inputProps) => (
          <input
            {...inputProps}
            className="login-field__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder={t('login.mobilePlaceholder')}
            value={values.mobile}
            onChange={(event) => set('mobile')(event.target.value.trim())}
            onBlur={() => finish('mobile')}
          />
        )}
      </Field>
      <SmsCodeField value={values.code} error={errorOf('code')} onChange={set('code')} onBlur={() => finish('code')} mobileToSend={mobileToSend} />
      {refusal ? (
        <p className="login-form__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="button button--primary login-form__submit" disabled={submitting}>
        {t('login.submit')}
      </button>
      <LoginAgreement />
    </form>
  );
}
