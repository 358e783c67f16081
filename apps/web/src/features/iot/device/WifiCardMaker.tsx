import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { type Message, pageUrl, renderMessage, ssidProblem, WIFI_PASSWORD_MAX, type WifiBand, type WifiEncryption, wifiPasswordProblem } from '@shop/contract';
import { Field } from '../../auth';
import { currentLocale, useT } from '../../../i18n';
import { ok, useCheckedForm, wrong } from '../../../shared/form';
import { redirectTo } from '../../../shared/navigation';
import { call, untoldMessage } from '../../../shared/request';
import { useDeviceInfo } from './deviceQueries';
import { isProven, ProofStep } from './ProofStep';
import { useWifiPasswords } from './SetSsidPwd';
import { SsidField } from './SsidField';
import './device.css';

interface Values {
  ssid: string;
  password: string;
  encryption: WifiEncryption;
  hidden: boolean;
}

/** Fills the form from one of the holder's device bands, once a proof lets its password be read. */
function FromDevice({ onFill }: { onFill(values: Omit<Values, 'hidden'>): void }) {
  const t = useT();
  const device = useDeviceInfo();
  const info = device.data;
  const proven = isProven(info);
  const passwords = useWifiPasswords(proven).data?.bands;
  const [asked, setAsked] = useState(false);
  if (!info) return null;
  const fill = (band: WifiBand) => {
    const shown = info.bands.find((item) => item.band === band);
    const password = passwords?.find((item) => item.band === band)?.password;
    if (shown && password !== undefined) onFill({ ssid: shown.name, password, encryption: shown.encryption });
  };
  if (!proven) {
    return asked ? (
      <ProofStep info={info} purpose={t('device.proof.forShare')} />
    ) : (
      <button type="button" className="button button--ghost device-wide" onClick={() => setAsked(true)}>
        {t('wifi.make.fromDevice')}
      </button>
    );
  }
  return (
    <div className="device-actions" aria-label={t('wifi.make.fromDevice')} role="group">
      {info.bands.map((band) => (
        <button key={band.band} type="button" className="button button--ghost" disabled={!passwords} onClick={() => fill(band.band)}>
          {t('wifi.make.useBand', { band: band.band })}
        </button>
      ))}
    </div>
  );
}

/** Makes a shareable Wi-Fi card: typed in, or filled from the holder's device; then opens its share page. */
export function WifiCardMaker() {
  const t = useT();
  // An empty name, and any password problem, wait until the field is left or the card is asked for.
  const form = useCheckedForm<Values, Message>(
    { ssid: '', password: '', encryption: 'WPA2-PSK', hidden: false },
    ({ ssid, password, encryption }) => {
      const ssidWrong = ssidProblem(ssid);
      const passwordWrong = wifiPasswordProblem(password, encryption);
      return { ssid: ssidWrong ? wrong(ssidWrong, ssid === '') : ok, password: passwordWrong ? wrong(passwordWrong, true) : ok, encryption: ok, hidden: ok };
    },
    ['ssid', 'password', 'encryption', 'hidden'],
  );
  const values = form.fields;
  const [refusal, setRefusal] = useState('');
  const set = (change: Partial<Values>) => {
    setRefusal('');
    for (const [field, value] of Object.entries(change) as [keyof Values, Values[keyof Values]][]) form.set(field, value);
  };
  const say = (message: Message | null) => (message ? renderMessage(message, currentLocale()) : null);
  const create = useMutation({
    mutationFn: (body: Values) => call('wifiCreate', { body }, { hideError: true }),
    onSuccess: ({ code }) => void redirectTo({ url: pageUrl('/pages-sub/wifi/share', { code }) }),
    onError: (failure) => setRefusal(untoldMessage(failure)),
  });
  return (
    <div className="device-page">
      <p className="device-note device-intro">{t('wifi.make.intro')}</p>
      <FromDevice onFill={(filled) => set(filled)} />
      <form
        className="device-card device-form"
        noValidate
        aria-label={t('wifi.make.title')}
        onSubmit={form.handleSubmit((fields) => {
          if (!create.isPending) create.mutate(fields);
        })}
      >
        <SsidField value={values.ssid} error={say(form.shownError('ssid'))} onChange={(ssid) => set({ ssid })} onBlur={() => form.touch('ssid')} />
        <div className="device-segments" role="radiogroup" aria-label={t('device.form.encryption')}>
          {(['WPA2-PSK', 'NONE'] as const).map((encryption) => (
            <button
              key={encryption}
              type="button"
              role="radio"
              aria-checked={values.encryption === encryption}
              className="device-segment"
              onClick={() => set(encryption === 'NONE' ? { encryption, password: '' } : { encryption })}
            >
              {t(encryption === 'NONE' ? 'device.band.open' : 'device.band.wpa2')}
            </button>
          ))}
        </div>
        {values.encryption === 'NONE' ? (
          <p className="device-note device-note--warn" role="alert">
            {t('wifi.make.openWarning')}
          </p>
        ) : (
          <Field label={t('device.form.password')} error={say(form.shownError('password'))} note={t('device.form.passwordRule')}>
            {(inputProps) => (
              <input
                {...inputProps}
                className="login-field__input"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={WIFI_PASSWORD_MAX + 1}
                value={values.password}
                onChange={(event) => set({ password: event.target.value })}
                onBlur={() => form.touch('password')}
              />
            )}
          </Field>
        )}
        <label className="device-check">
          <input type="checkbox" checked={values.hidden} onChange={(event) => set({ hidden: event.target.checked })} />
          {t('wifi.make.hidden')}
        </label>
        {refusal ? (
          <p className="device-note device-note--warn" role="alert">
            {refusal}
          </p>
        ) : null}
        <button type="submit" className="button button--primary device-wide" disabled={create.isPending}>
          {create.isPending ? t('wifi.make.making') : t('wifi.make.submit')}
        </button>
      </form>
    </div>
  );
}
