import { simStatusLabel, WifiBand, type SimInfo } from '@shop/contract';
import { OperatorBadge } from '../../../../shared/ui/OperatorBadge';
import { currentLocale, useT } from '../../../../i18n';
import { openLink } from '../../../../shared/navigation/openLink';

const WIFI_DEVICE = 2;

type Device = NonNullable<SimInfo['device']>;

const bandName = (device: Device, band: WifiBand) => (band === WifiBand.band5g ? device.band5g?.name : device.band2g.name) ?? '';

/** A Wi-Fi device's bands and their network names, with the way to manage it. */
export function WifiCard({ info }: { info: SimInfo }) {
  const t = useT();
  const { device } = info;
  if (info.sourceType !== WIFI_DEVICE || !device) return null;
  return (
    <section className="iot-panel" aria-label={t('iotHome.wifi')}>
      <div className="iot-panel__head">
        <h2 className="iot-panel__title">{t('iotHome.wifi')}</h2>
        <button type="button" className="iot-panel__link" onClick={() => void openLink('/pages-sub/iot/deviceManage/index')}>
          {t('iotHome.deviceManage')}
        </button>
      </div>
      <ul className="wifi-bands">
        {(device.band5g ? [WifiBand.band2g, WifiBand.band5g] : [WifiBand.band2g]).map((band) => (
          <li key={band} className="wifi-bands__item">
            <span className="wifi-bands__band">{band}</span>
            <span className="wifi-bands__name">{bandName(device, band)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The vice SIMs that share this card's plan. */
export function ViceSims({ info }: { info: SimInfo }) {
  const t = useT();
  if (info.viceSims.length === 0) return null;
  const statusOf = (code: number) => (simStatusLabel as Record<number, Record<string, string> | undefined>)[code]?.[currentLocale()] ?? '';
  return (
    <section className="iot-panel" aria-label={t('iotHome.viceSims')}>
      <h2 className="iot-panel__title">{t('iotHome.viceSims')}</h2>
      <ul className="vice-sims">
        {info.viceSims.map((vice) => (
          <li key={vice.simNo} className="vice-sims__item">
            <span className="vice-sims__no">{vice.simNo}</span>
            <OperatorBadge operator={vice.operatorType} />
            <span className="vice-sims__status">{statusOf(vice.simStatus)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
