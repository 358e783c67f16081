import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { navigateBack } from '../../../shared/navigation';
import { showToast } from '../../../shared/popups';
import { call, untoldMessage } from '../../../shared/request';
import { useCheckedForm } from '../../../shared/form';
import { clean, errorText, FormRow, messageId } from '../../order';
import { NotLoaded } from '../components/NotLoaded';
import { afterCardChange } from '../session';
import { checkPlatform, PLATFORM_FIELDS, type PlatformFields } from './platformFields';
import { platformVerified, useRealnameState } from './realnameQueries';
import { RealnameResult } from './RealnameResult';
import './realname.css';

const EMPTY: PlatformFields = { name: '', idCard: '', mobile: '' };

/** Platform real-name: name, identity card and mobile, checked as they are typed, then together by the server. */
export function PlatformAuthView() {
  const t = useT();
  const client = useQueryClient();
  const state = useRealnameState();
  const form = useCheckedForm<PlatformFields>(EMPTY, checkPlatform, PLATFORM_FIELDS);
  const [refusal, setRefusal] = useState('');
  const verify = useMutation({
    mutationFn: (fields: PlatformFields) => call('simPlatformAuth', { body: fields }, { hideError: true }),
    onSuccess: async () => {
      void showToast(t('realname.form.done'));
      await afterCardChange(client, 'simPlatformAuth');
      await navigateBack();
    },
    onError: (failure) => setRefusal(untoldMessage(failure)),
  });
  if (state.data === undefined) return <NotLoaded query={state} failedTitle={t('realname.loadFailed')} />;
  if (platformVerified(state.data)) {
    return <RealnameResult tone="good" title={t('realname.form.done')} />;
  }
  const { fields, set, touch, shownError } = form;
  const submit = form.handleSubmit(
    (values) => {
      setRefusal('');
      if (!verify.isPending) verify.mutate(values);
    },
    (field) => document.getElementById(`platform-${field}`)?.focus(),
  );
  const input = (field: keyof PlatformFields, label: string, placeholder: string, extra: { inputMode?: 'numeric'; autoComplete: string; value: string; onValue(value: string): void }) => (
    <FormRow id={`platform-${field}`} label={label} error={errorText(shownError(field))}>
      <input
        id={`platform-${field}`}
        className="order-input"
        autoComplete={extra.autoComplete}
        inputMode={extra.inputMode}
        spellCheck={false}
        placeholder={placeholder}
        value={extra.value}
        aria-invalid={Boolean(shownError(field)) || undefined}
        aria-describedby={messageId(`platform-${field}`)}
        onChange={(event) => extra.onValue(event.target.value)}
        onBlur={() => touch(field)}
      />
    </FormRow>
  );
  return (
    <div className="realname-page">
      <p className="realname-intro">{t('realname.platform.hint')}</p>
      <form className="realname-form" noValidate onSubmit={submit}>
        {input('name', t('realname.form.name'), t('realname.form.namePlaceholder'), { autoComplete: 'name', value: fields.name, onValue: (value) => set('name', value) })}
        {input('idCard', t('realname.form.idCard'), t('realname.form.idCardPlaceholder'), {
          autoComplete: 'off',
          value: fields.idCard,
          onValue: (value) => set('idCard', clean.idCard(value)),
        })}
        {input('mobile', t('realname.form.mobile'), t('realname.form.mobilePlaceholder'), {
          inputMode: 'numeric',
          autoComplete: 'tel',
          value: fields.mobile,
          onValue: (value) => set('mobile', clean.mobile(value)),
        })}
        <p className="realname-card__hint">{t('realname.form.note')}</p>
        {refusal ? (
          <p className="realname-form__refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <button type="submit" className="button button--primary realname-form__submit" disabled={verify.isPending}>
          {verify.isPending ? t('realname.form.submitting') : t('realname.form.submit')}
        </button>
      </form>
    </div>
  );
}

