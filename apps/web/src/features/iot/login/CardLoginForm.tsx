import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../auth';
import { useT, type MessageKey } from '../../../i18n';
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

type Name = 'simNo' | 'password' | 'code';
const checks: Record<Name, (value: string, complete: boolean) => MessageKey | null> = { simNo: simNoError, password: passwordError, code: codeError };

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
  const { control, formState, handleSubmit, register, setValue, subscribe, trigger, getValues } = useForm<CardLoginValues>({
    mode: 'all',
    defaultValues: { simNo: '', password: '', code: '', agreed: false },
  });
  // Fields left or sent: their whole rule applies. While one is typed, only what can no longer
  // become valid is an error. One set for the form's life, read by the checks as they run, not by rendering.
  const [done] = useState(() => new Set<Name>());
  const rule = (name: Name) => ({
    validate: (value: string) => {
      const key = checks[name](value, done.has(name));
      return key ? t(key) : true;
    },
  });
  const leave = (name: Name, onBlur: () => void) => () => {
    done.add(name);
    onBlur();
  };

  // The server's refusal of the login (wrong password, unknown card), until the form changes.
  const [refusal, setRefusal] = useState('');
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setRefusal('') }), [subscribe]);

  const simNo = useWatch({ control, name: 'simNo' });
  const card = useCardMode(isCardNumberDone(simNo, Boolean(formState.touchedFields.simNo) || formState.isSubmitted) ? simNo : null);
  const mode = card.status === 'ready' ? card.mode : 'none';
  // While a card is checked the page's own texts show: never the promoter of a card typed before.
  const brand = card.status === 'ready' ? card.brand : page;
  // Agreeing was to one promoter's terms: a card found to have other terms asks afresh (a card still checked does not).
  const [agreedTo, setAgreedTo] = useState('');
  const readyTerms = card.status === 'ready' ? card.brand.protocolTitle : null;
  useEffect(() => {
    if (readyTerms !== null && agreedTo !== '' && readyTerms !== agreedTo) setValue('agreed', false);
  }, [readyTerms, agreedTo, setValue]);
  const fields: Name[] = mode === 'password' ? ['simNo', 'password'] : mode === 'sms' ? ['simNo', 'code'] : ['simNo'];

  const login = useMutation({
    mutationFn: (body: { simNo: string; password?: string; code?: string }) => call('simLogin', { body: { ...body, agreeProtocol: true } }, { hideError: true }),
    onSuccess: (session) => startCardSession(session, client),
  });

  const pick = (picked: string) => {
    done.add('simNo');
    setValue('simNo', picked, { shouldValidate: true, shouldTouch: true });
  };
  /** The card number once its whole rule passes, or null after showing why it cannot be used. */
  const simNoToSend = async () => {
    done.add('simNo');
    return (await trigger('simNo')) ? getValues('simNo') : null;
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    for (const name of fields) done.add(name);
    void handleSubmit(logIn)();
  };

  const errorOf = (name: keyof CardLoginValues) => formState.errors[name]?.message ?? null;
  const simNoNote = card.status === 'checking' ? t('iotLogin.checking') : null;
  const simNoMessage = errorOf('simNo') ?? (card.status === 'failed' && card.error ? card.error : null);
  return (
    <>
      <LoginHead brand={brand} />
      <form className="login-form" noValidate onSubmit={submit}>
        <Controller
          control={control}
          name="simNo"
          rules={rule('simNo')}
          render={({ field }) => (
            <Field label={t('iotLogin.simNo')} error={simNoMessage} note={simNoNote}>
              {(inputProps) => (
                <input
                  {...inputProps}
                  ref={field.ref}
                  name={field.name}
                  className="login-field__input"
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={20}
                  placeholder={t('iotLogin.simNoPlaceholder')}
                  value={field.value}
                  onChange={(event) => field.onChange(normaliseSimNo(event.target.value))}
                  onBlur={leave('simNo', field.onBlur)}
                />
              )}
            </Field>
          )}
        />
        <RecentCards onPick={pick} />
        {mode === 'password' ? (
          <Controller
            control={control}
            name="password"
            rules={rule('password')}
            shouldUnregister
            render={({ field }) => <CardPasswordField field={field} error={errorOf('password')} onBlur={leave('password', field.onBlur)} />}
          />
        ) : null}
        {card.status === 'ready' && card.mode === 'sms' ? (
          <Controller
            control={control}
            name="code"
            rules={rule('code')}
            shouldUnregister
            render={({ field }) => (
              <CardCodeField field={field} error={errorOf('code')} onBlur={leave('code', field.onBlur)} boundMobile={card.boundMobile} simNoToSend={simNoToSend} />
            )}
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
          checkbox={register('agreed', {
            validate: (agreed) => agreed || t('iotLogin.errors.agreement'),
            onChange: (event: { target: HTMLInputElement }) => setAgreedTo(event.target.checked ? brand.protocolTitle : ''),
          })}
          error={errorOf('agreed')}
        />
        <button type="submit" className="button button--primary login-form__submit" disabled={login.isPending || card.status === 'checking'}>
          {t('iotLogin.submit')}
        </button>
      </form>
    </>
  );
}
