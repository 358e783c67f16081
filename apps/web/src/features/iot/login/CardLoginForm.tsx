import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Field } from '../../auth';
import { useT } from '../../../i18n';
import { checkBy, ok, useCheckedForm, wrong } from '../../../shared/form';
import { reLaunch } from '../../../shared/navigation';
import { call, untoldMessage } from '../../../shared/request';
import { startCardSession } from '../session';
import { pageAfterCardLogin } from './afterLogin';
import { Agreement } from './Agreement';
import { CardCodeField, CardPasswordField } from './CardSecretFields';
import { RecentCards } from './RecentCards';
import { LoginHead } from './LoginHead';
import { type LoginBrand, useCardMode } from './useCardMode';
import { codeError, isCardNumberDone, normaliseSimNo, passwordError, simNoError } from './validation';

interface CardLoginValues {
  simNo: string;
  password: string;
  code: string;
  agreed: boolean;
}

const FIELDS = ['simNo', 'password', 'code', 'agreed'] as const;

interface CardLoginFormProps {
  /** The texts of the promoter the visitor came through, shown until the typed card's are known. */
  page: LoginBrand;
  redirect: string | undefined;
}

/**
 * The promoter's head, card number, then the password or SMS code the card asks for (never put in
 * the address). The head and agreement are the typed card's promoter's once known.
 */
export function CardLoginForm({ page, redirect }: CardLoginFormProps) {
  const t = useT();
  const client = useQueryClient();
  // Only the secret the card asks for is judged: the checks run once the card's way to log in is known.
  const form = useCheckedForm<CardLoginValues>(
    { simNo: '', password: '', code: '', agreed: false },
    (fields) => ({
      simNo: checkBy(simNoError, fields.simNo),
      password: mode === 'password' ? checkBy(passwordError, fields.password) : ok,
      code: mode === 'sms' ? checkBy(codeError, fields.code) : ok,
      agreed: fields.agreed ? ok : wrong('iotLogin.errors.agreement', true),
    }),
    FIELDS,
  );
  const { simNo } = form.fields;

  // The server's refusal of the login (wrong password, unknown card), until the form changes.
  const [refusal, setRefusal] = useState('');
  const edit = <K extends keyof CardLoginValues>(field: K, value: CardLoginValues[K]) => {
    setRefusal('');
    form.set(field, value);
  };

  const card = useCardMode(isCardNumberDone(simNo, form.isDone('simNo')) ? simNo : null);
  const mode = card.status === 'ready' ? card.mode : 'none';
  // While a card is checked the page's own texts show: never the promoter of a card typed before.
  const brand = card.status === 'ready' ? card.brand : page;
  // A secret field shows afresh for each card that asks for it.
  const { reset } = form;
  useEffect(() => {
    if (mode !== 'password') reset('password');
    if (mode !== 'sms') reset('code');
  }, [mode, reset]);
  // Agreeing was to one promoter's terms: a card found to have other terms asks afresh (a card still checked does not).
  const [agreedTo, setAgreedTo] = useState('');
  const readyTerms = card.status === 'ready' ? card.brand.protocolTitle : null;
  useEffect(() => {
    if (readyTerms !== null && agreedTo !== '' && readyTerms !== agreedTo) reset('agreed');
  }, [readyTerms, agreedTo, reset]);

  const login = useMutation({
    mutationFn: (body: { simNo: string; password?: string; code?: string }) => call('simLogin', { body: { ...body, agreeProtocol: true } }, { hideError: true }),
    onSuccess: (session) => startCardSession(session, client),
  });

  const pick = (picked: string) => {
    edit('simNo', picked);
    form.touch('simNo');
  };
  /** The card number once its whole rule passes, or null after showing why it cannot be used. */
  const simNoToSend = async () => {
    form.touch('simNo');
    return simNoError(simNo, true) ? null : simNo;
  };

  const logIn = async (values: CardLoginValues) => {
    // Once the number is whole, how the card logs in is asked first; the button waits for it.
    if (card.status === 'idle' || card.status === 'checking' || login.isPending) return;
    const secret = mode === 'password' ? { password: values.password } : mode === 'sms' ? { code: values.code } : {};
    try {
      await login.mutateAsync({ simNo: values.simNo, ...secret });
      await reLaunch({ url: pageAfterCardLogin(redirect) });
    } catch (failure) {
      setRefusal(untoldMessage(failure));
    }
  };
  const submit = form.handleSubmit(
    (values) => void logIn(values),
    (field) => document.querySelector<HTMLElement>(`.login-form [name="${field}"]`)?.focus(),
  );

  const errorOf = (field: keyof CardLoginValues) => {
    const key = form.shownError(field);
    return key ? t(key) : null;
  };
  const simNoNote = card.status === 'checking' ? t('iotLogin.checking') : null;
  const simNoMessage = errorOf('simNo') ?? (card.status === 'failed' && card.error ? card.error : null);
  return (
    <>
      <LoginHead brand={brand} />
      <form className="login-form" noValidate onSubmit={submit}>
        <Field label={t('iotLogin.simNo')} error={simNoMessage} note={simNoNote}>
          {(inputProps) => (
            <input
              {...inputProps}
              name="simNo"
              className="login-field__input"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              placeholder={t('iotLogin.simNoPlaceholder')}
              value={simNo}
              onChange={(event) => edit('simNo', normaliseSimNo(event.target.value))}
              onBlur={() => form.touch('simNo')}
            />
          )}
        </Field>
        <RecentCards onPick={pick} />
        {mode === 'password' ? (
          <CardPasswordField
            value={form.fields.password}
            error={errorOf('password')}
            onChange={(value) => edit('password', value)}
            onBlur={() => form.touch('password')}
          />
        ) : null}
        {card.status === 'ready' && card.mode === 'sms' ? (
          <CardCodeField
            value={form.fields.code}
            error={errorOf('code')}
            onChange={(value) => edit('code', value)}
            onBlur={() => form.touch('code')}
            boundMobile={card.boundMobile}
            simNoToSend={simNoToSend}
          />
        ) : null}
        {refusal ? (
          <p className="login-form__error" role="alert">
            {refusal}
          </p>
        ) : null}
        <Agreement
          title={brand.protocolTitle}
          simNo={card.status === 'ready' ? card.simNo : undefined}
          agreed={form.fields.agreed}
          onAgree={(agreed) => {
            edit('agreed', agreed);
            form.touch('agreed');
            setAgreedTo(agreed ? brand.protocolTitle : '');
          }}
          error={errorOf('agreed')}
        />
        <button type="submit" className="button button--primary login-form__submit" disabled={login.isPending || card.status === 'checking'}>
          {t('iotLogin.submit')}
        </button>
      </form>
    </>
  );
}
