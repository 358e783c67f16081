import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAY_PASSWORD_LENGTH } from '@shop/contract';
import { CodeField, Field, useCodeSender, useSentNote } from '../../../auth';
import { useT } from '../../../../i18n';
import { checkBy, useCheckedForm } from '../../../../shared/form';
import { navigateBack } from '../../../../shared/navigation';
import { showToast } from '../../../../shared/popups';
import { call, untoldMessage } from '../../../../shared/request';
import { afterCardChange, useCardNumber, useSimInfo } from '../../session';
import { codeError, newPasswordError, repeatError } from './passwordRules';
import '../wallet.css';

interface Values {
  code: string;
  password: string;
  repeat: string;
}

type Name = keyof Values;

const digits = (text: string) => text.replace(/\D/g, '');

/** The bound mobile's code, sent by payPassCode (masked by the server), with the shared countdown. */
function usePayPassCode() {
  const send = useMutation({ mutationFn: () => call('payPassCode', {}, { hideError: true }) });
  return useCodeSender(async () => {
    const answer = await send.mutateAsync();
    return { ...answer, mobile: answer.boundMobile };
  });
}

/** Sets or changes the 6-digit pay password, proven by a code sent to the card's bound mobile. */
export function PayPasswordView() {
  const t = useT();
  const client = useQueryClient();
  const simNo = useCardNumber();
  const isSet = useSimInfo().data?.existPayPassword ?? false;
  const sms = usePayPassCode();
  const note = useSentNote(sms) ?? t('wallet.payPassword.codeGoesTo');
  const form = useCheckedForm<Values>(
    { code: '', password: '', repeat: '' },
    ({ code, password, repeat }) => ({
      code: checkBy(codeError, code),
      password: checkBy((value, complete) => newPasswordError(value, simNo, complete), password),
      repeat: checkBy((value, complete) => repeatError(value, password, complete), repeat),
    }),
    ['code', 'password', 'repeat'],
  );
  const [refusal, setRefusal] = useState('');
  const save = useMutation({
    mutationFn: (values: Values) => call('simUpdatePayPass', { body: { code: values.code, password: values.password } }, { hideError: true }),
    onSuccess: async () => {
      void showToast(t('wallet.payPassword.saved'));
      await afterCardChange(client, 'simUpdatePayPass');
      await navigateBack();
    },
    onError: (failure) => setRefusal(untoldMessage(failure)),
  });
  const submit = form.handleSubmit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  const errorOf = (name: Name) => {
    const key = form.shownError(name);
    return key ? t(key) : null;
  };
  const edit = (name: Name, value: string) => {
    setRefusal('');
    form.set(name, value);
  };

  const secret = (name: 'password' | 'repeat', label: string) => (
    <Field label={label} error={errorOf(name)}>
      {(inputProps) => (
        <input
          {...inputProps}
          className="login-field__input"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={PAY_PASSWORD_LENGTH}
          placeholder={t('wallet.payPassword.placeholder')}
          value={form.fields[name]}
          onChange={(event) => edit(name, digits(event.target.value))}
          onBlur={() => form.touch(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      className="wallet-page pay-password-form"
      noValidate
      onSubmit={submit}
    >
      <p className="wallet-intro">{t('wallet.payPassword.intro')}</p>
      {isSet ? <p className="wallet-intro">{t('wallet.payPassword.isSet')}</p> : null}
      <div className="wallet-card">
        <CodeField
          label={t('wallet.payPassword.code')}
          placeholder={t('wallet.payPassword.codePlaceholder')}
          sms={sms}
          note={note}
          value={form.fields.code}
          error={errorOf('code')}
          onChange={(value) => edit('code', value)}
          onBlur={() => form.touch('code')}
          onSend={() => void sms.send(simNo)}
        />
        {secret('password', t('wallet.payPassword.password'))}
        {secret('repeat', t('wallet.payPassword.confirm'))}
      </div>
      {refusal ? (
        <p className="wallet-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="dock dock--bar">
        <button type="submit" className="button button--primary wallet-submit" disabled={save.isPending}>
          {t('wallet.payPassword.submit')}
        </button>
      </div>
    </form>
  );
}
