import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DeviceInfo,
  type Message,
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
import { ok, useCheckedForm, wrong, type CheckedForm } from '../../../shared/form';
import { navigateBack } from '../../../shared/navigation';
import { showToast } from '../../../shared/popups';
import { call, untoldMessage } from '../../../shared/request';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { useDeviceAnswer, useDeviceInfo } from './deviceQueries';
import { isProven, ProofStep } from './ProofStep';
import { SsidField } from './SsidField';
import './device.css';

interface Values {
  ssid: string;
  password: string;
  encryption: WifiEncryption;
}

type Band = DeviceInfo['bands'][number];

/** A band's changes: null where the holder left the device's value. */
type BandEdit = { [K in keyof Values]: Values[K] | null };

const UNCHANGED: BandEdit = { ssid: null, password: null, encryption: null };

/** The chosen band and its changes, and the changes of the bands left; the page keeps them, so a proof asked again in between loses none. */
interface WifiFields extends BandEdit {
  band: WifiBand | null;
  otherBands: Partial<Record<WifiBand, BandEdit>>;
}

/** The name's error at once, but an empty one once left; the password's when typing on cannot fix it (a wrong character, too long), else once left. */
function checkWifi({ ssid, password, encryption }: Values) {
  const ssidWrong = ssidProblem(ssid);
  const passwordWrong = wifiPasswordProblem(password, encryption);
  const passwordFinal = password.length >= WIFI_PASSWORD_MAX || (passwordWrong !== null && passwordWrong.key.endsWith('Characters'));
  return {
    ssid: ssidWrong ? wrong(ssidWrong, ssid === '') : ok,
    password: passwordWrong ? wrong(passwordWrong, !passwordFinal) : ok,
    encryption: ok,
    band: ok,
    otherBands: ok,
  };
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

interface SettingsProps {
  info: DeviceInfo;
  band: WifiBand;
  values: Values;
  form: CheckedForm<WifiFields, Message>;
  onChooseBand(band: WifiBand): void;
}

function SettingsForm({ info, band, values, form, onChooseBand }: SettingsProps) {
  const t = useT();
  const client = useQueryClient();
  const simNo = useCardNumber();
  const [showPassword, setShowPassword] = useState(false);
  const [refusal, setRefusal] = useState('');
  const answer = useDeviceAnswer();
  const set = (change: Partial<Values>) => {
    setRefusal('');
    for (const [field, value] of Object.entries(change) as [keyof Values, Values[keyof Values]][]) form.set(field, value);
  };
  const say = (message: Message | null) => (message ? renderMessage(message, currentLocale()) : null);
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
      onSubmit={form.handleSubmit(() => {
        if (!save.isPending) save.mutate();
      })}
    >
      <BandChoice bands={info.bands} band={band} onChoose={onChooseBand} />
      <SsidField
        value={values.ssid}
        error={say(form.shownError('ssid'))}
        note={t('device.form.bytes', { bytes, max: SSID_MAX_BYTES })}
        onChange={(ssid) => set({ ssid })}
        onBlur={() => form.touch('ssid')}
      />
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
          error={say(form.shownError('password'))}
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
              onBlur={() => form.touch('password')}
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
  const info = device.data;
  const passwords = useWifiPasswords(isProven(info)).data?.bands;
  const firstBand = info?.bands.find((item) => item.band === band)?.band ?? info?.bands[0]?.band ?? '2.4G';
  /** The chosen band, and what its form shows: the holder's changes, else the device's values. */
  const shownOf = (fields: WifiFields) => {
    const chosen = fields.band ?? firstBand;
    const device = info?.bands.find((item) => item.band === chosen) ?? info?.bands[0];
    const values: Values = {
      ssid: fields.ssid ?? device?.name ?? '',
      password: fields.password ?? passwords?.find((item) => item.band === chosen)?.password ?? '',
      encryption: fields.encryption ?? device?.encryption ?? 'WPA2-PSK',
    };
    return { chosen, values };
  };
  const form = useCheckedForm<WifiFields, Message>({ ...UNCHANGED, band: null, otherBands: {} }, (fields) => checkWifi(shownOf(fields).values), [
    'ssid',
    'password',
    'encryption',
    'band',
    'otherBands',
  ]);
  const { chosen, values } = shownOf(form.fields);
  const chooseBand = (next: WifiBand) => {
    const { ssid, password, encryption, otherBands } = form.fields;
    const kept = { ...otherBands, [chosen]: { ssid, password, encryption } };
    const shown = kept[next] ?? UNCHANGED;
    form.set('otherBands', kept);
    form.set('band', next);
    form.set('ssid', shown.ssid);
    form.set('password', shown.password);
    form.set('encryption', shown.encryption);
  };
  if (info === undefined) return <NotLoaded query={device} failedTitle={t('device.loadFailed')} />;
  return (
    <div className="device-page">
      {info.online ? null : <p className="device-note device-note--warn device-banner">{t(info.state === 'offline' ? 'device.actions.offline' : 'device.actions.wait')}</p>}
      {isProven(info) ? (
        <SettingsForm info={info} band={chosen} values={values} form={form} onChooseBand={chooseBand} />
      ) : (
        <ProofStep info={info} purpose={t('device.proof.forChange')} />
      )}
    </div>
  );
}
