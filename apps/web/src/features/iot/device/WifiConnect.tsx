import type { WifiCard } from '@shop/contract';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { showToast } from '../../../shared/popups';
import { WithWifiCard } from './WifiShare';
import './device.css';

function ConnectCard({ card: { ssid, password, encryption, hidden } }: { card: WifiCard }) {
  const t = useT();
  const copy = async () => void showToast(t((await copyText(password)) ? 'wifi.connect.copied' : 'wifi.share.copyFailed'));
  const steps = [t('wifi.connect.step1'), t(hidden ? 'wifi.connect.step2Hidden' : 'wifi.connect.step2', { ssid }), t(encryption === 'NONE' ? 'wifi.connect.step3Open' : 'wifi.connect.step3')];
  return (
    <div className="device-page">
      <article className="device-card wifi-card" aria-label={t('wifi.connect.title')}>
        <p className="wifi-card__label">{t('wifi.share.network')}</p>
        <h2 className="wifi-card__ssid">{ssid}</h2>
        {encryption === 'NONE' ? (
          <p className="device-note">{t('wifi.share.open')}</p>
        ) : (
          <div className="wifi-password">
            <span className="wifi-password__label">{t('wifi.connect.password')}</span>
            <code className="wifi-password__value">{password}</code>
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              {t('wifi.connect.copy')}
            </button>
          </div>
        )}
      </article>
      <section className="device-card" aria-label={t('wifi.connect.how')}>
        <h2 className="device-card__title">{t('wifi.connect.how')}</h2>
        <ol className="wifi-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** What a guest opens from a shared link: the network's name, its password to copy, and how to join. */
export function WifiConnect({ code }: { code: string }) {
  return <WithWifiCard code={code}>{(card) => <ConnectCard card={card} />}</WithWifiCard>;
}
