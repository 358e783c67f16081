import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BIND_PHONE_MODE, MOBILE_PATTERN } from '@shop/contract';
import { CodeField, Field, useCodeSender } from '../../../auth';
import { useT } from '../../../../i18n';
import { checkBy, ok, useCheckedForm } from '../../../../shared/form';
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
  const [refusal, setRefusal] = useState('');
  const bound = info.data?.boundMobile ?? null;
  const form = useCheckedForm<Values>(
    { mobile: '', code: '', oldCode: '' },
    ({ mobile, code, oldCode }) => ({ mobile: checkBy(mobileError, mobile), code: checkBy(codeError, code), oldCode: bound ? checkBy(codeError, oldCode) : ok }),
    ['mobile', 'code', 'oldCode'],
  );
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

  const errorOf = (name: Name) => {
    const key = form.shownError(name);
    return key ? t(key) : null;
  };
  const sendNew = () => {
    const mobile = form.fields.mobile;
    if (MOBILE_PATTERN.test(mobile)) return void newSms.send(mobile);
    form.touch('mobile');
  };
  const submit = form.handleSubmit((values) => {
    if (!save.isPending) save.mutate(values);
  });
  const edit = (name: Name, value: string) => {
    setRefusal('');
    form.set(name, value);
  };
  const codeField = (name: 'code' | 'oldCode') => (
    <CodeField
      label={t(name === 'code' ? 'bindPhone.code' : 'bindPhone.oldCode')}
      placeholder={t('bindPhone.codePlaceholder')}
      sms={name === 'code' ? newSms : oldSms}
      note={name === 'code' ? newNote : (oldNote ?? t('bindPhone.oldCodeNote', { mobile: bound ?? '' }))}
      value={form.fields[name]}
      error={errorOf(name)}
      onChange={(value) => edit(name, value)}
      onBlur={() => form.touch(name)}
      onSend={name === 'code' ? sendNew : () => void oldSms.send('')}
    />
  );

  return (
    <form
      className="account-page"
      noValidate
      onSubmit={submit}
    >
      <section className="account-card">
        <p className="account-card__lead">{bound ? t('bindPhone.current', { mobile: bound }) : t('bindPhone.none')}</p>
        <p className="account-intro">{info.data.bindPhoneMode === BIND_PHONE_MODE.required && !bound ? t('bindPhone.required') : t('bindPhone.intro')}</p>
      </section>
      <div className="account-card">
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
              value={form.fields.mobile}
              onChange={(event) => edit('mobile', digits(event.target.value))}
              onBlur={() => form.touch('mobile')}
            />
          )}
        </Field>
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
