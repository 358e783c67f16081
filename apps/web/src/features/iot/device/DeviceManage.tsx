import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { type DeviceInfo, deviceStateLabel, pageUrl, type WifiBand } from '@shop/contract';
import { currentLocale, type MessageKey, useT } from '../../../i18n';
import { navigateTo } from '../../../shared/navigation';
import { showDialog, showToast } from '../../../shared/popups';
import { call } from '../../../shared/request';
import { NotLoaded } from '../components/NotLoaded';
import { useDeviceAction, useDeviceAnswer, useDeviceInfo } from './deviceQueries';
import { isProven, ProofStep } from './ProofStep';
import './device.css';

type Action = 'deviceRestart' | 'deviceClose' | 'deviceReset';
type Band = DeviceInfo['bands'][number];

/** Switching off and resetting need the fresh proof, as a password change does (a reset restores the label's password). */
const ACTIONS: ReadonlyArray<{ name: Action; label: MessageKey; confirm: MessageKey; started: MessageKey; proof: boolean }> = [
  { name: 'deviceRestart', label: 'device.actions.restart', confirm: 'device.actions.restartConfirm', started: 'device.actions.restartStarted', proof: false },
  { name: 'deviceClose', label: 'device.actions.close', confirm: 'device.actions.closeConfirm', started: 'device.actions.closeStarted', proof: true },
  { name: 'deviceReset', label: 'device.actions.reset', confirm: 'device.actions.resetConfirm', started: 'device.actions.resetStarted', proof: true },
];

/** What the device is doing, in words, with what the holder can do about it. */
function StateBanner({ info }: { info: DeviceInfo }) {
  const t = useT();
  const label = deviceStateLabel[info.state][currentLocale()];
  const hint: Record<DeviceInfo['state'], MessageKey> = {
    online: 'device.state.onlineHint',
    offline: 'device.state.offlineHint',
    restarting: 'device.state.restartingHint',
    off: 'device.state.offHint',
    resetting: 'device.state.resettingHint',
  };
  const busy = info.state === 'restarting' || info.state === 'resetting';
  return (
    <section className={`device-state device-state--${info.state}`} aria-live="polite" aria-label={t('device.state.title')}>
      <p className="device-state__label">
        {busy ? <span className="device-state__spinner" aria-hidden="true" /> : null}
        {label}
      </p>
      <p className="device-state__hint">{t(hint[info.state])}</p>
      <p className="device-state__no">{t('device.deviceNo', { no: info.deviceNo })}</p>
    </section>
  );
}

function DisplayToggle({ band, info }: { band: Band; info: DeviceInfo }) {
  const t = useT();
  const answer = useDeviceAnswer();
  const toggle = useMutation({
    mutationFn: (show: boolean) => call('deviceSetWiFiDisplay', { body: { band: band.band, show } }),
    onSuccess: (info) => answer(info, 'deviceSetWiFiDisplay'),
  });
  const pending = info.pending.find((item) => item.band === band.band && item.kind === 'display');
  const shown = pending?.show ?? band.show;
  const flip = () => {
    const next = !shown;
    void showDialog(t(next ? 'device.band.showConfirm' : 'device.band.hideConfirm', { band: band.band }), [
      { key: 'ok', text: t('common.confirm'), onPress: () => toggle.mutate(next) },
      { key: 'cancel', text: t('common.cancel'), onPress: () => undefined },
    ]);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={shown}
      className="device-switch"
      disabled={!info.online || toggle.isPending || pending !== undefined}
      onClick={flip}
    >
      <span className="device-switch__label">{t('device.band.show')}</span>
      <span className="device-switch__track" aria-hidden="true">
        <span className="device-switch__thumb" />
      </span>
    </button>
  );
}

function BandCard({ band, info }: { band: Band; info: DeviceInfo }) {
  const t = useT();
  const coming = info.pending.find((item) => item.band === band.band && item.kind === 'wifi');
  const edit = () => void navigateTo({ url: pageUrl('/pages-sub/iot/deviceManage/setSsidPwd/index', { band: band.band }) });
  return (
    <article className="device-card" aria-label={t('device.band.title', { band: band.band })}>
      <div className="device-card__head">
        <h2 className="device-card__title">{t('device.band.title', { band: band.band })}</h2>
        <span className={band.switch ? 'device-tag device-tag--on' : 'device-tag'}>{t(band.switch ? 'device.band.on' : 'device.band.off')}</span>
      </div>
      <dl className="device-facts">
        <div>
          <dt>{t('device.band.name')}</dt>
          <dd className="device-facts__name">{band.name}</dd>
        </div>
        <div>
          <dt>{t('device.band.encryption')}</dt>
          <dd>{t(band.encryption === 'NONE' ? 'device.band.open' : 'device.band.wpa2')}</dd>
        </div>
        <div>
          <dt>{t('device.band.connected')}</dt>
          <dd>{t('device.band.connCount', { n: band.connCount, max: band.maxConnCount })}</dd>
        </div>
      </dl>
      {coming ? <p className="device-note device-note--pending">{t('device.band.renaming', { name: coming.name ?? '' })}</p> : null}
      <DisplayToggle band={band} info={info} />
      <button type="button" className="button button--ghost device-wide" disabled={!info.online} onClick={edit}>
        {t('device.band.edit')}
      </button>
    </article>
  );
}

function Actions({ info }: { info: DeviceInfo }) {
  const t = useT();
  const act = useDeviceAction();
  const [proving, setProving] = useState<(typeof ACTIONS)[number] | null>(null);
  const confirm = (action: (typeof ACTIONS)[number]) =>
    void showDialog(t(action.confirm), [
      {
        key: 'ok',
        text: t(action.label),
        onPress: () => act.mutate(action.name, { onSuccess: () => void showToast(t(action.started)) }),
      },
      { key: 'cancel', text: t('common.cancel'), onPress: () => undefined },
    ]);
  const ask = (action: (typeof ACTIONS)[number]) => (action.proof && !isProven(info) ? setProving(action) : confirm(action));
  const proven = () => {
    if (proving) confirm(proving);
    setProving(null);
  };
  return (
    <section className="device-card" aria-label={t('device.actions.title')}>
      <h2 className="device-card__title">{t('device.actions.title')}</h2>
      {info.online ? null : <p className="device-note device-note--warn">{t(info.state === 'offline' ? 'device.actions.offline' : 'device.actions.wait')}</p>}
      <div className="device-actions">
        {ACTIONS.map((action) => (
          <button
            key={action.name}
            type="button"
            className={action.name === 'deviceRestart' ? 'button button--ghost' : 'button button--ghost device-danger'}
            disabled={!info.online || act.isPending}
            onClick={() => ask(action)}
          >
            {t(action.label)}
          </button>
        ))}
      </div>
      {proving ? <ProofStep info={info} purpose={t('device.proof.forAction')} onProven={proven} /> : null}
    </section>
  );
}

/** The Wi-Fi device: its state, each band with its display toggle, the actions, and a way to share the Wi-Fi. */
export function DeviceManage() {
  const t = useT();
  const device = useDeviceInfo();
  const info = device.data;
  if (info === undefined) return <NotLoaded query={device} failedTitle={t('device.loadFailed')} />;
  const share = () => void navigateTo({ url: '/pages-sub/wifi/index' });
  return (
    <div className="device-page">
      <StateBanner info={info} />
      {info.bands.map((band) => (
        <BandCard key={band.band satisfies WifiBand} band={band} info={info} />
      ))}
      <button type="button" className="button button--primary device-wide device-share" onClick={share}>
        {t('device.share')}
      </button>
      <Actions info={info} />
    </div>
  );
}
