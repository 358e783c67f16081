import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DeviceInfo,
  renderMessage,
  SSID_MAX_BYTES,
  ssidProblem,
  utf8Bytes,
  WIFI_PASSWORD_MAX,
  type WifiBand,
  type WifiEncryption,
  wifiPasswordProblem,
} from '@shop/contract';
import { Field } from '../../auth';
import { currentLocale, useT } from '../../../i18n';
import { navigateBack } from '../../../shared/navigation';
import { showToast } from '../../../shared/popups';
import { call, untoldMessage } from '../../../shared/request';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { useDeviceAnswer, useDeviceInfo } from './deviceQueries';
import { isProven, ProofStep } from './ProofStep';
import './device.css';

interface Values {
  ssid: string;
  password: string;
  encryption: WifiEncryption;
}

type Band = DeviceInfo['bands'][number];

type Edits = Partial<Record<WifiBand, Partial<Values>>>;

/** What the holder changed, per band; kept by the page so a proof asked again in between loses none of it. */
interface Draft {
  band: WifiBand;
  setBand(band: WifiBand): void;
  edits: Edits;
  setEdits(change: (all: Edits) => Edits): void;
}

/** The device's passwords, read only within a proof. */
export function useWifiPasswords(proven: boolean) {
  const query = cardQuery('deviceWifiPassword', useCardNumber());
  return useQuery({ ...query, enabled: query.enabled !== false && proven, staleTime: 0, gcTime: 0 });
}

function BandChoice({ bands, band, onChoose }: { bands: Band[]; band: WifiBand; onChoose(band: WifiBand): void }) {
  const t = useT();
  if (bands.length < 2) return null;
  return (
    <div className="device-segments" role="radiogroup" aria-label={t('device.form.band')}>
      {bands.map((item) => (
        <button key={item.band} type="button" role="radio" aria-checked={item.band === band} className="device-segment" onClick={() => onChoose(item.band)}>
          {item.band}
        </button>
      ))}
    </div>
  );
}

function SettingsForm({ info, draft: { band, setBand, edits, setEdits } }: { info: DeviceInfo; draft: Draft }) {
  const t = useT();
  const client = useQueryClient();
  const simNo = useCardNumber();
  const passwords = useWifiPasswords(true).data?.bands;
  const current = info.bands.find((item) => item.band === band) ?? info.bands[0];
  const [touched, setTouched] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [refusal, setRefusal] = useState('');
  const answer = useDeviceAnswer();
  const values: Values = {
    ssid: current?.name ?? '',
    password: passwords?.find((item) => item.band === band)?.password ?? '',
    encryption: current?.encryption ?? 'WPA2-PSK',
    ...edits[band],
  };
  const set = (change: Partial<Values>) => {
    setRefusal('');
    setEdits((all) => ({ ...all, [band]: { ...all[band], ...change } }));
  };
  const say = (message: ReturnType<typeof ssidProblem>) => (message ? renderMessage(message, currentLocale()) : null);
  const ssidError = say(ssidProblem(values.ssid));
  // The password's length is said once typing stops short or the form is sent; a wrong character at once.
  const passwordProblem = wifiPasswordProblem(values.password, values.encryption);
  const passwordError = touched || values.password.length >= WIFI_PASSWORD_MAX || (passwordProblem !== null && passwordProblem.key.endsWith('Characters')) ? say(passwordProblem) : null;
  const save = useMutation({
    mutationFn: () => call('deviceSetWiFiSsidPwd', { body: { band, ...values } }, { hideError: true }),
    onSuccess: async (info) => {
      await answer(info, 'deviceSetWiFiSsidPwd');
      void showToast(t('device.form.saved'));
      await navigateBack();
    },
    onError: (failure) => {
      setRefusal(untoldMessage(failure));
      // The proof may have run out meanwhile (the server then refuses with proofNeeded): the device's state says,
      // and without a proof the page asks for it again, the edits kept.
      void client.refetchQueries({ queryKey: cardQuery('deviceInfo', simNo).queryKey });
    },
  });
  const bytes = utf8Bytes(values.ssid);
  return (
    <form
      className="device-card device-form"
      noValidate
      aria-label={t('device.form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!ssidError && !passwordProblem && !save.isPending) save.mutate();
      }}
    >
      <BandChoice bands={info.bands} band={band} onChoose={setBand} />
      <Field label={t('device.form.ssid')} error={values.ssid === '' && !touched ? null : ssidError} note={t('device.form.bytes', { bytes, max: SSID_MAX_BYTES })}>
        {(inputProps) => (
          <input {...inputProps} className="login-field__input" autoComplete="off" value={values.ssid} onChange={(event) => set({ ssid: event.target.value })} />
        )}
      </Field>
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
          {t('device.form.openWarning')}
        </p>
      ) : (
        <Field
          label={t('device.form.password')}
          error={passwordError}
          note={t('device.form.passwordRule')}
          action={
            <button type="button" className="device-reveal" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)}>
              {t(showPassword ? 'device.form.hide' : 'device.form.reveal')}
            </button>
          }
        >
          {(inputProps) => (
            <input
              {...inputProps}
              className="login-field__input"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={WIFI_PASSWORD_MAX + 1}
              value={values.password}
              onChange={(event) => set({ password: event.target.value })}
              onBlur={() => setTouched(true)}
            />
          )}
        </Field>
      )}
      <p className="device-note">{t('device.form.applyNote')}</p>
      {refusal ? (
        <p className="device-note device-note--warn" role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="button button--primary device-wide" disabled={save.isPending || !info.online}>
        {save.isPending ? t('device.form.saving') : t('device.form.save')}
      </button>
    </form>
  );
}

/** Changes one band's name and password, after the holder proves it is them. */
export function SetSsidPwd({ band }: { band: string }) {
  const t = useT();
  const device = useDeviceInfo();
  const [chosen, setBand] = useState<WifiBand | null>(null);
  const [edits, setEdits] = useState<Edits>({});
  const info = device.data;
  if (info === undefined) return <NotLoaded query={device} failedTitle={t('device.loadFailed')} />;
  const first = info.bands.find((item) => item.band === band)?.band ?? info.bands[0]?.band ?? '2.4G';
  const draft: Draft = { band: chosen ?? first, setBand, edits, setEdits };
  return (
    <div className="device-page">
      {info.online ? null : <p className="device-note device-note--warn device-banner">{t(info.state === 'offline' ? 'device.actions.offline' : 'device.actions.wait')}</p>}
      {isProven(info) ? <SettingsForm info={info} draft={draft} /> : <ProofStep info={info} purpose={t('device.proof.forChange')} />}
    </div>
  );
}
