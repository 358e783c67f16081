import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { PAY_PASSWORD_LENGTH } from '@shop/contract';
import { CodeField, Field, useCodeSender, useSentNote } from '../../../auth';
import { useT, type MessageKey } from '../../../../i18n';
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
  // Fields left or sent get their whole rule; while one is typed, only what can no longer be right.
  const [done] = useState(() => new Set<Name>());
  const { control, handleSubmit, getValues, trigger, formState } = useForm<Values>({ mode: 'all', defaultValues: { code: '', password: '', repeat: '' } });
  const said = (key: MessageKey | null) => (key ? t(key) : true);
  const rules: Record<Name, (value: string) => true | string> = {
    code: (value) => said(codeError(value, done.has('code'))),
    password: (value) => said(newPasswordError(value, simNo, done.has('password'))),
    repeat: (value) => said(repeatError(value, getValues('password'), done.has('repeat'))),
  };
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
  const submit = handleSubmit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  const leave = (name: Name, onBlur: () => void) => () => {
    done.add(name);
    onBlur();
    void trigger(name);
  };
  const errorOf = (name: Name) => formState.errors[name]?.message ?? null;

  const secret = (name: 'password' | 'repeat', label: string) => (
    <Controller
      name={name}
      control={control}
      rules={{ validate: rules[name] }}
      render={({ field }) => (
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
              value={field.value}
              onChange={(event) => {
                setRefusal('');
                field.onChange(digits(event.target.value));
                if (name === 'password' && getValues('repeat')) void trigger('repeat');
              }}
              onBlur={leave(name, field.onBlur)}
            />
          )}
        </Field>
      )}
    />
  );

  return (
    <form
      className="wallet-page pay-password-form"
      noValidate
      onSubmit={(event) => {
        (['code', 'password', 'repeat'] as const).forEach((name) => done.add(name));
        void submit(event);
      }}
    >
      <p className="wallet-intro">{t('wallet.payPassword.intro')}</p>
      {isSet ? <p className="wallet-intro">{t('wallet.payPassword.isSet')}</p> : null}
      <div className="wallet-card">
        <Controller
          name="code"
          control={control}
          rules={{ validate: rules.code }}
          render={({ field }) => (
            <CodeField
              label={t('wallet.payPassword.code')}
              placeholder={t('wallet.payPassword.codePlaceholder')}
              sms={sms}
              note={note}
              value={field.value}
              error={errorOf('code')}
              onChange={(value) => {
                setRefusal('');
                field.onChange(value);
              }}
              onBlur={leave('code', field.onBlur)}
              onSend={() => void sms.send(simNo)}
            />
          )}
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
