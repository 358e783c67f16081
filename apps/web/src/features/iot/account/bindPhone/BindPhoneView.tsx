import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { BIND_PHONE_MODE, MOBILE_PATTERN } from '@shop/contract';
import { CodeField, Field, useCodeSender } from '../../../auth';
import { useT, type MessageKey } from '../../../../i18n';
import { navigateBack } from '../../../../shared/navigation';
import { showToast } from '../../../../shared/popups';
import { call, untoldMessage } from '../../../../shared/request';
import { NotLoaded } from '../../components/NotLoaded';
import { afterCardChange, useSimInfo } from '../../session';
import { codeError, mobileError } from './bindRules';
import '../account.css';

interface Values {
  mobile: string;
  code: string;
  oldCode: string;
}

type Name = keyof Values;

const digits = (text: string) => text.replace(/\D/g, '');

/** "Sent to 138****8000, valid for 5 minutes", with the mask the server gave. */
function useNote(sms: ReturnType<typeof useCodeSender>): string | null {
  const t = useT();
  return sms.sent ? t('smsCode.sent', { mobile: sms.sent.mobile, minutes: sms.sent.validMinutes }) : null;
}

/**
 * Binds a mobile to the card, or changes it: a code to the new mobile, and to change it a code
 * to the old one too (which the holder sees masked only).
 */
export function BindPhoneView() {
  const t = useT();
  const client = useQueryClient();
  const info = useSimInfo();
  const newSms = useCodeSender((mobile) => call('bindMobileCode', { body: { mobile } }, { hideError: true }));
  const oldSms = useCodeSender(() => call('bindMobileOldCode', {}, { hideError: true }));
  const newNote = useNote(newSms);
  const oldNote = useNote(oldSms);
  // Fields left or sent get their whole rule; while one is typed, only what can no longer be right.
  const [done] = useState(() => new Set<Name>());
  const { control, handleSubmit, getValues, trigger, formState } = useForm<Values>({ mode: 'all', defaultValues: { mobile: '', code: '', oldCode: '' } });
  const said = (key: MessageKey | null) => (key ? t(key) : true);
  const [refusal, setRefusal] = useState('');
  const bound = info.data?.boundMobile ?? null;
  const save = useMutation({
    mutationFn: (values: Values) =>
      call('simBindMobile', { body: { mobile: values.mobile, code: values.code, ...(bound ? { oldCode: values.oldCode } : {}) } }, { hideError: true }),
    onSuccess: async (answer) => {
      void showToast(t('bindPhone.bound', { mobile: answer.boundMobile }));
      await afterCardChange(client, 'simBindMobile');
      await navigateBack();
    },
    onError: (failure) => setRefusal(untoldMessage(failure)),
  });
  if (info.data === undefined) return <NotLoaded query={info} failedTitle={t('iotHome.loadFailed')} />;

  const rules: Record<Name, (value: string) => true | string> = {
    mobile: (value) => said(mobileError(value, done.has('mobile'))),
    code: (value) => said(codeError(value, done.has('code'))),
    oldCode: (value) => (bound ? said(codeError(value, done.has('oldCode'))) : true),
  };
  const leave = (name: Name, onBlur: () => void) => () => {
    done.add(name);
    onBlur();
    void trigger(name);
  };
  const errorOf = (name: Name) => formState.errors[name]?.message ?? null;
  const sendNew = () => {
    const mobile = getValues('mobile');
    if (MOBILE_PATTERN.test(mobile)) return void newSms.send(mobile);
    done.add('mobile');
    void trigger('mobile');
  };
  const submit = handleSubmit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  const edited = (onChange: (value: string) => void) => (value: string) => {
    setRefusal('');
    onChange(value);
  };
  const codeField = (name: 'code' | 'oldCode') => (
    <Controller
      name={name}
      control={control}
      rules={{ validate: rules[name] }}
      render={({ field }) => (
        <CodeField
          label={t(name === 'code' ? 'bindPhone.code' : 'bindPhone.oldCode')}
          placeholder={t('bindPhone.codePlaceholder')}
          sms={name === 'code' ? newSms : oldSms}
          note={name === 'code' ? newNote : (oldNote ?? t('bindPhone.oldCodeNote', { mobile: bound ?? '' }))}
          value={field.value}
          error={errorOf(name)}
          onChange={edited(field.onChange)}
          onBlur={leave(name, field.onBlur)}
          onSend={name === 'code' ? sendNew : () => void oldSms.send('')}
        />
      )}
    />
  );

  return (
    <form
      className="account-page"
      noValidate
      onSubmit={(event) => {
        (['mobile', 'code', 'oldCode'] as const).forEach((name) => done.add(name));
        void submit(event);
      }}
    >
      <section className="account-card">
        <p className="account-card__lead">{bound ? t('bindPhone.current', { mobile: bound }) : t('bindPhone.none')}</p>
        <p className="account-intro">{info.data.bindPhoneMode === BIND_PHONE_MODE.required && !bound ? t('bindPhone.required') : t('bindPhone.intro')}</p>
      </section>
      <div className="account-card">
        <Controller
          name="mobile"
          control={control}
          rules={{ validate: rules.mobile }}
          render={({ field }) => (
            <Field label={t('bindPhone.mobile')} error={errorOf('mobile')}>
              {(inputProps) => (
                <input
                  {...inputProps}
                  className="login-field__input"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={11}
                  placeholder={t('bindPhone.mobilePlaceholder')}
                  value={field.value}
                  onChange={(event) => edited(field.onChange)(digits(event.target.value))}
                  onBlur={leave('mobile', field.onBlur)}
                />
              )}
            </Field>
          )}
        />
        {codeField('code')}
        {bound ? codeField('oldCode') : null}
      </div>
      {refusal ? (
        <p className="account-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="dock dock--bar">
        <button type="submit" className="button button--primary account-submit" disabled={save.isPending}>
          {bound ? t('bindPhone.change') : t('bindPhone.bind')}
        </button>
      </div>
    </form>
  );
}
