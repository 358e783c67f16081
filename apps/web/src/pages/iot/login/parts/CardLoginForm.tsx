import { useState } from 'react';
import { useT } from '../../../../i18n';
import { startCardSession } from '../../../../lib/cardSession';
import { reLaunch } from '../../../../lib/navigation';
import { call, untoldMessage } from '../../../../lib/request';
import { Field } from '../../../login/parts/Field';
import { type FieldCheck, useCheckedFields } from '../../../login/parts/useCheckedFields';
import { Agreement } from './Agreement';
import { CardCodeField, CardPasswordField } from './CardSecretFields';
import { pageAfterCardLogin } from './links';
import { RecentCards } from './RecentCards';
import { useCardMode } from './useCardMode';
import { codeError, isCardNumberDone, normaliseSimNo, passwordError, simNoError } from './validation';

type Name = 'simNo' | 'password' | 'code';
const checks: Record<Name, FieldCheck> = { simNo: simNoError, password: passwordError, code: codeError };

interface CardLoginFormProps {
  protocolTitle: string;
  promoCode: string | undefined;
  redirect: string | undefined;
}

/** Card number, then the password or SMS code the card asks for; never put in the address. */
export function CardLoginForm({ protocolTitle, promoCode, redirect }: CardLoginFormProps) {
  const t = useT();
  const [agreed, setAgreed] = useState(false);
  const [askedToAgree, setAskedToAgree] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The server's refusal of the login (wrong password, unknown card), until the form changes.
  const [refusal, setRefusal] = useState('');
  const { values, complete, problem, errorOf, set, finish, valid } = useCheckedFields(checks, () => setRefusal(''));

  const card = useCardMode(isCardNumberDone(values.simNo, complete.simNo) ? values.simNo : null, promoCode);
  const mode = card.status === 'ready' ? card.mode : 'none';
  const fields: Name[] = mode === 'password' ? ['simNo', 'password'] : mode === 'sms' ? ['simNo', 'code'] : ['simNo'];

  const pick = (simNo: string) => {
    set('simNo')(simNo);
    finish('simNo');
  };
  const simNoToSend = () => valid('simNo');

  const submit = async () => {
    finish(...fields);
    if (submitting || fields.some((name) => problem(name, true))) return;
    if (!agreed) {
      setAskedToAgree(true);
      return;
    }
    // Once the number is whole, how the card logs in is asked first; the button waits for it.
    if (card.status === 'idle' || card.status === 'checking') return;
    setSubmitting(true);
    try {
      const secret = mode === 'password' ? { password: values.password } : mode === 'sms' ? { code: values.code } : {};
      const session = await call('simLogin', { body: { simNo: values.simNo, ...secret, agreeProtocol: true } }, { hideError: true });
      startCardSession(session);
      await reLaunch({ url: pageAfterCardLogin(redirect) });
    } catch (failure) {
      setRefusal(untoldMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const simNoNote = card.status === 'checking' ? t('iotLogin.checking') : null;
  const simNoMessage = errorOf('simNo') ?? (card.status === 'failed' && card.error ? card.error : null);
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={t('iotLogin.simNo')} error={simNoMessage} note={simNoNote}>
        {(inputProps) => (
          <input
            {...inputProps}
            className="login-field__input"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            placeholder={t('iotLogin.simNoPlaceholder')}
            value={values.simNo}
            onChange={(event) => set('simNo')(normaliseSimNo(event.target.value))}
            onBlur={() => finish('simNo')}
          />
        )}
      </Field>
      <RecentCards onPick={pick} />
      {mode === 'password' ? <CardPasswordField value={values.password} error={errorOf('password')} onChange={set('password')} onBlur={() => finish('password')} /> : null}
      {card.status === 'ready' && card.mode === 'sms' ? (
        <CardCodeField value={values.code} error={errorOf('code')} onChange={set('code')} onBlur={() => finish('code')} boundMobile={card.boundMobile} simNoToSend={simNoToSend} />
      ) : null}
      {refusal ? (
        <p className="login-form__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="button button--primary login-form__submit" disabled={submitting || card.status === 'checking'}>
        {t('iotLogin.submit')}
      </button>
      <Agreement
        title={protocolTitle}
        agreed={agreed}
        error={askedToAgree && !agreed ? t('iotLogin.errors.agreement') : null}
        onChange={(next) => {
          setAgreed(next);
          setAskedToAgree(false);
        }}
      />
    </form>
  );
}
