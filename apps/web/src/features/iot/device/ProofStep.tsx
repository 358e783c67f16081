import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceInfo } from '@shop/contract';
import { CodeField, Field, useCodeSender, useSentNote } from '../../auth';
import { useT } from '../../../i18n';
import { ok, useCheckedForm, wrong } from '../../../shared/form';
import { call, untoldMessage } from '../../../shared/request';
import { cardQuery, useCardNumber } from '../session';

const SECRET = /^\d{6}$/;

/** Whether the session's proof still holds now. */
export const isProven = (info: DeviceInfo | undefined): boolean => info?.proof.until != null && Date.parse(info.proof.until) > Date.now();

function useProofCode() {
  const send = useMutation({ mutationFn: () => call('deviceProofCode', {}, { hideError: true }) });
  return useCodeSender(async () => {
    const answer = await send.mutateAsync();
    return { ...answer, mobile: answer.boundMobile };
  });
}

/**
 * Proves the holder before a Wi-Fi password is shown or changed, or the device is switched off or
 * reset: the card password on a card that logs in with one, else a code sent to the bound mobile.
 * The proof holds 5 minutes.
 */
export function ProofStep({ info, purpose, onProven }: { info: DeviceInfo; purpose: string; onProven?: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const simNo = useCardNumber();
  const byPassword = info.proof.methods.includes('password');
  const sms = useProofCode();
  const note = useSentNote(sms) ?? (info.proof.boundMobile ? t('device.proof.codeGoesTo', { mobile: info.proof.boundMobile }) : null);
  // An unfinished secret has nothing to say: the button waits for six digits.
  const form = useCheckedForm<{ secret: string }, 'unfinished'>({ secret: '' }, ({ secret }) => ({ secret: SECRET.test(secret) ? ok : wrong('unfinished', true) }), ['secret']);
  const [refusal, setRefusal] = useState('');
  const prove = useMutation({
    mutationFn: (secret: string) => call('deviceProve', { body: byPassword ? { password: secret } : { code: secret } }, { hideError: true }),
    onSuccess: ({ until }) => {
      client.setQueryData(cardQuery('deviceInfo', simNo).queryKey, (current) => current && { ...current, proof: { ...current.proof, until } });
      onProven?.();
    },
    onError: (failure) => setRefusal(untoldMessage(failure)),
  });
  if (info.proof.methods.length === 0) return <p className="device-note device-note--warn">{t('device.proof.noMethod')}</p>;
  const ready = form.checks.secret.error === null;
  const change = (value: string) => {
    setRefusal('');
    form.set('secret', value.replace(/\D/g, '').slice(0, 6));
  };
  return (
    <form
      className="device-card device-proof"
      aria-label={t('device.proof.title')}
      noValidate
      onSubmit={form.handleSubmit(({ secret }) => {
        if (!prove.isPending) prove.mutate(secret);
      })}
    >
      <h2 className="device-card__title">{t('device.proof.title')}</h2>
      <p className="device-note">{purpose}</p>
      {byPassword ? (
        <Field label={t('device.proof.password')} error={refusal || null}>
          {(inputProps) => (
            <input
              {...inputProps}
              className="login-field__input"
              type="password"
              inputMode="numeric"
              autoComplete="current-password"
              maxLength={6}
              placeholder={t('device.proof.passwordPlaceholder')}
              value={form.fields.secret}
              onChange={(event) => change(event.target.value)}
            />
          )}
        </Field>
      ) : (
        <CodeField
          label={t('device.proof.code')}
          placeholder={t('device.proof.codePlaceholder')}
          sms={sms}
          note={note}
          value={form.fields.secret}
          error={refusal || null}
          onChange={change}
          onBlur={() => undefined}
          onSend={() => void sms.send(simNo)}
        />
      )}
      <button type="submit" className="button button--primary device-wide" disabled={!ready || prove.isPending}>
        {prove.isPending ? t('device.proof.checking') : t('device.proof.submit')}
      </button>
    </form>
  );
}
